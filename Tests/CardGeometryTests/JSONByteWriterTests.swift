import Foundation
import Testing

@testable import CardGeometryCore

/// The byte writer every layout's JSON goes through writes what the tree
/// writer writes for the same values, byte for byte: numbers as
/// `NumberText.format(_:decimals: 3)`, colors as `RGBAColor.hex`, strings
/// escaped, containers indented or compact, empty ones as `[]` and `{}`.
@Suite struct JSONByteWriterTests {
    /// A part that uses every call of a sink, nested.
    struct EveryCall: JSONWritable {
        func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
            sink.beginObject()
            sink.member("number", 10.3333)
            sink.member("integer", 42)
            sink.member("absentNumber", nil as Double?)
            sink.member("string", "a\"b\\c\nd\te\u{01}f\u{7F}é😀/")
            sink.member("absentString", nil as String?)
            sink.member("true", true)
            sink.member("false", false)
            sink.member("color", RGBAColor(red: 0x0A, green: 0xB0, blue: 0xFF, alpha: 0x07))
            sink.member("absentColor", nil as RGBAColor?)
            sink.member("frame", LayoutRect(x: -0.0004, y: 1.0005, width: 2.5, height: 1e20))
            sink.member("size", LayoutSize(width: 390, height: 0.1))
            sink.object("empty") { _ in }
            sink.array("none", [Int]()) { _, _ in }
            sink.array("numbers", [1.25, -3, .nan, .infinity, -.infinity]) { sink, number in sink.number(number) }
            sink.array("nested", [0, 1]) { sink, index in
                sink.beginArray()
                sink.beginObject()
                sink.endObject()
                sink.string("element \(index)")
                sink.null()
                sink.endArray()
            }
            let inner = JSONValue.array([.number(0.1), .object(JSONObject())])
            sink.member("tree", .object(JSONObject([.init(key: "inner", value: inner)])))
            sink.optionalObject("optional", 7 as Int?) { value, sink in sink.member("value", value) }
            sink.optionalObject("absentOptional", nil as Int?) { value, sink in sink.member("value", value) }
            sink.endObject()
        }
    }

    @Test("Bytes and tree agree, pretty and compact", arguments: [true, false])
    func bytesAreTheTree(pretty: Bool) {
        let part = EveryCall()
        let tree = part.writtenJSON
        #expect(JSONWriter.bytes(of: part, pretty: pretty) == JSONWriter.bytes(tree, pretty: pretty))
    }

    @Test("The pretty form: two-space indentation, empty containers closed on their line")
    func prettyForm() {
        let text = String(decoding: JSONWriter.bytes(of: EveryCall(), pretty: true), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"number\": 10.333,\n  \"integer\": 42,\n  \"absentNumber\": null,\n"))
        #expect(text.contains("\n  \"color\": \"#0AB0FF07\",\n  \"absentColor\": null,\n"))
        #expect(text.contains("\n  \"empty\": {},\n  \"none\": [],\n"))
        #expect(text.contains("\"numbers\": [\n    1.25,\n    -3,\n    nan,\n    inf,\n    -inf\n  ],"))
        #expect(text.contains("\"nested\": [\n    [\n      {},\n      \"element 0\",\n      null\n    ],"))
        #expect(text.contains("\"absentOptional\": null\n}"))
        #expect(!text.hasSuffix("\n"))
    }

    @Test("Numbers are NumberText's, byte for byte")
    func numbers() {
        var values: [Double] = [
            0, -0.0, 0.0004, -0.0004, 0.0005, -0.0005, 0.001, 1.5, 2.50, 10.3333, -10.3335, 0.1 + 0.2, 123_456.789,
            9_999.9995, 8_999_999_999_999.999, 9e12, -9e12, 1e20, -1e20, 9_007_199_254_740_992, 9_007_199_254_740_994, 1e-300,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .nan, .infinity, -.infinity,
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let magnitude = Double.random(in: 0...7, using: &generator)
            values.append(Double.random(in: -1...1, using: &generator) * pow(10, magnitude))
        }
        for value in values {
            var writer = JSONByteWriter(pretty: false)
            writer.number(value)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == NumberText.format(value, decimals: 3), "\(value)")
        }
    }

    @Test("Colors are RGBAColor.hex, in quotes")
    func colors() {
        for value in [0x00, 0x09, 0x0A, 0x0F, 0x10, 0x7F, 0xA0, 0xFF] as [UInt8] {
            let color = RGBAColor(red: value, green: 255 - value, blue: value / 2, alpha: value)
            var writer = JSONByteWriter(pretty: false)
            writer.color(color)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == "\"\(color.hex)\"")
        }
    }

    @Test("A document larger than the room reserved grows, and the bytes taken are the bytes written")
    func growsPastItsCapacity() {
        let lines = (0..<500).map { "line \($0) with \"quotes\" and text" }
        var writer = JSONByteWriter(pretty: true, capacity: 16)
        writer.beginArray()
        for line in lines { writer.string(line) }
        writer.endArray()
        let expected = JSONWriter.bytes(.array(lines.map(JSONValue.string)), pretty: true)
        #expect(writer.bytes == expected)
        #expect(writer.takeBytes() == expected)
        #expect(writer.count == 0)
    }
}

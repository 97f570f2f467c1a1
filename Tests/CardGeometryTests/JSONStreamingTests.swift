import Foundation
import Testing

@testable import CardGeometryCore

/// `JSONValue.write(pretty:to:)` hands the writer's bytes on as they are
/// made: what it hands on is the document `data(pretty:)` gives, in chunks
/// of about 64 KiB, never the whole of a large document at once.
@Suite struct JSONStreamingTests {
    static func document(lines: Int) -> JSONValue {
        var block = JSONObject()
        block.append("text", .string("every goal \"and\" every save\n"))
        block.append(
            "lines",
            .array(
                (0..<lines).map { index in
                    var line = JSONObject()
                    line.append("text", .string("line \(index) ✓"))
                    line.append("baseline", .number(Double(index) * 21.333333))
                    line.append("range", .array([.number(Double(index)), .number(Double(index + 1))]))
                    line.append("fonts", .array([.string("Inter-Regular.otf")]))
                    line.append("empty", .object(JSONObject()))
                    line.append("none", .array([]))
                    return .object(line)
                }))
        block.append("truncated", .bool(false))
        block.append("nothing", .null)
        return .object(block)
    }

    @Test(arguments: [true, false])
    func theChunksAreTheDocument(pretty: Bool) {
        for lines in [0, 1, 30_000] {
            let value = Self.document(lines: lines)
            var written = Data()
            var largest = 0
            var chunks = 0
            value.write(pretty: pretty) { bytes in
                written.append(contentsOf: bytes)
                largest = max(largest, bytes.count)
                chunks += 1
            }
            #expect(written == value.data(pretty: pretty))
            #expect(largest < (1 << 16) + 1024)
            if lines == 30_000 { #expect(chunks > 10) }
        }
    }
}

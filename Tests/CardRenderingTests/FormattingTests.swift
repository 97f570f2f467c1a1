import CardGeometry
import Foundation
import Testing

@testable import CardRendering

@Suite("Formatting")
struct FormattingTests {
    @Test("Numbers keep at most three decimals, without trailing zeros or -0")
    func numbers() {
        #expect(NumberText.format(10.33333) == "10.333")
        #expect(NumberText.format(2.5) == "2.5")
        #expect(NumberText.format(201.3755) == "201.376")
        #expect(NumberText.format(-0.0001) == "0")
        #expect(NumberText.format(-3) == "-3")
        #expect(NumberText.format(1.23456, decimals: 1) == "1.2")
        #expect(NumberText.format(0.05, decimals: 1) == "0.1")
    }

    /// Numbers as `NumberText.format` wrote them before its digits were put
    /// in place: the text joined from strings, kept here as the reference.
    static func joinedDigits(_ number: Double, decimals: Int) -> String {
        guard number.isFinite else { return number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (number * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled.magnitude < 9e15 else { return JSONNumberFormat.exact(number) }
        guard scaled != 0 else { return "0" }
        let magnitude = UInt64(scaled.magnitude)
        let divisor = UInt64(scale)
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / divisor)
        let fraction = magnitude % divisor
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    @Test("Numbers written in place are the joined text: every decimal count, sign, size and edge")
    func digitsInPlace() {
        var values: [Double] = [
            0, -0.0, 0.0004, -0.0004, 0.0005, -0.0005, 0.05, 0.15, 0.25, 1, -1, 2.5, 10.33333, 201.3755, -3, 1e9,
            123_456_789.125, 8.9e12, 8.99e15, 9e15, 1e16, -1e20, 1e300, .nan, .infinity, -.infinity,
            .leastNonzeroMagnitude, 0.1 + 0.2, 1.0005, 999.9995, -999.9995, 0.000_999_9,
        ]
        // Seeded values of every magnitude a picture writes.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            let exponent = Double((state >> 3) % 14) - 4
            values.append((unit - 0.5) * 2 * Foundation.pow(10, exponent))
        }
        for value in values {
            for decimals in 0...12 {
                let expected = Self.joinedDigits(value, decimals: decimals)
                #expect(NumberText.format(value, decimals: decimals) == expected, "\(value), \(decimals)")
                var bytes = Array("x".utf8)
                NumberText.append(value, decimals: decimals, to: &bytes)
                #expect(bytes == Array(("x" + expected).utf8), "\(value), \(decimals)")
            }
        }
    }

    @Test("Markup escapes what it must and gives every other text back as it is")
    func markupEscapes() {
        #expect(MarkupText.escaped("Summer Finals: 16:9") == "Summer Finals: 16:9")
        #expect(MarkupText.escaped("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&apos;f")
        #expect(MarkupText.escaped("tab\tline\nend\r") == "tab&#x9;line&#xA;end&#xD;")
        #expect(MarkupText.escaped("bell\u{7}") == "bell\u{FFFD}")
        // U+FFFE and U+FFFF (replaced) share their lead byte with U+FF01 and U+FDD0 (kept).
        let scalars = [0xFFFE, 0xFFFF, 0xFF01, 0xFDD0].map { String(Character(Unicode.Scalar($0)!)) }
        #expect(MarkupText.escaped(scalars.joined()) == "\u{FFFD}\u{FFFD}" + scalars[2] + scalars[3])
        #expect(MarkupText.escaped("مرحبا 👋🏽 日本") == "مرحبا 👋🏽 日本")
    }

    @Test("Quoted strings escape quotes, backslashes and control characters")
    func quoted() {
        #expect(DisplayText.quoted("a\"b\\c\nd\te\u{1}") == #""a\"b\\c\nd\te\u{1}""#)
        #expect(DisplayText.quoted("مرحبا") == "\"مرحبا\"")
    }

    @Test("A grid aligns columns and right-aligns the ones asked for")
    func grid() {
        var grid = TextGrid(rightAligned: [1])
        grid.append(["a", "1", "x"])
        grid.append(["long", "100", ""])
        #expect(grid.render() == ["a       1  x", "long  100"])
    }

    @Test("A grid counts a cell's columns in characters: an accented letter, or CR LF, is one")
    func gridWidths() {
        var grid = TextGrid()
        grid.append(["é", "x"])
        grid.append(["ab", "y"])
        #expect(grid.render() == ["é   x", "ab  y"])
        #expect(DisplayText.width("a\r\nb") == 3)
        #expect(DisplayText.width("ab") == 2)
    }

    @Test("A cell's width is its characters, marks beside ASCII too, and what a mark precedes or follows joins it")
    func markWidths() {
        let cells = [
            "h…", "h… bl↓", "ct↓… ct…", "↓…", "…\u{301}", "↓\u{200D}…", "a…\r\nb", "é…", "…\u{1F1EB}\u{1F1F7}",
            "\u{600}…", "…\u{903}", "h\u{2026}\u{20D7}", "",
        ]
        for cell in cells {
            #expect(DisplayText.width(cell) == cell.count, "\(cell.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(DisplayText.width("h… bl↓") == 6)
        #expect(DisplayText.width("…\u{301}") == 1)
    }

    @Test("A grid trims the spaces that end a line, after a mark too, but keeps one a prepended mark holds")
    func gridTrimsTrailingSpaces() {
        var grid = TextGrid()
        grid.append(["h…", "x"])
        grid.append(["long…", ""])
        grid.append(["ab↓", ""])
        grid.append(["\u{600}", ""])
        grid.append(["a\u{600}", ""])
        // "\u{600} " is one character (a prepended mark takes the space after
        // it), which `String` keeps; the spaces after it are trimmed.
        #expect(grid.render() == ["h…     x", "long…", "ab↓", "\u{600} ", "a\u{600} "])
    }

    @Test("JSON text keeps key order and writes numbers with three decimals")
    func jsonText() throws {
        var object = JSONObject()
        object.append("b", .number(1.23456))
        object.append("a", .array([.null, .bool(true), .string("q\"\n")]))
        object.append("empty", .object(JSONObject()))
        let text = JSONValue.object(object).text(pretty: false)
        #expect(text == #"{"b":1.235,"a":[null,true,"q\"\n"],"empty":{}}"#)
        let pretty = JSONValue.object(object).text()
        #expect(pretty.hasPrefix("{\n  \"b\": 1.235,\n  \"a\": [\n    null,"))
        #expect(try JSONSerialization.jsonObject(with: Data(pretty.utf8)) is [String: Any])
    }
}

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

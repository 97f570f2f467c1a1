import Foundation
import Testing

@testable import CardGeometry
@testable import CardGeometryCore

/// How a reader marks the members it read (a bit per member, inline for
/// the first 64) and reports the others.
@Suite("Object reader")
struct ObjectReaderTests {
    @Test("Members past the 64th are marked too: only the unread ones are unknown, in document order, with suggestions")
    func manyMembers() throws {
        var keys = (0..<70).map { "k\($0)" }
        keys[3] = "titel"
        keys[66] = "colr"
        var object = JSONObject()
        for key in keys { object.append(key, .number(1)) }
        let reader = try ObjectReader(.object(object), at: JSONPath("x"))
        for key in keys where key.hasPrefix("k") { #expect(try reader.number(key) == 1) }
        #expect(reader.value("title") == nil)
        #expect(reader.value("color") == nil)
        #expect(reader.unreadKeys == ["titel", "colr"])
        reader.finish()
        #expect(
            reader.warnings.warnings.map(\.description) == [
                "x.titel: unknown key, ignored (did you mean title?)",
                "x.colr: unknown key, ignored (did you mean color?)",
            ])
        #expect(reader.unreadKeys.isEmpty)
    }

    /// A reader suggests only the absent keys it asked for itself: the
    /// record of absent keys is one list for the whole input.
    @Test("Suggestions come from the keys each reader asked for, also when a reader finishes before one it made")
    func suggestionsPerReader() throws {
        let document = try JSONParser.parse(#"{"titel": 1, "style": {"sise": 2}, "font": {"wieght": 3}}"#)
        let root = try ObjectReader(document, at: .root)
        #expect(root.value("title") == nil)
        let style = try #require(try root.object("style"))
        #expect(style.value("size") == nil)
        #expect(style.value("titles") == nil)
        style.finish()
        let font = try #require(try root.object("font"))
        #expect(root.value("tile") == nil)
        // The root finishes before the reader it made last.
        root.finish()
        #expect(font.value("weight") == nil)
        font.finish()
        #expect(
            root.warnings.warnings.map(\.description) == [
                "style.sise: unknown key, ignored (did you mean size?)",
                "titel: unknown key, ignored (did you mean title?)",
                "font.wieght: unknown key, ignored (did you mean weight?)",
            ])
    }

    /// Nested readers keep their state by depth in what the document's
    /// readers share: a reader made after another at the same depth starts
    /// afresh, and each makes its path from its own keys.
    @Test("Readers nested at one depth one after another: each names its own path, marks and suggestions")
    func siblingsAtOneDepth() throws {
        let document = try JSONParser.parse(
            #"{"a": {"b": {"c": "x"}}, "list": [{"e": {"f": 1, "sise": 2}}], "g": {"sise": 3}}"#)
        let root = try ObjectReader(document, at: .root)
        let a = try #require(try root.object("a"))
        let b = try #require(try a.object("b"))
        #expect(b.path.description == "a.b")
        do {
            _ = try b.number("c")
            Issue.record("a string read as a number")
        } catch {
            #expect(error.path == "a.b.c")
        }
        #expect(b.value("size") == nil)
        b.finish()
        a.finish()
        let elements = try #require(try root.array("list"))
        let element = try root.reader(try #require(elements.first), at: root.path("list").appending(index: 0))
        // The element's reader took the depth of `a`, its `e` that of `b`.
        let e = try #require(try element.object("e"))
        #expect(e.path.description == "list[0].e")
        #expect(try e.number("f") == 1)
        #expect(e.unreadKeys == ["sise"])
        // `b` asked for `size`; `e` did not, so nothing is suggested for its `sise`.
        e.finish()
        element.finish()
        let g = try #require(try root.object("g"))
        #expect(g.value("size") == nil)
        g.finish()
        root.finish()
        #expect(
            root.warnings.warnings.map(\.description) == [
                "list[0].e.sise: unknown key, ignored",
                "g.sise: unknown key, ignored (did you mean size?)",
            ])
    }

    /// A nested reader opened by ``ObjectReader/object(_:)`` holds its key
    /// as the key's entry on the tape; its path's text is made only when
    /// asked, whichever way the tape holds the key: the key table's name,
    /// the document's bytes, or a text the parser made (an escape, bytes
    /// beyond ASCII).
    @Test("Nested readers name their keys in paths, errors and warnings, whether the tape holds a key as a name, bytes or a made text")
    func nestedKeysFromTheTape() throws {
        let json = #"""
            {"environment": {"width": {"bad": 1}}, "aVeryLongKeyOfManyBytes": {"n": "x"}, "\u0065sc": {"n": "y"}, "é": {"n": "z", "extra": 1}}
            """#
        let tape = try JSONParser.tape(Data(json.utf8), keys: LayoutKind.inputKeys)
        let root = try ObjectReader(tape: tape, at: .root)
        let environment = try #require(try root.object("environment"))
        let width = try #require(try environment.object("width"))
        #expect(width.path.description == "environment.width")
        // A key that is not an identifier is written in brackets.
        for (key, expected) in [
            ("aVeryLongKeyOfManyBytes", "aVeryLongKeyOfManyBytes.n"), ("esc", "esc.n"), ("é", #"["é"].n"#),
        ] {
            let nested = try #require(try root.object(key))
            #expect(nested.path.description == String(expected.dropLast(2)))
            do {
                _ = try nested.number("n")
                Issue.record("\(key): a string read as a number")
            } catch {
                #expect(error.path == expected)
            }
            nested.finish()
        }
        #expect(root.warnings.warnings.map(\.description) == [#"["é"].extra: unknown key, ignored"#])
    }

    /// An enumeration whose names differ in length, share a length, or are
    /// beyond ASCII or equal to other text as strings only.
    enum Ratio: String, CaseIterable {
        case wide = "16:9"
        case tall = "9:16"
        case kelvin = "K"
        case accented = "é"
    }

    @Test("A choice is found where it is written as init(rawValue:) finds it: bytes, escapes, equal strings; others are errors")
    func choicesOnTheTape() throws {
        let values = [
            #""16:9""#, #""9:16""#, #""K""#, #""16\u003a9""#, #""\u212A""#, #""é""#, #""e\u0301""#, #""16:90""#,
            #""16:""#, #""""#, "3", "true",
        ]
        let json = "{" + values.enumerated().map { #""v\#($0.offset)": \#($0.element)"# }.joined(separator: ", ") + "}"
        let reader = try ObjectReader(tape: JSONParser.tape(Data(json.utf8)), at: .root)
        var found: [Ratio?] = []
        var errors: [String] = []
        for index in values.indices {
            do {
                found.append(try reader.choice(MemberKey("v\(index)"), Ratio.self))
            } catch {
                found.append(nil)
                errors.append(error.description)
            }
        }
        let expected: [Ratio?] = [.wide, .tall, .kelvin, .wide, Ratio(rawValue: "\u{212A}"), .accented, .accented, nil, nil, nil, nil, nil]
        #expect(found == expected)
        #expect(Ratio(rawValue: "\u{212A}") == .kelvin)
        #expect(errors.count == 5)
        #expect(errors.first == #"v7: must be one of 16:9, 9:16, K, é, got "16:90""#)
    }
}


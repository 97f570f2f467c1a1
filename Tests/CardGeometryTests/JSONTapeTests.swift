import Foundation
import Testing

@testable import CardGeometry
@testable import CardGeometryCore

/// Reading straight from the parsed bytes (`JSONParser.tape`, which
/// `init(json:)` and the engine read) against reading a tree in hand
/// (`init(jsonValue:)`, whose tree is written onto a tape of its own), and
/// the tape's own cases: escapes, duplicate keys, depth, large arrays,
/// bytes that are not UTF-8, null members.
@Suite("JSON tape")
struct JSONTapeTests {
    /// The error `body` throws, as text; nil when it throws none.
    static func error<Value>(_ body: () throws -> Value) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The card of a Storyteller input that has one.
    static func card(of input: LayoutInput) -> StorytellerCardInput.Card? {
        guard case .card(let card)? = (input.content as? StorytellerCardInput)?.content else { return nil }
        return card
    }

    @Test("Every golden input reads the same from its bytes and from its tree: input, warnings, layout")
    func goldenInputs() throws {
        let cases = GoldenCase.all
        #expect(cases.count > 400)
        for goldenCase in cases {
            let data = try Data(contentsOf: goldenCase.input)
            let tree = try JSONParser.parse(data)
            #expect(try JSONParser.tape(data).root == tree, "\(goldenCase.key)")
            let fromBytes = Result { try engine.input(json: data) }
            let fromTree = Result { try engine.input(jsonValue: tree) }
            switch (fromBytes, fromTree) {
            case (.success(let bytes), .success(let tree)):
                // Equal, or written out the same: a NaN (Braze's ratio of a
                // card that is not shown) is equal to nothing.
                #expect(bytes == tree || "\(bytes)" == "\(tree)", "\(goldenCase.key)")
                #expect(bytes.warnings == tree.warnings, "\(goldenCase.key)")
                #expect(try engine.layout(bytes) == engine.layout(tree), "\(goldenCase.key)")
            case (.failure(let bytes), .failure(let tree)):
                #expect("\(bytes)" == "\(tree)", "\(goldenCase.key)")
            default:
                Issue.record("\(goldenCase.key): one reading failed, the other did not")
            }
        }
    }

    @Test("A document with more entries than its first room holds grows and reads whole, small or large, compact or not")
    func tapeGrows() throws {
        let documents = [
            // Small and compact: room for 42 entries first, then more.
            "[" + Array(repeating: "1", count: 200).joined(separator: ",") + "]",
            #"{"a":["# + Array(repeating: #"{"b":null}"#, count: 30).joined(separator: ",") + "]}",
            // Small and pretty-printed, just past the first room.
            "{\n" + (0..<21).map { "  \"k\($0)\": \($0)" }.joined(separator: ",\n") + "\n}",
            // Large: room by its size first, then more.
            "[" + Array(repeating: "0", count: 3_000).joined(separator: ",") + "]",
        ]
        for document in documents {
            let data = Data(document.utf8)
            let tape = try JSONParser.tape(data)
            #expect(tape.root == (try JSONParser.parse(data)))
            #expect(tape.next(after: 0) == tape.count)
        }
        #expect(JSONTapeWriter.cachedCapacity == 42)
    }

    /// Inputs with an error each, in every kind, some of them in values the
    /// readers read without a tree (array elements, nested objects, unions).
    static let invalidInputs = [
        #"{"card": {"title": 3}, "environment": {"width": 300}}"#,
        #"{"collection": {"cards": [{"id": "a"}, {"id": 1}]}, "environment": {"width": 300}}"#,
        #"{"collection": {"cards": [{"id": "a"}], "state": {"viewed": ["a", 2]}}, "environment": {"width": 300}}"#,
        #"{"card": {}, "environment": {"width": 300}, "theme": {"cards": {"style": {"heading": {"textColor": 16777215}}}}}"#,
        #"{"card": {}, "environment": {"width": 300, "safeAreaInsets": []}}"#,
        #"{"card": {}, "environment": {"width": 300, "colorScheme": "sepia"}}"#,
        #"{"card": {"media": {"type": "gif"}}, "environment": {"width": 300}}"#,
        #"{"kind": "braze.contentCards", "environment": {"width": 300}, "cards": [{"id": "a", "type": "captioned", "image": 4}]}"#,
        #"{"kind": "braze.contentCards", "environment": {"width": 300}, "cards": [{"id": "a", "type": "captioned", "image": {"url": 4}}]}"#,
        #"{"kind": "braze.contentCards", "environment": {"width": 300}, "cards": {}}"#,
        #"{"kind": "storyly.storyGroups", "environment": {"width": 300}, "groups": [{"id": 1, "title": "a", "stories": 3}]}"#,
        #"{"kind": "tgcard.sheet", "environment": {"width": 300}, "cards": [{"title": "a"}, "b"]}"#,
        #"{"kind": "storifyme.widgets", "environment": {"width": 300}, "widgets": [{"id": "w", "stories": [1]}]}"#,
        #"{"kind": 7, "environment": {"width": 300}}"#,
        #"{"kind": "nope", "environment": {"width": 300}}"#,
        #"{"feed": {}, "cards": []}"#,
        #"[]"#,
        #"{"card": {"title": 1e400}, "environment": {"width": 300}}"#,
    ]

    @Test("An invalid input gives the same first error from its bytes as from its tree", arguments: invalidInputs)
    func invalidInput(json: String) throws {
        let data = Data(json.utf8)
        let fromBytes = Self.error { try engine.input(json: data) }
        let fromTree = Self.error { try engine.input(jsonValue: JSONParser.parse(data)) }
        #expect(fromBytes != nil)
        #expect(fromBytes == fromTree)
    }

    @Test("A key written with an escape is read as its text, and is a duplicate of the same key unescaped")
    func escapedKeys() throws {
        let data = Data(#"{"card": {"t\u0069tle": "Hi \"there\"", "subtitle": "caf\u00e9 €"}, "environment": {"width": 300}}"#.utf8)
        let input = try engine.input(json: data)
        let card = try #require(Self.card(of: input))
        #expect(card.title == #"Hi "there""#)
        #expect(card.subtitle == "café €")
        let tape = try JSONParser.tape(data, keys: LayoutKind.inputKeys)
        #expect(tape.root == (try JSONParser.parse(data)))
        for json in [#"{"a": {"title": 1, "t\u0069tle": 2}}"#, #"{"a": {"t\u0069tle": 1, "title": 2}}"#] {
            #expect(Self.error { try JSONParser.tape(Data(json.utf8), keys: LayoutKind.inputKeys) }
                == "a.title: duplicate key; a key may appear once in an object")
        }
    }

    @Test("Arrays and objects nest to the parser's depth; values after a deep one are found")
    func deepNesting() throws {
        let depth = JSONParser.maximumDepth - 1
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let json = #"{"deep": \#(nested), "after": {"x": [1, {"y": true}]}, "last": null}"#
        let tape = try JSONParser.tape(Data(json.utf8))
        // The root and `deep`, the arrays, then `after` … `null`: 10 entries.
        #expect(tape.count == 2 + depth + 10)
        let reader = try ObjectReader(tape: tape, at: .root)
        let after = try #require(try reader.object("after"))
        let elements = try #require(try after.array("x"))
        #expect(elements.map(\.kind) == [.number, .object])
        #expect(elements.jsonValues == [.number(1), .object(JSONObject([.init(key: "y", value: .bool(true))]))])
        #expect(reader.rawValue("last") == .null)
        #expect(reader.unreadKeys == ["deep"])
        let tooDeep = String(repeating: "[", count: JSONParser.maximumDepth + 1)
        #expect(Self.error { try JSONParser.tape(Data(tooDeep.utf8)) }?.contains("nest deeper than 512") == true)
    }

    @Test("A large array is walked element by element and counted at once")
    func largeArray() throws {
        let count = 100_000
        let json = "{\"list\": [" + (0..<count).map { $0 % 3 == 0 ? "{\"n\": \($0)}" : "\($0)" }.joined(separator: ",") + "]}"
        let tape = try JSONParser.tape(Data(json.utf8))
        let reader = try ObjectReader(tape: tape, at: .root)
        let elements = try #require(try reader.array("list"))
        #expect(elements.count == count)
        var sum = 0.0
        for (index, element) in elements.enumerated() {
            if index % 3 == 0 {
                let object = try reader.element(element, of: "list", at: index)
                sum += try #require(try object.number("n"))
                object.finish()
            } else {
                sum += try #require(element.number)
            }
        }
        #expect(sum == Double(count * (count - 1) / 2))
        #expect(reader.warnings.warnings.isEmpty)
        #expect(tape.root == (try JSONParser.parse(Data(json.utf8))))
    }

    @Test("Bytes that are not UTF-8 are an error where their string starts, in a key or a value")
    func invalidUTF8() {
        for (prefix, column) in [(#"{"a": ""#, 8), (#"{""#, 3)] {
            var bytes = Array(prefix.utf8)
            bytes += [0x61, 0xFF, 0x62, UInt8(ascii: "\"")]
            bytes += Array((prefix.count == 2 ? #": 1}"# : "}").utf8)
            #expect(
                Self.error { try JSONParser.tape(Data(bytes)) }
                    == "invalid JSON at line 1, column \(column): a string is not valid UTF-8")
        }
    }

    @Test("A null member reads as absent, is read all the same (no unknown key), and stays null as written")
    func nullMembers() throws {
        let tape = try JSONParser.tape(Data(#"{"a": null, "b": {"c": null}, "d": [null]}"#.utf8))
        let reader = try ObjectReader(tape: tape, at: .root)
        #expect(reader.value("a") == nil)
        #expect(try reader.number("a") == nil)
        #expect(reader.member("a") == nil)
        #expect(try reader.object("b") != nil)
        let elements = try #require(try reader.array("d"))
        #expect(elements.map(\.isNull) == [true])
        reader.finish()
        #expect(reader.warnings.warnings.isEmpty)
        let input = try engine.input(
            json: Data(#"{"card": {"title": null, "media": null}, "environment": {"width": 300, "height": null}}"#.utf8))
        #expect(input.warnings.isEmpty)
        #expect(try #require(Self.card(of: input)).title == nil)
    }

    @Test("A tape written from a tree reads as the parsed one: scalars, strings, nested values")
    func treeTape() throws {
        let json = #"{"s": "x\n\u00e9", "n": -1.5e3, "big": 1e400, "t": true, "f": false, "z": null, "a": [[], {}], "o": {"k": "v"}}"#
        let tree = try JSONParser.parse(json)
        let fromTree = JSONTape(tree)
        let fromBytes = try JSONParser.tape(Data(json.utf8))
        #expect(fromTree.root == tree)
        #expect(fromBytes.root == tree)
        #expect(fromTree.count == fromBytes.count)
        for index in 0..<fromTree.count { #expect(fromTree.kind(at: index) == fromBytes.kind(at: index)) }
        #expect(fromBytes.value(at: try #require(fromBytes.member("big"))) == .unrepresentableNumber("1e400"))
    }
}

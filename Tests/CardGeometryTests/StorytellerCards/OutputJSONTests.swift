import CardText
import Foundation
import Testing

@testable import CardGeometry
@testable import BrazeContentCards
@testable import CardGeometryCore
@testable import SheetCards
@testable import StorifyMeWidgets
@testable import StorylyStoryGroups
@testable import StorytellerCards

@Suite("Output JSON")
struct OutputJSONTests {
    static let numberCases: [(Double, String)] = [
        (10.333333, "10.333"), (10.6666667, "10.667"), (2.5, "2.5"), (2.50000001, "2.5"), (100, "100"),
        (-0.0001, "0"), (-0.0, "0"), (0, "0"), (0.0005, "0.001"), (-1.25, "-1.25"), (-3.3336, "-3.334"),
        (0.1 + 0.2, "0.3"), (1e-7, "0"), (1234567.125, "1234567.125"), (219.375, "219.375"), (-44, "-44"),
    ]

    @Test(
        "Numbers have at most 3 decimals, no trailing zeros and no -0",
        arguments: OutputJSONTests.numberCases)
    func numbers(value: Double, text: String) {
        #expect(JSONNumberFormat.threeDecimals(value) == text)
    }

    /// A small layout without texts.
    let bare = StorytellerCardLayout(
        cardId: nil, size: .init(width: 390, height: 219.333333),
        card: .init(frame: .init(x: 0, y: 0, width: 390, height: 219.333333), cornerRadius: 0),
        media: .init(frame: .init(x: 0, y: 0, width: 390, height: 219.333333), cornerRadius: 0, type: .video),
        textContainer: nil, heading: nil, subheading: nil, button: nil,
        behavior: StorytellerCardInput.Theme.ReloadingBehavior(reloadOnExit: true, reloadOnForeground: false),
        warnings: [.unknownKey(at: "a.b")])

    @Test("Compact output: schema order, nulls written, no whitespace")
    func compact() {
        #expect(
            bare.jsonString(pretty: false)
                == #"{"schema":"card-layout/1","kind":"storyteller","cardId":null,"size":{"width":390,"height":219.333},"#
                + #""card":{"frame":{"x":0,"y":0,"width":390,"height":219.333},"cornerRadius":0},"#
                + #""media":{"frame":{"x":0,"y":0,"width":390,"height":219.333},"cornerRadius":0,"type":"video"},"#
                + #""textContainer":null,"heading":null,"subheading":null,"button":null,"#
                + #""behavior":{"reloadOnExit":true,"reloadOnForeground":false},"warnings":[{"path":"a.b","code":"unknown-key","message":"unknown key, ignored"}]}"#
        )
    }

    @Test("Pretty output indents by two spaces, one member per line")
    func pretty() {
        var layout = bare
        layout.warnings = []
        layout.cardId = "x"
        let expected = """
            {
              "schema": "card-layout/1",
              "kind": "storyteller",
              "cardId": "x",
              "size": {
                "width": 390,
                "height": 219.333
              },
              "card": {
                "frame": {
                  "x": 0,
                  "y": 0,
                  "width": 390,
                  "height": 219.333
                },
                "cornerRadius": 0
              },
              "media": {
                "frame": {
                  "x": 0,
                  "y": 0,
                  "width": 390,
                  "height": 219.333
                },
                "cornerRadius": 0,
                "type": "video"
              },
              "textContainer": null,
              "heading": null,
              "subheading": null,
              "button": null,
              "behavior": {
                "reloadOnExit": true,
                "reloadOnForeground": false
              },
              "warnings": []
            }
            """
        #expect(layout.jsonString(pretty: true) == expected)
        #expect(layout.jsonData(pretty: true) == Data(expected.utf8))
    }

    @Test("A full layout writes every key of the schema in order")
    func keyOrder() throws {
        let result = try layout(["theme": theme(over: false)])
        guard case .object(let root) = try JSONValue(json: result.jsonData()) else {
            Issue.record("not an object")
            return
        }
        #expect(
            root.keys == [
                "schema", "kind", "cardId", "size", "card", "media", "textContainer", "heading", "subheading", "button",
                "behavior", "warnings",
            ])
        guard case .object(let button)? = root["button"], case .object(let label)? = button["label"],
            case .array(let lines)? = label["lines"], case .object(let line)? = lines.first,
            case .object(let font)? = label["font"], case .object(let frame)? = line["frame"]
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(button.keys == ["frame", "cornerRadius", "backgroundColor", "outlineColor", "outlineWidth", "label"])
        #expect(label.keys == ["frame", "text", "color", "alignment", "font", "truncated", "resized", "lines"])
        #expect(font.keys == ["family", "weight", "size", "file"])
        #expect(line.keys == ["text", "frame", "baseline", "width", "range", "fonts"])
        #expect(frame.keys == ["x", "y", "width", "height"])
        #expect(line["range"] == .array([.number(0), .number(4)]))
        #expect(button["backgroundColor"] == .null)
    }

    @Test("The same input always gives the same bytes")
    func deterministic() throws {
        let first = try layout([:]).jsonData(pretty: true)
        let second = try CardLayoutEngine(fonts: .bundled()).layout(StorytellerCardInput(json: inputJSON([:]))).jsonData(pretty: true)
        #expect(first == second)
    }

    @Test("Strings are escaped as JSON.stringify does")
    func escaping() {
        let text = JSONWriter.write(.string("a\"b\\c\nd\te\u{01}f\u{7F}é😀/"), pretty: false)
        #expect(text == "\"a\\\"b\\\\c\\nd\\te\\u0001f\u{7F}é😀/\"")
    }

    @Test("A written layout reads back to the same layout, to the precision written")
    func roundTrip() throws {
        let original = try layout(["theme": theme(over: false, style: ["backgroundColorLight": "#102030"])])
        let decoded = try StorytellerCardLayout(json: original.jsonData(pretty: true))
        #expect(decoded.differences(from: original).isEmpty)
        #expect(decoded.jsonData(pretty: false) == original.jsonData(pretty: false))
        #expect(decoded.textContainer?.backgroundColor?.hex == "#102030FF")
    }

    @Test("Differences name the path, the expected and the actual value")
    func differences() throws {
        let expected = try layout([:])
        var actual = expected
        actual.heading!.lines[0].frame.width += 0.5
        actual.heading!.lines[0].baseline += 0.004
        actual.button!.label.text = "Close"
        actual.subheading = nil
        actual.size.height += 0.005
        #expect(
            actual.differences(from: expected).map(\.description) == [
                "heading.lines[0].frame.width: expected \(JSONNumberFormat.threeDecimals(expected.heading!.lines[0].frame.width)), got \(JSONNumberFormat.threeDecimals(expected.heading!.lines[0].frame.width + 0.5))",
                "heading.lines[0].baseline: expected \(JSONNumberFormat.threeDecimals(expected.heading!.lines[0].baseline)), got \(JSONNumberFormat.threeDecimals(expected.heading!.lines[0].baseline + 0.004))",
                ##"subheading: expected {"frame":{"x":12,"y":132,"width":366,"height":19.333},"text":"Subtitle","color"…, got null"##,
                #"button.label.text: expected "Open", got "Close""#,
            ])
    }

    @Test("Frames tolerate 0.01 pt; other numbers must match as written")
    func tolerance() throws {
        let expected = try layout([:])
        var actual = expected
        actual.card.frame.x += 0.01
        actual.heading!.frame.height -= 0.009
        #expect(actual.differences(from: expected).isEmpty)
        actual.heading!.font.size += 0.01
        #expect(actual.differences(from: expected).map(\.description) == ["heading.font.size: expected 22, got 22.01"])
        actual = expected
        actual.card.frame.x = 0.02
        #expect(actual.differences(from: expected).map(\.description) == ["card.frame.x: expected 0, got 0.02"])
        #expect(actual.differences(from: expected, frameTolerance: 0.05).isEmpty)
    }

    @Test("Lines added or removed are reported")
    func lineCount() throws {
        let expected = try layout([:])
        var actual = expected
        actual.heading!.lines.append(actual.heading!.lines[0])
        #expect(
            actual.differences(from: expected).map(\.description) == [
                "heading.lines: expected 1 element, got 2 elements"
            ])
    }

    @Test(
        "Reading a layout is strict",
        arguments: [
            (#"{"schema":"card-layout/2"}"#, #"schema: must be "card-layout/1", got "card-layout/2""#),
            (#"{"schema":"card-layout/1"}"#, "kind: is required; must be present"),
        ])
    func strictDecoding(json: String, message: String) {
        #expect(throws: CardLayoutError.self) { try StorytellerCardLayout(json: Data(json.utf8)) }
        do {
            _ = try StorytellerCardLayout(json: Data(json.utf8))
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("Reading a layout rejects unknown keys and null where the schema has none")
    func strictKeys() throws {
        var json = bare.jsonString(pretty: false)
        json = json.replacingOccurrences(of: #""cornerRadius":0,"type""#, with: #""cornerRadius":0,"extra":1,"type""#)
        #expect(throws: CardLayoutError.self) { try StorytellerCardLayout(json: Data(json.utf8)) }
        do {
            _ = try StorytellerCardLayout(json: Data(json.utf8))
        } catch {
            #expect(error.description == "media.extra: must be a key of card-layout/1, got an unknown key")
        }
        let nullSize = bare.jsonString(pretty: false).replacingOccurrences(
            of: #""size":{"width":390,"height":219.333}"#, with: #""size":null"#)
        do {
            _ = try StorytellerCardLayout(json: Data(nullSize.utf8))
            Issue.record("no error")
        } catch {
            #expect(error.description == "size: must be an object, got null")
        }
    }
}

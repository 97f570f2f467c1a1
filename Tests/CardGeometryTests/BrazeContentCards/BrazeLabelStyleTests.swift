import Foundation
import Testing

@testable import BrazeContentCards
@testable import CardGeometryCore

/// The title's and the description's styles: one type, declared once, with
/// two sets of defaults. Each object is read over its own defaults, and each
/// is described with its own.
@Suite("Braze title and description styles")
struct BrazeLabelStyleTests {
    typealias LabelStyle = BrazeFeedInput.Theme.LabelStyle

    /// The theme read from an input whose theme has `members`.
    static func theme(_ members: String) throws -> BrazeFeedInput.Theme {
        let json = Braze.input(cards: #"[{ "id": "a", "type": "classic", "title": "T" }]"#, theme: members)
        return try BrazeFeedInput(jsonValue: JSONParser.parse(Data(json.utf8))).theme
    }

    @Test("The defaults: the title bold callout, the description regular footnote, both without a line limit")
    func defaults() throws {
        #expect(LabelStyle.defaultTitle == LabelStyle(weight: 700, textStyle: .callout, size: nil, maxLines: 0, color: .label))
        #expect(LabelStyle.defaultDescription == LabelStyle(weight: 400, textStyle: .footnote, size: nil, maxLines: 0, color: .label))
        #expect(LabelStyle() == LabelStyle.defaultTitle)
        let theme = try Self.theme("")
        #expect(theme.title == .defaultTitle)
        #expect(theme.description == .defaultDescription)
    }

    @Test("What an object leaves out keeps its own style's default, not the other's")
    func readOverOwnDefaults() throws {
        let theme = try Self.theme(##""title": { "maxLines": 2 }, "description": { "size": 12, "color": "#112233" }"##)
        #expect(theme.title == LabelStyle(weight: 700, textStyle: .callout, maxLines: 2))
        #expect(
            theme.description
                == LabelStyle(weight: 400, textStyle: .footnote, size: 12, color: DynamicColor(RGBAColor.rgb(0x112233))))
    }

    @Test("A null member keeps its own style's default")
    func nullMembers() throws {
        let theme = try Self.theme(
            #""title": { "weight": null, "textStyle": null }, "description": { "weight": null, "textStyle": null, "maxLines": null }"#)
        #expect(theme.title == .defaultTitle)
        #expect(theme.description == .defaultDescription)
    }

    @Test("Both objects are described with the same fields and their own defaults")
    func descriptions() throws {
        let title = LabelStyle.fieldDescription
        let description = LabelStyle.descriptionStyleDescription
        #expect(title.name == "titleStyle")
        #expect(description.name == "descriptionStyle")
        #expect(title.keys == ["weight", "textStyle", "size", "maxLines", "color"])
        #expect(description.keys == title.keys)
        #expect(description.fields.map(\.meaning) == title.fields.map(\.meaning))
        #expect(description.fields.map(\.allowed) == title.fields.map(\.allowed))
        func defaults(_ object: ObjectDescription) -> [JSONValue?] { object.fields.map(\.defaultValue) }
        #expect(defaults(title) == [.number(700), .string("callout"), nil, .number(0), DynamicColor.label.fieldDefault])
        #expect(
            defaults(description) == [.number(400), .string("footnote"), nil, .number(0), DynamicColor.label.fieldDefault])
        func object(_ field: FieldDescription) -> ObjectDescription? {
            if case .object(let object, _) = field.type { return object }
            return nil
        }
        #expect(object(BrazeFeedInput.Theme.Fields.title) === title)
        #expect(object(BrazeFeedInput.Theme.Fields.description) === description)
    }

    @Test("Both styles have the same ranges, read and typed")
    func ranges() throws {
        #expect(
            Braze.error(Braze.input(cards: "[]", theme: #""description": { "weight": 450 }"#))
                == "theme.description.weight: must be one of 100, 200, 300, 400, 500, 600, 700, 800, 900, got 450")
        var theme = BrazeFeedInput.Theme()
        theme.description.size = 0
        let error = #expect(throws: CardLayoutError.self) { try theme.checkFields(at: JSONPath.root.appending("theme")) }
        #expect(error?.description == "theme.description.size: must be > 0 and <= 10000, got 0")
    }
}

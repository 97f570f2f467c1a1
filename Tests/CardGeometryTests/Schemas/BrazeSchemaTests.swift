import Foundation
import Testing

@testable import BrazeContentCards
@testable import CardGeometry
@testable import CardGeometryCore

/// The Braze feed's schemas accept every example and golden input (and
/// output), and reject the invalid inputs of the input and rule tests that
/// a schema can describe (types, ranges, enumerations, colors, required
/// fields, counts). An unusable aspect ratio is a warning, not an error, so
/// the schema accepts it too.
@Suite("Schemas: Braze content cards")
struct BrazeSchemaTests {
    static let card = #"{"id": "a", "type": "classic", "title": "T"}"#

    static func document(cards: String = "[" + card + "]", _ members: String = "") -> String {
        #"{"kind": "braze.contentCards", "environment": {"width": 390}, "cards": "# + cards
            + (members.isEmpty ? "" : ", " + members) + "}"
    }

    static func cardDocument(_ members: String) -> String {
        document(cards: #"[{"id": "a", "type": "classic", "# + members + "}]")
    }

    static func problems(_ json: String) throws -> [String] {
        let validator = try JSONSchemaValidator.committed("braze-content-cards.schema.json")
        return validator.problems(try JSONParser.parse(Data(json.utf8)))
    }

    @Test("Every Braze example and golden input validates against schemas/braze-content-cards.schema.json")
    func inputsValidate() throws {
        try KindSchemaChecks.inputsValidate("braze-content-cards.schema.json", moreThan: 40, where: KindSchemaChecks.isOf(.brazeContentCards))
    }

    @Test("Every Braze golden output validates against schemas/card-layout.schema.json, and its keys are the described ones")
    func outputsValidate() throws {
        try KindSchemaChecks.outputsValidate(
            "braze-content-cards", described: BrazeFeedLayout.outputDescription.keys, moreThan: 40, layout: try Braze.layout(Self.document()).jsonValue)
    }

    @Test("Valid inputs with nulls, unknown keys, $schema, every image and ratio spelling validate")
    func tolerated() throws {
        for json in [
            Self.document(cards: "[]"),
            Self.document(#""$schema": "./schemas/braze-content-cards.schema.json", "zz": null, "theme": null, "feed": null"#),
            Self.cardDocument(#""image": "https://x/y.png", "imageAspectRatio": "NaN""#),
            Self.cardDocument(#""image": {"url": null, "aspectRatio": "-Infinity"}, "imageAspectRatio": null"#),
            Self.cardDocument(#""image": null, "imageAspectRatio": 1e400"#),
            Self.cardDocument(#""imageAspectRatio": -3, "expiresAt": -1, "created": 0, "extras": {"k": "v"}"#),
            Self.cardDocument(#""extras": null, "url": null, "title": null, "colour": 1"#),
            Self.document(
                ##""theme": {"title": {"maxLines": 2.0, "weight": 900, "size": null}, "pin": {"color": null}, "tintColor": {"light": "#000000", "dark": "#FFFFFFFF"}, "maxWidth": null}"##),
            Self.document(#""feed": {"context": "modal", "title": null}"#),
        ] {
            #expect(try Self.problems(json) == [], "\(json)")
            #expect(Braze.error(json) == nil, "\(json)")
        }
    }

    @Test(
        "The invalid inputs of the input and rule tests that a schema can say are rejected by the schema too",
        arguments: [
            cardDocument(#""image": 3"#),
            cardDocument(#""image": {"url": 3}"#),
            cardDocument(#""image": {"aspectRatio": "wide"}"#),
            cardDocument(#""imageAspectRatio": true"#),
            cardDocument(#""imageAspectRatio": "nan""#),
            cardDocument(#""imageAspectRatio": "2""#),
            cardDocument(#""imageAspectRatio": [1]"#),
            cardDocument(#""extras": {"count": 3}"#),
            cardDocument(#""extras": "x""#),
            cardDocument(#""created": -1"#),
            cardDocument(#""created": 1e12"#),
            cardDocument(#""expiresAt": 2e11"#),
            cardDocument(#""pinned": 1"#),
            cardDocument(#""url": 3"#),
            document(cards: #"[{"type": "banner"}]"#),
            document(cards: #"[{"id": null, "type": "banner"}]"#),
            document(cards: #"[{"id": "", "type": "banner"}]"#),
            document(cards: #"[{"id": 7, "type": "banner"}]"#),
            document(cards: #"[{"id": "a"}]"#),
            document(cards: #"[{"id": "a", "type": "Banner"}]"#),
            document(cards: #"[{"id": "a", "type": "classic"}, "b"]"#),
            document(cards: "{}"),
            document(cards: "null"),
            document(cards: "[" + Array(repeating: #"{"id": "x", "type": "banner"}"#, count: 501).enumerated()
                .map { $0.element.replacingOccurrences(of: "\"x\"", with: "\"c\($0.offset)\"") }.joined(separator: ",") + "]"),
            document(#""feed": {"context": "sheet"}"#),
            document(#""feed": {"disableUnreadIndicator": 0}"#),
            document(#""feed": {"title": 3}"#),
            document(#""feed": 1"#),
            document(#""theme": {"padding": {"top": -1}}"#),
            document(#""theme": {"margin": {"leading": 10001}}"#),
            document(#""theme": {"margin": {"guide": "safeArea"}}"#),
            document(#""theme": {"maxWidth": 0}"#),
            document(#""theme": {"borderWidth": "1"}"#),
            document(#""theme": {"shadow": {"opacity": 1.5}}"#),
            document(#""theme": {"shadow": {"offsetY": -20000}}"#),
            document(#""theme": {"pin": {"size": 0}}"#),
            document(#""theme": {"classicImage": {"height": -3}}"#),
            document(#""theme": {"textSpacing": "NaN"}"#),
            document(#""theme": {"unreadIndicator": {"height": -1}}"#),
            document(#""theme": {"title": {"weight": 450}}"#),
            document(#""theme": {"title": {"weight": "bold"}}"#),
            document(#""theme": {"description": {"textStyle": "Body"}}"#),
            document(#""theme": {"domain": {"size": 0}}"#),
            document(#""theme": {"title": {"maxLines": 2.5}}"#),
            document(#""theme": {"description": {"maxLines": 101}}"#),
            document(#""theme": {"emptyState": {"message": 5}}"#),
            document(##""theme": {"tintColor": "blue"}"##),
            document(##""theme": {"backgroundColor": {"light": "#FFFFFF"}}"##),
            document(#""theme": {"font": 3}"#),
            document(#""theme": {"dynamicTypeEnabled": "yes"}"#),
            document(#""$schema": 1"#),
        ])
    func invalidInputs(json: String) throws {
        #expect(Braze.error(json) != nil, "the engine accepts \(json)")
        #expect(try Self.problems(json) != [], "the schema accepts \(json)")
    }

    @Test(
        "Invalid environments are rejected by the schema too",
        arguments: [
            #"{"height": 500}"#,
            #"{"width": 0}"#,
            #"{"width": 390, "now": -5}"#,
            #"{"width": 390, "displayScale": 2.5}"#,
            #"{"width": 390, "height": 0}"#,
            #"[390]"#,
        ])
    func invalidEnvironments(environment: String) throws {
        let json = #"{"kind": "braze.contentCards", "environment": "# + environment + #", "cards": []}"#
        #expect(Braze.error(json) != nil)
        #expect(try Self.problems(json) != [])
    }

    @Test("The kind is exactly braze.contentCards in the schema too")
    func kind() throws {
        let json = #"{"kind": "braze.contentcards", "environment": {"width": 390}, "cards": []}"#
        #expect(Braze.error(json) != nil)
        #expect(try Self.problems(json) != [])
    }

    @Test("An error inside a member that may be null is named at its own path, not its parent's")
    func nullableMemberErrorPath() throws {
        let json = #"{"kind": "braze.contentCards", "environment": {"width": 390}, "cards": [], "theme": {"title": {"maxLines": -1}}}"#
        let problems = try JSONSchemaValidator.committed("braze-content-cards.schema.json")
            .problems(JSONParser.parse(Data(json.utf8)))
        #expect(problems == ["(root).theme.title.maxLines: minimum 0.0"], "\(problems)")
    }
}

import Foundation
import Testing

@testable import CardGeometry
@testable import CardGeometryCore
@testable import SheetCards

/// The sheet's schemas accept every example and golden input (and output),
/// and reject the invalid inputs of the rule tests that a schema can
/// describe (types, ranges, enumerations, colors, required fields, counts).
@Suite("Schemas: sheet cards")
struct SheetSchemaTests {
    static let environment = #""environment": {"width": 402, "height": 874}"#

    static func document(_ members: String) -> String {
        #"{"kind": "tgcard.sheet", "# + environment + ", " + members + "}"
    }

    @Test("Every sheet example and golden input validates against schemas/sheet-cards.schema.json")
    func inputsValidate() throws {
        try KindSchemaChecks.inputsValidate("sheet-cards.schema.json", moreThan: 40, where: KindSchemaChecks.isOf(.sheetCards))
    }

    @Test("Every sheet golden output validates against schemas/card-layout.schema.json, and its keys are the described ones")
    func outputsValidate() throws {
        try KindSchemaChecks.outputsValidate(
            "sheet-cards", described: SheetCardLayout.outputDescription.keys, moreThan: 40, layout: try Sheet.layout(Sheet.workedExample).jsonValue)
    }

    @Test("Valid inputs with nulls, unknown keys and $schema validate")
    func tolerated() throws {
        let validator = try JSONSchemaValidator.committed("sheet-cards.schema.json")
        for members in [
            #""cards": [{}]"#,
            #""$schema": "./schemas/sheet-cards.schema.json", "cards": [{"colour": 1}], "zz": null"#,
            #""cards": [{"title": null, "mapButtons": {"top": null}}], "position": null, "drag": null, "style": null"#,
            ##""cards": [{}], "style": {"titleColor": {"light": "#000000", "dark": "#FFFFFFFF"}, "grabHandleColor": "#abcdef"}"##,
            #""cards": [{"mapButtons": {"top": 2.0}}], "drag": {"y": -10000, "velocity": 100000}"#,
        ] {
            let json = Self.document(members)
            #expect(validator.problems(try JSONParser.parse(Data(json.utf8))) == [], "\(members)")
            #expect(Sheet.error(json) == nil, "\(members)")
        }
    }

    @Test(
        "The invalid inputs of the rule tests that a schema can say are rejected by the schema too",
        arguments: [
            #""cards": [{}, {"mapButtons": {"top": 9}}]"#,
            #""cards": [{"mapButtons": {"top": 2.5}}]"#,
            #""cards": [{"mapButtons": {"bottom": "2"}}]"#,
            #""cards": [{"mapButtons": 2}]"#,
            #""cards": [{"hasMapContent": 1}]"#,
            #""cards": [{"floatyButton": "true"}]"#,
            #""cards": [{"showCloseButton": 0}]"#,
            #""cards": [{"type": "grouped"}]"#,
            #""cards": [{"preferredPosition": "Peaking"}]"#,
            #""cards": [{"lastPosition": "half"}]"#,
            #""cards": [{"contentHeight": -1}]"#,
            #""cards": [{"contentHeight": 1000001}]"#,
            #""cards": [{"contentHeight": "900"}]"#,
            #""cards": [{"accessoryHeight": 10001}]"#,
            #""cards": [{"accessoryHeight": -0.5}]"#,
            #""cards": [{"title": 12}]"#,
            #""cards": [{"subtitle": ["a"]}]"#,
            #""cards": [1]"#,
            #""cards": {}"#,
            #""cards": []"#,
            #""cards": null"#,
            #""position": "peaking""#,
            #""cards": [{}], "scrollOffset": "10""#,
            #""cards": [{}], "scrollOffset": -1"#,
            #""cards": [{}], "position": "open""#,
            #""cards": [{}], "drag": {"y": 1}"#,
            #""cards": [{}], "drag": {"velocity": 1, "y": null}"#,
            #""cards": [{}], "drag": {"y": 1, "velocity": 1e6}"#,
            #""cards": [{}], "drag": {"y": -10001, "velocity": 1}"#,
            #""cards": [{}], "drag": [1, 2]"#,
            #""cards": [{}], "style": "dark""#,
            #""cards": [{}], "style": {"titleColor": "red"}"#,
            ##""cards": [{}], "style": {"backgroundColor": {"light": "#FFFFFF"}}"##,
            ##""cards": [{}], "style": {"separatorColor": {"light": "#FFF", "dark": "#000000"}}"##,
            #""cards": [{}], "style": {"dynamicTypeEnabled": "yes"}"#,
            #""cards": [{}], "style": {"fontFamily": 3}"#,
            #""cards": [{}], "$schema": 1"#,
        ])
    func invalidInputs(members: String) throws {
        let validator = try JSONSchemaValidator.committed("sheet-cards.schema.json")
        let json = Self.document(members)
        #expect(Sheet.error(json) != nil, "the engine accepts \(members)")
        #expect(validator.problems(try JSONParser.parse(Data(json.utf8))) != [], "the schema accepts \(members)")
    }

    @Test(
        "Invalid environments are rejected by the schema too",
        arguments: [
            #"{"width": 402}"#,
            #"{"width": 402, "height": null}"#,
            #"{"width": 402, "height": 0}"#,
            #"{"width": 402, "height": 10001}"#,
            #"{"width": 402, "height": "874"}"#,
            #"{"height": 874}"#,
            #"{"width": 402, "height": 874, "safeAreaInsets": {"top": -1}}"#,
            #"{"width": 402, "height": 874, "horizontalSizeClass": "large"}"#,
            #"{"width": 402, "height": 874, "verticalSizeClass": "Compact"}"#,
            #"{"width": 402, "height": 874, "displayScale": 2.5}"#,
            #"{"width": 402, "height": 874, "contentSizeCategory": "XL"}"#,
            #"{"width": 402, "height": 874, "now": -1}"#,
            #"[402, 874]"#,
        ])
    func invalidEnvironments(environment: String) throws {
        let validator = try JSONSchemaValidator.committed("sheet-cards.schema.json")
        let json = #"{"kind": "tgcard.sheet", "environment": "# + environment + #", "cards": [{}]}"#
        #expect(Sheet.error(json) != nil)
        #expect(validator.problems(try JSONParser.parse(Data(json.utf8))) != [])
    }

    @Test("The kind is exactly tgcard.sheet in the schema too")
    func kind() throws {
        let validator = try JSONSchemaValidator.committed("sheet-cards.schema.json")
        let json = #"{"kind": "TGCard.sheet", "# + Self.environment + #", "cards": [{}]}"#
        #expect(validator.problems(try JSONParser.parse(Data(json.utf8))) != [])
    }
}

import Foundation
import Testing

@testable import CardGeometry
@testable import CardGeometryCore
@testable import StorylyStoryGroups

/// The story-group bar's schemas accept every example and golden input (and
/// output), and reject the invalid inputs of the rule tests that a schema
/// can describe (types, ranges, enumerations, colors, required fields,
/// counts). What a field description cannot say (an id's uniqueness, a
/// non-empty string id, the `"w:h"` syntax, which keys go with which
/// element type, each type at most once, rules 3 to 5) stays the engine's.
@Suite("Schemas: Storyly story groups")
struct StorylySchemaTests {
    static let schemaFile = "storyly-story-groups.schema.json"

    static func document(_ members: String) -> String {
        #"{"kind": "storyly.storyGroups", "environment": {"width": 390}, "# + members + "}"
    }

    static func custom(_ template: String) -> String {
        document(#""style": "custom", "custom": "# + template + #", "groups": [{"id": 1}]"#)
    }

    @Test("Every Storyly example and golden input validates against schemas/storyly-story-groups.schema.json")
    func inputsValidate() throws {
        try KindSchemaChecks.inputsValidate(Self.schemaFile, moreThan: 40, where: KindSchemaChecks.isOf(.storylyStoryGroups))
    }

    @Test("Every Storyly golden output validates against schemas/card-layout.schema.json, and its keys are the described ones")
    func outputsValidate() throws {
        try KindSchemaChecks.outputsValidate(
            "storyly-story-groups", described: StoryGroupBarLayout.outputDescription.keys, moreThan: 40, layout: try Storyly.layout(Storyly.workedExample).jsonValue)
    }

    @Test("Valid inputs with nulls, unknown keys, both id forms, color-list forms and $schema validate")
    func tolerated() throws {
        let validator = try JSONSchemaValidator.committed(Self.schemaFile)
        for json in [
            Self.document(#""groups": []"#),
            Self.document(#""$schema": "./schemas/storyly-story-groups.schema.json", "groups": [{"id": 1, "colour": 1}], "zz": null"#),
            Self.document(#""groups": [{"id": "a"}, {"id": 7.0}, {"id": -9007199254740991, "stories": [{}, {}]}]"#),
            Self.document(
                #""scrollOffset": null, "style": null, "theme": {"font": null, "list": null, "title": {"lines": null}}, "custom": null, "groups": [{"id": 1, "title": null, "index": null, "thematicIconUrls": {"xmas": "u"}}]"#
            ),
            Self.document(
                ##""theme": {"border": {"colorNotSeen": ["#FFFFFF"], "colorSeen": {"light": ["#000000"], "dark": ["#FFFFFF80"]}}, "pin": {"backgroundColor": {"light": "#000000", "dark": "#FFFFFF"}}}, "groups": []"##
            ),
            Self.custom(
                #"{"sizing": "fit", "size": {"width": 100}, "elements": [{"type": "icon", "alignment": "start"}, {"type": "cover", "aspectRatio": "16:9"}, {"type": "title", "lines": 3, "padding": {"leading": 4}}]}"#
            ),
        ] {
            #expect(validator.problems(try JSONParser.parse(Data(json.utf8))) == [], "\(json)")
            #expect(Storyly.error(json) == nil, "\(json)")
        }
    }

    @Test(
        "The invalid inputs of the rule tests that a schema can say are rejected by the schema too",
        arguments: [
            #""groups": null"#,
            #""scrollOffset": 0"#,
            #""groups": {}"#,
            #""groups": [1]"#,
            #""scrollOffset": -1, "groups": []"#,
            #""scrollOffset": 1000000.5, "groups": []"#,
            #""scrollOffset": "10", "groups": []"#,
            #""style": "medium", "groups": []"#,
            #""style": "Large", "groups": []"#,
            #""custom": [], "groups": []"#,
            #""theme": "dark", "groups": []"#,
            #""groups": [{"title": "A"}]"#,
            #""groups": [{"id": null}]"#,
            #""groups": [{"id": 2.5}]"#,
            #""groups": [{"id": true}]"#,
            #""groups": [{"id": 9007199254740992}]"#,
            #""groups": [{"id": [1]}]"#,
            #""groups": [{"id": 1, "title": 5}]"#,
            #""groups": [{"id": 1, "iconUrl": {}}]"#,
            #""groups": [{"id": 1, "coverUrl": false}]"#,
            #""groups": [{"id": 1, "index": -1}]"#,
            #""groups": [{"id": 1, "index": 2147483648}]"#,
            #""groups": [{"id": 1, "index": 1.5}]"#,
            #""groups": [{"id": 1, "index": "1"}]"#,
            #""groups": [{"id": 1, "seen": 1}]"#,
            #""groups": [{"id": 1, "pinned": "true"}]"#,
            #""groups": [{"id": 1, "type": "live"}]"#,
            #""groups": [{"id": 1, "stories": 3}]"#,
            #""groups": [{"id": 1, "thematicIconUrls": []}]"#,
            #""theme": {"font": 7}, "groups": []"#,
            #""theme": {"list": {"edgePaddingHorizontal": -1}}, "groups": []"#,
            #""theme": {"list": {"edgePaddingVertical": 10001}}, "groups": []"#,
            #""theme": {"list": {"paddingBetweenItems": "8"}}, "groups": []"#,
            #""theme": {"list": {"seenGroupsLast": 0}}, "groups": []"#,
            #""theme": {"list": {"backgroundColor": "white"}}, "groups": []"#,
            #""theme": {"icon": {"width": 0}}, "groups": []"#,
            #""theme": {"icon": {"height": -80}}, "groups": []"#,
            #""theme": {"icon": {"cornerRadius": -1}}, "groups": []"#,
            ##""theme": {"icon": {"backgroundColor": {"light": "#DDDDDD"}}}, "groups": []"##,
            #""theme": {"icon": {"thematicLabel": 1}}, "groups": []"#,
            #""theme": {"border": {"width": -2}}, "groups": []"#,
            #""theme": {"border": {"gap": "2"}}, "groups": []"#,
            #""theme": {"border": {"colorNotSeen": []}}, "groups": []"#,
            ##""theme": {"border": {"colorNotSeen": ["#FED169", "#FFF"]}}, "groups": []"##,
            ##""theme": {"border": {"colorNotSeen": "#FED169"}}, "groups": []"##,
            #""theme": {"title": {"isVisible": "yes"}}, "groups": []"#,
            #""theme": {"title": {"font": false}}, "groups": []"#,
            #""theme": {"title": {"fontWeight": 450}}, "groups": []"#,
            #""theme": {"title": {"textSize": 0}}, "groups": []"#,
            #""theme": {"title": {"lineHeight": -1}}, "groups": []"#,
            #""theme": {"title": {"lines": 0}}, "groups": []"#,
            #""theme": {"title": {"lines": 11}}, "groups": []"#,
            #""theme": {"title": {"lines": 2.5}}, "groups": []"#,
            #""theme": {"title": {"alignment": "left"}}, "groups": []"#,
            #""theme": {"title": {"textCase": "title"}}, "groups": []"#,
            #""theme": {"title": {"letterSpacing": -10001}}, "groups": []"#,
            ##""theme": {"title": {"colorNotSeen": "#12345"}}, "groups": []"##,
            #""theme": {"title": {"dynamicTypeEnabled": 1}}, "groups": []"#,
            #""theme": {"title": {"maximumContentSizeCategory": "XXXL"}}, "groups": []"#,
            #""theme": {"pin": {"isVisible": null, "size": 0}}, "groups": []"#,
            ##""theme": {"pin": {"backgroundColor": "#1E88E"}}, "groups": []"##,
            #""theme": {"ivod": {"isVisible": "no"}}, "groups": []"#,
            #""theme": {"ivod": {"size": 10000.5}}, "groups": []"#,
            #""$schema": 1, "groups": []"#,
        ])
    func invalidInputs(members: String) throws {
        let validator = try JSONSchemaValidator.committed(Self.schemaFile)
        let json = Self.document(members)
        #expect(Storyly.error(json) != nil, "the engine accepts \(members)")
        #expect(validator.problems(try JSONParser.parse(Data(json.utf8))) != [], "the schema accepts \(members)")
    }

    @Test(
        "The invalid templates of the rule tests that a schema can say are rejected by the schema too",
        arguments: [
            #"{"elements": [{"type": "title"}]}"#,
            #"{"size": null, "elements": [{"type": "title"}]}"#,
            #"{"size": {"height": 100}, "elements": [{"type": "title"}]}"#,
            #"{"size": {"width": 0, "height": 100}, "elements": [{"type": "title"}]}"#,
            #"{"sizing": "fit", "size": {"width": 100, "height": -1}, "elements": [{"type": "title"}]}"#,
            #"{"sizing": "auto", "size": {"width": 100, "height": 100}, "elements": [{"type": "title"}]}"#,
            #"{"size": {"width": 100, "height": 100}, "padding": {"top": -1}, "elements": [{"type": "title"}]}"#,
            #"{"size": {"width": 100, "height": 100}, "padding": 4, "elements": [{"type": "title"}]}"#,
            #"{"size": {"width": 100, "height": 100}, "spacing": -4, "elements": [{"type": "title"}]}"#,
            #"{"size": {"width": 100, "height": 100}, "cornerRadius": -1, "elements": [{"type": "title"}]}"#,
            #"{"size": {"width": 100, "height": 100}, "backgroundColor": 3, "elements": [{"type": "title"}]}"#,
            #"{"size": {"width": 100, "height": 100}}"#,
            #"{"size": {"width": 100, "height": 100}, "elements": []}"#,
            #"{"size": {"width": 100, "height": 100}, "elements": ["icon"]}"#,
            #"{"size": {"width": 100, "height": 100}, "elements": [{}]}"#,
            #"{"size": {"width": 100, "height": 100}, "elements": [{"type": "image"}]}"#,
            #"{"size": {"width": 100, "height": 100}, "elements": [{"type": "title"}, {"type": "icon"}, {"type": "cover"}, {"type": "title"}]}"#,
            #"{"size": {"width": 100, "height": 100}, "elements": [{"type": "icon", "width": 0}]}"#,
            #"{"size": {"width": 100, "height": 100}, "elements": [{"type": "icon", "alignment": "left"}]}"#,
            #"{"size": {"width": 100, "height": 100}, "elements": [{"type": "icon", "border": "no"}]}"#,
            #"{"size": {"width": 100, "height": 100}, "elements": [{"type": "cover", "aspectRatio": 0.75}]}"#,
            #"{"size": {"width": 100, "height": 100}, "elements": [{"type": "cover", "cornerRadius": -8}]}"#,
            #"{"size": {"width": 100, "height": 100}, "elements": [{"type": "title", "lines": 11}]}"#,
            #"{"size": {"width": 100, "height": 100}, "elements": [{"type": "title", "padding": {"leading": -4}}]}"#,
            #"{"size": {"width": 100, "height": 100}, "elements": [{"type": "title", "colorSeen": "red"}]}"#,
        ])
    func invalidTemplates(template: String) throws {
        let validator = try JSONSchemaValidator.committed(Self.schemaFile)
        let json = Self.custom(template)
        #expect(Storyly.error(json) != nil, "the engine accepts \(template)")
        #expect(validator.problems(try JSONParser.parse(Data(json.utf8))) != [], "the schema accepts \(template)")
    }

    @Test("What the schema cannot say is left to the engine: these pass the schema and fail the layout")
    func beyondTheSchema() throws {
        let validator = try JSONSchemaValidator.committed(Self.schemaFile)
        for json in [
            Self.document(#""groups": [{"id": ""}]"#),
            Self.document(#""groups": [{"id": 7}, {"id": 7.0}]"#),
            Self.custom(#"{"size": {"width": 100}, "elements": [{"type": "title"}]}"#),
            Self.custom(#"{"size": {"width": 100, "height": 100}, "elements": [{"type": "title"}, {"type": "title"}]}"#),
            Self.custom(#"{"size": {"width": 100, "height": 100}, "elements": [{"type": "cover", "aspectRatio": "3/4"}]}"#),
            Self.document(#""style": "custom", "groups": []"#),
        ] {
            #expect(validator.problems(try JSONParser.parse(Data(json.utf8))) == [], "\(json)")
            #expect(Storyly.error(json) != nil, "\(json)")
        }
    }

    @Test("The kind is exactly storyly.storyGroups in the schema too")
    func kind() throws {
        let validator = try JSONSchemaValidator.committed(Self.schemaFile)
        let json = #"{"kind": "Storyly.storyGroups", "environment": {"width": 390}, "groups": []}"#
        #expect(validator.problems(try JSONParser.parse(Data(json.utf8))) != [])
    }
}

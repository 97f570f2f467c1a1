import Foundation
import Testing

@testable import CardGeometry
@testable import CardGeometryCore
@testable import StorifyMeWidgets

/// The widget stack's schemas accept every example and golden input (and
/// output), and reject the invalid inputs of the rule tests that a schema
/// can describe (types, ranges, enumerations, colors, required fields,
/// counts). Unique ids, the registered font family and the rules that need
/// the whole input (room for the texts, a poster no wider than its story,
/// the title size after Dynamic Type) are the engine's alone.
@Suite("Schemas: StorifyMe widgets")
struct StorifyMeSchemaTests {
    static let schemaFile = "storifyme-widgets.schema.json"

    static func document(_ members: String, environment: String = #"{"width": 390}"#) -> String {
        #"{"kind": "storifyme.widgets", "environment": "# + environment + ", " + members + "}"
    }

    @Test("Every StorifyMe example and golden input validates against schemas/storifyme-widgets.schema.json")
    func inputsValidate() throws {
        try KindSchemaChecks.inputsValidate(Self.schemaFile, moreThan: 70, where: KindSchemaChecks.isOf(.storifyMeWidgets))
    }

    @Test("Every StorifyMe golden output validates against schemas/card-layout.schema.json, and its keys are the described ones")
    func outputsValidate() throws {
        try KindSchemaChecks.outputsValidate(
            "storifyme-widgets", described: WidgetStackLayout.outputDescription.keys, moreThan: 70, layout: try StorifyMe.layout(StorifyMe.workedExample()).jsonValue)
    }

    @Test("Valid inputs with nulls, unknown keys and $schema validate")
    func tolerated() throws {
        let validator = try JSONSchemaValidator.committed(Self.schemaFile)
        for members in [
            #""widgets": []"#,
            #""$schema": "./schemas/storifyme-widgets.schema.json", "widgets": [{"widgetId": 1, "colour": 1}], "zz": null"#,
            #""placement": null, "stack": null, "theme": null, "widgets": [{"widgetId": 1.0, "stories": null, "customTheme": "neon"}]"#,
            #""theme": {"row": null, "poster": {"cornerRadius": null}, "maximumContentSizeCategory": null, "brandColor": null}, "widgets": []"#,
            ##""theme": {"title": {"color": {"light": "#000000", "dark": "#FFFFFFFF"}, "fontWeight": 700.0}, "loading": {"spinnerColor": "#abcdef"}}, "widgets": []"##,
            #""widgets": [{"widgetId": 9007199254740991, "stories": [{"id": 0, "title": null, "gifUrl": ""}]}]"#,
        ] {
            let json = Self.document(members)
            #expect(validator.problems(try JSONParser.parse(Data(json.utf8))) == [], "\(members)")
            #expect(StorifyMe.error(json) == nil, "\(members)")
        }
    }

    @Test(
        "The invalid inputs of the rule tests that a schema can say are rejected by the schema too",
        arguments: [
            #""widgets": {}"#,
            #""widgets": [3]"#,
            #""widgets": null"#,
            #""placement": "fit""#,
            #""widgets": [{"state": "loaded"}]"#,
            #""widgets": [{"widgetId": null}]"#,
            #""widgets": [{"widgetId": "123"}]"#,
            #""widgets": [{"widgetId": 2.5}]"#,
            #""widgets": [{"widgetId": -1}]"#,
            #""widgets": [{"widgetId": 9007199254740992}]"#,
            #""widgets": [{"widgetId": 1, "state": "Loaded"}]"#,
            #""widgets": [{"widgetId": 1, "enabled": 0}]"#,
            #""widgets": [{"widgetId": 1, "audioEnabled": "true"}]"#,
            #""widgets": [{"widgetId": 1, "gifPostersEnabled": 1}]"#,
            #""widgets": [{"widgetId": 1, "videoPostersEnabled": []}]"#,
            #""widgets": [{"widgetId": 1, "customTheme": 5}]"#,
            #""widgets": [{"widgetId": 1, "errorMessage": false}]"#,
            #""widgets": [{"widgetId": 1, "stories": "x"}]"#,
            #""widgets": [{"widgetId": 1, "stories": [null]}]"#,
            #""widgets": [{"widgetId": 1, "stories": [{"title": "x"}]}]"#,
            #""widgets": [{"widgetId": 1, "stories": [{"id": 1, "title": 7}]}]"#,
            #""widgets": [{"widgetId": 1, "stories": [{"id": 1, "handle": {}}]}]"#,
            #""widgets": [{"widgetId": 1, "stories": [{"id": 1, "videoUrl": false}]}]"#,
            #""widgets": [{"widgetId": 1, "stories": [{"id": 0.5}]}]"#,
            #""placement": "auto", "widgets": []"#,
            #""stack": {"height": 0}, "widgets": []"#,
            #""stack": {"spacing": -1}, "widgets": []"#,
            #""stack": {"gap": 10001}, "widgets": []"#,
            #""stack": [], "widgets": []"#,
            #""theme": [], "widgets": []"#,
            #""theme": {"font": 3}, "widgets": []"#,
            #""theme": {"dynamicTypeEnabled": "yes"}, "widgets": []"#,
            #""theme": {"maximumContentSizeCategory": "XL"}, "widgets": []"#,
            ##""theme": {"brandColor": {"light": "#FFFFFF"}}, "widgets": []"##,
            #""theme": {"row": {"paddingTop": -0.5}}, "widgets": []"#,
            #""theme": {"row": {"spacing": "12"}}, "widgets": []"#,
            #""theme": {"story": {"width": 0}}, "widgets": []"#,
            #""theme": {"poster": {"height": -64}}, "widgets": []"#,
            #""theme": {"poster": {"cornerRadius": -1}}, "widgets": []"#,
            ##""theme": {"poster": {"backgroundColor": "#GGGGGG"}}, "widgets": []"##,
            #""theme": {"title": {"isVisible": 1}}, "widgets": []"#,
            #""theme": {"title": {"fontWeight": 450}}, "widgets": []"#,
            #""theme": {"title": {"textSize": 0}}, "widgets": []"#,
            #""theme": {"title": {"lines": 0}}, "widgets": []"#,
            #""theme": {"title": {"lines": 11}}, "widgets": []"#,
            #""theme": {"title": {"lines": 2.5}}, "widgets": []"#,
            #""theme": {"title": {"alignment": "left"}}, "widgets": []"#,
            #""theme": {"title": {"spacing": -4}}, "widgets": []"#,
            #""theme": {"title": {"color": "red"}}, "widgets": []"#,
            #""theme": {"loading": {"showLabel": "no"}}, "widgets": []"#,
            #""theme": {"loading": {"text": 1}}, "widgets": []"#,
            ##""theme": {"loading": {"spinnerColor": {"light": "#000000", "dark": "#12345"}}}, "widgets": []"##,
            #""theme": {"error": {"iconColor": 0}}, "widgets": []"#,
            #""widgets": [], "$schema": 1"#,
        ])
    func invalidInputs(members: String) throws {
        let validator = try JSONSchemaValidator.committed(Self.schemaFile)
        let json = Self.document(members)
        #expect(StorifyMe.error(json) != nil, "the engine accepts \(members)")
        #expect(validator.problems(try JSONParser.parse(Data(json.utf8))) != [], "the schema accepts \(members)")
    }

    @Test("Too many widgets or stories are rejected by the schema too")
    func counts() throws {
        let validator = try JSONSchemaValidator.committed(Self.schemaFile)
        let widgets = (0...50).map { #"{"widgetId": \#($0)}"# }.joined(separator: ",")
        let stories = (0...500).map { #"{"id": \#($0)}"# }.joined(separator: ",")
        for members in [#""widgets": [\#(widgets)]"#, #""widgets": [{"widgetId": 1, "stories": [\#(stories)]}]"#] {
            let json = Self.document(members)
            #expect(StorifyMe.error(json) != nil)
            #expect(validator.problems(try JSONParser.parse(Data(json.utf8))) != [])
        }
    }

    @Test(
        "Invalid environments are rejected by the schema too",
        arguments: [
            #"{"height": 844}"#,
            #"{"width": 0}"#,
            #"{"width": "390"}"#,
            #"{"width": 10001}"#,
            #"{"width": 390, "height": 0}"#,
            #"{"width": 390, "safeAreaInsets": {"top": -1}}"#,
            #"{"width": 390, "contentSizeCategory": "XL"}"#,
            #"{"width": 390, "displayScale": 2.5}"#,
            #"[390, 844]"#,
        ])
    func invalidEnvironments(environment: String) throws {
        let validator = try JSONSchemaValidator.committed(Self.schemaFile)
        let json = Self.document(#""widgets": []"#, environment: environment)
        #expect(StorifyMe.error(json) != nil)
        #expect(validator.problems(try JSONParser.parse(Data(json.utf8))) != [])
    }

    @Test("A missing environment, and a kind not exactly storifyme.widgets, are rejected by the schema too")
    func rootRules() throws {
        let validator = try JSONSchemaValidator.committed(Self.schemaFile)
        for json in [
            #"{"kind": "storifyme.widgets", "widgets": []}"#,
            #"{"kind": "storifyme.Widgets", "environment": {"width": 390}, "widgets": []}"#,
        ] {
            #expect(validator.problems(try JSONParser.parse(Data(json.utf8))) != [], "\(json)")
        }
    }

    @Test("The descriptions' defaults are the typed input's defaults")
    func defaults() throws {
        // A document that writes every described default reads as the defaults.
        func defaults(of object: ObjectDescription) -> JSONValue {
            var members = JSONObject()
            for field in object.fields {
                if let value = field.defaultValue { members.append(field.name, value) }
                if case .object(let nested, _) = field.type { members.append(field.name, defaults(of: nested)) }
            }
            return .object(members)
        }
        var root = JSONObject()
        root.append("kind", .string(LayoutKind.storifyMeWidgets.rawValue))
        root.append("environment", .object(JSONObject([.init(key: "width", value: .number(390))])))
        for key in ["placement", "stack", "theme"] {
            guard case .object(let written) = defaults(of: WidgetStackInput.fieldDescription), let value = written[key]
            else { continue }
            root.append(key, value)
        }
        root.append("widgets", .array([defaults(of: WidgetStackInput.Widget.fieldDescription).adding("widgetId", .number(1))]))
        let input = try WidgetStackInput(jsonValue: .object(root))
        #expect(input.placement == .fixed)
        #expect(input.stack == WidgetStackInput.Stack())
        #expect(input.theme == WidgetStackInput.Theme())
        #expect(input.widgets == [WidgetStackInput.Widget(widgetId: 1)])
        #expect(input.warnings.isEmpty)
    }
}

extension JSONValue {
    fileprivate func adding(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var object) = self else { return self }
        object.append(key, value)
        return .object(object)
    }
}

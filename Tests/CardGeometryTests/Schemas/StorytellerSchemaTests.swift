import Foundation
import Testing

@testable import CardGeometry
@testable import CardGeometryCore
@testable import StorytellerCards

/// Storyteller's schemas accept every example and golden input (and
/// output), and reject the invalid inputs of the rule tests that a schema
/// can describe (types, ranges, enumerations, colors, theme references,
/// required fields, counts).
@Suite("Schemas: Storyteller cards")
struct StorytellerSchemaTests {
    static let schemaFile = "storyteller-cards.schema.json"

    /// An input with a card and `members` (JSON text) at its top level.
    static func document(_ members: String) -> String {
        #"{"environment": {"width": 390}, "# + members + "}"
    }

    /// An input whose `theme.cards.style` is `style` (JSON text).
    static func styled(_ style: String) -> String {
        document(#""theme": {"cards": {"style": "# + style + #"}}, "card": {"id": "c", "title": "T", "buttonText": "B"}"#)
    }

    /// Whether a document is a Storyteller input (its kind absent, null or
    /// "storyteller").
    static func isStoryteller(_ document: JSONValue) -> Bool {
        switch document.objectMember("kind") {
        case nil, .null?, .string("storyteller")?: true
        default: false
        }
    }

    static func problems(_ json: String) throws -> [String] {
        try JSONSchemaValidator.committed(schemaFile).problems(JSONParser.parse(Data(json.utf8)))
    }

    @Test("Every Storyteller example and golden input validates against schemas/storyteller-cards.schema.json")
    func inputsValidate() throws {
        try KindSchemaChecks.inputsValidate(Self.schemaFile, moreThan: 40, where: Self.isStoryteller)
    }

    @Test("Every Storyteller golden output validates against schemas/card-layout.schema.json, and its keys are the described ones")
    func outputsValidate() throws {
        try KindSchemaChecks.outputsValidate(
            "storyteller-cards", described: StorytellerCardLayout.outputDescription.keys, moreThan: 40, layout: try layout(json: Self.styled("{}")).jsonValue)
    }

    @Test("The output schema names a wrong value inside a nullable object at its own path, and a wrong kind at `kind`")
    func outputErrorsAtTheirPath() throws {
        let validator = try JSONSchemaValidator.committed("card-layout.schema.json")
        let file = Repository.url("Goldens/storyteller-cards/placement/below-button-only.expected.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        // `textContainer` may be null; its frame's x must be a number.
        guard let container = text.range(of: #""textContainer": {"#),
            let x = text.range(of: #""x": "#, range: container.upperBound..<text.endIndex)
        else { throw StorytellerSchemaFailure("no text container in the golden output") }
        let wrongX = text.replacingCharacters(in: x, with: #""x": "left", "ignored": "#)
        let problems = validator.problems(try JSONParser.parse(Data(wrongX.utf8)))
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("(root).textContainer.frame.x:") == true, "\(problems)")
        let wrongKind = text.replacingOccurrences(of: #""kind": "storyteller""#, with: #""kind": "storytelling""#)
        let kindProblems = validator.problems(try JSONParser.parse(Data(wrongKind.utf8)))
        #expect(kindProblems.map { $0.prefix { $0 != ":" } } == ["(root).kind"], "\(kindProblems)")
    }

    @Test("Valid inputs with nulls, unknown keys, references and $schema validate")
    func tolerated() throws {
        for json in [
            Self.document(#""card": {}"#),
            Self.document(#""kind": "storyteller", "card": {"action": "open"}"#),
            Self.document(#""kind": null, "card": {"action": [1, {"a": null}]}, "collection": null"#),
            Self.document(#""$schema": "./schemas/storyteller-cards.schema.json", "card": {"colour": 1}, "zz": null"#),
            Self.document(#""theme": null, "card": {"title": null, "media": {"type": null}}"#),
            Self.document(#""collection": {"cards": [{"id": "a"}], "state": {"viewed": ["a"], "tapped": null}}"#),
            Self.styled(#"{"cornerRadius": "{theme.primitives.cornerRadius}", "padding": 0}"#),
            Self.styled(##"{"heading": {"font": "{theme.customFont}", "textColor": "{theme.colors.black.secondary}"}}"##),
            Self.styled(##"{"button": {"cornerRadius": 4, "outlineColor": "#12345678", "title": {"fontWeight": 700.0}}}"##),
            Self.styled(#"{"subHeading": {"lineHeight": null, "letterSpacing": -2}}"#),
        ] {
            #expect(try Self.problems(json) == [], "\(json)")
            #expect(layoutError(json) == nil, "\(json)")
        }
    }

    @Test(
        "The invalid styles of the rule tests that a schema can say are rejected by the schema too",
        arguments: [
            #"{"heading":{"textSize":-3}}"#,
            #"{"heading":{"textSize":0}}"#,
            #"{"subHeading":{"lineHeight":-1.5}}"#,
            #"{"padding":"12"}"#,
            #"{"padding":-1}"#,
            #"{"marginHorizontal":-0.5}"#,
            #"{"headingsSpacing":-2}"#,
            #"{"buttonSpacing":10001}"#,
            #"{"cornerRadius":-4}"#,
            #"{"cornerRadius":"big"}"#,
            #"{"cornerRadius":"{theme.customFont}"}"#,
            #"{"textLengthMode":"shrink"}"#,
            #"{"textAlignment":"left"}"#,
            #"{"dynamicTypeEnabled":"yes"}"#,
            #"{"heading":{"textCase":"title"}}"#,
            #"{"heading":{"fontWeight":650}}"#,
            ##"{"heading":{"textColor":"#FFF"}}"##,
            #"{"heading":{"textColor":16777215}}"#,
            #"{"heading":{"textColor":"{theme.colors.red.primary}"}}"#,
            #"{"heading":{"font":3}}"#,
            #"{"heading":{"letterSpacing":[1]}}"#,
            #"{"button":{"outlineWidth":-1}}"#,
            #"{"button":{"cornerRadius":-1}}"#,
            #"{"button":{"textAlignment":"justified"}}"#,
            #"{"button":{"backgroundColor":"red"}}"#,
            #"{"button":{"title":{"textSize":-3}}}"#,
            #"{"heading":"big"}"#,
            #"{"backgroundColorLight":"{theme.primitives.cornerRadius}"}"#,
        ])
    func invalidStyles(style: String) throws {
        try Self.expectSameRejection(Self.styled(style))
    }

    /// Expects the engine and the schema to reject `json`, the schema at
    /// the path the engine's error names (not at an object holding it).
    static func expectSameRejection(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let error = layoutError(json)
        #expect(error != nil, "the engine accepts \(json)", sourceLocation: sourceLocation)
        let problems = try Self.problems(json)
        #expect(problems != [], "the schema accepts \(json)", sourceLocation: sourceLocation)
        guard let error, let path = error.split(separator: ": ").first else { return }
        let schemaPath = path == "(root)" ? "(root):" : "(root)." + path + ":"
        #expect(
            problems.contains { $0.hasPrefix(schemaPath) }, "\(error) but the schema says \(problems)",
            sourceLocation: sourceLocation)
    }

    @Test(
        "The other invalid inputs of the rule tests that a schema can say are rejected by the schema too",
        arguments: [
            #"{"card": {}, "kind": "Storyteller"}"#,
            #"{"card": {}, "$schema": 1}"#,
            #"{"card": {"title": 12}}"#,
            #"{"card": {"id": ["a"]}}"#,
            #"{"card": {"buttonText": false}}"#,
            #"{"card": {"media": {"type": "gif"}}}"#,
            #"{"card": {"media": {"aspectRatio": "16:10"}}}"#,
            #"{"card": {"media": "image"}}"#,
            #"{"card": []}"#,
            #"{"card": {}, "theme": {"colors": {"white": {"primary": "{theme.colors.white.primary}"}}}}"#,
            ##"{"card": {}, "theme": {"colors": {"black": {"secondary": "#1234"}}}}"##,
            #"{"card": {}, "theme": {"primitives": {"cornerRadius": -8}}}"#,
            #"{"card": {}, "theme": {"customFont": 1}}"#,
            #"{"card": {}, "theme": {"cards": {"textOverContent": "no"}}}"#,
            #"{"card": {}, "theme": {"cards": {"behavior": {"reloading": {"reloadOnExit": 0}}}}}"#,
            #"{"collection": {"cards": []}}"#,
            #"{"collection": {}}"#,
            #"{"collection": {"cards": [{"id": 7}]}}"#,
            #"{"collection": {"cards": [{"id": "a"}], "ordering": "random"}}"#,
            #"{"collection": {"cards": [{"id": "a"}], "state": {"viewed": ["a", 3]}}}"#,
            #"{"collection": {"cards": [{"id": "a"}], "state": {"tapped": "a"}}}"#,
            // Exactly one of card and collection, null being absent.
            #"{"theme": {}}"#,
            #"{"card": null, "collection": null}"#,
            #"{"card": {}, "collection": {"cards": [{"id": "a"}]}}"#,
        ])
    func invalidInputs(members: String) throws {
        try Self.expectSameRejection(#"{"environment": {"width": 390}, "# + members.dropFirst())
    }

    @Test(
        "Invalid environments are rejected by the schema too",
        arguments: [
            #"{}"#,
            #"{"width": null}"#,
            #"{"width": 0}"#,
            #"{"width": "390"}"#,
            #"{"width": 390, "height": 0}"#,
            #"{"width": 390, "displayScale": 4}"#,
            #"{"width": 390, "contentSizeCategory": "XL"}"#,
            #"{"width": 390, "colorScheme": "dim"}"#,
            #"[390]"#,
        ])
    func invalidEnvironments(environment: String) throws {
        let json = #"{"environment": "# + environment + #", "card": {}}"#
        #expect(layoutError(json) != nil)
        #expect(try Self.problems(json) != [])
    }

    @Test("An input without an environment is rejected by the schema too")
    func environmentRequired() throws {
        let json = #"{"card": {}}"#
        #expect(layoutError(json) != nil)
        #expect(try Self.problems(json) != [])
    }
}

struct StorytellerSchemaFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

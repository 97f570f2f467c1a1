import Foundation
import Testing

@testable import BrazeContentCards
@testable import CardGeometry
@testable import CardGeometryCore

/// One description per field, one validation step: the system's
/// `validate(_:)` (which the engine runs before every layout) checks a
/// Swift-built input by the same descriptions the reader reads JSON by, so
/// a value out of range gets the same error, at the same path, either way.
@Suite("Braze content cards: validation")
struct BrazeValidationTests {
    static let card = #"{ "id": "a", "type": "classic", "title": "T" }"#

    /// A value out of range, as a theme member in JSON and as the same change to a typed input.
    static let themeCases: [(json: String, change: @Sendable (inout BrazeFeedInput.Theme) -> Void)] = [
        (#""margin": { "top": -1 }"#, { $0.margin.top = -1 }),
        (#""margin": { "trailing": 10001 }"#, { $0.margin.trailing = 10001 }),
        (#""padding": { "bottom": -2 }"#, { $0.padding.bottom = -2 }),
        (#""maxWidth": 0"#, { $0.maxWidth = 0 }),
        (#""borderWidth": -1"#, { $0.borderWidth = -1 }),
        (#""cornerRadius": 20000"#, { $0.cornerRadius = 20000 }),
        (#""shadow": { "offsetX": -10001 }"#, { $0.shadow.offsetX = -10001 }),
        (#""shadow": { "radius": -1 }"#, { $0.shadow.radius = -1 }),
        (#""shadow": { "opacity": 1.5 }"#, { $0.shadow.opacity = 1.5 }),
        (#""pin": { "size": 0 }"#, { $0.pin.size = 0 }),
        (#""unreadIndicator": { "height": -1 }"#, { $0.unreadIndicator.height = -1 }),
        (#""title": { "weight": 450 }"#, { $0.title.weight = 450 }),
        (#""title": { "size": 0 }"#, { $0.title.size = 0 }),
        (#""title": { "maxLines": 101 }"#, { $0.title.maxLines = 101 }),
        (#""description": { "maxLines": -1 }"#, { $0.description.maxLines = -1 }),
        (#""description": { "weight": 50 }"#, { $0.description.weight = 50 }),
        (#""domain": { "weight": 1000 }"#, { $0.domain.weight = 1000 }),
        (#""domain": { "size": 10001 }"#, { $0.domain.size = 10001 }),
        (#""emptyState": { "weight": 0 }"#, { $0.emptyState.weight = 0 }),
        (#""emptyState": { "size": -5 }"#, { $0.emptyState.size = -5 }),
        (#""textSpacing": -1"#, { $0.textSpacing = -1 }),
        (#""classicImage": { "width": 0 }"#, { $0.classicImage.width = 0 }),
        (#""classicImage": { "height": 10001 }"#, { $0.classicImage.height = 10001 }),
        (#""classicImage": { "cornerRadius": -1 }"#, { $0.classicImage.cornerRadius = -1 }),
        (#""classicImage": { "spacing": -1 }"#, { $0.classicImage.spacing = -1 }),
    ]

    @Test("Every theme value out of range gets the same error from JSON and from Swift, from the system's validate step")
    func themeErrorsAreTheSame() throws {
        for (json, change) in Self.themeCases {
            let jsonError = Braze.error(Braze.input(cards: "[\(Self.card)]", theme: json))
            var input = try BrazeFeedInput(json: Data(Braze.input(cards: "[\(Self.card)]").utf8))
            change(&input.theme)
            var validateError: String?
            do { try BrazeContentCardsSystem.validate(input) } catch { validateError = error.description }
            var layoutError: String?
            do { _ = try engine.layout(input) } catch { layoutError = error.description }
            #expect(jsonError != nil, "\(json)")
            #expect(validateError == jsonError, "\(json)")
            #expect(layoutError == jsonError, "\(json)")
        }
    }

    @Test("Cards: ids, created, expiresAt and the count are checked by the validate step, with the reader's texts")
    func cardErrorsAreTheSame() throws {
        let base = try BrazeFeedInput(json: Data(Braze.input(cards: "[\(Self.card)]").utf8))
        let cases: [(String, (inout BrazeFeedInput) -> Void)] = [
            (#"[{ "id": "", "type": "banner" }]"#, { $0.cards[0].id = "" }),
            (#"[{ "id": "a", "type": "banner", "created": -1 }]"#, { $0.cards[0].created = -1 }),
            (#"[{ "id": "a", "type": "banner", "expiresAt": 1e12 }]"#, { $0.cards[0].expiresAt = 1e12 }),
            (
                #"[{ "id": "a", "type": "banner" }, { "id": "a", "type": "banner" }]"#,
                { $0.cards.append(BrazeFeedInput.Card(id: "a", type: .banner)) }
            ),
            (
                // A long feed's duplicate, found by the table rather than the scan.
                "[" + (0..<20).map { #"{ "id": "c\#($0 == 19 ? 3 : $0)", "type": "banner" }"# }.joined(separator: ",") + "]",
                { $0.cards = (0..<20).map { BrazeFeedInput.Card(id: "c\($0 == 19 ? 3 : $0)", type: .banner) } }
            ),
            (
                "[" + (0...500).map { #"{ "id": "c\#($0)", "type": "banner" }"# }.joined(separator: ",") + "]",
                { $0.cards = (0...500).map { BrazeFeedInput.Card(id: "c\($0)", type: .banner) } }
            ),
        ]
        for (cards, change) in cases {
            let jsonError = Braze.error(Braze.input(cards: cards))
            var input = base
            change(&input)
            var validateError: String?
            do { try BrazeContentCardsSystem.validate(input) } catch { validateError = error.description }
            #expect(jsonError != nil, "\(cards.prefix(80))")
            #expect(validateError == jsonError, "\(cards.prefix(80))")
        }
    }

    @Test("An unusable aspect ratio is never a validation error (rule 5 warns instead)")
    func ratiosAreNotValidated() throws {
        let input = BrazeFeedInput(
            environment: LayoutEnvironment(width: 390),
            cards: [
                .init(id: "a", type: .banner, image: .init(aspectRatio: -.infinity), imageAspectRatio: 0),
                .init(id: "b", type: .banner, imageAspectRatio: .nan),
            ])
        try BrazeContentCardsSystem.validate(input)
        #expect(try engine.layout(input).warnings.count == 3)
    }

    @Test("Reading keeps its warnings typed: path and message")
    func warningsAreTyped() throws {
        let input = try BrazeFeedInput(
            json: Data(Braze.input(cards: #"[{ "id": "a", "type": "banner", "titel": "x" }]"#, theme: #""colour": 1"#).utf8))
        #expect(
            input.warnings == [
                CardLayoutWarning(path: "theme.colour", code: .unknownKey, message: "unknown key, ignored"),
                CardLayoutWarning(path: "cards[0].titel", code: .unknownKey, message: "unknown key, ignored (did you mean title?)"),
            ])
        #expect(try engine.layout(input).warnings == input.warnings)
    }

    @Test("init(json:) and init(jsonValue:) validate: a cross-value rule fails there, not only at layout")
    func readingValidates() throws {
        // Every value in range as read; only the validation step's rule
        // (the title's size after Dynamic Type) rejects it.
        let json = Braze.input(
            cards: "[\(Self.card)]", environment: #""width": 390, "contentSizeCategory": "AX5""#,
            theme: #""title": { "size": 5000 }"#)
        let expected =
            "theme.title.size: must be <= 3137.255 at AX5, where Dynamic Type scales it past the 10000 pt the text "
            + "layer sets, got 5000"
        #expect(throws: CardLayoutError.self) { try BrazeFeedInput(json: Data(json.utf8)) }
        #expect(throws: CardLayoutError.self) { try BrazeFeedInput(jsonValue: JSONParser.parse(Data(json.utf8))) }
        do {
            _ = try BrazeFeedInput(jsonValue: JSONParser.parse(Data(json.utf8)))
        } catch {
            #expect(error.description == expected)
        }
        // The same size at L is valid.
        let atLarge = Braze.input(cards: "[\(Self.card)]", theme: #""title": { "size": 5000 }"#)
        #expect(try BrazeFeedInput(jsonValue: JSONParser.parse(Data(atLarge.utf8))).theme.title.size == 5000)
    }

    @Test("The Dynamic Type size cap is the validation step's, with the core's wording, for each of the four texts")
    func sizeCapIsValidated() throws {
        let base = try BrazeFeedInput(json: Data(Braze.input(cards: "[\(Self.card)]").utf8))
        let cases: [(String, (inout BrazeFeedInput.Theme) -> Void)] = [
            ("theme.title.size", { $0.title.size = 5000 }),
            ("theme.description.size", { $0.description.size = 5000 }),
            ("theme.domain.size", { $0.domain.size = 5000 }),
            ("theme.emptyState.size", { $0.emptyState.size = 9000 }),
        ]
        for (path, change) in cases {
            var input = base
            input.environment.contentSizeCategory = .accessibilityExtraExtraExtraLarge
            change(&input.theme)
            var validateError: String?
            do { try BrazeContentCardsSystem.validate(input) } catch { validateError = error.description }
            #expect(validateError?.hasPrefix("\(path): must be <= ") == true, "\(path): \(validateError ?? "nil")")
            #expect(
                validateError?.contains(" at AX5, where Dynamic Type scales it past the 10000 pt the text layer sets, got ")
                    == true)
            // With Dynamic Type off the size is not scaled, so it is valid.
            input.theme.dynamicTypeEnabled = false
            try BrazeContentCardsSystem.validate(input)
        }
    }

    @Test("A typed input with two bad values reports the first in document order")
    func typedFirstErrorInDocumentOrder() throws {
        var input = try BrazeFeedInput(json: Data(Braze.input(cards: "[\(Self.card)]").utf8))
        // The title comes before the domain in the theme, and the card after
        // the theme (a step that checked every weight before any line limit
        // reported the domain's weight).
        input.theme.domain.weight = 1000
        input.theme.title.maxLines = 101
        input.cards[0].created = -1
        var validateError: String?
        do { try BrazeContentCardsSystem.validate(input) } catch { validateError = error.description }
        #expect(validateError == "theme.title.maxLines: must be an integer 0...100, got 101")
    }
}

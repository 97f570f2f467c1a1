import CardText
import Foundation

/// Lays out Storyteller cards: turns a ``CardLayoutInput`` into a
/// ``CardLayout`` by the rules of the card spec.
///
/// Create one engine and reuse it: it holds a ``TextMeasurer`` whose caches
/// make repeated layouts cheap. It is immutable and safe to use from many
/// threads at once.
///
/// ```swift
/// let engine = try CardLayoutEngine(fonts: .bundled())
/// let layout = try engine.layout(json: data)
/// print(String(decoding: layout.jsonData(pretty: true), as: UTF8.self))
/// ```
public struct CardLayoutEngine: Sendable {
    /// The text layer the engine measures with.
    public let measurer: TextMeasurer
    /// The registry's families, looked up on every layout.
    private let families: Set<String>

    public init(measurer: TextMeasurer) {
        self.measurer = measurer
        self.families = Set(measurer.fonts.families)
    }

    /// An engine with its own ``TextMeasurer`` over `fonts`.
    public init(fonts: FontRegistry) {
        self.init(measurer: TextMeasurer(fonts: fonts))
    }

    /// Lays out a card given as JSON. Throws for malformed JSON and for any
    /// invalid value (nothing is laid out then); unknown keys become the
    /// layout's `warnings`.
    public func layout(json: Data) throws(CardLayoutError) -> CardLayout {
        try layout(CardLayoutInput(json: json))
    }

    /// Lays out `input`: validates it, picks the card (for a collection),
    /// measures its texts and places every part.
    public func layout(_ input: CardLayoutInput) throws(CardLayoutError) -> CardLayout {
        try layout(input, includesGlyphs: false)
    }

    /// Lays out `input` like ``layout(_:)``; with `includesGlyphs`, each
    /// text line also carries its positioned glyphs (`glyphRuns`), for
    /// drawing the card.
    public func layout(_ input: CardLayoutInput, includesGlyphs: Bool) throws(CardLayoutError) -> CardLayout {
        try input.validate()
        let style = ResolvedCardStyle(theme: input.theme, environment: input.environment)
        try checkFamilies(of: style)
        let (card, cardPath) = Self.selectedCard(in: input.content)
        return try CardLayoutBuilder(
            input: input, style: style, card: card, cardPath: cardPath, measurer: measurer,
            includesGlyphs: includesGlyphs
        ).build()
    }

    /// The card's height at `width` (what a self-sizing cell asks for): the
    /// layout's snapped height with the environment's width replaced.
    public func height(for input: CardLayoutInput, width: Double) throws(CardLayoutError) -> Double {
        var input = input
        input.environment.width = width
        return try layout(input).size.height
    }

    /// The card an input shows, and the JSON path it was given at.
    static func selectedCard(in content: CardContent) -> (Card, JSONPath) {
        switch content {
        case .card(let card):
            return (card, .card)
        case .collection(let collection):
            // A validated collection is not empty.
            let index = collection.selectedCardIndex!
            return (collection.cards[index], JSONPath.collectionCards.appending(index: index))
        }
    }

    /// Throws for a family the registry does not have, naming where the
    /// family was written (checked whether or not the text is present).
    private func checkFamilies(of style: ResolvedCardStyle) throws(CardLayoutError) {
        for text in [style.heading, style.subheading, style.buttonTitle] {
            let family = text.textStyle.family
            guard families.contains(family) else {
                let families = measurer.fonts.families
                throw CardLayoutError(
                    kind: .invalidValue, path: text.familyPath, value: JSONValue.string(family).errorText,
                    allowed: "one of the registered font families (\(families.joined(separator: ", ")))",
                    textError: .unknownFamily(family, available: families))
            }
        }
    }
}

import CardGeometryCore

import CardText

/// Storyteller cards (StorytellerCards article): a card, or a collection to
/// pick it from, with the collection's theme.
package enum StorytellerCardsSystem: LayoutSystem {
    /// An input without a `kind` is a Storyteller card (SharedConventions
    /// article, "Choosing the kind").
    package static var readsInputWithoutKind: Bool { true }

    package static func decode(_ root: ObjectReader) throws(CardLayoutError) -> StorytellerCardInput {
        try StorytellerCardInputReader.read(root)
    }

    package static func validateIndependentOfEnvironment(_ input: StorytellerCardInput) throws(CardLayoutError) {
        try input.validateIndependentOfEnvironment()
    }

    package static func validateDependingOnEnvironment(_ input: StorytellerCardInput) throws(CardLayoutError) {
        try input.validateDependingOnEnvironment()
    }

    package static let kindDescription = KindDescription(
        kind: .storyteller, fileStem: "storyteller-cards", title: "Storyteller cards",
        input: StorytellerCardInput.fieldDescription, output: StorytellerCardLayout.outputDescription,
        warnings: [.unknownKey])

    package static func layout(_ input: StorytellerCardInput, in context: LayoutContext) throws(CardLayoutError) -> StorytellerCardLayout {
        let style = ResolvedCardStyle(theme: input.theme, environment: input.environment)
        for text in [style.heading, style.subheading, style.buttonTitle] {
            try context.checkFamily(text.textStyle.family, at: JSONPath(text.familyPath))
        }
        let (card, cardPath) = selectedCard(in: input.content)
        return try StorytellerCardLayoutBuilder(
            input: input, style: style, card: card, cardPath: cardPath, measurer: context.measurer,
            includesGlyphs: context.includesGlyphs, paragraphs: context.paragraphs
        ).build()
    }

    /// The scheme decides colors only (rule 10, the button's and the text
    /// container's colors); the direction decides where text lines stand.
    package static var geometryReads: EnvironmentAspects { [.layoutDirection] }

    /// The colors ``ResolvedCardStyle`` gives `input`'s environment, set on
    /// a layout of the same card in another scheme.
    package static func resolved(_ shared: StorytellerCardLayout, for input: StorytellerCardInput)
        -> StorytellerCardLayout?
    {
        let style = ResolvedCardStyle(theme: input.theme, environment: input.environment)
        var layout = shared
        layout.textContainer?.backgroundColor = style.textContainerBackgroundColor
        layout.heading?.color = style.heading.color
        layout.subheading?.color = style.subheading.color
        layout.button?.backgroundColor = style.buttonBackgroundColor
        layout.button?.outlineColor = style.buttonOutlineColor
        layout.button?.label.color = style.buttonTitle.color
        return layout
    }

    /// The card an input shows, and the JSON path it was given at.
    static func selectedCard(in content: StorytellerCardInput.Content) -> (StorytellerCardInput.Card, JSONPath) {
        switch content {
        case .card(let card):
            return (card, .card)
        case .collection(let collection):
            // A validated collection is not empty.
            let index = collection.selectedCardIndex!
            return (collection.cards[index], JSONPath.collectionCards.appending(index: index))
        }
    }
}

extension CardLayoutEngine {
    /// Lays out a Storyteller card: validates `input`, picks the card (for
    /// a collection), measures its texts and places every part. With
    /// `includesGlyphs`, each text line also carries its positioned glyphs.
    public func layout(_ input: StorytellerCardInput, includesGlyphs: Bool = false) throws(CardLayoutError) -> StorytellerCardLayout
    {
        try run(StorytellerCardsSystem.self, input, context(includesGlyphs: includesGlyphs))
    }

    /// The card's height at `width` (what a self-sizing cell asks for): the
    /// layout's snapped height with the environment's width replaced.
    public func height(for input: StorytellerCardInput, width: Double) throws(CardLayoutError) -> Double {
        try layout(StorytellerCardsSystem.self, input, width: width, freeingHeight: false).size.height
    }
}

extension StorytellerCardLayout: KindLayout {
    public static var kind: LayoutKind { .storyteller }
}

extension LayoutKind {
    /// Storyteller cards (also when `kind` is absent or null).
    public static let storyteller = LayoutKind(rawValue: "storyteller")
}

extension StorytellerCardInput: KindInput {}

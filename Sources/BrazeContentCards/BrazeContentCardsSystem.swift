import CardGeometryCore

import CardText

/// Braze content-card feeds (BrazeContentCards article): the vertical list of
/// content cards the Braze SDK's view controller shows.
package enum BrazeContentCardsSystem: LayoutSystem {
    package static func decode(_ root: ObjectReader) throws(CardLayoutError) -> BrazeFeedInput {
        try BrazeFeedInputReader.read(root)
    }

    package static let kindDescription = KindDescription(
        kind: .brazeContentCards, fileStem: "braze-content-cards", title: "Braze content cards",
        input: BrazeFeedInput.fieldDescription, output: BrazeFeedLayout.outputDescription,
        warnings: [
            .unknownKey,
            WarningDescription(
                .unusedValue,
                "`title`, `description` or `domain` on a banner card; `imageAspectRatio` beside `image.aspectRatio` "
                    + "(path `cards[i]`; `image.aspectRatio` is used)."),
            WarningDescription(
                .replacedValue,
                "The aspect ratio of a shown banner or captioned-image card when it is not usable (0, negative or not "
                    + "finite: 1 is used) or outside 0.01...100 (the nearest bound is used)."),
        ])

    package static func layout(_ input: BrazeFeedInput, in context: LayoutContext) throws(CardLayoutError) -> BrazeFeedLayout {
        try context.checkFamily(
            input.theme.font, at: JSONPath(fields: BrazeFeedInput.Fields.theme, BrazeFeedInput.Theme.Fields.font))
        return try BrazeFeedLayoutBuilder(input: input, placer: context.textPlacer(for: input.environment)).build()
    }

    /// The scheme picks colors only (``FeedColors``); the direction
    /// mirrors every part of a card.
    package static var geometryReads: EnvironmentAspects { [.layoutDirection] }

    /// A feed laid out in the other scheme, in the colors of `input`'s.
    package static func resolved(_ shared: BrazeFeedLayout, for input: BrazeFeedInput) -> BrazeFeedLayout? {
        var layout = shared
        FeedColors(theme: input.theme, scheme: input.environment.colorScheme).recolor(&layout)
        return layout
    }
}

extension CardLayoutEngine {
    /// Lays out a Braze content-card feed: validates `input`, orders its
    /// cards, measures their texts and places every part. With
    /// `includesGlyphs`, each text line also carries its positioned glyphs.
    public func layout(_ input: BrazeFeedInput, includesGlyphs: Bool = false) throws(CardLayoutError)
        -> BrazeFeedLayout
    {
        try run(BrazeContentCardsSystem.self, input, context(includesGlyphs: includesGlyphs))
    }

    /// The feed's content height at `width` (what a table view's content
    /// size is): the layout's snapped height with the environment's width
    /// replaced.
    public func height(for input: BrazeFeedInput, width: Double) throws(CardLayoutError) -> Double {
        try layout(BrazeContentCardsSystem.self, input, width: width, freeingHeight: false).size.height
    }
}

extension BrazeFeedLayout: KindLayout {
    public static var kind: LayoutKind { .brazeContentCards }
}

extension LayoutKind {
    /// A Braze content-card feed.
    public static let brazeContentCards = LayoutKind(rawValue: "braze.contentCards")
}

extension BrazeFeedInput: KindInput {}

import CardGeometryCore

/// The horizontal extents of a card (rules 1, 3 and 9): the card, the text
/// area and the button label area, unsnapped.
struct HorizontalGeometry: Sendable {
    /// The card's left edge, m.
    let cardX: Double
    /// The card's width, cw = W − 2m.
    let cardWidth: Double
    /// Whether the padding applies left and right of the text as well.
    let hasSidePadding: Bool
    /// The text area's left edge, x0.
    let textX: Double
    /// The text area's width, tw.
    let textWidth: Double
    /// The button label area's left edge, x0 + p.
    let labelX: Double
    /// The button label area's width, tw − 2p.
    let labelWidth: Double

    init(style: StorytellerCardInput.Theme.CardStyle, width: Double, over: Bool) {
        let margin = style.marginHorizontal
        let padding = style.padding
        cardX = margin
        cardWidth = width - 2 * margin
        hasSidePadding = over || margin == 0
        textX = hasSidePadding ? margin + padding : margin
        textWidth = hasSidePadding ? cardWidth - 2 * padding : cardWidth
        labelX = textX + padding
        labelWidth = textWidth - 2 * padding
    }
}

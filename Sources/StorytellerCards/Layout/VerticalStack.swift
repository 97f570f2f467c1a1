import CardGeometryCore

/// The vertical positions of a card's parts (rules 4 to 7), unsnapped:
/// heading, spacing, subheading, spacing, button, stacked in a text block
/// that sits at the bottom of the media (over) or below it.
struct VerticalStack: Sendable {
    /// The card's height, H.
    let cardHeight: Double
    /// The media's height: mh below the media, H over it.
    let mediaHeight: Double
    /// The text block's height, th (0 when the card has no text).
    let textHeight: Double
    let headingTop: Double?
    let subheadingTop: Double?
    let buttonTop: Double?
    /// The text container's top and height (text below the media only).
    let textContainer: (top: Double, height: Double)?

    /// - Parameters:
    ///   - mediaHeight: mh = cw × h / w.
    ///   - headingHeight, subheadingHeight: the measured blocks' heights,
    ///     `nil` when the text is absent.
    ///   - buttonHeight: bh, `nil` without a button.
    init(
        mediaHeight: Double, headingHeight: Double?, subheadingHeight: Double?, buttonHeight: Double?,
        headingsSpacing: Double, buttonSpacing: Double, padding: Double, over: Bool
    ) {
        let headingsSpace = headingHeight != nil && subheadingHeight != nil ? headingsSpacing : 0
        let headingsHeight = (headingHeight ?? 0) + headingsSpace + (subheadingHeight ?? 0)
        let hasHeadings = headingHeight != nil || subheadingHeight != nil
        let buttonSpace = buttonHeight != nil && hasHeadings ? buttonSpacing : 0
        let textHeight = headingsHeight + buttonSpace + (buttonHeight ?? 0)
        let hasText = textHeight > 0

        let blockTop: Double
        if over {
            cardHeight = hasText ? max(mediaHeight, textHeight + 2 * padding) : mediaHeight
            self.mediaHeight = cardHeight
            blockTop = cardHeight - padding - textHeight
            textContainer = nil
        } else {
            cardHeight = hasText ? mediaHeight + textHeight + 2 * padding : mediaHeight
            self.mediaHeight = mediaHeight
            blockTop = mediaHeight + padding
            textContainer = hasText ? (mediaHeight, textHeight + 2 * padding) : nil
        }
        self.textHeight = textHeight
        headingTop = headingHeight.map { _ in blockTop }
        subheadingTop = subheadingHeight.map { _ in blockTop + (headingHeight ?? 0) + headingsSpace }
        buttonTop = buttonHeight.map { _ in blockTop + headingsHeight + buttonSpace }
    }

    /// The button's height: max(44, Lb + 16), Lb being the button title's
    /// line height after Dynamic Type (rule 5).
    static func buttonHeight(titleLineHeight: Double) -> Double {
        max(44, titleLineHeight + 16)
    }
}

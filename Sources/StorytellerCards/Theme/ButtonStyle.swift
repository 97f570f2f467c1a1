import CardGeometryCore
import CardText

/// The card button's style (`theme.cards.style.button`).
public struct ButtonStyle: Hashable, Sendable {
    /// The label's text style.
    public var title: CardTextStyle
    /// The fill; `nil` is transparent (the outline shows).
    public var backgroundColor: ColorValue?
    /// The outline; `nil` is white.primary on the media, else the title's
    /// color below the media.
    public var outlineColor: ColorValue?
    /// The outline's width, 0...10000 (default 1).
    public var outlineWidth: Double
    /// The button's corner radius (default the theme's).
    public var cornerRadius: CornerRadiusValue
    /// The label's alignment; `nil` is the card's `textAlignment`.
    public var textAlignment: TextAlignment?

    /// A button style; the defaults are a JSON input's.
    public init(
        title: CardTextStyle = .buttonTitle,
        backgroundColor: ColorValue? = nil,
        outlineColor: ColorValue? = nil,
        outlineWidth: Double = 1,
        cornerRadius: CornerRadiusValue = .themeCornerRadius,
        textAlignment: TextAlignment? = nil
    ) {
        self.title = title
        self.backgroundColor = backgroundColor
        self.outlineColor = outlineColor
        self.outlineWidth = outlineWidth
        self.cornerRadius = cornerRadius
        self.textAlignment = textAlignment
    }
}

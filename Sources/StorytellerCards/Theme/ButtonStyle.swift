import CardGeometryCore

import CardText

extension StorytellerCardInput.Theme {
    /// The card button's style (`theme.cards.style.button`).
    public struct ButtonStyle: Hashable, Sendable {
        /// The label's text style.
        public var title: StorytellerCardInput.Theme.CardTextStyle
        /// The fill; `nil` is transparent (the outline shows).
        public var backgroundColor: StorytellerCardInput.Theme.ColorValue?
        /// The outline; `nil` is white.primary on the media, else the title's
        /// color below the media.
        public var outlineColor: StorytellerCardInput.Theme.ColorValue?
        /// The outline's width, 0...10000 (default 1).
        public var outlineWidth: Double
        /// The button's corner radius (default the theme's).
        public var cornerRadius: StorytellerCardInput.Theme.CornerRadiusValue
        /// The label's alignment; `nil` is the card's `textAlignment`.
        public var textAlignment: TextAlignment?

        /// A button style; the defaults are a JSON input's.
        public init(
            title: StorytellerCardInput.Theme.CardTextStyle = .buttonTitle,
            backgroundColor: StorytellerCardInput.Theme.ColorValue? = nil,
            outlineColor: StorytellerCardInput.Theme.ColorValue? = nil,
            outlineWidth: Double = 1,
            cornerRadius: StorytellerCardInput.Theme.CornerRadiusValue = .themeCornerRadius,
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
}

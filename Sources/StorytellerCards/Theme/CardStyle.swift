import CardGeometryCore

import CardText

extension StorytellerCardInput.Theme {
    /// The look of a card (`theme.cards.style`). Lengths are points.
    public struct CardStyle: Hashable, Sendable {
        /// How headings that need more than two lines are fitted.
        public var textLengthMode: TextFitting
        /// The alignment of the heading and subheading (and of the button
        /// label unless the button sets its own).
        public var textAlignment: TextAlignment
        /// Space around the text (see the geometry rules for which sides).
        public var padding: Double
        /// Space left and right of the card; 0 is full-bleed.
        public var marginHorizontal: Double
        /// The card's corner radius (where it applies).
        public var cornerRadius: StorytellerCardInput.Theme.CornerRadiusValue
        /// Space between heading and subheading.
        public var headingsSpacing: Double
        /// Space between the headings and the button.
        public var buttonSpacing: Double
        /// Whether text sizes follow the content size category.
        public var dynamicTypeEnabled: Bool
        /// The text container's background in light mode (full-bleed cards with
        /// text below the media only).
        public var backgroundColorLight: StorytellerCardInput.Theme.ColorValue?
        /// The text container's background in dark mode.
        public var backgroundColorDark: StorytellerCardInput.Theme.ColorValue?
        /// The heading's text style.
        public var heading: StorytellerCardInput.Theme.CardTextStyle
        /// The subheading's style (`subHeading` in JSON).
        public var subHeading: StorytellerCardInput.Theme.CardTextStyle
        /// The button's style.
        public var button: StorytellerCardInput.Theme.ButtonStyle

        /// A card style; the defaults are a JSON input's.
        public init(
            textLengthMode: TextFitting = .truncate,
            textAlignment: TextAlignment = .start,
            padding: Double = 12,
            marginHorizontal: Double = 0,
            cornerRadius: StorytellerCardInput.Theme.CornerRadiusValue = .themeCornerRadius,
            headingsSpacing: Double = 3,
            buttonSpacing: Double = 12,
            dynamicTypeEnabled: Bool = true,
            backgroundColorLight: StorytellerCardInput.Theme.ColorValue? = nil,
            backgroundColorDark: StorytellerCardInput.Theme.ColorValue? = nil,
            heading: StorytellerCardInput.Theme.CardTextStyle = .heading,
            subHeading: StorytellerCardInput.Theme.CardTextStyle = .subheading,
            button: StorytellerCardInput.Theme.ButtonStyle = StorytellerCardInput.Theme.ButtonStyle()
        ) {
            self.textLengthMode = textLengthMode
            self.textAlignment = textAlignment
            self.padding = padding
            self.marginHorizontal = marginHorizontal
            self.cornerRadius = cornerRadius
            self.headingsSpacing = headingsSpacing
            self.buttonSpacing = buttonSpacing
            self.dynamicTypeEnabled = dynamicTypeEnabled
            self.backgroundColorLight = backgroundColorLight
            self.backgroundColorDark = backgroundColorDark
            self.heading = heading
            self.subHeading = subHeading
            self.button = button
        }
    }
}

import CardGeometryCore

import CardText

extension StorytellerCardInput.Theme {
    // @input style
    /// The card's look.
    ///
    /// `theme.cards.style`. Lengths are points.
    public struct CardStyle: Hashable, Sendable {
        // @field .choice(TextFitting.self)
        /// How a heading or subheading longer than 2 lines is fitted: cut with an ellipsis, or set smaller (down to half its size) until it fits.
        public var textLengthMode: TextFitting = .truncate
        // @field .choice(TextAlignment.self)
        /// Alignment of the heading, the subheading and (unless it sets its own) the button label.
        public var textAlignment: TextAlignment = .start
        // @field .number(.nonNegativeLength) | read: StorytellerCardInput.Theme.readNumber
        /// Space around the text (which sides: see *The two arrangements*). Must leave the text area, and the button label, wider than 0.
        public var padding: Double = 12
        // @field .number(.nonNegativeLength) | read: StorytellerCardInput.Theme.readNumber
        /// Space left and right of the card; 0 is full-bleed. Must be less than half the width.
        public var marginHorizontal: Double = 0
        // @field StorytellerCardInput.Theme.CornerRadiusValue.fieldType | read: StorytellerCardInput.Theme.readCornerRadius | check: StorytellerCardInput.Theme.checkCornerRadius
        /// The card's or media's corner radius, where the arrangement has one.
        public var cornerRadius: StorytellerCardInput.Theme.CornerRadiusValue = .themeCornerRadius
        // @field .number(.nonNegativeLength) | read: StorytellerCardInput.Theme.readNumber
        /// Space between heading and subheading.
        public var headingsSpacing: Double = 3
        // @field .number(.nonNegativeLength) | read: StorytellerCardInput.Theme.readNumber
        /// Space between the headings and the button.
        public var buttonSpacing: Double = 12
        // @field .bool
        /// Whether text sizes and line heights follow the content size category.
        public var dynamicTypeEnabled: Bool = true
        // @field StorytellerCardInput.Theme.ColorValue.fieldType | note: none | read: StorytellerCardInput.Theme.readColor
        /// The text container's background in light mode. Used only below the media on a full-bleed card.
        public var backgroundColorLight: StorytellerCardInput.Theme.ColorValue?
        // @field StorytellerCardInput.Theme.ColorValue.fieldType | note: none | read: StorytellerCardInput.Theme.readColor
        /// The same in dark mode.
        ///
        /// The text container's background in dark mode.
        public var backgroundColorDark: StorytellerCardInput.Theme.ColorValue?
        // @field .object(StorytellerCardInput.Theme.CardTextStyle.fieldDescription) | note: all defaults
        /// The heading (the card's `title`).
        public var heading: StorytellerCardInput.Theme.CardTextStyle = .heading
        // @field .object(StorytellerCardInput.Theme.CardTextStyle.subHeadingDescription) | note: all defaults
        /// The subheading (the card's `subtitle`). Note the capital H.
        public var subHeading: StorytellerCardInput.Theme.CardTextStyle = .subheading
        // @field .object(StorytellerCardInput.Theme.ButtonStyle.fieldDescription) | note: all defaults
        /// The button.
        public var button: StorytellerCardInput.Theme.ButtonStyle = StorytellerCardInput.Theme.ButtonStyle()

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
    }
}

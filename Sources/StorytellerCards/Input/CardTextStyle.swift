import CardGeometryCore

import CardText

extension StorytellerCardInput.Theme {
    // @input heading
    // @variant subHeading value: subheading | The subheading's text style (only the defaults differ from the heading's).
    // @variant buttonTitle value: buttonTitle | The button label's text style (only the defaults differ from the heading's).
    /// The heading's text style.
    ///
    /// The style of one of a card's texts: heading, subheading or button
    /// title (`theme.cards.style.heading`, `.subHeading`, `.button.title`).
    /// Sizes are before Dynamic Type. The three texts differ only in their
    /// defaults: the heading's are the properties' own, see ``subheading``
    /// and ``buttonTitle`` for the others.
    public struct CardTextStyle: Hashable, Sendable {
        // @field StorytellerCardInput.Theme.FontFamilyValue.fieldType | read: StorytellerCardInput.Theme.readFontFamily | check: StorytellerCardInput.Theme.checkFontFamily | buttonTitle = nil | buttonTitle note: the heading's family
        /// The font family: a family of the font registry, or the theme's custom font.
        ///
        /// `nil` (the button title's default) is the heading's family.
        public var font: StorytellerCardInput.Theme.FontFamilyValue? = .themeFont
        // @field .integerChoice(FontWeights.allowed) | subHeading = 400
        /// The weight; the nearest weight the family has is used.
        public var fontWeight: Int = 600
        // @field .number(.positiveLength) | read: StorytellerCardInput.Theme.readNumber | subHeading = 16 | buttonTitle = 16
        /// The size in points at the `L` category. After Dynamic Type it must still be at most 10000.
        public var textSize: Double = 22
        // @field .number(.positiveLength) | note: the font's own | read: StorytellerCardInput.Theme.readNumber | buttonTitle = 21
        /// The height of each line box.
        ///
        /// `nil` is the font's own line height.
        public var lineHeight: Double?
        // @field .choice(TextCase.self)
        /// Case mapping before the text is set.
        public var textCase: TextCase = .default
        // @field .number(.length) | read: StorytellerCardInput.Theme.readNumber
        /// Added after every character cluster (not after Arabic and other joining scripts).
        public var letterSpacing: Double = 0
        // @field StorytellerCardInput.Theme.ColorValue.fieldType | read: StorytellerCardInput.Theme.readColor | subHeading = .theme(.whiteSecondary)
        /// The color over the media.
        public var textColor: StorytellerCardInput.Theme.ColorValue = .theme(.whitePrimary)
        // @field StorytellerCardInput.Theme.ColorValue.fieldType | note: black primary | read: StorytellerCardInput.Theme.readColor | subHeading note: black secondary | buttonTitle note: as the heading
        /// The color below the media in light mode.
        ///
        /// `nil` is the theme's default.
        public var textBelowContentColorLight: StorytellerCardInput.Theme.ColorValue?
        // @field StorytellerCardInput.Theme.ColorValue.fieldType | note: white primary | read: StorytellerCardInput.Theme.readColor | subHeading note: white secondary | buttonTitle note: as the heading
        /// The color below the media in dark mode.
        ///
        /// `nil` is the theme's default.
        public var textBelowContentColorDark: StorytellerCardInput.Theme.ColorValue?

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

        /// The heading's defaults: theme font, 600, 22 pt, the font's line
        /// height, white.primary on the media.
        public static let heading = StorytellerCardInput.Theme.CardTextStyle()
    }
}

import CardGeometryCore

import CardText

extension StorytellerCardInput.Theme {
    /// The style of one of a card's texts: heading, subheading or button title
    /// (`theme.cards.style.heading`, `.subHeading`, `.button.title`).
    ///
    /// Sizes are before Dynamic Type. The three texts differ only in their
    /// defaults: see ``heading``, ``subheading`` and ``buttonTitle``.
    public struct CardTextStyle: Hashable, Sendable {
        /// The font family; `nil` is the default of the text's role: the theme
        /// font for heading and subheading, the heading's family for the button.
        public var font: StorytellerCardInput.Theme.FontFamilyValue?
        /// The CSS weight, 100 to 900 in steps of 100.
        public var fontWeight: Int
        /// The size in points before Dynamic Type, > 0 and <= 10000.
        public var textSize: Double
        /// The line box height; `nil` is the font's own line height.
        public var lineHeight: Double?
        /// The case mapping (default none).
        public var textCase: TextCase
        /// Added after each character cluster, -10000...10000 (default 0).
        public var letterSpacing: Double
        /// The color when the text stands on the media.
        public var textColor: StorytellerCardInput.Theme.ColorValue
        /// The color below the media in light mode; `nil` is the theme's default.
        public var textBelowContentColorLight: StorytellerCardInput.Theme.ColorValue?
        /// The color below the media in dark mode; `nil` is the theme's default.
        public var textBelowContentColorDark: StorytellerCardInput.Theme.ColorValue?

        /// A text style; see ``heading``, ``subheading`` and ``buttonTitle`` for the defaults.
        public init(
            font: StorytellerCardInput.Theme.FontFamilyValue?,
            fontWeight: Int,
            textSize: Double,
            lineHeight: Double?,
            textCase: TextCase = .default,
            letterSpacing: Double = 0,
            textColor: StorytellerCardInput.Theme.ColorValue,
            textBelowContentColorLight: StorytellerCardInput.Theme.ColorValue? = nil,
            textBelowContentColorDark: StorytellerCardInput.Theme.ColorValue? = nil
        ) {
            self.font = font
            self.fontWeight = fontWeight
            self.textSize = textSize
            self.lineHeight = lineHeight
            self.textCase = textCase
            self.letterSpacing = letterSpacing
            self.textColor = textColor
            self.textBelowContentColorLight = textBelowContentColorLight
            self.textBelowContentColorDark = textBelowContentColorDark
        }

        /// The heading's defaults: theme font, 600, 22 pt, the font's line
        /// height, white.primary on the media.
        public static let heading = StorytellerCardInput.Theme.CardTextStyle(
            font: .themeFont, fontWeight: 600, textSize: 22, lineHeight: nil, textColor: .theme(.whitePrimary))

        /// The subheading's defaults: theme font, 400, 16 pt, the font's line
        /// height, white.secondary on the media.
        public static let subheading = StorytellerCardInput.Theme.CardTextStyle(
            font: .themeFont, fontWeight: 400, textSize: 16, lineHeight: nil, textColor: .theme(.whiteSecondary))

        /// The button title's defaults: the heading's font, 600, 16 pt, line
        /// height 21, white.primary on the media.
        public static let buttonTitle = StorytellerCardInput.Theme.CardTextStyle(
            font: nil, fontWeight: 600, textSize: 16, lineHeight: 21, textColor: .theme(.whitePrimary))
    }
}

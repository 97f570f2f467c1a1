import CardGeometryCore

import CardText

/// How every widget of a stack looks (`theme`): texts, the story row, the
/// loading and error views. The defaults are the spec's.
public struct WidgetStackTheme: Hashable, Sendable {
    /// The family of every text.
    public var font: String
    /// With false no text and no icon scales.
    public var dynamicTypeEnabled: Bool
    /// A cap on the content size category the texts and the icon follow.
    public var maximumContentSizeCategory: ContentSizeCategory?
    /// The background of widgets whose theme is "brand".
    public var brandColor: DynamicColor?
    /// The story row's paddings and spacing.
    public var row: RowStyle
    /// The width of one story.
    public var story: StoryStyle
    /// The poster's size, radius and placeholder color.
    public var poster: PosterStyle
    /// The story titles' style.
    public var title: TitleStyle
    /// The loading state's spinner and label.
    public var loading: LoadingStyle
    /// The error state's icon and message colors.
    public var error: ErrorStyle

    /// A theme; the defaults are a JSON input's.
    public init(
        font: String = "Inter", dynamicTypeEnabled: Bool = true, maximumContentSizeCategory: ContentSizeCategory? = nil,
        brandColor: DynamicColor? = nil, row: RowStyle = RowStyle(), story: StoryStyle = StoryStyle(),
        poster: PosterStyle = PosterStyle(), title: TitleStyle = TitleStyle(), loading: LoadingStyle = LoadingStyle(),
        error: ErrorStyle = ErrorStyle()
    ) {
        self.font = font
        self.dynamicTypeEnabled = dynamicTypeEnabled
        self.maximumContentSizeCategory = maximumContentSizeCategory
        self.brandColor = brandColor
        self.row = row
        self.story = story
        self.poster = poster
        self.title = title
        self.loading = loading
        self.error = error
    }

    /// The loaded widget's story row (`theme.row`); every length >= 0.
    public struct RowStyle: Hashable, Sendable {
        /// Space above the row, 0...10000 (default 8).
        public var paddingTop: Double
        /// Space below the row, 0...10000 (default 8).
        public var paddingBottom: Double
        /// Space before the first story, 0...10000 (default 16).
        public var paddingHorizontal: Double
        /// Between consecutive stories.
        public var spacing: Double

        /// A row style; the defaults are a JSON input's.
        public init(
            paddingTop: Double = 8, paddingBottom: Double = 8, paddingHorizontal: Double = 16, spacing: Double = 12
        ) {
            self.paddingTop = paddingTop
            self.paddingBottom = paddingBottom
            self.paddingHorizontal = paddingHorizontal
            self.spacing = spacing
        }
    }

    /// One story of the row (`theme.story`).
    public struct StoryStyle: Hashable, Sendable {
        /// The story's width (> 0); its title wraps in it.
        public var width: Double

        /// A story width, > 0 (default 72).
        public init(width: Double = 72) {
            self.width = width
        }
    }

    /// The story's poster (`theme.poster`).
    public struct PosterStyle: Hashable, Sendable {
        /// > 0, at most the story's width.
        public var width: Double
        /// The poster's height, > 0 and <= 10000 (default 64).
        public var height: Double
        /// nil: half the smaller side (a circle); clamped to it.
        public var cornerRadius: Double?
        /// The placeholder behind the image (iOS systemGray5).
        public var backgroundColor: DynamicColor

        /// A poster style; a `nil` radius makes a circle.
        public init(
            width: Double = 64, height: Double = 64, cornerRadius: Double? = nil,
            backgroundColor: DynamicColor = DynamicColor(
                light: RGBAColor(red: 0xE5, green: 0xE5, blue: 0xEA),
                dark: RGBAColor(red: 0x2C, green: 0x2C, blue: 0x2E))
        ) {
            self.width = width
            self.height = height
            self.cornerRadius = cornerRadius
            self.backgroundColor = backgroundColor
        }
    }

    /// The story titles (`theme.title`).
    public struct TitleStyle: Hashable, Sendable {
        /// Whether story titles show (default true).
        public var isVisible: Bool
        /// 100, 200, …, 900.
        public var fontWeight: Int
        /// The size at the Large category (> 0); scales as caption1.
        public var textSize: Double
        /// At most this many lines (1...10), then an ellipsis.
        public var lines: Int
        /// The titles' alignment (default center).
        public var alignment: TextAlignment
        /// Between the poster and the title (>= 0).
        public var spacing: Double
        /// The titles' color (default black in light mode, white in dark).
        public var color: DynamicColor

        /// A title style; the defaults are a JSON input's.
        public init(
            isVisible: Bool = true, fontWeight: Int = 400, textSize: Double = 12, lines: Int = 4,
            alignment: TextAlignment = .center, spacing: Double = 4,
            color: DynamicColor = DynamicColor(light: RGBAColor(red: 0, green: 0, blue: 0), dark: .white)
        ) {
            self.isVisible = isVisible
            self.fontWeight = fontWeight
            self.textSize = textSize
            self.lines = lines
            self.alignment = alignment
            self.spacing = spacing
            self.color = color
        }

        /// The allowed `lines`.
        public static let lineRange = 1...10
    }

    /// The loading state's view (`theme.loading`).
    public struct LoadingStyle: Hashable, Sendable {
        /// Whether the label shows under the spinner (default true).
        public var showLabel: Bool
        /// The label; missing, empty or only whitespace shows none.
        public var text: String?
        /// The spinner's color (default iOS systemGray).
        public var spinnerColor: DynamicColor
        /// The label's color (default iOS secondaryLabel).
        public var labelColor: DynamicColor

        /// A loading style; the defaults are a JSON input's.
        public init(
            showLabel: Bool = true, text: String? = "Loading stories...",
            spinnerColor: DynamicColor = DynamicColor(RGBAColor(red: 0x8E, green: 0x8E, blue: 0x93)),
            labelColor: DynamicColor = WidgetStackTheme.secondaryLabel
        ) {
            self.showLabel = showLabel
            self.text = text
            self.spinnerColor = spinnerColor
            self.labelColor = labelColor
        }
    }

    /// The error state's view (`theme.error`, the document's `ErrorView`).
    public struct ErrorStyle: Hashable, Sendable {
        /// The icon's color (default iOS systemOrange).
        public var iconColor: DynamicColor
        /// The message's color (default iOS secondaryLabel).
        public var messageColor: DynamicColor

        /// An error style; the defaults are a JSON input's.
        public init(
            iconColor: DynamicColor = DynamicColor(
                light: RGBAColor(red: 0xFF, green: 0x95, blue: 0x00),
                dark: RGBAColor(red: 0xFF, green: 0x9F, blue: 0x0A)),
            messageColor: DynamicColor = WidgetStackTheme.secondaryLabel
        ) {
            self.iconColor = iconColor
            self.messageColor = messageColor
        }
    }

    /// iOS secondaryLabel: light #3C3C4399, dark #EBEBF599.
    public static let secondaryLabel = DynamicColor(
        light: RGBAColor(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99),
        dark: RGBAColor(red: 0xEB, green: 0xEB, blue: 0xF5, alpha: 0x99))
}

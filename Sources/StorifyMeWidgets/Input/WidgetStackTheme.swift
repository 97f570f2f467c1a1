import CardGeometryCore

import CardText

extension WidgetStackInput {
    // @input theme
    /// How every widget of the stack looks.
    ///
    /// Texts, the story row, the loading and error views (`theme`). The
    /// defaults are the SDK's.
    public struct Theme: Hashable, Sendable {
        // @field .string | check: checkFontName
        /// The family of every text, from the font registry (not empty).
        public var font: String = "Inter"
        // @field .bool
        /// Whether the texts and the error icon follow the content size category.
        ///
        /// With false no text and no icon scales.
        public var dynamicTypeEnabled: Bool = true
        // @field .choice(ContentSizeCategory.self) | note: no cap
        /// The largest category the texts and the icon follow.
        public var maximumContentSizeCategory: ContentSizeCategory?
        // @field .dynamicColor | note: none
        /// The background of widgets whose `customTheme` is `brand`.
        public var brandColor: DynamicColor?
        // @field .object(RowStyle.fieldDescription) | note: all defaults
        /// The story row of a loaded widget.
        public var row: RowStyle = RowStyle()
        // @field .object(StoryStyle.fieldDescription) | note: all defaults
        /// One story of the row.
        public var story: StoryStyle = StoryStyle()
        // @field .object(PosterStyle.fieldDescription) | note: all defaults
        /// The story's poster.
        public var poster: PosterStyle = PosterStyle()
        // @field .object(TitleStyle.fieldDescription) | note: all defaults
        /// The story titles.
        public var title: TitleStyle = TitleStyle()
        // @field .object(LoadingStyle.fieldDescription) | note: all defaults
        /// The loading state's spinner and label.
        public var loading: LoadingStyle = LoadingStyle()
        // @field .object(ErrorStyle.fieldDescription) | note: all defaults
        /// The error state's icon and message.
        public var error: ErrorStyle = ErrorStyle()

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

        /// An empty family name names no font (the engine checks the others
        /// against the registry).
        static func checkFontName(_ name: String, _ field: FieldDescription, in parent: @autoclosure () -> JSONPath)
            throws(CardLayoutError)
        {
            guard name.isEmpty else { return }
            throw .invalid(parent().appending(field.name), "\"\"", allowed: "a font family name")
        }

        // @input rowStyle
        /// The story row's paddings and spacing (`theme.row`).
        public struct RowStyle: Hashable, Sendable {
            // @field .number(.nonNegativeLength)
            /// Space above the row.
            public var paddingTop: Double = 8
            // @field .number(.nonNegativeLength)
            /// Space below the row.
            public var paddingBottom: Double = 8
            // @field .number(.nonNegativeLength)
            /// Space before the first story (and after the last).
            public var paddingHorizontal: Double = 16
            // @field .number(.nonNegativeLength)
            /// Space between stories.
            public var spacing: Double = 12

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input storyStyle
        /// One story of the row (`theme.story`).
        public struct StoryStyle: Hashable, Sendable {
            // @field .number(.positiveLength)
            /// The width of one story; its title wraps in it.
            public var width: Double = 72

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input posterStyle
        /// The story's poster (`theme.poster`).
        public struct PosterStyle: Hashable, Sendable {
            // @field .number(.positiveLength)
            /// The poster's width; at most `theme.story.width`.
            public var width: Double = 64
            // @field .number(.positiveLength)
            /// The poster's height.
            public var height: Double = 64
            // @field .number(.nonNegativeLength) | note: half the smaller side (a circle)
            /// The poster's corner radius, clamped to half the smaller side.
            public var cornerRadius: Double?
            // @field .dynamicColor
            /// The placeholder behind the poster.
            public var backgroundColor: DynamicColor = WidgetStackInput.Theme.systemGray5

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input titleStyle
        /// The story titles (`theme.title`).
        public struct TitleStyle: Hashable, Sendable {
            // @field .bool
            /// Whether story titles show.
            public var isVisible: Bool = true
            // @field .integerChoice(FontWeights.allowed)
            /// The titles' weight.
            public var fontWeight: Int = 400
            // @field .number(.positiveLength)
            /// The titles' size at `L`; it scales as `caption1`.
            public var textSize: Double = 12
            // @field .integer(WidgetStackInput.Theme.TitleStyle.lineRange)
            /// The most lines a title shows; it is truncated beyond.
            public var lines: Int = 4
            // @field .choice(TextAlignment.self)
            /// The titles' alignment.
            public var alignment: TextAlignment = .center
            // @field .number(.nonNegativeLength)
            /// Space between the poster and its title.
            public var spacing: Double = 4
            // @field .dynamicColor
            /// The titles' color.
            public var color: DynamicColor = WidgetStackInput.Theme.label

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

            /// The allowed `lines`.
            public static let lineRange = 1...10
        }

        // @input loadingStyle
        /// The loading state's view (`theme.loading`).
        public struct LoadingStyle: Hashable, Sendable {
            // @field .bool
            /// Whether the loading state shows its label.
            public var showLabel: Bool = true
            // @field .string
            /// The label's text; an empty or blank text shows no label.
            public var text: String? = "Loading stories..."
            // @field .dynamicColor
            /// The spinner's color.
            public var spinnerColor: DynamicColor = WidgetStackInput.Theme.systemGray
            // @field .dynamicColor
            /// The label's color.
            public var labelColor: DynamicColor = WidgetStackInput.Theme.secondaryLabel

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input errorStyle
        /// The error state's view (`theme.error`).
        ///
        /// The document's `ErrorView`.
        public struct ErrorStyle: Hashable, Sendable {
            // @field .dynamicColor
            /// The error icon's color.
            public var iconColor: DynamicColor = WidgetStackInput.Theme.systemOrange
            // @field .dynamicColor
            /// The error message's color.
            public var messageColor: DynamicColor = WidgetStackInput.Theme.secondaryLabel

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        /// iOS secondaryLabel: light #3C3C4399, dark #EBEBF599.
        public static let secondaryLabel = DynamicColor(
            light: RGBAColor(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99),
            dark: RGBAColor(red: 0xEB, green: 0xEB, blue: 0xF5, alpha: 0x99))
        /// The titles' default: black in light mode, white in dark.
        public static let label = DynamicColor(light: RGBAColor(red: 0, green: 0, blue: 0), dark: .white)
        /// iOS systemGray5, the posters' placeholder: light #E5E5EA, dark #2C2C2E.
        public static let systemGray5 = DynamicColor(
            light: RGBAColor(red: 0xE5, green: 0xE5, blue: 0xEA), dark: RGBAColor(red: 0x2C, green: 0x2C, blue: 0x2E))
        /// iOS systemGray, the spinner's: #8E8E93 in both schemes.
        public static let systemGray = DynamicColor(RGBAColor(red: 0x8E, green: 0x8E, blue: 0x93))
        /// iOS systemOrange, the error icon's: light #FF9500, dark #FF9F0A.
        public static let systemOrange = DynamicColor(
            light: RGBAColor(red: 0xFF, green: 0x95, blue: 0x00), dark: RGBAColor(red: 0xFF, green: 0x9F, blue: 0x0A))
    }
}

import CardGeometryCore

extension BrazeFeedInput {
    // @input theme
    /// How the feed's cards look: the Braze SDK's content-card cell attributes.
    ///
    /// The defaults are the SDK's, with iOS's system colors.
    public struct Theme: Hashable, Sendable {
        // @field .string
        /// The family of every text, from the font registry.
        public var font: String = "Inter"
        // @field .bool
        /// Whether the texts follow the content size category.
        public var dynamicTypeEnabled: Bool = true
        // @field .object(Margin.fieldDescription) | note: all defaults
        /// The space around each card.
        public var margin: Margin = Margin()
        // @field .object(Padding.fieldDescription) | note: all defaults
        /// The space inside a card around its texts.
        public var padding: Padding = Padding()
        // @field .number(.positiveLength) | note: null (no limit)
        /// The widest a card gets.
        public var maxWidth: Double?
        // @field .dynamicColor
        /// The card's background.
        ///
        /// iOS secondarySystemGroupedBackground.
        public var backgroundColor: DynamicColor = DynamicColor(light: .rgb(0xFFFFFF), dark: .rgb(0x1C1C1E))
        // @field .dynamicColor
        /// The card's border.
        ///
        /// iOS systemGray5.
        public var borderColor: DynamicColor = DynamicColor(light: .rgb(0xE5E5EA), dark: .rgb(0x2C2C2E))
        // @field .number(.nonNegativeLength)
        /// The border's width; 0 means no border.
        public var borderWidth: Double = 1
        // @field .number(.nonNegativeLength)
        /// The card's corner radius.
        public var cornerRadius: Double = 3
        // @field .object(Shadow.fieldDescription) | note: all defaults
        /// The card's shadow.
        public var shadow: Shadow = Shadow()
        // @field .dynamicColor
        /// The default color of the pin, the unread indicator and the domain.
        ///
        /// iOS systemBlue.
        public var tintColor: DynamicColor = DynamicColor(light: .rgb(0x007AFF), dark: .rgb(0x0A84FF))
        // @field .object(Pin.fieldDescription) | note: all defaults
        /// The pin of pinned cards.
        public var pin: Pin = Pin()
        // @field .object(UnreadIndicator.fieldDescription) | note: all defaults
        /// The bar across the bottom of unseen cards.
        public var unreadIndicator: UnreadIndicator = UnreadIndicator()
        // @field .object(LabelStyle.fieldDescription) | note: all defaults
        /// The title's style.
        ///
        /// Bold, callout (16 pt at L), no line limit.
        public var title: LabelStyle = LabelStyle.defaultTitle
        // @field .object(LabelStyle.descriptionStyleDescription) | note: all defaults
        /// The description's style.
        ///
        /// Regular, footnote (13 pt at L), no line limit.
        public var description: LabelStyle = LabelStyle.defaultDescription
        // @field .object(DomainStyle.fieldDescription) | note: all defaults
        /// The domain's style.
        public var domain: DomainStyle = DomainStyle()
        // @field .number(.nonNegativeLength)
        /// Space between consecutive texts of a card.
        public var textSpacing: Double = 8
        // @field .object(ClassicImage.fieldDescription) | note: all defaults
        /// The thumbnail of a classic card with an image.
        public var classicImage: ClassicImage = ClassicImage()
        // @field .dynamicColor
        /// The placeholder behind every image.
        ///
        /// iOS tertiarySystemGroupedBackground.
        public var imageBackgroundColor: DynamicColor = DynamicColor(light: .rgb(0xF2F2F7), dark: .rgb(0x2C2C2E))
        // @field .dynamicColor
        /// The feed's background.
        ///
        /// iOS systemGroupedBackground.
        public var feedBackgroundColor: DynamicColor = DynamicColor(light: .rgb(0xF2F2F7), dark: .rgb(0x000000))
        // @field .object(EmptyState.fieldDescription) | note: all defaults
        /// The message shown when no card is shown.
        public var emptyState: EmptyState = EmptyState()

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

        /// Which insets the card margins add to.
        public enum MarginGuide: String, Hashable, Sendable, CaseIterable {
            /// The system layout margins (16 below 414 points, else 20) plus
            /// the margins.
            case layoutMargins
            /// The margins alone, from the feed's edges.
            case edges
        }

        // @input margin
        /// The space around each card.
        public struct Margin: Hashable, Sendable {
            // @field .choice(BrazeFeedInput.Theme.MarginGuide.self)
            /// Whether the side margins add to the system layout margin (`layoutMargins`) or start at the feed's edges.
            public var guide: BrazeFeedInput.Theme.MarginGuide = .layoutMargins
            // @field .number(.nonNegativeLength)
            /// Space above each card.
            public var top: Double = 16
            // @field .number(.nonNegativeLength)
            /// Extra space at each card's leading side.
            public var leading: Double = 0
            // @field .number(.nonNegativeLength)
            /// Space below each card.
            public var bottom: Double = 16
            // @field .number(.nonNegativeLength)
            /// Extra space at each card's trailing side.
            public var trailing: Double = 0

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input padding
        /// The space inside a card around its texts.
        public struct Padding: Hashable, Sendable {
            // @field .number(.nonNegativeLength)
            /// Space above the texts.
            public var top: Double = 20
            // @field .number(.nonNegativeLength)
            /// Space at the texts' leading side.
            public var leading: Double = 25
            // @field .number(.nonNegativeLength)
            /// Space below the texts.
            public var bottom: Double = 25
            // @field .number(.nonNegativeLength)
            /// Space at the texts' trailing side.
            public var trailing: Double = 25

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input shadow
        /// The card's shadow; it changes no frame.
        public struct Shadow: Hashable, Sendable {
            // @field .bool
            /// Whether cards have a shadow.
            public var enabled: Bool = true
            // @field .dynamicColor
            /// The shadow's color.
            ///
            /// iOS systemGray2 (light), systemGray6 (dark).
            public var color: DynamicColor = DynamicColor(light: .rgb(0xAEAEB2), dark: .rgb(0x1C1C1E))
            // @field .number(.length)
            /// The shadow's horizontal offset (never mirrored).
            public var offsetX: Double = 0
            // @field .number(.length)
            /// The shadow's vertical offset.
            public var offsetY: Double = 2
            // @field .number(.nonNegativeLength)
            /// The shadow's blur radius.
            public var radius: Double = 3
            // @field .number(.closed(0, 1))
            /// The shadow's opacity.
            public var opacity: Double = 0.5

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input pin
        /// The square at a pinned card's top-trailing corner.
        public struct Pin: Hashable, Sendable {
            // @field .number(.positiveLength)
            /// The pin's side.
            public var size: Double = 20
            // @field .dynamicColor | note: the tint color
            /// The pin's color.
            public var color: DynamicColor?

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input unreadIndicator
        /// The bar across an unread card's bottom.
        public struct UnreadIndicator: Hashable, Sendable {
            // @field .number(.nonNegativeLength)
            /// The indicator's height; 0 hides it.
            public var height: Double = 8
            // @field .dynamicColor | note: the tint color
            /// The indicator's color.
            public var color: DynamicColor?

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input titleStyle
        // @variant descriptionStyle value: defaultDescription | The description's style: regular, footnote (13 pt at L), no line limit.
        /// The title's style: bold, callout (16 pt at L), no line limit.
        ///
        /// The style of the title or the description: one type whose two
        /// uses differ only in their defaults. The properties' own defaults
        /// are the title's (``defaultTitle``); ``defaultDescription`` holds
        /// the description's.
        public struct LabelStyle: Hashable, Sendable {
            // @field .integerChoice(FontWeights.allowed) | descriptionStyle = 400
            /// The font weight.
            ///
            /// 100, 200, ..., 900.
            public var weight: Int = 700
            // @field .choice(TextStyleName.self) | descriptionStyle = .footnote
            /// The iOS text style the size follows under Dynamic Type.
            public var textStyle: TextStyleName = .callout
            // @field .number(.positiveLength) | note: the text style's size at `L`
            /// The size at `L`.
            ///
            /// `nil` is the text style's size at L.
            public var size: Double?
            // @field .integer(0...100)
            /// The most lines shown, 0 meaning no limit; beyond it the text is truncated with an ellipsis.
            public var maxLines: Int = 0
            // @field .dynamicColor
            /// The text's color.
            ///
            /// iOS label color.
            public var color: DynamicColor = DynamicColor.label

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

            /// The title's default style: bold, callout (16 pt at L), no line limit.
            public static let defaultTitle = LabelStyle()
        }

        // @input domainStyle
        /// The domain's style: medium, footnote, one line, truncated.
        public struct DomainStyle: Hashable, Sendable {
            // @field .integerChoice(FontWeights.allowed)
            /// The font weight.
            public var weight: Int = 500
            // @field .choice(TextStyleName.self)
            /// The iOS text style the size follows under Dynamic Type.
            public var textStyle: TextStyleName = .footnote
            // @field .number(.positiveLength) | note: the text style's size at `L`
            /// The size at `L`.
            public var size: Double?
            // @field .dynamicColor | note: the tint color
            /// The domain's color.
            public var color: DynamicColor?

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input emptyState
        /// The message an empty feed shows (rule 7).
        public struct EmptyState: Hashable, Sendable {
            // @field .string | note: the SDK's message, in the locale's language
            /// The empty state's text.
            public var message: String?
            // @field .integerChoice(FontWeights.allowed)
            /// The font weight.
            public var weight: Int = 400
            // @field .choice(TextStyleName.self)
            /// The iOS text style the size follows under Dynamic Type.
            public var textStyle: TextStyleName = .body
            // @field .number(.positiveLength) | note: the text style's size at `L`
            /// The size at `L`.
            public var size: Double?
            // @field .dynamicColor
            /// The message's color.
            ///
            /// Black in light mode, white in dark.
            public var color: DynamicColor = DynamicColor.label

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }

        // @input classicImage
        /// The thumbnail of a classic card with an image.
        public struct ClassicImage: Hashable, Sendable {
            // @field .number(.positiveLength)
            /// The thumbnail's width.
            public var width: Double = 57.5
            // @field .number(.positiveLength)
            /// The thumbnail's height.
            public var height: Double = 57.5
            // @field .number(.nonNegativeLength)
            /// The thumbnail's corner radius.
            public var cornerRadius: Double = 3
            // @field .number(.nonNegativeLength)
            /// Space between the thumbnail and the texts.
            public var spacing: Double = 12

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }
    }
}

extension DynamicColor {
    /// iOS's label color: black in light, white in dark.
    @usableFromInline static let label = DynamicColor(light: .rgb(0x000000), dark: .rgb(0xFFFFFF))
}

extension RGBAColor {
    /// An opaque color written as 0xRRGGBB.
    @usableFromInline static func rgb(_ value: UInt32) -> RGBAColor {
        RGBAColor(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }
}

extension BrazeFeedInput {
    /// How the feed's cards look (`theme`): the Braze SDK's content-card
    /// cell attributes, with iOS's system colors as defaults.
    public struct Theme: Hashable, Sendable {
        /// The family of every text (a family of the font registry).
        public var font: String = "Inter"
        /// Whether texts follow the content size category (rule 7).
        public var dynamicTypeEnabled = true
        /// The space around each card (rule 3).
        public var margin = Margin()
        /// The space inside a card around its text.
        public var padding = Padding()
        /// The widest a card may be; `nil`: no limit.
        public var maxWidth: Double?
        /// iOS secondarySystemGroupedBackground.
        public var backgroundColor = DynamicColor(light: .rgb(0xFFFFFF), dark: .rgb(0x1C1C1E))
        /// iOS systemGray5.
        public var borderColor = DynamicColor(light: .rgb(0xE5E5EA), dark: .rgb(0x2C2C2E))
        /// 0: no border.
        public var borderWidth = 1.0
        public var cornerRadius = 3.0
        public var shadow = Shadow()
        /// iOS systemBlue: the pin, the unread indicator and the domain
        /// take it unless their own color is set.
        public var tintColor = DynamicColor(light: .rgb(0x007AFF), dark: .rgb(0x0A84FF))
        public var pin = Pin()
        public var unreadIndicator = UnreadIndicator()
        public var title = LabelStyle(weight: 700, textStyle: .callout)
        public var description = LabelStyle(weight: 400, textStyle: .footnote)
        public var domain = DomainStyle()
        /// The space between consecutive texts of a card.
        public var textSpacing = 8.0
        public var classicImage = ClassicImage()
        /// The placeholder behind every image (iOS tertiarySystemGroupedBackground).
        public var imageBackgroundColor = DynamicColor(light: .rgb(0xF2F2F7), dark: .rgb(0x2C2C2E))
        /// The feed's background (iOS systemGroupedBackground).
        public var feedBackgroundColor = DynamicColor(light: .rgb(0xF2F2F7), dark: .rgb(0x000000))
        public var emptyState = EmptyState()

        public init() {}

        /// Which insets the card margins add to (rule 3).
        public enum MarginGuide: String, Hashable, Sendable, CaseIterable {
            /// The system layout margins (16 below 414 points, else 20) plus
            /// the margins.
            case layoutMargins
            /// The margins alone, from the feed's edges.
            case edges
        }

        public struct Margin: Hashable, Sendable {
            public var guide: MarginGuide
            public var top: Double
            public var leading: Double
            public var bottom: Double
            public var trailing: Double

            public init(
                guide: MarginGuide = .layoutMargins, top: Double = 16, leading: Double = 0, bottom: Double = 16,
                trailing: Double = 0
            ) {
                self.guide = guide
                self.top = top
                self.leading = leading
                self.bottom = bottom
                self.trailing = trailing
            }
        }

        public struct Padding: Hashable, Sendable {
            public var top: Double
            public var leading: Double
            public var bottom: Double
            public var trailing: Double

            public init(top: Double = 20, leading: Double = 25, bottom: Double = 25, trailing: Double = 25) {
                self.top = top
                self.leading = leading
                self.bottom = bottom
                self.trailing = trailing
            }
        }

        /// The card's shadow; it changes no frame.
        public struct Shadow: Hashable, Sendable {
            public var enabled: Bool
            /// iOS systemGray2 (light), systemGray6 (dark).
            public var color: DynamicColor
            public var offsetX: Double
            public var offsetY: Double
            public var radius: Double
            /// 0...1.
            public var opacity: Double

            public init(
                enabled: Bool = true, color: DynamicColor = DynamicColor(light: .rgb(0xAEAEB2), dark: .rgb(0x1C1C1E)),
                offsetX: Double = 0, offsetY: Double = 2, radius: Double = 3, opacity: Double = 0.5
            ) {
                self.enabled = enabled
                self.color = color
                self.offsetX = offsetX
                self.offsetY = offsetY
                self.radius = radius
                self.opacity = opacity
            }
        }

        /// The square at a pinned card's top-trailing corner.
        public struct Pin: Hashable, Sendable {
            public var size: Double
            /// `nil`: the tint color.
            public var color: DynamicColor?

            public init(size: Double = 20, color: DynamicColor? = nil) {
                self.size = size
                self.color = color
            }
        }

        /// The bar across an unread card's bottom.
        public struct UnreadIndicator: Hashable, Sendable {
            /// 0: no bar.
            public var height: Double
            /// `nil`: the tint color.
            public var color: DynamicColor?

            public init(height: Double = 8, color: DynamicColor? = nil) {
                self.height = height
                self.color = color
            }
        }

        /// The title or the description.
        public struct LabelStyle: Hashable, Sendable {
            /// 100, 200, ..., 900.
            public var weight: Int
            /// The iOS text style whose size Dynamic Type scales it by.
            public var textStyle: TextStyleName
            /// `nil`: the text style's size at L.
            public var size: Double?
            /// 0...100; 0 shows every line.
            public var maxLines: Int
            /// iOS label color by default.
            public var color: DynamicColor

            public init(
                weight: Int, textStyle: TextStyleName, size: Double? = nil, maxLines: Int = 0,
                color: DynamicColor = .label
            ) {
                self.weight = weight
                self.textStyle = textStyle
                self.size = size
                self.maxLines = maxLines
                self.color = color
            }
        }

        /// The domain: one line, truncated.
        public struct DomainStyle: Hashable, Sendable {
            public var weight: Int
            public var textStyle: TextStyleName
            public var size: Double?
            /// `nil`: the tint color.
            public var color: DynamicColor?

            public init(
                weight: Int = 500, textStyle: TextStyleName = .footnote, size: Double? = nil,
                color: DynamicColor? = nil
            ) {
                self.weight = weight
                self.textStyle = textStyle
                self.size = size
                self.color = color
            }
        }

        /// The message an empty feed shows (rule 10).
        public struct EmptyState: Hashable, Sendable {
            /// `nil`: the SDK's message in the locale's language.
            public var message: String?
            public var weight: Int
            public var textStyle: TextStyleName
            public var size: Double?
            public var color: DynamicColor

            public init(
                message: String? = nil, weight: Int = 400, textStyle: TextStyleName = .body, size: Double? = nil,
                color: DynamicColor = .label
            ) {
                self.message = message
                self.weight = weight
                self.textStyle = textStyle
                self.size = size
                self.color = color
            }
        }

        /// The thumbnail of a classic card with an image.
        public struct ClassicImage: Hashable, Sendable {
            public var width: Double
            public var height: Double
            public var cornerRadius: Double
            /// Between the thumbnail and the text.
            public var spacing: Double

            public init(width: Double = 57.5, height: Double = 57.5, cornerRadius: Double = 3, spacing: Double = 12) {
                self.width = width
                self.height = height
                self.cornerRadius = cornerRadius
                self.spacing = spacing
            }
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

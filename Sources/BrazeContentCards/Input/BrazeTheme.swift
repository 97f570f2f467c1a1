import CardGeometryCore

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
        /// The card's corner radius, 0...10000 (default 3).
        public var cornerRadius = 3.0
        /// The card's shadow.
        public var shadow = Shadow()
        /// iOS systemBlue: the pin, the unread indicator and the domain
        /// take it unless their own color is set.
        public var tintColor = DynamicColor(light: .rgb(0x007AFF), dark: .rgb(0x0A84FF))
        /// The pin of pinned cards.
        public var pin = Pin()
        /// The bar across the bottom of unseen cards.
        public var unreadIndicator = UnreadIndicator()
        /// The title's style: bold, callout (16 pt at L), no line limit.
        public var title = LabelStyle(weight: 700, textStyle: .callout)
        /// The description's style: regular, footnote (13 pt at L), no line limit.
        public var description = LabelStyle(weight: 400, textStyle: .footnote)
        /// The domain's style: medium, footnote, one line, the tint color.
        public var domain = DomainStyle()
        /// The space between consecutive texts of a card.
        public var textSpacing = 8.0
        /// The thumbnail of a classic card with an image.
        public var classicImage = ClassicImage()
        /// The placeholder behind every image (iOS tertiarySystemGroupedBackground).
        public var imageBackgroundColor = DynamicColor(light: .rgb(0xF2F2F7), dark: .rgb(0x2C2C2E))
        /// The feed's background (iOS systemGroupedBackground).
        public var feedBackgroundColor = DynamicColor(light: .rgb(0xF2F2F7), dark: .rgb(0x000000))
        /// The message shown when no card is shown.
        public var emptyState = EmptyState()

        /// The default theme: the Braze SDK's cell attributes and iOS system colors.
        public init() {}

        /// Which insets the card margins add to (rule 3).
        public enum MarginGuide: String, Hashable, Sendable, CaseIterable {
            /// The system layout margins (16 below 414 points, else 20) plus
            /// the margins.
            case layoutMargins
            /// The margins alone, from the feed's edges.
            case edges
        }

        /// The space around each card (`theme.margin`).
        public struct Margin: Hashable, Sendable {
            /// Whether the side margins add to the system layout margin.
            public var guide: MarginGuide
            /// Space above the card, 0...10000 (default 16).
            public var top: Double
            /// Extra space at the card's leading side, 0...10000 (default 0).
            public var leading: Double
            /// Space below the card, 0...10000 (default 16).
            public var bottom: Double
            /// Extra space at the card's trailing side, 0...10000 (default 0).
            public var trailing: Double

            /// A margin; the defaults are a JSON input's.
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

        /// The space inside a card around its texts (`theme.padding`).
        public struct Padding: Hashable, Sendable {
            /// Space above the texts, 0...10000 (default 20).
            public var top: Double
            /// Space at the texts' leading side, 0...10000 (default 25).
            public var leading: Double
            /// Space below the texts, 0...10000 (default 25).
            public var bottom: Double
            /// Space at the texts' trailing side, 0...10000 (default 25).
            public var trailing: Double

            /// A padding; the defaults are a JSON input's.
            public init(top: Double = 20, leading: Double = 25, bottom: Double = 25, trailing: Double = 25) {
                self.top = top
                self.leading = leading
                self.bottom = bottom
                self.trailing = trailing
            }
        }

        /// The card's shadow; it changes no frame.
        public struct Shadow: Hashable, Sendable {
            /// Whether cards have a shadow (default true).
            public var enabled: Bool
            /// iOS systemGray2 (light), systemGray6 (dark).
            public var color: DynamicColor
            /// The horizontal offset, -10000...10000 (default 0; never mirrored).
            public var offsetX: Double
            /// The vertical offset, -10000...10000 (default 2).
            public var offsetY: Double
            /// The blur radius, 0...10000 (default 3).
            public var radius: Double
            /// 0...1.
            public var opacity: Double

            /// A shadow; the defaults are a JSON input's.
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
            /// The pin's side, > 0 and <= 10000 (default 20).
            public var size: Double
            /// `nil`: the tint color.
            public var color: DynamicColor?

            /// A pin style; a `nil` color is the tint color.
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

            /// An unread-indicator style; a `nil` color is the tint color.
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

            /// A title or description style; a `nil` size is the text style's size at L.
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
            /// The font weight, 100...900 in steps of 100 (default 500).
            public var weight: Int
            /// The iOS text style the size follows (default footnote).
            public var textStyle: TextStyleName
            /// The size at L; `nil` is the text style's own size.
            public var size: Double?
            /// `nil`: the tint color.
            public var color: DynamicColor?

            /// A domain style; a `nil` color is the tint color.
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
            /// The message's font weight (default 400).
            public var weight: Int
            /// The iOS text style the message's size follows (default body).
            public var textStyle: TextStyleName
            /// The message's size at L; `nil` is the text style's own size.
            public var size: Double?
            /// The message's color (default black in light mode, white in dark).
            public var color: DynamicColor

            /// An empty-state style; a `nil` message is the SDK's own, by locale.
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
            /// The thumbnail's width, > 0 and <= 10000 (default 57.5).
            public var width: Double
            /// The thumbnail's height, > 0 and <= 10000 (default 57.5).
            public var height: Double
            /// The thumbnail's corner radius, 0...10000 (default 3).
            public var cornerRadius: Double
            /// Between the thumbnail and the text.
            public var spacing: Double

            /// A thumbnail style; the defaults are a JSON input's.
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

import CardText

/// A declarative cell (`custom`): what the SDK's `StoryGroupViewFactory`
/// (`getSize`) and a `StoryGroupView` subclass describe. Its elements stack
/// top to bottom in a content area inside the padding.
public struct StoryGroupTemplate: Hashable, Sendable {
    public var sizing: Sizing
    /// The item's width, > 0.
    public var width: Double
    /// The item's height: required with `fixed`, ignored with `fit`.
    public var height: Double?
    public var padding: Insets
    /// Between consecutive shown elements.
    public var spacing: Double
    /// The item's corner radius.
    public var cornerRadius: Double
    /// `nil`: transparent.
    public var backgroundColor: DynamicColor?
    /// Non-empty; each type at most once.
    public var elements: [Element]

    public init(
        sizing: Sizing = .fixed, width: Double, height: Double? = nil, padding: Insets = Insets(),
        spacing: Double = 4, cornerRadius: Double = 0, backgroundColor: DynamicColor? = nil, elements: [Element]
    ) {
        self.sizing = sizing
        self.width = width
        self.height = height
        self.padding = padding
        self.spacing = spacing
        self.cornerRadius = cornerRadius
        self.backgroundColor = backgroundColor
        self.elements = elements
    }

    /// How tall an item is.
    public enum Sizing: String, Hashable, Sendable, CaseIterable {
        /// Every item is the template's size, as the SDK's `getSize`.
        case fixed
        /// Every item is as tall as its own content.
        case fit
    }

    /// Insets on the logical sides: leading is the right side in RTL.
    public struct Insets: Hashable, Sendable {
        public var top: Double
        public var leading: Double
        public var bottom: Double
        public var trailing: Double

        public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }
    }

    /// One part of the cell.
    public enum Element: Hashable, Sendable {
        case icon(Icon)
        case cover(Cover)
        case title(Title)

        /// The type's JSON name.
        public var typeName: String {
            switch self {
            case .icon: "icon"
            case .cover: "cover"
            case .title: "title"
            }
        }
    }

    /// The group's icon, at its own size.
    public struct Icon: Hashable, Sendable {
        /// `nil`: `theme.icon.width`, else 80.
        public var width: Double?
        /// `nil`: `theme.icon.height`, else 80.
        public var height: Double?
        /// `nil`: `theme.icon.cornerRadius`, else half the smaller side.
        public var cornerRadius: Double?
        /// Where the icon stands in the content width (start follows the
        /// layout direction).
        public var alignment: TextAlignment
        /// Whether the seen / not seen ring is drawn.
        public var border: Bool

        public init(
            width: Double? = nil, height: Double? = nil, cornerRadius: Double? = nil,
            alignment: TextAlignment = .center, border: Bool = true
        ) {
            self.width = width
            self.height = height
            self.cornerRadius = cornerRadius
            self.alignment = alignment
            self.border = border
        }
    }

    /// The group's cover, as wide as the content.
    public struct Cover: Hashable, Sendable {
        /// Width and height of the ratio, each 1...10000.
        public var aspectRatio: AspectRatio
        public var cornerRadius: Double
        public var border: Bool

        public init(aspectRatio: AspectRatio = AspectRatio(width: 3, height: 4), cornerRadius: Double = 8, border: Bool = false) {
            self.aspectRatio = aspectRatio
            self.cornerRadius = cornerRadius
            self.border = border
        }
    }

    /// A cover's `w:h`.
    public struct AspectRatio: Hashable, Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        public var description: String { "\(width):\(height)" }
    }

    /// The group's title. Every `nil` takes `theme.title`'s value.
    public struct Title: Hashable, Sendable {
        public var isVisible: Bool?
        public var font: String?
        public var fontWeight: Int?
        public var textSize: Double?
        public var lineHeight: Double?
        public var lines: Int?
        public var alignment: TextAlignment?
        public var textCase: TextCase?
        public var letterSpacing: Double?
        public var colorNotSeen: DynamicColor?
        public var colorSeen: DynamicColor?
        /// Around the text, inside the content area.
        public var padding: Insets

        public init(
            isVisible: Bool? = nil, font: String? = nil, fontWeight: Int? = nil, textSize: Double? = nil,
            lineHeight: Double? = nil, lines: Int? = nil, alignment: TextAlignment? = nil, textCase: TextCase? = nil,
            letterSpacing: Double? = nil, colorNotSeen: DynamicColor? = nil, colorSeen: DynamicColor? = nil,
            padding: Insets = Insets()
        ) {
            self.isVisible = isVisible
            self.font = font
            self.fontWeight = fontWeight
            self.textSize = textSize
            self.lineHeight = lineHeight
            self.lines = lines
            self.alignment = alignment
            self.textCase = textCase
            self.letterSpacing = letterSpacing
            self.colorNotSeen = colorNotSeen
            self.colorSeen = colorSeen
            self.padding = padding
        }
    }
}

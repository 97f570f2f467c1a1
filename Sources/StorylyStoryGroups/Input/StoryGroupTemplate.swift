import CardGeometryCore

import CardText

/// A declarative cell (`custom`): what the SDK's `StoryGroupViewFactory`
/// (`getSize`) and a `StoryGroupView` subclass describe. Its elements stack
/// top to bottom in a content area inside the padding.
public struct StoryGroupTemplate: Hashable, Sendable {
    /// Fixed size, or each item as tall as its content.
    public var sizing: Sizing
    /// The item's width, > 0.
    public var width: Double
    /// The item's height: required with `fixed`, ignored with `fit`.
    public var height: Double?
    /// Space inside the item around its elements.
    public var padding: Insets
    /// Between consecutive shown elements.
    public var spacing: Double
    /// The item's corner radius.
    public var cornerRadius: Double
    /// `nil`: transparent.
    public var backgroundColor: DynamicColor?
    /// Non-empty; each type at most once.
    public var elements: [Element]

    /// A template; `height` is required with fixed sizing.
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
        /// The top inset, 0...10000.
        public var top: Double
        /// The leading inset, 0...10000.
        public var leading: Double
        /// The bottom inset, 0...10000.
        public var bottom: Double
        /// The trailing inset, 0...10000.
        public var trailing: Double

        /// Insets of these sizes, 0 by default.
        public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }
    }

    /// One part of the cell.
    public enum Element: Hashable, Sendable {
        /// The group's icon, with its ring.
        case icon(Icon)
        /// The group's cover image, as wide as the content.
        case cover(Cover)
        /// The group's title.
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

        /// An icon element; `nil` values take the theme's icon.
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
        /// The cover's corner radius, 0...10000 (default 8).
        public var cornerRadius: Double
        /// Whether the cover has the ring (default false).
        public var border: Bool

        /// A cover element; the defaults are a JSON input's.
        public init(aspectRatio: AspectRatio = AspectRatio(width: 3, height: 4), cornerRadius: Double = 8, border: Bool = false) {
            self.aspectRatio = aspectRatio
            self.cornerRadius = cornerRadius
            self.border = border
        }
    }

    /// A cover's `w:h`.
    public struct AspectRatio: Hashable, Sendable, CustomStringConvertible {
        /// The width part, 1...10000.
        public var width: Int
        /// The height part, 1...10000.
        public var height: Int

        /// The ratio `width:height`.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        public var description: String { "\(width):\(height)" }
    }

    /// The group's title. Every `nil` takes `theme.title`'s value.
    public struct Title: Hashable, Sendable {
        /// Whether the title shows; `nil` takes the theme's.
        public var isVisible: Bool?
        /// The family; `nil` takes the theme's.
        public var font: String?
        /// The weight; `nil` takes the theme's.
        public var fontWeight: Int?
        /// The size at L; `nil` takes the theme's.
        public var textSize: Double?
        /// The line height; `nil` takes the theme's.
        public var lineHeight: Double?
        /// The most lines, 1...10; `nil` takes the theme's.
        public var lines: Int?
        /// The alignment; `nil` takes the theme's.
        public var alignment: TextAlignment?
        /// The case mapping; `nil` takes the theme's.
        public var textCase: TextCase?
        /// The letter spacing; `nil` takes the theme's.
        public var letterSpacing: Double?
        /// An unseen group's title color; `nil` takes the theme's.
        public var colorNotSeen: DynamicColor?
        /// A seen group's title color; `nil` takes the theme's.
        public var colorSeen: DynamicColor?
        /// Around the text, inside the content area.
        public var padding: Insets

        /// A title element; every `nil` value takes the theme's.
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

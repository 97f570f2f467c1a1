/// One thing a picture of a layout draws: the common shapes every kind is
/// made of, so that one renderer draws them all. Frames are the layout's
/// (absolute, snapped).
public enum LayoutShape: Hashable, Sendable {
    /// A filled or outlined rounded rectangle: a card, a sheet, a button,
    /// a bar, a feed's background.
    case surface(Surface)
    /// Where an image goes, drawn as a placeholder.
    case image(ImagePlaceholder)
    /// A text block, named by where the JSON writes it (`cards[0].title`).
    case text(name: String, block: TextBlockLayout)
    /// A small mark: a pin, an unread bar, a badge, a grab handle, a button
    /// glyph; `label` is drawn inside it when given.
    case badge(Badge)

    /// What the shape is: its output path (`cards[0].title`), as its
    /// picture's labels and ids name it.
    public var name: String {
        switch self {
        case .surface(let surface): surface.name
        case .image(let image): image.name
        case .text(let name, _): name
        case .badge(let badge): badge.name
        }
    }

    /// A rounded rectangle, filled, outlined or both.
    public struct Surface: Hashable, Sendable {
        /// Where it is drawn.
        public var frame: LayoutRect
        /// Its corner radius.
        public var cornerRadius: Double
        /// `nil`: not filled.
        public var fill: RGBAColor?
        /// Its outline, or `nil`.
        public var border: Border?
        /// Its shadow, or `nil`.
        public var shadow: Shadow?
        /// 0...1; below 1 while a part fades.
        public var opacity: Double
        /// What the surface is, for a picture's labels and ids (`card`, `cards[0]`).
        public var name: String

        /// A surface from its parts.
        public init(
            frame: LayoutRect, cornerRadius: Double = 0, fill: RGBAColor?, border: Border? = nil,
            shadow: Shadow? = nil, opacity: Double = 1, name: String
        ) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.fill = fill
            self.border = border
            self.shadow = shadow
            self.opacity = opacity
            self.name = name
        }
    }

    /// A stroke along a shape's edge, inside it; more than one color is a
    /// gradient from the first to the last (a story ring).
    public struct Border: Hashable, Sendable {
        /// The stroke's width, drawn inside the edge.
        public var width: Double
        /// One color, or a gradient's stops in order.
        public var colors: [RGBAColor]

        /// A stroke of this width and colors.
        public init(width: Double, colors: [RGBAColor]) {
            self.width = width
            self.colors = colors
        }
    }

    /// A drop shadow behind a surface.
    public struct Shadow: Hashable, Sendable {
        /// The shadow's color.
        public var color: RGBAColor
        /// Its horizontal offset.
        public var offsetX: Double
        /// Its vertical offset.
        public var offsetY: Double
        /// Its blur radius.
        public var radius: Double
        /// Its opacity, 0...1.
        public var opacity: Double

        /// A shadow from its parts.
        public init(color: RGBAColor, offsetX: Double, offsetY: Double, radius: Double, opacity: Double) {
            self.color = color
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.radius = radius
            self.opacity = opacity
        }
    }

    /// Where an image goes, drawn as a placeholder with a word in it.
    public struct ImagePlaceholder: Hashable, Sendable {
        /// Where it is drawn.
        public var frame: LayoutRect
        /// Its corner radius.
        public var cornerRadius: Double
        /// The placeholder's color, or `nil`.
        public var fill: RGBAColor?
        /// An outline (a story ring), or `nil`.
        public var border: Border?
        /// A word drawn in the placeholder (`image`, `video`, `map`).
        public var label: String
        /// What it is, for a picture's labels and ids.
        public var name: String

        /// A placeholder from its parts.
        public init(
            frame: LayoutRect, cornerRadius: Double = 0, fill: RGBAColor? = nil, border: Border? = nil,
            label: String = "image", name: String
        ) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.fill = fill
            self.border = border
            self.label = label
            self.name = name
        }
    }

    /// A small mark: a pin, an unread bar, a badge, a grab handle.
    public struct Badge: Hashable, Sendable {
        /// Where it is drawn.
        public var frame: LayoutRect
        /// Its corner radius.
        public var cornerRadius: Double
        /// Its color.
        public var fill: RGBAColor
        /// A short text drawn inside it, or `nil`.
        public var label: String?
        /// Its opacity, 0...1.
        public var opacity: Double
        /// What it is, for a picture's labels and ids.
        public var name: String

        /// A badge from its parts.
        public init(
            frame: LayoutRect, cornerRadius: Double = 0, fill: RGBAColor, label: String? = nil, opacity: Double = 1,
            name: String
        ) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.fill = fill
            self.label = label
            self.opacity = opacity
            self.name = name
        }
    }
}

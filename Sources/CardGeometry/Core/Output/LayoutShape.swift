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

    public struct Surface: Hashable, Sendable {
        public var frame: LayoutRect
        public var cornerRadius: Double
        /// `nil`: not filled.
        public var fill: RGBAColor?
        public var border: Border?
        public var shadow: Shadow?
        /// 0...1; below 1 while a part fades.
        public var opacity: Double
        /// What the surface is, for a picture's labels and ids (`card`, `cards[0]`).
        public var name: String

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
        public var width: Double
        public var colors: [RGBAColor]

        public init(width: Double, colors: [RGBAColor]) {
            self.width = width
            self.colors = colors
        }
    }

    public struct Shadow: Hashable, Sendable {
        public var color: RGBAColor
        public var offsetX: Double
        public var offsetY: Double
        public var radius: Double
        public var opacity: Double

        public init(color: RGBAColor, offsetX: Double, offsetY: Double, radius: Double, opacity: Double) {
            self.color = color
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.radius = radius
            self.opacity = opacity
        }
    }

    public struct ImagePlaceholder: Hashable, Sendable {
        public var frame: LayoutRect
        public var cornerRadius: Double
        public var fill: RGBAColor?
        public var border: Border?
        /// A word drawn in the placeholder (`image`, `video`, `map`).
        public var label: String
        public var name: String

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

    public struct Badge: Hashable, Sendable {
        public var frame: LayoutRect
        public var cornerRadius: Double
        public var fill: RGBAColor
        public var label: String?
        public var opacity: Double
        public var name: String

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

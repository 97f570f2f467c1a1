import CardText

/// Where everything of one card goes: the result of
/// ``CardLayoutEngine/layout(_:)``, written as JSON by ``jsonData(pretty:)``
/// (schema `card-layout/1`).
///
/// Frames are absolute points in the container (origin top-left, y down),
/// snapped to the display's pixel grid. Baselines and line widths are not
/// snapped.
public struct CardLayout: Hashable, Sendable {
    /// The schema name written in the JSON.
    public static let schema = "card-layout/1"
    /// The card kind written in the JSON.
    public static let storytellerKind = "storyteller"

    /// What kind of card this is (`storyteller`).
    public var kind: String
    /// The id of the card laid out, when it has one.
    public var cardId: String?
    /// The environment's width and the card's height.
    public var size: Size
    public var card: Surface
    public var media: Media
    /// The area below the media that holds the text (text below the media
    /// only); `nil` when there is none.
    public var textContainer: TextContainer?
    public var heading: Text?
    public var subheading: Text?
    public var button: Button?
    public var behavior: ReloadingBehavior
    /// What the input had that was ignored, as `path: message`.
    public var warnings: [String]

    public init(
        kind: String = CardLayout.storytellerKind, cardId: String?, size: Size, card: Surface, media: Media,
        textContainer: TextContainer?, heading: Text?, subheading: Text?, button: Button?,
        behavior: ReloadingBehavior, warnings: [String]
    ) {
        self.kind = kind
        self.cardId = cardId
        self.size = size
        self.card = card
        self.media = media
        self.textContainer = textContainer
        self.heading = heading
        self.subheading = subheading
        self.button = button
        self.behavior = behavior
        self.warnings = warnings
    }
}

extension CardLayout {
    /// A rectangle in points.
    public struct Rect: Hashable, Sendable, CustomStringConvertible {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        public var maxX: Double { x + width }
        public var maxY: Double { y + height }

        public var description: String {
            let number = JSONNumberFormat.threeDecimals
            return "(\(number(x)), \(number(y)), \(number(width)), \(number(height)))"
        }
    }

    /// A size in points.
    public struct Size: Hashable, Sendable {
        public var width: Double
        public var height: Double

        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// The card's own frame and rounding.
    public struct Surface: Hashable, Sendable {
        public var frame: Rect
        /// 0 when the card is not rounded.
        public var cornerRadius: Double

        public init(frame: Rect, cornerRadius: Double) {
            self.frame = frame
            self.cornerRadius = cornerRadius
        }
    }

    /// The background image or video.
    public struct Media: Hashable, Sendable {
        public var frame: Rect
        public var cornerRadius: Double
        public var type: MediaType

        public init(frame: Rect, cornerRadius: Double, type: MediaType) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.type = type
        }
    }

    /// The area below the media that holds the text.
    public struct TextContainer: Hashable, Sendable {
        public var frame: Rect
        /// `nil` when the container is not filled.
        public var backgroundColor: RGBAColor?

        public init(frame: Rect, backgroundColor: RGBAColor?) {
            self.frame = frame
            self.backgroundColor = backgroundColor
        }
    }

    /// The button and its label.
    public struct Button: Hashable, Sendable {
        public var frame: Rect
        public var cornerRadius: Double
        /// `nil` when the button is transparent.
        public var backgroundColor: RGBAColor?
        public var outlineColor: RGBAColor
        public var outlineWidth: Double
        public var label: Text

        public init(
            frame: Rect, cornerRadius: Double, backgroundColor: RGBAColor?, outlineColor: RGBAColor,
            outlineWidth: Double, label: Text
        ) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.backgroundColor = backgroundColor
            self.outlineColor = outlineColor
            self.outlineWidth = outlineWidth
            self.label = label
        }
    }

    /// A laid-out text: heading, subheading or button label.
    public struct Text: Hashable, Sendable {
        /// Spans the text area's width (the label area for a button label)
        /// and the lines' height.
        public var frame: Rect
        /// The text after text case.
        public var text: String
        public var color: RGBAColor
        public var alignment: TextAlignment
        public var font: Font
        /// Whether an ellipsis was applied.
        public var truncated: Bool
        /// Whether the font size used differs from the style's (after
        /// Dynamic Type).
        public var resized: Bool
        public var lines: [Line]

        public init(
            frame: Rect, text: String, color: RGBAColor, alignment: TextAlignment, font: Font, truncated: Bool,
            resized: Bool, lines: [Line]
        ) {
            self.frame = frame
            self.text = text
            self.color = color
            self.alignment = alignment
            self.font = font
            self.truncated = truncated
            self.resized = resized
            self.lines = lines
        }
    }

    /// The font a text asked for, at the size it was set in.
    public struct Font: Hashable, Sendable {
        public var family: String
        public var weight: Int
        /// The size used: after Dynamic Type and resizing.
        public var size: Double
        /// The file name of the style's own face.
        public var file: String

        public init(family: String, weight: Int, size: Double, file: String) {
            self.family = family
            self.weight = weight
            self.size = size
            self.file = file
        }
    }

    /// One line of a text.
    public struct Line: Hashable, Sendable {
        /// The line's text (a truncated line ends with the ellipsis).
        public var text: String
        /// The line's own width and box height, placed by alignment.
        public var frame: Rect
        /// The baseline's y, absolute and not snapped.
        public var baseline: Double
        /// The advance width without hanging whitespace, not snapped.
        public var width: Double
        /// Where the line is in the text's `text`, in UTF-16 code units.
        public var range: Range<Int>
        /// The file names of the faces the line used, in order of first use.
        public var fonts: [String]
        /// The glyphs for drawing, in visual order: x relative to
        /// `frame.x`, y to `baseline` (down). Empty unless the layout was made
        /// with `includesGlyphs` (``CardLayoutEngine/layout(_:includesGlyphs:)``);
        /// never written to JSON.
        public var glyphRuns: [GlyphRun]

        public init(
            text: String, frame: Rect, baseline: Double, width: Double, range: Range<Int>, fonts: [String],
            glyphRuns: [GlyphRun] = []
        ) {
            self.text = text
            self.frame = frame
            self.baseline = baseline
            self.width = width
            self.range = range
            self.fonts = fonts
            self.glyphRuns = glyphRuns
        }
    }
}

/// A measured block of text: its lines, placed in the available width.
///
/// Coordinates are points relative to the block's top-left corner: x grows
/// right, y grows down.
public struct TextBlock: Hashable, Sendable {
    /// The text after text case; line ranges index into it.
    public var text: String
    /// The font size used (differs from the style's size when resized).
    public var fontSize: Double
    /// The available width the block was laid out in.
    public var availableWidth: Double
    /// The widest line's width.
    public var width: Double
    /// The sum of the line box heights.
    public var height: Double
    /// Whether an ellipsis was applied.
    public var isTruncated: Bool
    /// Whether the font size used differs from the style's size.
    public var isResized: Bool
    /// The lines, in logical order.
    public var lines: [TextLine]
    /// The file name of the style's own (primary) face.
    public var primaryFontFile: String
    /// The file names of every face the lines used, in order of first use.
    public var fontFiles: [String]

    /// A block from its parts, as the measurer builds it.
    public init(
        text: String, fontSize: Double, availableWidth: Double, width: Double, height: Double,
        isTruncated: Bool, isResized: Bool, lines: [TextLine], primaryFontFile: String, fontFiles: [String]
    ) {
        self.text = text
        self.fontSize = fontSize
        self.availableWidth = availableWidth
        self.width = width
        self.height = height
        self.isTruncated = isTruncated
        self.isResized = isResized
        self.lines = lines
        self.primaryFontFile = primaryFontFile
        self.fontFiles = fontFiles
    }
}

/// One line of a ``TextBlock``.
public struct TextLine: Hashable, Sendable {
    /// The line's text in logical order, trailing whitespace included, break
    /// characters excluded; a truncated line ends with the ellipsis.
    public var text: String {
        get { lineText.string }
        set { lineText = LineText(newValue) }
    }
    /// The text, made when first read (``LineText``).
    package var lineText: LineText
    /// Start and end of the line in the block's text, in UTF-16 code units
    /// (break characters and the ellipsis not included).
    public var range: Range<Int>
    /// The left edge of the line's glyphs (after alignment).
    public var x: Double
    /// The top of the line box.
    public var top: Double
    /// The baseline's y.
    public var baseline: Double
    /// The advance width without hanging trailing whitespace.
    public var width: Double
    /// The line box height.
    public var height: Double
    /// The file names of the faces the line used, in order of first use.
    public var fontFiles: [String]
    /// The glyphs in visual order, when the request asked for them.
    public var glyphRuns: [GlyphRun]

    /// A line from its parts, as the measurer builds it.
    public init(
        text: String, range: Range<Int>, x: Double, top: Double, baseline: Double, width: Double,
        height: Double, fontFiles: [String], glyphRuns: [GlyphRun] = []
    ) {
        self.init(
            lineText: LineText(text), range: range, x: x, top: top, baseline: baseline, width: width, height: height,
            fontFiles: fontFiles, glyphRuns: glyphRuns)
    }

    /// A line whose text is made when first read.
    init(
        lineText: LineText, range: Range<Int>, x: Double, top: Double, baseline: Double, width: Double,
        height: Double, fontFiles: [String], glyphRuns: [GlyphRun] = []
    ) {
        self.lineText = lineText
        self.range = range
        self.x = x
        self.top = top
        self.baseline = baseline
        self.width = width
        self.height = height
        self.fontFiles = fontFiles
        self.glyphRuns = glyphRuns
    }
}

/// Glyphs of one face, positioned for drawing.
public struct GlyphRun: Hashable, Sendable {
    /// The face's file name (as in ``FontRegistry/outline(glyph:fontFile:)``).
    public var fontFile: String
    /// The font size the glyphs are drawn at.
    public var fontSize: Double
    /// The glyphs, each with its position.
    public var glyphs: [GlyphPlacement]

    /// A run of glyphs from one face at one size.
    public init(fontFile: String, fontSize: Double, glyphs: [GlyphPlacement]) {
        self.fontFile = fontFile
        self.fontSize = fontSize
        self.glyphs = glyphs
    }
}

/// A glyph's origin on the baseline, relative to the line's x and baseline
/// (y grows down).
public struct GlyphPlacement: Hashable, Sendable {
    /// The glyph's index in its face.
    public var glyph: UInt32
    /// The glyph origin's x, in the block's coordinates.
    public var x: Double
    /// The glyph origin's y (the baseline), in the block's coordinates.
    public var y: Double

    /// A glyph at this position.
    public init(glyph: UInt32, x: Double, y: Double) {
        self.glyph = glyph
        self.x = x
        self.y = y
    }
}

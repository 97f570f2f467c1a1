import CardText

/// A measured and placed text block, the shape every kind writes
/// (SharedConventions article, "Text blocks").
public struct TextBlockLayout: Hashable, Sendable {
    /// Spans the text area's width and the lines' height.
    public var frame: LayoutRect
    /// The text after text case.
    public var text: String
    /// The text's resolved color.
    public var color: RGBAColor
    /// How the lines are aligned in the block's frame.
    public var alignment: TextAlignment
    /// The family and weight asked for, the size used and the primary face's file.
    public var font: Font
    /// Whether an ellipsis was applied.
    public var truncated: Bool
    /// Whether the font size used differs from the style's (after
    /// Dynamic Type).
    public var resized: Bool
    /// The lines, in reading order.
    public var lines: [Line]

    /// A block from its parts.
    public init(
        frame: LayoutRect, text: String, color: RGBAColor, alignment: TextAlignment, font: Font, truncated: Bool,
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

    /// The font a text asked for, at the size it was set in.
    public struct Font: Hashable, Sendable {
        /// The family asked for.
        public var family: String
        /// The weight asked for.
        public var weight: Int
        /// The size used: after Dynamic Type and resizing.
        public var size: Double
        /// The file name of the style's own face.
        public var file: String

        /// A font description from its parts.
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
        public var text: String {
            get { lineText.string }
            set { lineText = LineText(newValue) }
        }
        /// The text, made when first read: a device matrix never reads it.
        package var lineText: LineText
        /// The line's own width and box height, placed by alignment.
        public var frame: LayoutRect
        /// The baseline's y, absolute and not snapped.
        public var baseline: Double
        /// The advance width without hanging whitespace, not snapped.
        public var width: Double
        /// Where the line is in the block's `text`, in UTF-16 code units.
        public var range: Range<Int>
        /// The file names of the faces the line used, in order of first use.
        public var fonts: [String]
        /// The glyphs for drawing, in visual order: x relative to
        /// `frame.x`, y to `baseline` (down). Empty unless the layout was made
        /// with glyphs (`includesGlyphs: true`); never written to JSON.
        public var glyphRuns: [GlyphRun]

        /// A line from its parts.
        public init(
            text: String, frame: LayoutRect, baseline: Double, width: Double, range: Range<Int>, fonts: [String],
            glyphRuns: [GlyphRun] = []
        ) {
            self.init(
                lineText: LineText(text), frame: frame, baseline: baseline, width: width, range: range, fonts: fonts,
                glyphRuns: glyphRuns)
        }

        /// A line whose text is made when first read.
        package init(
            lineText: LineText, frame: LayoutRect, baseline: Double, width: Double, range: Range<Int>,
            fonts: [String], glyphRuns: [GlyphRun] = []
        ) {
            self.lineText = lineText
            self.frame = frame
            self.baseline = baseline
            self.width = width
            self.range = range
            self.fonts = fonts
            self.glyphRuns = glyphRuns
        }
    }
}

extension TextBlockLayout: JSONWritable {
    /// The block as every kind writes it (SharedConventions article, "Text
    /// blocks").
    public var jsonValue: JSONValue { writtenJSON }

    /// Writes the block as every kind writes it, each line as it comes: a
    /// block of a long text has hundreds of thousands.
    @inlinable
    package func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        // Member by member, with no tree per font, line or frame: a block of
        // a long text has hundreds of thousands of lines, and a golden check
        // writes every layout it compares.
        sink.beginObject()
        sink.member("frame", frame)
        sink.member("text", text)
        sink.member("color", color)
        sink.member("alignment", alignment.rawValue)
        sink.object("font") { sink in
            sink.member("family", font.family)
            sink.member("weight", font.weight)
            sink.member("size", font.size)
            sink.member("file", font.file)
        }
        sink.member("truncated", truncated)
        sink.member("resized", resized)
        sink.array("lines", lines) { sink, line in
            sink.beginObject()
            sink.member("text", line.text)
            sink.member("frame", line.frame)
            sink.member("baseline", line.baseline)
            sink.member("width", line.width)
            sink.key("range")
            sink.beginArray()
            sink.number(Double(line.range.lowerBound))
            sink.number(Double(line.range.upperBound))
            sink.endArray()
            sink.array("fonts", line.fonts) { sink, file in sink.string(file) }
            sink.endObject()
        }
        sink.endObject()
    }
}

extension Optional where Wrapped == TextBlockLayout {
    /// Writes the block, or `null`.
    @inlinable
    package func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        if let block = self { block.writeJSON(to: &sink) } else { sink.null() }
    }
}

extension JSONSink {
    /// A member whose value is a text block, or `null`.
    @inlinable
    package mutating func member(_ key: StaticString, _ block: TextBlockLayout?) {
        self.key(key)
        block.writeJSON(to: &self)
    }
}

/// An optional text block, written as the block or `null`.
extension Optional where Wrapped == TextBlockLayout {
    /// The block, or `null`.
    public var jsonValue: JSONValue { map(\.jsonValue) ?? .null }
}

/// An optional color, written as `#RRGGBBAA` or `null`.
extension Optional where Wrapped == RGBAColor {
    /// `#RRGGBBAA`, or `null`.
    public var jsonValue: JSONValue { map { .string($0.hex) } ?? .null }
}

/// An optional frame, written as the frame or `null`.
extension Optional where Wrapped == LayoutRect {
    /// The frame, or `null`.
    public var jsonValue: JSONValue { map(\.jsonValue) ?? .null }
}

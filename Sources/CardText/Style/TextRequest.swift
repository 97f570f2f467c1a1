/// Everything that determines one measured text block.
public struct TextRequest: Hashable, Sendable {
    /// The text, before text case is applied.
    public var text: String
    /// The font, size, line height, letter spacing and case.
    public var style: TextStyle
    /// The available width in points: finite and at least 0.
    public var width: Double
    /// The most lines shown; `nil` for no limit.
    public var maxLines: Int?
    /// What to do when the text needs more than ``maxLines`` lines.
    public var fitting: TextFitting
    /// Where lines stand in the width.
    public var alignment: TextAlignment
    /// The environment's direction: it decides alignment, and the base
    /// direction of paragraphs that have no strong character.
    public var direction: LayoutDirection
    /// A BCP 47 language tag, used for line breaking and shaping.
    public var locale: String
    /// Whether each line carries its positioned glyphs (for drawing).
    public var includesGlyphs: Bool
    /// The most the lines may add up to, in points; `nil` for no bound. A
    /// block higher than this is not laid out: lines are set only until
    /// they pass it, and then ``TextMeasurer/measure(_:)`` throws
    /// ``TextError/tooHigh(lines:height:maximum:textLength:)``, so that the
    /// cost of a long text with no line limit follows the bound, not the
    /// text. It decides nothing else: a block within it is the one the
    /// request without it gives.
    public var maximumHeight: Double?

    /// A request; by default unlimited lines, truncating, start-aligned, left-to-right, English.
    public init(
        text: String,
        style: TextStyle,
        width: Double,
        maxLines: Int? = nil,
        fitting: TextFitting = .truncate,
        alignment: TextAlignment = .start,
        direction: LayoutDirection = .ltr,
        locale: String = "en",
        includesGlyphs: Bool = false,
        maximumHeight: Double? = nil
    ) {
        self.text = text
        self.style = style
        self.width = width
        self.maxLines = maxLines
        self.fitting = fitting
        self.alignment = alignment
        self.direction = direction
        self.locale = locale
        self.includesGlyphs = includesGlyphs
        self.maximumHeight = maximumHeight
    }
}

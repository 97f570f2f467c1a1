import Foundation

/// Measures text: lines, their positions and the size used, by the rules of
/// text.md. Create one and share it: it is immutable apart from its caches,
/// and safe to call from many threads at once.
///
/// Paragraphs are shaped once (at 1 pt) and cached; so are whole results,
/// so measuring the same text again costs a lookup. Both caches are bounded.
public final class TextMeasurer: Sendable {
    public let fonts: FontRegistry

    private let paragraphs: BoundedCache<ParagraphKey, ShapedParagraph>
    private let blocks: BoundedCache<BlockKey, TextBlock>

    /// - Parameter cacheCapacity: about how many measured blocks, and how
    ///   many paragraphs (a paragraph counting 1 per 256 UTF-16 units), each
    ///   cache keeps.
    public init(fonts: FontRegistry, cacheCapacity: Int = 4096) {
        self.fonts = fonts
        self.paragraphs = BoundedCache(capacity: cacheCapacity)
        self.blocks = BoundedCache(capacity: cacheCapacity)
    }

    /// Measures `request`. Throws ``TextError`` for an unknown family or a
    /// value out of range (a NaN size, a negative width, …).
    public func measure(_ request: TextRequest) throws(TextError) -> TextBlock {
        let blockKey = BlockKey(request)
        if let cached = blocks.value(for: blockKey) { return cached }
        try Self.validate(request)
        let primary = try fonts.face(family: request.style.family, weight: request.style.weight)
        let shaper = Shaper(locale: request.locale)

        let text = Self.applyCase(request.style.textCase, to: request.text)
        let units = Array(text.utf16)
        var laidOut: [TextLayout.Paragraph] = []
        for range in Paragraphs.ranges(in: units) {
            let key = ParagraphKey(
                units: range.count == units.count ? units : Array(units[range]), primary: ObjectIdentifier(primary),
                weight: request.style.weight, locale: request.locale, fallbackRTL: request.direction == .rtl)
            let shaped: ShapedParagraph
            if let cached = paragraphs.value(for: key) {
                shaped = cached
            } else {
                let selection = FontSelection(
                    chain: fonts.fallbackChain(primary: primary, weight: request.style.weight),
                    emoji: fonts.emojiFace(weight: request.style.weight))
                shaped = try ShapedParagraph(
                    units: key.units, selection: selection, locale: request.locale, fallbackRTL: key.fallbackRTL,
                    shaper: shaper)
                paragraphs.insert(shaped, for: key, cost: 1 + key.units.count / 256)
            }
            laidOut.append(TextLayout.Paragraph(offset: range.lowerBound, shaped: shaped))
        }
        let block = TextLayout(request: request, text: text, paragraphs: laidOut, primary: primary, shaper: shaper)
            .layout()
        try Self.checkFinite(block, request)
        blocks.insert(block, for: blockKey, cost: 1 + request.text.utf8.count / 1024)
        return block
    }

    /// The line box height of `family` at `weight` and `size` when the style
    /// sets no line height: ascent + descent + line gap of its face.
    public func naturalLineHeight(family: String, weight: Int, size: Double) throws(TextError) -> Double {
        let face = try fonts.face(family: family, weight: weight)
        return (face.ascender + face.descender + face.lineGap) * size / face.unitsPerEm
    }

    /// The file name of the face `family` at `weight` resolves to.
    public func fontFile(family: String, weight: Int) throws(TextError) -> String {
        try fonts.face(family: family, weight: weight).fileName
    }

    /// Empties both caches.
    public func removeCachedResults() {
        paragraphs.removeAll()
        blocks.removeAll()
    }

    static func applyCase(_ textCase: TextCase, to text: String) -> String {
        switch textCase {
        case .default: text
        case .upper: text.uppercased()
        // Foundation's non-localized mapping applies the Final_Sigma context
        // ("ΟΔΟΣ" -> "οδος"); the standard library's lowercased() does not.
        case .lower: text.lowercased(with: nil)
        }
    }

    /// The largest font size a request may ask for, in points.
    public static let maximumSize = 10_000.0

    /// Finite values can still add up past the largest `Double` (a line
    /// height of 1e308 on two lines, a letter spacing of 1e308 on two
    /// clusters): such a request is an error naming the value, never a block
    /// with infinite or NaN measures.
    private static func checkFinite(_ block: TextBlock, _ request: TextRequest) throws(TextError) {
        var vertical = block.height.isFinite
        var horizontal = block.width.isFinite
        for line in block.lines {
            vertical = vertical && line.top.isFinite && line.baseline.isFinite && line.height.isFinite
            horizontal = horizontal && line.x.isFinite && line.width.isFinite
            for run in line.glyphRuns {
                for glyph in run.glyphs {
                    horizontal = horizontal && glyph.x.isFinite
                    vertical = vertical && glyph.y.isFinite
                }
            }
        }
        let style = request.style
        if !vertical {
            throw .invalidValue(
                name: "lineHeight", value: style.lineHeight.map { "\($0)" } ?? "nil",
                allowed: "a line height whose lines add up to a finite height")
        }
        if !horizontal {
            throw .invalidValue(
                name: "letterSpacing", value: "\(style.letterSpacing)",
                allowed: "a letter spacing whose lines have a finite width and position")
        }
    }

    private static func validate(_ request: TextRequest) throws(TextError) {
        let style = request.style
        guard request.width.isFinite, request.width >= 0 else {
            throw .invalidValue(name: "width", value: "\(request.width)", allowed: "a finite number >= 0")
        }
        // The resize scan tries every half point down to half the size: an
        // unbounded size would make it run (and allocate) for ever.
        guard style.size.isFinite, style.size > 0, style.size <= maximumSize else {
            throw .invalidValue(name: "size", value: "\(style.size)", allowed: "a number > 0 and <= \(Int(maximumSize))")
        }
        if let lineHeight = style.lineHeight, !(lineHeight.isFinite && lineHeight >= 0) {
            throw .invalidValue(name: "lineHeight", value: "\(lineHeight)", allowed: "a finite number >= 0")
        }
        guard style.letterSpacing.isFinite else {
            throw .invalidValue(name: "letterSpacing", value: "\(style.letterSpacing)", allowed: "a finite number")
        }
        guard FontWeight.isValid(style.weight) else {
            throw .invalidValue(name: "weight", value: "\(style.weight)", allowed: "100 to 900 in steps of 100")
        }
        if let maxLines = request.maxLines, maxLines < 1 {
            throw .invalidValue(name: "maxLines", value: "\(maxLines)", allowed: "at least 1, or nil for no limit")
        }
    }
}

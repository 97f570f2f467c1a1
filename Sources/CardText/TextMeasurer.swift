import Foundation

/// Measures text: lines, their positions and the size used, by the rules of
/// the LinesAndFitting and FontsAndFallback articles. Create one and share it:
/// it is immutable apart from its caches, and safe to call from many threads at
/// once.
///
/// Paragraphs are shaped once (at 1 pt) and cached; so are whole results,
/// so measuring the same text again costs a lookup. Both caches are bounded.
public final class TextMeasurer: Sendable {
    /// The fonts it measures with.
    public let fonts: FontRegistry

    private let paragraphs: BoundedCache<ParagraphKey, ShapedParagraph>
    private let paragraphCapacity: Int
    private let blocks: BoundedCache<BlockKey, TextBlock>
    /// Shapers kept between measurements.
    private let shapers = ShaperPool()
    private let firstWindow: Int?
    private let windowedLength: Int
    private let continuedWindow: Int
    /// Whether a long text is refused from its words' shaped widths before
    /// any line is set (``ShapedWidthBound``); off only to test that it
    /// gives what setting the lines gives.
    private let refusesByShapedWidth: Bool
    /// Whether a text laid out left to right in both directions is broken
    /// into lines once for both (``measure(_:keepingParagraphsIn:)``); off
    /// only to test that it gives what breaking it again gives.
    private let sharesDirections: Bool

    /// A measurer over `fonts`, with caches of measured blocks and shaped
    /// paragraphs.
    ///
    /// - Parameters:
    ///   - fonts: the fonts text is set in.
    ///   - cacheCapacity: about how many measured blocks, and how
    ///     many paragraphs (a paragraph counting 1 per 256 UTF-16 units), each
    ///     cache keeps.
    public convenience init(fonts: FontRegistry, cacheCapacity: Int = 4096) {
        self.init(fonts: fonts, cacheCapacity: cacheCapacity, firstWindow: Self.defaultFirstWindow)
    }

    /// - Parameters:
    ///   - firstWindow: the first window's length in UTF-16 units, or `nil`
    ///     to analyse every paragraph whole (what windows must equal).
    ///   - windowedLength: paragraphs up to this long are analysed whole.
    ///   - continuedWindow: the longest window of the rest of a paragraph
    ///     whose first lines were kept (``TextLayout/continuation()``).
    ///   - refusesByShapedWidth: whether a long text that must pass the
    ///     maximum height is refused from its shaped width (``ShapedWidthBound``).
    ///   - sharesDirections: whether a text laid out left to right in both
    ///     directions is broken into lines once for both.
    init(
        fonts: FontRegistry, cacheCapacity: Int = 4096, firstWindow: Int?,
        windowedLength: Int = TextMeasurer.defaultWindowedLength,
        continuedWindow: Int = TextMeasurer.widestContinuedWindow, refusesByShapedWidth: Bool = true,
        sharesDirections: Bool = true
    ) {
        self.continuedWindow = continuedWindow
        self.refusesByShapedWidth = refusesByShapedWidth
        self.sharesDirections = sharesDirections
        self.fonts = fonts
        self.paragraphs = BoundedCache(capacity: cacheCapacity)
        self.paragraphCapacity = cacheCapacity
        self.blocks = BoundedCache(capacity: cacheCapacity, firstCapacity: Self.firstBlockCapacity)
        self.firstWindow = firstWindow
        self.windowedLength = windowedLength
    }

    /// Measures `request`. Throws ``TextError`` for an unknown family or a
    /// value out of range (a NaN size, a negative width, …).
    ///
    /// With a line limit, the cost follows the text shown, not the text
    /// given: only the paragraphs the limit can reach are read, and a long
    /// paragraph is analysed and shaped in a window (its first units) that
    /// grows until the lines it shows and the proof that more text follows
    /// lie inside what the window settles (`ShapedParagraph.reliableCount`).
    /// The result is the one the whole paragraphs give.
    public func measure(_ request: TextRequest) throws(TextError) -> TextBlock {
        try measure(request, keepingParagraphsIn: nil)
    }

    /// ``measure(_:)`` as one measurement of a run of layouts: the
    /// paragraphs it reads come from `pins`, or are shaped (or taken from
    /// the cache) and kept there for the rest of the run.
    package func measure(_ request: TextRequest, keepingParagraphsIn pins: ParagraphPins?) throws(TextError)
        -> TextBlock
    {
        // One paragraph that the bidi step reads as left to right whatever
        // the direction (``TextSegmentation/isLeftToRightInEitherDirection(_:)``)
        // breaks into the same lines, shaped the same, in both directions:
        // only where the lines stand differs. So a right-to-left environment
        // takes the left-to-right block, its lines aligned again. In a batch
        // (`pins`), where each text is measured once per width and size, it
        // goes straight to the left-to-right block and is not cached itself,
        // which spares a key, a lookup and an entry per request; alone, its
        // own block is cached, and found again with one lookup.
        let mayTakeLeftToRight = request.direction == .rtl && sharesDirections
        if mayTakeLeftToRight, pins != nil, TextSegmentation.isLeftToRightInEitherDirection(request.text) {
            return try Self.realigned(measure(Self.leftToRight(request), keepingParagraphsIn: pins), for: request)
        }
        let isCachedLength = request.text.utf8.count <= Self.longestCachedText
        // In a run, a block measured before is found by its text's storage
        // (``RunBlocks``), without hashing the text; the measurer's cache
        // is asked only the first time, so that a warm engine still finds
        // what an earlier run measured.
        let runText = isCachedLength && pins != nil ? StringIdentity(request.text) : nil
        if let pins, let runText, let kept = pins.block(for: request, text: runText) {
            try Self.checkHeight(kept, request)
            return kept
        }
        // Hashing a long text costs more than laying out what it shows.
        let blockKey = isCachedLength ? BlockKey(request) : nil
        if let blockKey, let cached = blocks.value(for: blockKey) {
            if let pins, let runText { pins.keep(cached, for: request, text: runText) }
            try Self.checkHeight(cached, request)
            return cached
        }
        if mayTakeLeftToRight, pins == nil, TextSegmentation.isLeftToRightInEitherDirection(request.text) {
            let block = try Self.realigned(measure(Self.leftToRight(request), keepingParagraphsIn: nil), for: request)
            if let blockKey { blocks.insert(block, for: blockKey, cost: 1 + request.text.utf8.count / 1024) }
            return block
        }
        try Self.validate(request)
        let primary = try fonts.face(family: request.style.family, weight: request.style.weight)
        let shaper = shapers.take(locale: request.locale)
        defer { shapers.giveBack(shaper) }

        // In a run, each text's cased string and UTF-16 units are made once
        // (``RunTexts``), not once per width and size.
        let runTextCase = runText.map { (identity: $0, textCase: request.style.textCase) }
        let text: String
        var source: TextSource
        if let pins, let runTextCase {
            let kept = pins.text(runTextCase.identity, runTextCase.textCase, of: request.text)
            text = kept.cased
            source = TextSource(decoded: kept.units)
        } else {
            text = Self.applyCase(request.style.textCase, to: request.text)
            source = TextSource(text)
        }
        // The most lines the layout can set: the limit, or in truncate mode
        // the lines that pass the maximum height at the style's size.
        let lineHeight = LineBox(style: request.style, face: primary, fontSize: request.style.size).height
        let passing =
            request.fitting == .truncate ? TextLayout.linesPassing(request.maximumHeight, lineHeight: lineHeight) : nil
        let lineLimit = TextLayout.fewer(request.maxLines, passing)
        // A text whose words alone fill more lines than the bound allows is
        // refused before any line is set: the layout would set that many
        // lines and throw this error (``ShapedWidthBound``).
        if refusesByShapedWidth, let passing, passing <= request.maxLines ?? Int.max,
            ShapedWidthBound.needsAtLeast(passing, text: text, request: request, primary: primary, shaper: shaper)
        {
            throw TextError.tooHigh(
                lines: passing, height: Double(passing) * lineHeight, maximum: request.maximumHeight ?? .infinity,
                textLength: text.utf16.count)
        }
        var window = firstWindow ?? Int.max
        var block: TextBlock
        // Lines kept from windows already dropped, and where the paragraph
        // they were set from goes on (``TextLayout/continuation()``).
        var kept = KeptLines()
        var resume: Resume?
        var hasNoRightToLeft: [Int: Bool] = [:]
        // Whether every paragraph is at level 0 whatever it holds (no
        // right-to-left character or bidi control, a left-to-right
        // fallback): windows then settle in text with no letter too.
        var isLeftToRightThroughout: Bool?
        while true {
            var laidOut: [TextLayout.Paragraph] = []
            var start: Int? = resume?.unit ?? (source.isEmpty ? nil : 0)
            // Each paragraph shows at least one line: past the limit, only
            // whether a paragraph follows matters.
            while let paragraphStart = start, lineLimit.map({ kept.lines.count + laidOut.count <= $0 }) ?? true {
                // Paragraphs up to `windowedLength` units are analysed whole
                // (and cached); a longer one starts with a short window.
                let paragraph = source.paragraph(
                    from: paragraphStart, within: lineLimit == nil || firstWindow == nil ? nil : window,
                    unlessWithin: windowedLength)
                let continued = laidOut.isEmpty ? resume : nil
                if !paragraph.isComplete, isLeftToRightThroughout == nil {
                    isLeftToRightThroughout =
                        request.direction == .ltr && !TextSegmentation.mayBeRightToLeft(utf8: text)
                }
                let shaped = try shapedParagraph(
                    source.units[paragraph.range],
                    isComplete: paragraph.isComplete, request: request, primary: primary, shaper: shaper,
                    advanceBase: continued?.advanceBase, isLeftToRightThroughout: isLeftToRightThroughout ?? false,
                    pins: pins, runText: runTextCase)
                laidOut.append(TextLayout.Paragraph(offset: paragraphStart, shaped: shaped))
                start = paragraph.next
            }
            let layout = TextLayout(
                request: request, text: text, paragraphs: laidOut, primary: primary, shaper: shaper,
                linesBefore: kept.lines.count)
            do {
                switch try layout.layout() {
                case .block(let laidOutBlock): block = kept.completed(by: laidOutBlock)
                case .tooHigh(let lines, let height):
                    throw TextError.tooHigh(
                        lines: lines, height: height, maximum: request.maximumHeight ?? .infinity,
                        textLength: text.utf16.count)
                }
                break
            } catch is WindowExhausted {
                // Lines that no longer depend on the window are kept, and
                // the rest of its paragraph is read in a window of its own,
                // when the whole paragraph allows it.
                if let last = laidOut.last, !last.shaped.isComplete {
                    let paragraphStart = laidOut.count == 1 ? resume?.paragraphStart ?? last.offset : last.offset
                    let allowed = hasNoRightToLeft[paragraphStart] ?? {
                        // A scan of the text's UTF-8 answers for every
                        // paragraph at once, without decoding the rest.
                        if !TextSegmentation.mayBeRightToLeft(utf8: text) { return true }
                        let range = source.paragraph(from: paragraphStart, within: nil).range
                        return !source.units[range].contains(where: TextSegmentation.mayBeRightToLeft)
                    }()
                    hasNoRightToLeft[paragraphStart] = allowed
                    if allowed, let continuation = layout.continuation() {
                        kept.append(continuation.lines)
                        let shaped = last.shaped
                        let unit = last.offset + Int(shaped.clusterStarts[continuation.restart])
                        resume = Resume(
                            paragraphStart: paragraphStart, unit: unit,
                            advanceBase: shaped.advanceSums[continuation.restart])
                        // Enough for the lines still needed at the rate so
                        // far, at most the widest continued window.
                        let estimate = lineLimit.flatMap { layout.progress?.window(for: $0) }.map { $0 - unit }
                        window = min(continuedWindow, max(window, estimate ?? 0))
                        continue
                    }
                }
                window = Self.nextWindow(after: window, paragraphs: laidOut)
                // Enough for the lines still needed, at the rate so far.
                if window < Int.max, let lineLimit, let estimate = layout.progress?.window(for: lineLimit) {
                    window = max(window, estimate - (resume?.unit ?? 0))
                }
            } catch let error as TextError {
                throw error
            } catch {
                preconditionFailure("unexpected \(error)")
            }
        }
        try Self.checkFinite(block, request)
        // The key is moved into the cache, not copied.
        if let blockKey = consume blockKey {
            blocks.insert(block, for: blockKey, cost: 1 + request.text.utf8.count / 1024)
        }
        if let pins, let runText { pins.keep(block, for: request, text: runText) }
        try Self.checkHeight(block, request)
        return block
    }

    /// The window to try after `window` was too short for `paragraphs`:
    /// twice as long. Past ``widestWindow`` only while every window settled
    /// at least half its units (the layout needs more lines than it holds):
    /// text that has not settled by then is unlikely to, and is laid out
    /// whole.
    static func nextWindow(after window: Int, paragraphs: [TextLayout.Paragraph]) -> Int {
        guard window < Int.max / 4 else { return Int.max }
        if window < widestWindow { return window * 2 }
        let settles = paragraphs.allSatisfy { paragraph in
            let shaped = paragraph.shaped
            return shaped.isComplete || Int(shaped.clusterStarts[shaped.reliableCount]) >= window / 2
        }
        return settles ? window * 2 : Int.max
    }

    /// Throws ``TextError/tooHigh(lines:height:maximum:textLength:)`` when
    /// `block` (from the cache, or a final check) passes the request's
    /// maximum height, with the lines that passed it.
    /// `request` set left to right.
    private static func leftToRight(_ request: TextRequest) -> TextRequest {
        var leftToRight = request
        leftToRight.direction = .ltr
        return leftToRight
    }

    /// `block`, measured left to right, with its lines aligned for
    /// `request`'s direction.
    private static func realigned(_ block: TextBlock, for request: TextRequest) -> TextBlock {
        var block = block
        for index in block.lines.indices {
            block.lines[index].x = TextLayout.alignedX(
                width: block.lines[index].width, in: request.width, alignment: request.alignment,
                direction: request.direction)
        }
        return block
    }

    private static func checkHeight(_ block: TextBlock, _ request: TextRequest) throws(TextError) {
        guard let maximum = request.maximumHeight, block.height > maximum else { return }
        let lineHeight = block.lines.first?.height ?? 0
        let lines = min(TextLayout.linesPassing(maximum, lineHeight: lineHeight) ?? block.lines.count, block.lines.count)
        throw .tooHigh(
            lines: lines, height: Double(lines) * lineHeight, maximum: maximum, textLength: block.text.utf16.count)
    }

    /// The blocks the block cache makes room for on its first insert: a
    /// device matrix of a card with three texts measures 360, which
    /// otherwise grow the cache's table eight times.
    static let firstBlockCapacity = 384

    /// The longest text (in UTF-8 bytes) whose blocks are cached.
    static let longestCachedText = 16_384
    /// With a line limit, a paragraph longer than this (in UTF-16 units) is
    /// analysed in windows; a shorter one whole, which the paragraph cache
    /// keeps and the resize scan bisects.
    static let defaultWindowedLength = 4096
    /// The first window's length: then twice as long each time the window
    /// does not settle enough. Two lines of a heading (about 130
    /// characters) and the window's margin fit in it.
    static let defaultFirstWindow = 256
    /// The longest window tried before the paragraphs are laid out whole.
    static let widestWindow = 65_536
    /// The longest window of the rest of a continued paragraph
    /// (``TextLayout/continuation()``): what one window's analysis holds.
    static let widestContinuedWindow = 1 << 17

    /// Where the layout goes on after lines were kept: the start of the
    /// paragraph they came from, the unit its rest starts at, and the sum
    /// of advances its analysis had there.
    private struct Resume {
        var paragraphStart: Int
        var unit: Int
        var advanceBase: Double
    }

    /// The paragraph `units`, shaped, from the cache when it is whole; a
    /// window of a paragraph is not cached (its analysis is trusted for
    /// this text only), nor is the rest of a paragraph continued at
    /// `advanceBase` (its sums start there).
    private func shapedParagraph(
        _ units: ArraySlice<UInt16>, isComplete: Bool, request: TextRequest, primary: FontFace, shaper: Shaper,
        advanceBase: Double? = nil, isLeftToRightThroughout: Bool = false, pins: ParagraphPins? = nil,
        runText: (identity: StringIdentity, textCase: TextCase)? = nil
    ) throws(TextError) -> ShapedParagraph {
        // Made only to shape: a cached paragraph needs no fallback chain.
        var selection: FontSelection {
            FontSelection(
                chain: fonts.fallbackChain(primary: primary, weight: request.style.weight),
                emoji: fonts.emojiFace(weight: request.style.weight))
        }
        guard isComplete, advanceBase == nil else {
            return try ShapedParagraph(
                units: Array(units), selection: selection, locale: request.locale,
                fallbackRTL: request.direction == .rtl, shaper: shaper, isComplete: isComplete,
                advanceBase: advanceBase ?? 0, isLeftToRightThroughout: isLeftToRightThroughout)
        }
        // In a run, a whole paragraph of a kept text is found by its range
        // in that text (``RunTexts``), without copying and hashing its units.
        let runSlot = runText.map { _ in
            RunTexts.ParagraphSlot(
                range: units.indices, primary: ObjectIdentifier(primary), weight: request.style.weight,
                locale: request.locale, fallbackRTL: request.direction == .rtl)
        }
        if let pins, let runText, let runSlot,
            let kept = pins.paragraph(runSlot, of: runText.identity, runText.textCase)
        {
            return kept
        }
        let key = ParagraphKey(
            units: Array(units), primary: ObjectIdentifier(primary), weight: request.style.weight,
            locale: request.locale, fallbackRTL: request.direction == .rtl)
        if let pinned = pins?.paragraph(for: key) {
            if let pins, let runText, let runSlot { pins.keep(pinned, for: runSlot, of: runText.identity, runText.textCase) }
            return pinned
        }
        // A paragraph that would fill the cache alone is not kept: it would
        // hold its analysis (tens of bytes a unit) for the measurer's life,
        // or the run's.
        let cost = 1 + key.units.count / 256
        let shaped: ShapedParagraph
        if let cached = paragraphs.value(for: key) {
            shaped = cached
        } else {
            shaped = try ShapedParagraph(
                units: key.units, selection: selection, locale: request.locale, fallbackRTL: key.fallbackRTL,
                shaper: shaper)
            if cost <= paragraphCapacity / 2 { paragraphs.insert(shaped, for: key, cost: cost) }
        }
        if cost <= paragraphCapacity / 2, let pins {
            pins.keep(shaped, for: key)
            if let runText, let runSlot { pins.keep(shaped, for: runSlot, of: runText.identity, runText.textCase) }
        }
        return shaped
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

    /// The number of shaped paragraphs the cache holds.
    var cachedParagraphCount: Int { paragraphs.count }

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
        if let maximumHeight = request.maximumHeight, maximumHeight.isNaN {
            throw .invalidValue(name: "maximumHeight", value: "\(maximumHeight)", allowed: "a number, or nil for no bound")
        }
        if let maxLines = request.maxLines, maxLines < 1 {
            throw .invalidValue(name: "maxLines", value: "\(maxLines)", allowed: "at least 1, or nil for no limit")
        }
    }
}

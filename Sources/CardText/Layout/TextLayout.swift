/// Lays out one validated request: paragraphs, the resize scan, truncation,
/// and the placed lines (LinesAndFitting article).
struct TextLayout {
    struct Paragraph {
        /// Where the paragraph starts in the block's text (UTF-16).
        var offset: Int
        var shaped: ShapedParagraph
    }

    let request: TextRequest
    /// The text after text case.
    let text: String
    let paragraphs: [Paragraph]
    let primary: FontFace
    let shaper: Shaper
    /// Lines reshaped on their own, for every size this layout tries.
    let memo = LineShapingMemo()
    /// How far the lines got before a window ran out (``WindowProgress``);
    /// `nil` when every paragraph is whole (most measurements), as no
    /// window can then run out.
    let progress: WindowProgress?
    /// Lines already set before `paragraphs` (kept from earlier windows of
    /// the first paragraph, see ``continuation()``): the lines here are
    /// numbered, placed and limited after them.
    var linesBefore = 0

    init(
        request: TextRequest, text: String, paragraphs: [Paragraph], primary: FontFace, shaper: Shaper,
        linesBefore: Int = 0
    ) {
        self.request = request
        self.text = text
        self.paragraphs = paragraphs
        self.primary = primary
        self.shaper = shaper
        self.linesBefore = linesBefore
        progress = paragraphs.contains { !$0.shaped.isComplete } ? WindowProgress() : nil
    }

    /// The sizes resize mode tries, largest first: `size`, `size - 0.5`, …
    /// down to the smallest that is at least half the size.
    static func resizeCandidates(for size: Double) -> [Double] {
        let smallest = size * 0.5
        var sizes: [Double] = []
        var step = 0
        while true {
            let candidate = size - Double(step) * 0.5
            guard candidate >= smallest - LineGeometry.tolerance, candidate > 0 else { break }
            sizes.append(candidate)
            step += 1
        }
        return sizes
    }

    /// What laying out a request gives: its block, or, when its lines pass
    /// the request's ``TextRequest/maximumHeight``, how many were set until
    /// they passed it and their height.
    enum Outcome {
        case block(TextBlock)
        case tooHigh(lines: Int, height: Double)
    }

    /// The number of lines whose height first passes `maximum` (`k` lines of
    /// a box `lineHeight` high are `Double(k) * lineHeight` high, as
    /// ``assemble(fontSize:)`` places them); `nil` when no number of lines
    /// a text can have does.
    static func linesPassing(_ maximum: Double?, lineHeight: Double) -> Int? {
        guard let maximum else { return nil }
        if maximum < 0 { return 0 }
        guard lineHeight > 0, maximum / lineHeight < 1e15 else { return nil }
        var lines = Int((maximum / lineHeight).rounded(.down))
        while Double(lines) * lineHeight <= maximum { lines += 1 }
        while lines > 0 && Double(lines - 1) * lineHeight > maximum { lines -= 1 }
        return lines
    }

    /// The smaller of two line limits, either of which may be absent (no
    /// limit): without the array that `compactMap` and `min` would make
    /// for every measurement.
    static func fewer(_ first: Int?, _ second: Int?) -> Int? {
        guard let first else { return second }
        guard let second else { return first }
        return min(first, second)
    }

    /// The block. Throws when a paragraph is a window
    /// (``ShapedParagraph/isComplete`` false) too short for it: the caller
    /// retries with longer windows, and gets what the whole paragraphs give.
    func layout() throws(WindowExhausted) -> Outcome {
        let size = request.style.size
        var fontSize = size
        if request.fitting == .resize {
            let candidates = Self.resizeCandidates(for: size)
            fontSize = try firstFittingSize(candidates) ?? candidates.last ?? size
        }
        return try assemble(fontSize: fontSize)
    }

    private func geometry(fontSize: Double) -> LineGeometry {
        LineGeometry(
            fontSize: fontSize, letterSpacing: request.style.letterSpacing * (fontSize / request.style.size),
            availableWidth: request.width)
    }

    /// The first of `candidates` (largest first) at which the text fits, as
    /// the plain scan finds it. When widths are additive and no cluster
    /// narrows a line (its advance and letter spacing add up to no less than
    /// 0), fitting is monotone in the size (a smaller size never needs more
    /// lines), so a bisection finds the same size in a few tries. No size
    /// fits more paragraphs than lines.
    ///
    /// With a window of a paragraph, no size can fit (that would need the
    /// whole paragraph): the scan then tries every size, which costs no more
    /// than the lines each shows, the smallest size first, whose lines
    /// reach furthest.
    func firstFittingSize(_ candidates: [Double]) throws(WindowExhausted) -> Double? {
        if let maxLines = request.maxLines, paragraphs.count > maxLines { return nil }
        if paragraphs.contains(where: { !$0.shaped.isComplete }) {
            if let last = candidates.last { _ = try fitsWithoutTruncation(fontSize: last) }
            for candidate in candidates where try fitsWithoutTruncation(fontSize: candidate) { return candidate }
            return nil
        }
        let letterSpacing = request.style.letterSpacing / request.style.size
        let isMonotone = paragraphs.allSatisfy { $0.shaped.hasAdditiveWidths(letterSpacing: letterSpacing) }
        guard isMonotone, let first = candidates.first else {
            for candidate in candidates where try fitsWithoutTruncation(fontSize: candidate) { return candidate }
            return nil
        }
        if try fitsWithoutTruncation(fontSize: first) { return first }
        var low = 1  // candidates before `low` do not fit
        var high = candidates.count  // the first known to fit, or past the end
        while low < high {
            let middle = (low + high) / 2
            if try fitsWithoutTruncation(fontSize: candidates[middle]) { high = middle } else { low = middle + 1 }
        }
        return high < candidates.count ? candidates[high] : nil
    }

    /// Whether the text fits in the line limit at `fontSize` with no word
    /// broken by an emergency break.
    func fitsWithoutTruncation(fontSize: Double) throws(WindowExhausted) -> Bool {
        let geometry = geometry(fontSize: fontSize)
        var lineCount = 0
        for paragraph in paragraphs {
            let breaker = LineBreaker(paragraph: paragraph.shaped, geometry: geometry, shaper: shaper, memo: memo)
            guard let lines = try breaker.lineCountWithoutEmergencyBreaks(limit: request.maxLines.map { $0 - lineCount })
            else { return false }
            lineCount += lines
        }
        return true
    }

    /// The block at `fontSize`, truncated when the text needs more lines
    /// than the limit. Lines are set only until they pass the request's
    /// maximum height: then the outcome is ``Outcome/tooHigh(lines:height:)``.
    func assemble(fontSize: Double) throws(WindowExhausted) -> Outcome {
        let geometry = geometry(fontSize: fontSize)
        let box = LineBox(style: request.style, face: primary, fontSize: fontSize)
        let passing = Self.linesPassing(request.maximumHeight, lineHeight: box.height)
        let limit = TextLayout.fewer(request.maxLines, passing).map { $0 - linesBefore }
        var spans: [(paragraph: Int, span: LineSpan)] = []
        var needsEllipsis = false
        for (index, paragraph) in paragraphs.enumerated() {
            let remaining = limit.map { $0 - spans.count }
            let breaker = LineBreaker(paragraph: paragraph.shaped, geometry: geometry, shaper: shaper, memo: memo)
            let set = spans.count
            let (lines, isComplete) = try breaker.lines(limit: remaining) { count, cluster in
                guard let progress else { return }
                progress.lines = linesBefore + set + count
                progress.units = paragraph.offset + Int(paragraph.shaped.clusterStarts[cluster])
            }
            for line in lines { spans.append((index, line)) }
            if !isComplete {
                needsEllipsis = !spans.isEmpty
                break
            }
        }

        if let passing, linesBefore + spans.count >= passing {
            return .tooHigh(lines: linesBefore + spans.count, height: Double(linesBefore + spans.count) * box.height)
        }
        var lines: [TextLine] = []
        lines.reserveCapacity(spans.count)
        var widest = 0.0
        var fontFiles: [String] = []
        for (number, entry) in spans.enumerated() {
            let line = try placedLine(
                entry.span, in: paragraphs[entry.paragraph], number: linesBefore + number,
                isTruncated: needsEllipsis && number == spans.count - 1, geometry: geometry, box: box)
            if fontFiles.isEmpty {
                fontFiles = line.fontFiles
            } else {
                for file in line.fontFiles where !fontFiles.contains(file) { fontFiles.append(file) }
            }
            widest = max(widest, line.width)
            lines.append(line)
        }
        return .block(
            TextBlock(
                text: text, fontSize: fontSize, availableWidth: request.width,
                width: widest, height: Double(linesBefore + lines.count) * box.height, isTruncated: needsEllipsis,
                isResized: fontSize != request.style.size, lines: lines, primaryFontFile: primary.fileName,
                fontFiles: fontFiles))
    }

    /// A line set, numbered `number` in the block, placed and aligned.
    private func placedLine(
        _ span: LineSpan, in paragraph: Paragraph, number: Int, isTruncated: Bool, geometry: LineGeometry, box: LineBox
    ) throws(WindowExhausted) -> TextLine {
        let breaker = LineBreaker(paragraph: paragraph.shaped, geometry: geometry, shaper: shaper, memo: memo)
        var (line, shown) =
            isTruncated
            ? try truncatedLine(from: span.clusters.lowerBound, in: paragraph, breaker: breaker)
            : (line(span.clusters, in: paragraph, breaker: breaker), span.clusters)
        let top = Double(number) * box.height
        line.top = top
        line.height = box.height
        line.baseline = top + box.baselineOffset
        line.x = alignedX(width: line.width)
        if request.includesGlyphs {
            line.glyphRuns = LineGlyphs(
                paragraph: paragraph.shaped, geometry: geometry, shaper: shaper, primary: primary
            ).runs(showing: shown, ellipsis: isTruncated ? Ellipsis(face: primary) : nil)
        }
        return line
    }

    /// Where a window ran out in truncate mode and its paragraph may be
    /// continued (``ShapedParagraph/continues(at:)``): the lines of the
    /// paragraphs before the window and of the window up to the last line
    /// start at which it may be continued, placed as ``assemble(fontSize:)``
    /// places them, and that line start (a cluster of the window, the last
    /// paragraph). The last line the limit allows is never among them, so
    /// that the layout of the rest decides truncation and the height bound.
    /// `nil` when no line start of the window allows it, or in resize mode
    /// (whose size depends on the whole text).
    func continuation() -> (lines: [TextLine], restart: Int)? {
        guard request.fitting == .truncate, let window = paragraphs.last, !window.shaped.isComplete else { return nil }
        let fontSize = request.style.size
        let geometry = geometry(fontSize: fontSize)
        let box = LineBox(style: request.style, face: primary, fontSize: fontSize)
        let passing = Self.linesPassing(request.maximumHeight, lineHeight: box.height)
        let limit = TextLayout.fewer(request.maxLines, passing).map { $0 - linesBefore }
        var spans: [(paragraph: Int, span: LineSpan)] = []
        for (index, paragraph) in paragraphs.dropLast().enumerated() {
            let breaker = LineBreaker(paragraph: paragraph.shaped, geometry: geometry, shaper: shaper, memo: memo)
            guard let (lines, _) = try? breaker.lines(limit: nil) else { return nil }
            spans += lines.map { (index, $0) }
        }
        let breaker = LineBreaker(paragraph: window.shaped, geometry: geometry, shaper: shaper, memo: memo)
        var kept: Int?
        var start = 0
        while limit.map({ spans.count + 1 < $0 }) ?? true, let line = try? breaker.nextLine(from: start) {
            spans.append((paragraphs.count - 1, line))
            start = line.clusters.upperBound
            if window.shaped.continues(at: start) { kept = spans.count }
        }
        guard let kept else { return nil }
        var lines: [TextLine] = []
        lines.reserveCapacity(kept)
        for (number, entry) in spans[0..<kept].enumerated() {
            guard
                let line = try? placedLine(
                    entry.span, in: paragraphs[entry.paragraph], number: linesBefore + number, isTruncated: false,
                    geometry: geometry, box: box)
            else { return nil }
            lines.append(line)
        }
        return (lines, spans[kept - 1].span.clusters.upperBound)
    }

    /// A line as the breaker found it.
    private func line(_ clusters: Range<Int>, in paragraph: Paragraph, breaker: LineBreaker) -> TextLine {
        let shaped = paragraph.shaped
        let start = Int(shaped.clusterStarts[clusters.lowerBound])
        let end = Int(shaped.clusterStarts[clusters.upperBound])
        return TextLine(
            lineText: LineText(units: shaped.units, range: start..<end),
            range: (paragraph.offset + start)..<(paragraph.offset + end), x: 0, top: 0, baseline: 0,
            width: breaker.width(of: clusters), height: 0, fontFiles: fontFiles(of: clusters, in: shaped))
    }

    /// The last shown line when text is left over: from `start` to the end of
    /// its paragraph, as many whole clusters as fit with the ellipsis, the
    /// whitespace before the ellipsis dropped; with the clusters it keeps.
    private func truncatedLine(
        from start: Int, in paragraph: Paragraph, breaker: LineBreaker
    ) throws(WindowExhausted) -> (line: TextLine, kept: Range<Int>) {
        let shaped = paragraph.shaped
        let ellipsis = Ellipsis(face: primary)
        let (kept, width) = try breaker.keptBeforeEllipsis(from: start, ellipsis: ellipsis)
        let clusters = start..<kept
        let startUnit = Int(shaped.clusterStarts[clusters.lowerBound])
        let endUnit = Int(shaped.clusterStarts[clusters.upperBound])
        var files = fontFiles(of: clusters, in: shaped)
        if !files.contains(ellipsis.face.fileName) { files.append(ellipsis.face.fileName) }
        let line = TextLine(
            lineText: LineText(units: shaped.units, range: startUnit..<endUnit, suffix: ellipsis.text),
            range: (paragraph.offset + startUnit)..<(paragraph.offset + endUnit), x: 0, top: 0, baseline: 0,
            width: width, height: 0, fontFiles: files)
        return (line, clusters)
    }

    /// The files of the faces `clusters` use, in order of first use. A line
    /// in one face (most lines) shares that face's one-file array.
    private func fontFiles(of clusters: Range<Int>, in shaped: ShapedParagraph) -> [String] {
        var files: [String] = []
        shaped.forEachRunPiece(in: clusters) { run, _ in
            if files.isEmpty {
                files = run.face.fileNames
            } else if !files.contains(run.face.fileName) {
                files.append(run.face.fileName)
            }
        }
        return files
    }

    /// Start is left in LTR and right in RTL, whatever the paragraph's own
    /// direction.
    private func alignedX(width: Double) -> Double {
        Self.alignedX(width: width, in: request.width, alignment: request.alignment, direction: request.direction)
    }

    /// Where a line `width` wide starts in `available` points, aligned by
    /// `alignment` in `direction`.
    static func alignedX(
        width: Double, in available: Double, alignment: TextAlignment, direction: LayoutDirection
    ) -> Double {
        let free = available - width
        switch (alignment, direction) {
        case (.start, .ltr), (.end, .rtl): return 0
        case (.end, .ltr), (.start, .rtl): return free
        case (.center, _): return free / 2
        }
    }
}

/// The line box at a size: its height and where the baseline sits in it
/// (half-leading: extra space split evenly above and below the glyphs).
struct LineBox {
    let height: Double
    let baselineOffset: Double

    init(style: TextStyle, face: FontFace, fontSize: Double) {
        let scale = fontSize / face.unitsPerEm
        let ascent = face.ascender * scale
        let descent = face.descender * scale
        let natural = ascent + descent + face.lineGap * scale
        height = style.lineHeight.map { $0 * (fontSize / style.size) } ?? natural
        baselineOffset = (height - (ascent + descent)) / 2 + ascent
    }
}

/// Thrown when laying out a window of a paragraph (``ShapedParagraph/isComplete``
/// false) needs clusters past its ``ShapedParagraph/reliableCount``: the
/// caller retries with a longer window.
struct WindowExhausted: Error {}

/// One line's clusters in a paragraph.
struct LineSpan: Equatable {
    var clusters: Range<Int>
    /// The line ends inside a word that alone was wider than the line.
    var isEmergencyBreak: Bool
}

/// Greedy line breaking of one paragraph at one size (LinesAndFitting article,
/// "Breaking lines"): each line ends at the furthest UAX #14 opportunity where
/// it fits; a word wider than the line is broken between grapheme clusters.
struct LineBreaker {
    let paragraph: ShapedParagraph
    let geometry: LineGeometry
    let shaper: Shaper
    /// Lines reshaped at other sizes of the same measurement.
    var memo = LineShapingMemo()

    /// The width of `line` shaped as a line, its trailing whitespace hanging.
    func width(of line: Range<Int>) -> Double {
        if paragraph.isSafeBreak[line.lowerBound] && paragraph.isSafeBreak[line.upperBound] {
            return estimatedWidth(of: line)
        }
        let end = paragraph.trimmedEnd(line)
        let ems = memo.ems(of: line, in: paragraph) {
            paragraph.advancesShapedAsLine(line, shaper: shaper)[0..<(end - line.lowerBound)].reduce(0, +)
        }
        return geometry.width(
            ems: ems, spacedClusters: paragraph.spacingCounts[end] - paragraph.spacingCounts[line.lowerBound])
    }

    /// The width from the paragraph's own shaping, without reshaping the ends
    /// (exact when both ends are safe breaks).
    private func estimatedWidth(of line: Range<Int>) -> Double {
        let end = paragraph.trimmedEnd(line)
        return geometry.width(
            ems: paragraph.advanceSums[end] - paragraph.advanceSums[line.lowerBound],
            spacedClusters: paragraph.spacingCounts[end] - paragraph.spacingCounts[line.lowerBound])
    }

    /// Whether text follows cluster `start` in the paragraph.
    private func hasText(after start: Int) -> Bool { start < paragraph.count || !paragraph.isComplete }

    /// The lines from the paragraph's start, at most `limit` of them (all
    /// when `nil`); `isComplete` is false when text was left over.
    ///
    /// In a window too short for them, `reached` learns how many lines were
    /// set and the cluster the next starts at before it throws.
    func lines(
        limit: Int?, reached: (_ lines: Int, _ cluster: Int) -> Void = { _, _ in }
    ) throws(WindowExhausted) -> (lines: [LineSpan], isComplete: Bool) {
        if limit == 0 { return ([], false) }
        guard hasText(after: 0) else { return ([LineSpan(clusters: 0..<0, isEmergencyBreak: false)], true) }
        var lines: [LineSpan] = []
        var start = 0
        while hasText(after: start) {
            if let limit, lines.count == limit { return (lines, false) }
            let line: LineSpan
            do {
                line = try nextLine(from: start)
            } catch {
                reached(lines.count, start)
                throw error
            }
            lines.append(line)
            start = line.clusters.upperBound
        }
        return (lines, true)
    }

    /// The number of lines, or `nil` when the paragraph needs more than
    /// `limit` lines or a word needs an emergency break. Cheaper than
    /// ``lines(limit:)``: it never works out where a word would be broken.
    func lineCountWithoutEmergencyBreaks(limit: Int?) throws(WindowExhausted) -> Int? {
        if limit == 0 { return nil }
        guard hasText(after: 0) else { return 1 }
        var lines = 0
        var start = 0
        while hasText(after: start) {
            if let limit, lines == limit { return nil }
            guard let end = try furthestFittingOpportunity(from: start).end else { return nil }
            lines += 1
            start = end
        }
        return lines
    }

    /// The line that starts at cluster `start`.
    func nextLine(from start: Int) throws(WindowExhausted) -> LineSpan {
        let (best, index) = try furthestFittingOpportunity(from: start)
        if let best { return LineSpan(clusters: start..<best, isEmergencyBreak: false) }
        // The first word does not fit: break it between grapheme clusters.
        // In a window the word may end past the reliable end, where the
        // line is already too wide (see furthestFittingOpportunity).
        let isWordEndKnown = index < paragraph.breakOpportunities.count
        let wordEnd = isWordEndKnown ? Int(paragraph.breakOpportunities[index]) : paragraph.reliableCount
        var end = longestFittingPrefix(from: start, upTo: wordEnd - 1) ?? (start + 1)
        // Whitespace after the break hangs on this line, as at any break
        // (a one-cluster word wider than the line keeps its trailing space).
        if paragraph.trimmedEnd(end..<wordEnd) == end {
            guard isWordEndKnown else { throw WindowExhausted() }
            end = wordEnd
        }
        return LineSpan(clusters: start..<end, isEmergencyBreak: true)
    }

    /// The furthest break opportunity at which a line from `start` fits,
    /// or `nil` with the index of the first opportunity, which does not.
    private func furthestFittingOpportunity(from start: Int) throws(WindowExhausted) -> (end: Int?, index: Int) {
        let opportunities = paragraph.breakOpportunities
        var index = firstOpportunity(after: start)
        var best: Int?
        while true {
            // In a window, the opportunities past its reliable end are
            // unknown; none of them fits when the line is already too wide
            // at the reliable end and cannot narrow as it grows (no cluster
            // narrows it). That settles a long word.
            guard index < opportunities.count else {
                if paragraph.isComplete || doesNotFitUpToReliableEnd(from: start) { break }
                throw WindowExhausted()
            }
            let end = Int(opportunities[index])
            guard geometry.fits(width(of: start..<end)) else { break }
            best = end
            index += 1
        }
        return (best, index)
    }

    /// In a window, whether the line from `start` is too wide at the
    /// reliable end and cannot narrow as it grows, so that it fits at no
    /// opportunity past it.
    private func doesNotFitUpToReliableEnd(from start: Int) -> Bool {
        paragraph.widthsGrow(withLetterSpacing: geometry.letterSpacing / geometry.fontSize)
            && start < paragraph.reliableCount
            && !geometry.fits(estimatedWidth(of: start..<paragraph.reliableCount))
    }

    /// The largest `end` in `start + 1...maxEnd` for which the line
    /// `start..<end` fits, or `nil`.
    ///
    /// A binary search over the paragraph's own widths finds the candidate;
    /// the ends around it are then checked by shaping them as a line.
    func longestFittingPrefix(from start: Int, upTo maxEnd: Int) -> Int? {
        guard maxEnd > start else { return nil }
        var low = start  // the empty line: fits by definition
        var high = maxEnd + 1  // known not to fit, or past the range
        while high - low > 1 {
            let middle = (low + high) / 2
            if geometry.fits(estimatedWidth(of: start..<middle)) { low = middle } else { high = middle }
        }
        var end = low
        while end < maxEnd && geometry.fits(width(of: start..<(end + 1))) { end += 1 }
        while end > start && !geometry.fits(width(of: start..<end)) { end -= 1 }
        return end > start ? end : nil
    }

    /// The width of `line` followed by `ellipsis`, the two shaped together as
    /// a truncated line (``ShapedParagraph/shapeLine``): the advances of the
    /// clusters and the ellipsis, with letter spacing after every cluster and
    /// after the ellipsis unless its script (that of the cluster before it)
    /// is cursive. `before` is the script of the cluster before the line, for
    /// an ellipsis alone.
    func width(of line: Range<Int>, withEllipsis ellipsis: Ellipsis) -> Double {
        var prefix: ShapedParagraph.LinePrefix?
        return width(of: line, withEllipsis: ellipsis, prefix: &prefix)
    }

    /// ``width(of:withEllipsis:)``, keeping in `prefix` the shaping that lines
    /// with the same start reuse.
    func width(of line: Range<Int>, withEllipsis ellipsis: Ellipsis, prefix: inout ShapedParagraph.LinePrefix?) -> Double {
        let script = line.isEmpty ? scriptBefore(line.lowerBound) : paragraph.scripts[line.upperBound - 1]
        let spaced = paragraph.spacingCounts[line.upperBound] - paragraph.spacingCounts[line.lowerBound]
            + ellipsis.spacedClusters(after: script)
        if line.isEmpty { return geometry.width(ems: ellipsis.ems, spacedClusters: spaced) }
        if !paragraph.ellipsisJoinsRun(after: line, ellipsis) && paragraph.isSafeBreak[line.lowerBound]
            && paragraph.isSafeBreak[line.upperBound]
        {
            return geometry.width(
                ems: paragraph.advanceSums[line.upperBound] - paragraph.advanceSums[line.lowerBound] + ellipsis.ems,
                spacedClusters: spaced)
        }
        let ems = paragraph.ellipsisWidths.ems(of: line, ellipsis: ellipsis) {
            let shaped = paragraph.advancesBeforeEllipsis(line, ellipsis: ellipsis, shaper: shaper, prefix: &prefix)
            return shaped.clusters.reduce(0, +) + shaped.ellipsis
        }
        return geometry.width(ems: ems, spacedClusters: spaced)
    }

    /// The script the ellipsis takes after cluster `end - 1` (Latin at the
    /// paragraph's start).
    func scriptBefore(_ end: Int) -> ScriptTag { end > 0 ? paragraph.scripts[end - 1] : .latin }

    /// The end of the clusters a truncated line from `start` keeps before the
    /// ellipsis (LinesAndFitting article, "Truncate"): as many whole clusters
    /// as fit together with the ellipsis, the whitespace before the ellipsis
    /// dropped; `start` when none do.
    ///
    /// A galloping search over the paragraph's own widths (the ellipsis
    /// shaped alone) brackets the candidate, reading no further than twice
    /// the distance to it; the ends around it are then checked by shaping
    /// them with the ellipsis, as the line is shaped.
    ///
    /// In a window, any end it reads past ``ShapedParagraph/reliableCount``
    /// throws: its probes depend only on the distance from `start`, so a
    /// longer window reads the same ones.
    func keptBeforeEllipsis(
        from start: Int, ellipsis: Ellipsis
    ) throws(WindowExhausted) -> (end: Int, width: Double) {
        // The paragraph's end; in a window, past every end it may read.
        let maxEnd = paragraph.isComplete ? paragraph.count : Int.max
        func reliable(_ end: Int) throws(WindowExhausted) -> Int {
            if end > paragraph.reliableCount { throw WindowExhausted() }
            return end
        }
        func line(_ end: Int) -> Range<Int> { start..<paragraph.trimmedEnd(start..<end) }
        func estimateFits(_ end: Int) -> Bool {
            let kept = line(end)
            return geometry.fits(
                estimatedWidth(of: kept) + ellipsis.width(in: geometry, after: scriptBefore(kept.upperBound)))
        }
        // By trimmed end: the search asks for two or three, so a list
        // costs less than a dictionary.
        var widths: [(end: Int, width: Double)] = []
        var prefix: ShapedParagraph.LinePrefix?
        func exactWidth(_ end: Int) -> Double {
            let kept = line(end)
            if let known = widths.first(where: { $0.end == kept.upperBound }) { return known.width }
            let width = width(of: kept, withEllipsis: ellipsis, prefix: &prefix)
            widths.append((kept.upperBound, width))
            return width
        }
        func fits(_ end: Int) -> Bool { geometry.fits(exactWidth(end)) }
        guard maxEnd > start else { return (start, exactWidth(start)) }

        var low = start  // the empty line: fits by definition
        var high = maxEnd  // known not to fit, or past the range (set below)
        var step = 1
        while true {
            let probe = try reliable(min(start + step, maxEnd))
            if probe == maxEnd { high = maxEnd + 1 }
            if !estimateFits(probe) {
                high = probe
                break
            }
            low = probe
            if probe == maxEnd { break }
            step *= 2
        }
        while high - low > 1 {
            let middle = (low + high) / 2
            if estimateFits(middle) { low = middle } else { high = middle }
        }
        var end = low
        while end < maxEnd, fits(try reliable(end + 1)) { end += 1 }
        while end > start && !fits(end) { end -= 1 }
        return (line(end).upperBound, exactWidth(end))
    }

    private func firstOpportunity(after cluster: Int) -> Int {
        let opportunities = paragraph.breakOpportunities
        var low = 0
        var high = opportunities.count
        while low < high {
            let middle = (low + high) / 2
            if Int(opportunities[middle]) <= cluster { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

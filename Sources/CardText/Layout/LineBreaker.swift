/// One line's clusters in a paragraph.
struct LineSpan: Equatable {
    var clusters: Range<Int>
    /// The line ends inside a word that alone was wider than the line.
    var isEmergencyBreak: Bool
}

/// Greedy line breaking of one paragraph at one size (text.md, "Lines"): each
/// line ends at the furthest UAX #14 opportunity where it fits; a word wider
/// than the line is broken between grapheme clusters.
struct LineBreaker {
    let paragraph: ShapedParagraph
    let geometry: LineGeometry
    let shaper: Shaper

    /// The width of `line` shaped as a line, its trailing whitespace hanging.
    /// With `endsText`, the line is shaped as if the text ended with it (as
    /// before an ellipsis).
    func width(of line: Range<Int>, endsText: Bool = false) -> Double {
        if paragraph.isSafeBreak[line.lowerBound] && paragraph.isSafeBreak[line.upperBound] {
            return estimatedWidth(of: line)
        }
        let end = paragraph.trimmedEnd(line)
        let ems = paragraph.advancesShapedAsLine(line, endsText: endsText, shaper: shaper)[0..<(end - line.lowerBound)]
            .reduce(0, +)
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

    /// The lines from the paragraph's start, at most `limit` of them (all
    /// when `nil`); `isComplete` is false when text was left over.
    func lines(limit: Int?) -> (lines: [LineSpan], isComplete: Bool) {
        let count = paragraph.count
        if limit == 0 { return ([], false) }
        guard count > 0 else { return ([LineSpan(clusters: 0..<0, isEmergencyBreak: false)], true) }
        var lines: [LineSpan] = []
        var start = 0
        while start < count {
            if let limit, lines.count == limit { return (lines, false) }
            let line = nextLine(from: start)
            lines.append(line)
            start = line.clusters.upperBound
        }
        return (lines, true)
    }

    /// The number of lines, or `nil` when the paragraph needs more than
    /// `limit` lines or a word needs an emergency break. Cheaper than
    /// ``lines(limit:)``: it never works out where a word would be broken.
    func lineCountWithoutEmergencyBreaks(limit: Int?) -> Int? {
        if limit == 0 { return nil }
        let count = paragraph.count
        guard count > 0 else { return 1 }
        var lines = 0
        var start = 0
        while start < count {
            if let limit, lines == limit { return nil }
            guard let end = furthestFittingOpportunity(from: start).end else { return nil }
            lines += 1
            start = end
        }
        return lines
    }

    /// The line that starts at cluster `start`.
    func nextLine(from start: Int) -> LineSpan {
        let (best, index) = furthestFittingOpportunity(from: start)
        if let best { return LineSpan(clusters: start..<best, isEmergencyBreak: false) }
        // The first word does not fit: break it between grapheme clusters.
        let wordEnd = Int(paragraph.breakOpportunities[index])
        var end = longestFittingPrefix(from: start, upTo: wordEnd - 1) ?? (start + 1)
        // Whitespace after the break hangs on this line, as at any break
        // (a one-cluster word wider than the line keeps its trailing space).
        if paragraph.trimmedEnd(end..<wordEnd) == end { end = wordEnd }
        return LineSpan(clusters: start..<end, isEmergencyBreak: true)
    }

    /// The furthest break opportunity at which a line from `start` fits,
    /// or `nil` with the index of the first opportunity, which does not.
    private func furthestFittingOpportunity(from start: Int) -> (end: Int?, index: Int) {
        let opportunities = paragraph.breakOpportunities
        var index = firstOpportunity(after: start)
        var best: Int?
        while index < opportunities.count {
            let end = Int(opportunities[index])
            guard geometry.fits(width(of: start..<end)) else { break }
            best = end
            index += 1
        }
        return (best, index)
    }

    /// The largest `end` in `start + 1...maxEnd` for which the line
    /// `start..<end` fits with `trailingWidth(end)` after it, or `nil`.
    /// With `beforeEllipsis` the line is measured without its trailing
    /// whitespace and shaped as if the text ended there.
    ///
    /// A binary search over the paragraph's own widths finds the candidate;
    /// the ends around it are then checked by shaping them as a line.
    func longestFittingPrefix(
        from start: Int, upTo maxEnd: Int, beforeEllipsis: Bool = false,
        trailingWidth: (Int) -> Double = { _ in 0 }
    ) -> Int? {
        guard maxEnd > start else { return nil }
        func line(_ end: Int) -> Range<Int> {
            beforeEllipsis ? start..<paragraph.trimmedEnd(start..<end) : start..<end
        }
        var low = start  // the empty line: fits by definition
        var high = maxEnd + 1  // known not to fit, or past the range
        while high - low > 1 {
            let middle = (low + high) / 2
            if geometry.fits(estimatedWidth(of: line(middle)) + trailingWidth(middle)) { low = middle } else { high = middle }
        }
        var end = low
        while end < maxEnd && geometry.fits(width(of: line(end + 1), endsText: beforeEllipsis) + trailingWidth(end + 1)) {
            end += 1
        }
        while end > start && !geometry.fits(width(of: line(end), endsText: beforeEllipsis) + trailingWidth(end)) {
            end -= 1
        }
        return end > start ? end : nil
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

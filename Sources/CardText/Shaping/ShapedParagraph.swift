/// A paragraph (the text between mandatory breaks) analysed and shaped once,
/// at 1 pt: everything line breaking needs, at any size.
///
/// Unhinted advances scale linearly with the font size, so a paragraph shaped
/// here serves every size the resize scan tries. Indices are grapheme
/// clusters unless a name says units (UTF-16 code units).
final class ShapedParagraph: Sendable {
    /// One shaping run: consecutive clusters with one face, bidi level and script.
    struct Run: Sendable {
        var clusters: Range<Int>
        var face: FontFace
        var level: UInt8
        var script: ScriptTag
        var isRTL: Bool { level & 1 == 1 }
    }

    let units: [UInt16]
    /// The first unit of each cluster, then `units.count`.
    let clusterStarts: [Int32]
    /// Each cluster's advance at 1 pt, shaped with the whole paragraph.
    let advances: [Double]
    /// Running sums of `advances`: `advanceSums[k]` is the sum before cluster k.
    let advanceSums: [Double]
    /// Running counts of clusters that take letter spacing (not cursive).
    let spacingCounts: [Int32]
    let isWhitespace: [Bool]
    /// Each cluster's script (Common and Inherited resolved to the one before).
    let scripts: [ScriptTag]
    /// Each cluster's bidi level.
    let levels: [UInt8]
    let paragraphLevel: UInt8
    /// `isSafeBreak[k]`: a line may start or end before cluster k and the
    /// paragraph's shaping still holds on both sides (k in 0...count).
    let isSafeBreak: [Bool]
    /// Clusters before which UAX #14 allows a line to start, ascending, ending
    /// with `count`.
    let breakOpportunities: [Int32]
    let runs: [Run]
    /// Whether every line width is a difference of `advanceSums`: every
    /// break opportunity is a safe break.
    let breaksAreSafe: Bool
    /// The smallest advance of a cluster that takes letter spacing, and of
    /// one that does not (cursive); infinity when there is none.
    let narrowestSpacedAdvance: Double
    let narrowestUnspacedAdvance: Double
    /// The run each cluster belongs to.
    let runOfCluster: [Int32]
    /// Whether `units` is the whole paragraph. When it is only the start of
    /// one (a window, see ``reliableCount``), `count` is not the paragraph's.
    let isComplete: Bool
    /// The clusters whose analysis is that of the whole paragraph: all of
    /// them when complete; in a window, those before a point that nothing
    /// after it can change (``reliableEnd(units:clusterStarts:startsRun:isConcatSafe:)``).
    /// `breakOpportunities` then lists only opportunities up to it.
    let reliableCount: Int

    var count: Int { clusterStarts.count - 1 }

    /// - Parameter isComplete: `false` when `units` is only the start of the
    ///   paragraph: the analysis is then trusted up to ``reliableCount``.
    init(
        units: [UInt16], selection: FontSelection, locale: String, fallbackRTL: Bool, shaper: Shaper,
        isComplete: Bool = true
    ) throws(TextError) {
        self.units = units
        let clusterStarts = try units.withUnsafeBufferPointer { buffer throws(TextError) in
            try TextSegmentation.graphemeBoundaries(buffer)
        }
        let count = clusterStarts.count - 1
        let (unitLevels, paragraphLevel) = try units.withUnsafeBufferPointer { buffer throws(TextError) in
            try TextSegmentation.bidiLevels(buffer, fallbackRTL: fallbackRTL)
        }
        let lineBreaks = try units.withUnsafeBufferPointer { buffer throws(TextError) in
            try TextSegmentation.lineBreakOffsets(buffer, locale: locale)
        }

        // Per cluster: face, script, whitespace, level.
        var clusterOfUnit = [Int32](repeating: 0, count: units.count)
        var faces: [FontFace] = []
        faces.reserveCapacity(count)
        var scripts: [ScriptTag] = []
        scripts.reserveCapacity(count)
        var isWhitespace = [Bool](repeating: false, count: count)
        var levels = [UInt8](repeating: 0, count: count)
        var scalars: [UInt32] = []
        var previousScript = ScriptTag.latin
        for cluster in 0..<count {
            let start = Int(clusterStarts[cluster])
            let end = Int(clusterStarts[cluster + 1])
            for unit in start..<end { clusterOfUnit[unit] = Int32(cluster) }
            if end == start + 1, !UTF16.isSurrogate(units[start]) {
                scalars.removeAll(keepingCapacity: true)
                scalars.append(UInt32(units[start]))
            } else {
                Self.decode(units[start..<end], into: &scalars)
            }
            let script = UnicodeProperties.script(of: scalars[0])
            let resolved = script.isShared ? previousScript : script
            scripts.append(resolved)
            previousScript = resolved
            isWhitespace[cluster] = scalars.allSatisfy(UnicodeProperties.isBreakingWhitespace)
            levels[cluster] = unitLevels[start]
            faces.append(selection.face(for: scalars, previous: faces.last))
        }

        // Runs of one face, level and script.
        var runs: [Run] = []
        var runOfCluster = [Int32](repeating: 0, count: count)
        for cluster in 0..<count {
            if let last = runs.last, last.face === faces[cluster], last.level == levels[cluster],
                last.script == scripts[cluster]
            {
                runs[runs.count - 1].clusters = last.clusters.lowerBound..<(cluster + 1)
            } else {
                runs.append(Run(clusters: cluster..<(cluster + 1), face: faces[cluster], level: levels[cluster], script: scripts[cluster]))
            }
            runOfCluster[cluster] = Int32(runs.count - 1)
        }

        // Shape each run in context; give each glyph's advance to its cluster.
        var advances = [Double](repeating: 0, count: count)
        var hasOwnGlyph = [Bool](repeating: false, count: count)
        var isUnsafe = [Bool](repeating: false, count: count)
        var isUnsafeToConcat = [Bool](repeating: false, count: count)
        units.withUnsafeBufferPointer { buffer in
            for run in runs {
                let unitRange = Int(clusterStarts[run.clusters.lowerBound])..<Int(clusterStarts[run.clusters.upperBound])
                let scale = 1 / run.face.unitsPerEm
                // Unsafe-to-concat flags cost HarfBuzz work: only a window
                // needs them (see reliableEnd).
                for glyph in shaper.shape(
                    buffer, range: unitRange, face: run.face, isRTL: run.isRTL, script: run.script,
                    producingUnsafeToConcat: !isComplete)
                {
                    let cluster = Int(clusterOfUnit[Int(glyph.cluster)])
                    advances[cluster] += Double(glyph.advance) * scale
                    if glyph.cluster == clusterStarts[cluster] {
                        hasOwnGlyph[cluster] = true
                        if glyph.isUnsafeToBreak { isUnsafe[cluster] = true }
                        if glyph.isUnsafeToConcat { isUnsafeToConcat[cluster] = true }
                    }
                }
            }
        }
        var isSafeBreak = [Bool](repeating: true, count: count + 1)
        for cluster in 1..<max(count, 1) where cluster < count {
            let startsRun = runOfCluster[cluster] != runOfCluster[cluster - 1]
            isSafeBreak[cluster] = startsRun || (hasOwnGlyph[cluster] && !isUnsafe[cluster])
        }

        var advanceSums = [Double](repeating: 0, count: count + 1)
        var spacingCounts = [Int32](repeating: 0, count: count + 1)
        for cluster in 0..<count {
            advanceSums[cluster + 1] = advanceSums[cluster] + advances[cluster]
            spacingCounts[cluster + 1] = spacingCounts[cluster] + (scripts[cluster].isCursive ? 0 : 1)
        }

        // Break opportunities that fall on cluster boundaries.
        var opportunities: [Int32] = []
        var cluster = 0
        for offset in lineBreaks {
            while cluster < count && clusterStarts[cluster] < offset { cluster += 1 }
            if clusterStarts[cluster] == offset, cluster > 0, opportunities.last != Int32(cluster) {
                opportunities.append(Int32(cluster))
            }
        }
        let reliableCount: Int
        if isComplete {
            reliableCount = count
            if opportunities.last != Int32(count) { opportunities.append(Int32(count)) }
        } else {
            reliableCount = Self.reliableEnd(units: units, clusterStarts: clusterStarts, locale: locale) {
                cluster, boundary in
                // A run starts at the cluster, or HarfBuzz marked its first
                // glyph neither unsafe to break nor unsafe to concat; or only
                // unsafe to concat where its flag says too little
                // (``reliableEnd``).
                guard cluster < count else { return false }
                if runOfCluster[cluster] != runOfCluster[cluster - 1] { return true }
                guard hasOwnGlyph[cluster], !isUnsafe[cluster] else { return false }
                if !isUnsafeToConcat[cluster] { return true }
                let face = runs[Int(runOfCluster[cluster])].face
                switch boundary {
                case .afterSpace: return face.spaceSeparatesShaping
                case .withinWord:
                    let unit = Int(clusterStarts[cluster])
                    return (face.maxContext ?? .max) <= Self.widestContext
                        && !Self.hasMarks(units, in: unit..<(unit + Self.windowMargin))
                case .betweenIdeographs: return false
                }
            }
            while let last = opportunities.last, last > Int32(reliableCount) { opportunities.removeLast() }
        }

        self.clusterStarts = clusterStarts
        self.advances = advances
        self.advanceSums = advanceSums
        self.spacingCounts = spacingCounts
        self.isWhitespace = isWhitespace
        self.scripts = scripts
        self.levels = levels
        self.paragraphLevel = paragraphLevel
        self.isSafeBreak = isSafeBreak
        self.breakOpportunities = opportunities
        self.runs = runs
        self.runOfCluster = runOfCluster
        self.isComplete = isComplete
        self.reliableCount = reliableCount
        self.breaksAreSafe = opportunities.allSatisfy { isSafeBreak[Int($0)] }
        var narrowest = (spaced: Double.infinity, unspaced: Double.infinity)
        for cluster in 0..<count {
            if scripts[cluster].isCursive {
                narrowest.unspaced = min(narrowest.unspaced, advances[cluster])
            } else {
                narrowest.spaced = min(narrowest.spaced, advances[cluster])
            }
        }
        (self.narrowestSpacedAdvance, self.narrowestUnspacedAdvance) = narrowest
    }

    /// Whether no cluster narrows a line, with `letterSpacing` ems after
    /// each cluster that takes it: then a line's width grows with its
    /// length. Letter spacing scales with the font size, so every line's
    /// width is its size times a constant, and grows with the size too.
    func widthsGrow(withLetterSpacing letterSpacing: Double) -> Bool {
        narrowestUnspacedAdvance >= 0 && narrowestSpacedAdvance + letterSpacing >= 0
    }

    /// Whether, with `letterSpacing` ems, every line width is a difference
    /// of `advanceSums` and grows with the line's length and font size: then
    /// the line count can only fall as the size does.
    func hasAdditiveWidths(letterSpacing: Double) -> Bool {
        breaksAreSafe && widthsGrow(withLetterSpacing: letterSpacing)
    }

    /// In a window (the first units of a longer paragraph), the last cluster
    /// before which the analysis is the whole paragraph's whatever follows the
    /// window; 0 when there is none.
    ///
    /// It is the start `r` of a cluster at least `windowMargin` units before
    /// the window's end where (``settledBoundary(_:at:breaksBetweenIdeographs:)``)
    /// the text reads letter, space, letter (letters and ideographs by their
    /// Line_Break class, the first with any marks it carries), ideograph,
    /// ideograph, or alphabetic letter, alphabetic letter (inside a word);
    /// the character at `r` is strong for bidi and may start a grapheme
    /// cluster; and the bidi levels before `r` are settled
    /// (``bidiSettledPrefixes(_:)``). Then:
    /// - a grapheme boundary falls at `r`, and every boundary before it is
    ///   the whole paragraph's (UAX #29's rules look back only);
    /// - every line-break opportunity before `r` is the whole's, and so is
    ///   whether one falls at `r` (after the space by LB18, between
    ///   ideographs by LB31, none between letters by LB28): no rule reads
    ///   across the letters and space around `r` (those that look past
    ///   spaces start at OP, QU, CL, CP, B2 or ZW), and a dictionary run of
    ///   Thai ends at the space. Ideographs are broken by pairs unless the
    ///   locale asks for phrase breaking (`lw`), which reads a dictionary;
    /// - every bidi level before `r` is settled (UAX #9): the strong
    ///   character at `r` ends any neutral or weak sequence before it and
    ///   sets the paragraph level if nothing before it did;
    /// - shaping is settled (`isShapingSettled`): `r` starts a run, or
    ///   HarfBuzz marked its first glyph neither unsafe to break nor unsafe
    ///   to concat (no lookup that started before `r` read past it in the
    ///   window, nor could in the whole paragraph, whose glyphs up to the
    ///   window's end are the same). Where HarfBuzz sets the second flag too
    ///   widely, not unsafe to break is enough: after a space that separates
    ///   shaping in the run's face (its joining pass flags every Arabic word
    ///   start, a legacy `kern` table every pair), or inside a word (a kerning
    ///   lookup flags every pair it looks at) in a face whose lookups match
    ///   at most ``widestContext`` glyphs, with no mark in the margin after
    ///   `r` for a lookup to skip: no lookup can then reach from the window's
    ///   end back to `r`.
    ///   The margin leaves HarfBuzz's context (5 characters) and any lookup
    ///   that starts after the window and looks back (backtrack) shorter
    ///   than the margin inside the window.
    static func reliableEnd(
        units: [UInt16], clusterStarts: [Int32], locale: String,
        isShapingSettled: (_ cluster: Int, _ boundary: SettledBoundary) -> Bool
    ) -> Int {
        let bidiSettled = bidiSettledPrefixes(units)
        let breaksBetweenIdeographs = !locale.contains("lw")
        var cluster = clusterStarts.count - 2
        while cluster > 0 {
            let unit = Int(clusterStarts[cluster])
            if unit + windowMargin <= units.count, unit >= 2, bidiSettled.map({ $0[unit] }) ?? true,
                let boundary = settledBoundary(units, at: unit, breaksBetweenIdeographs: breaksBetweenIdeographs),
                isShapingSettled(cluster, boundary)
            {
                return cluster
            }
            cluster -= 1
        }
        return 0
    }

    /// Units a window keeps after its reliable end.
    static let windowMargin = 64

    /// The most glyphs a face's lookups may match at once for a window to
    /// settle inside a word (``reliableEnd``): far less than the margin.
    static let widestContext = 16

    /// How the text around a settled point reads (``reliableEnd``).
    enum SettledBoundary { case afterSpace, betweenIdeographs, withinWord }

    /// Whether `units` holds a mark (a character that joins the grapheme
    /// cluster before it) in `range`.
    static func hasMarks(_ units: [UInt16], in range: Range<Int>) -> Bool {
        var unit = range.lowerBound
        while unit < min(range.upperBound, units.count) {
            let scalar = scalar(startingAt: unit, in: units)
            if UnicodeProperties.clusterClass(of: scalar) == .extending { return true }
            unit += scalar > 0xFFFF ? 2 : 1
        }
        return false
    }

    /// Whether the text around `unit` settles the analysis before it (see
    /// ``reliableEnd``), and how; `nil` when it does not.
    static func settledBoundary(
        _ units: [UInt16], at unit: Int, breaksBetweenIdeographs: Bool
    ) -> SettledBoundary? {
        let first = scalar(startingAt: unit, in: units)
        guard UnicodeProperties.strongDirection(of: first) != .none, UnicodeProperties.clusterClass(of: first) == .base
        else {
            return nil
        }
        let lineBreak = UnicodeProperties.lineBreakClass(of: first)
        guard lineBreak.isWordCharacter else { return nil }
        if units[unit - 1] == 0x20 {
            // The letter before the space, past the marks it carries.
            var end = unit - 1
            var before: UInt32
            repeat {
                guard end > 0, unit - end < 16 else { return nil }
                (before, end) = scalar(endingAt: end, in: units)
            } while UnicodeProperties.clusterClass(of: before) == .extending
            return UnicodeProperties.lineBreakClass(of: before).isWordCharacter ? .afterSpace : nil
        }
        let before = scalar(endingAt: unit, in: units).scalar
        guard UnicodeProperties.clusterClass(of: before) == .base else { return nil }
        switch (UnicodeProperties.lineBreakClass(of: before), lineBreak) {
        case (.ideographic, .ideographic) where breaksBetweenIdeographs: return .betweenIdeographs
        case (.alphabetic, .alphabetic): return .withinWord
        default: return nil
        }
    }

    /// For each unit `u`, whether the bidi levels before `u` are the whole
    /// paragraph's whatever follows the window, when the character at `u`
    /// is strong (``reliableEnd``); `nil` when that holds at every unit (the
    /// window has no right-to-left character and no bidi control).
    ///
    /// Before `u` the text must hold no bidi control, or else every isolate
    /// opened before `u` is closed before it, no override precedes it, no
    /// paired bracket does, and the window holds both strong directions:
    /// ICU skips the explicit levels of text that has only one, so a window
    /// of one direction could get other levels than a whole paragraph with
    /// both. And where both directions come before `u`, no bracket opened
    /// before `u` may still be open there (BD16): the whole paragraph could
    /// close it, and N0 resolve it from what the pair holds after `u`.
    static func bidiSettledPrefixes(_ units: [UInt16]) -> [Bool]? {
        guard units.contains(where: TextSegmentation.mayBeRightToLeft) else { return nil }
        var settled = [Bool](repeating: false, count: units.count + 1)
        var hasLeftToRight = false
        var hasRightToLeft = false
        var firstControl: Int?
        var hasOverride = false
        var hasBracket = false
        var openIsolates = 0
        var openBrackets: [UInt32] = []  // the closing brackets awaited, innermost last
        var bracketsOverflowed = false
        var index = 0
        while true {
            if firstControl == nil {
                settled[index] = !(hasLeftToRight && hasRightToLeft) || (openBrackets.isEmpty && !bracketsOverflowed)
            } else {
                settled[index] = !hasOverride && openIsolates == 0 && !hasBracket
            }
            guard index < units.count else { break }
            let scalar = scalar(startingAt: index, in: units)
            switch UnicodeProperties.strongDirection(of: scalar) {
            case .leftToRight: hasLeftToRight = true
            case .rightToLeft: hasRightToLeft = true
            case .none: break
            }
            switch scalar {
            case 0x202A...0x202E, 0x2066...0x2069:
                firstControl = firstControl ?? index
                if scalar == 0x202D || scalar == 0x202E { hasOverride = true }
                if scalar == 0x2069 { openIsolates = max(0, openIsolates - 1) } else if scalar >= 0x2066 { openIsolates += 1 }
            default: break
            }
            if let bracket = UnicodeProperties.pairedBracket(scalar) {
                hasBracket = true
                if bracket.isOpening {
                    // BD16 keeps at most 63 open brackets.
                    if openBrackets.count == 63 { bracketsOverflowed = true } else { openBrackets.append(bracket.closing) }
                } else if let match = openBrackets.lastIndex(of: bracket.closing) {
                    openBrackets.removeSubrange(match...)
                }
            }
            index += scalar > 0xFFFF ? 2 : 1
        }
        if let firstControl, !(hasLeftToRight && hasRightToLeft) {
            for index in (firstControl + 1)...units.count { settled[index] = false }
        }
        return settled
    }

    /// The scalar whose first unit is `unit` (a lone surrogate reads as
    /// U+FFFD).
    private static func scalar(startingAt unit: Int, in units: [UInt16]) -> UInt32 {
        let first = units[unit]
        if UTF16.isLeadSurrogate(first), unit + 1 < units.count, UTF16.isTrailSurrogate(units[unit + 1]) {
            return 0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(units[unit + 1] - 0xDC00)
        }
        return UTF16.isSurrogate(first) ? 0xFFFD : UInt32(first)
    }

    /// The scalar that ends just before `end`, and where it starts.
    private static func scalar(endingAt end: Int, in units: [UInt16]) -> (scalar: UInt32, start: Int) {
        let last = units[end - 1]
        if UTF16.isTrailSurrogate(last), end >= 2, UTF16.isLeadSurrogate(units[end - 2]) {
            return (scalar(startingAt: end - 2, in: units), end - 2)
        }
        return (UTF16.isSurrogate(last) ? 0xFFFD : UInt32(last), end - 1)
    }

    /// The text of `units` (a range of UTF-16 offsets in the paragraph).
    /// Decoding from a contiguous buffer takes the standard library's fast
    /// path; from an array slice it takes a generic one that costs ~50x more.
    func text(ofUnits units: Range<Int>) -> String {
        self.units.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[units]), as: UTF16.self) }
    }

    /// The end of `clusters` without its trailing whitespace.
    func trimmedEnd(_ clusters: Range<Int>) -> Int {
        var end = clusters.upperBound
        while end > clusters.lowerBound && isWhitespace[end - 1] { end -= 1 }
        return end
    }

    /// The advances (at 1 pt) of the clusters in `line` when the line is
    /// shaped on its own in context. Equal to `advances` wherever the line's
    /// ends are safe breaks. With `endsText`, nothing after the line is
    /// context (the line ends before an ellipsis, so its last letters take
    /// their final forms).
    func advancesShapedAsLine(_ line: Range<Int>, endsText: Bool = false, shaper: Shaper) -> [Double] {
        if isSafeBreak[line.lowerBound] && isSafeBreak[line.upperBound] {
            return Array(advances[line])
        }
        var result = [Double](repeating: 0, count: line.count)
        shapeLine(line, endsText: endsText, ellipsis: nil, shaper: shaper) { face, glyph, cluster in
            if let cluster { result[cluster - line.lowerBound] += Double(glyph.advance) / face.unitsPerEm }
        }
        return result
    }

    /// The advances (at 1 pt) of the clusters in `line` and of the ellipsis
    /// after them, the line shaped as a truncated line (``shapeLine``).
    ///
    /// `prefix` keeps, between calls for lines with the same start, the
    /// shaping their ends are spliced onto (``LinePrefix``).
    func advancesBeforeEllipsis(
        _ line: Range<Int>, ellipsis: Ellipsis, shaper: Shaper, prefix: inout LinePrefix?
    ) -> (clusters: [Double], ellipsis: Double) {
        guard ellipsisJoinsRun(after: line, ellipsis) else {
            // The ellipsis is a run of its own.
            return (advancesShapedAsLine(line, endsText: true, shaper: shaper), ellipsis.ems)
        }
        if let spliced = splicedAdvancesBeforeEllipsis(line, ellipsis: ellipsis, shaper: shaper, prefix: &prefix) {
            return spliced
        }
        var result = [Double](repeating: 0, count: line.count)
        var ellipsisEms = 0.0
        shapeLine(line, endsText: true, ellipsis: ellipsis, shaper: shaper) { face, glyph, cluster in
            let ems = Double(glyph.advance) / face.unitsPerEm
            if let cluster { result[cluster - line.lowerBound] += ems } else { ellipsisEms += ems }
        }
        return (result, ellipsisEms)
    }

    /// A line's start, shaped as one run up to `end` (as if the text ended
    /// there), with HarfBuzz's unsafe-to-concat flags: `isClear[k - start]`
    /// when cluster k's first glyph has neither flag, so that the shaping
    /// before k holds whatever text follows k.
    struct LinePrefix {
        let start: Int
        let end: Int
        let advances: [Double]
        let isClear: [Bool]
    }

    /// ``advancesBeforeEllipsis`` for a line in one run, reshaping only its
    /// end, as HarfBuzz documents for text changed at a line's end: from a
    /// cluster start `s` clear of unsafe-to-concat in the line's own shaping
    /// (`prefix`), the text to the line's end and the ellipsis are shaped;
    /// when that shaping is clear of it at `s` too, the two splice into what
    /// the whole line shaped with the ellipsis gives. Otherwise an earlier
    /// `s` is tried; `nil` after a few.
    private func splicedAdvancesBeforeEllipsis(
        _ line: Range<Int>, ellipsis: Ellipsis, shaper: Shaper, prefix: inout LinePrefix?
    ) -> (clusters: [Double], ellipsis: Double)? {
        let run = runs[Int(runOfCluster[line.upperBound - 1])]
        guard run.clusters.lowerBound <= line.lowerBound, line.count > 1 else { return nil }
        let lineUnit = Int(clusterStarts[line.lowerBound])
        let endUnit = Int(clusterStarts[line.upperBound])
        if prefix?.start != line.lowerBound {
            var advances = [Double](repeating: 0, count: line.count)
            var isClear = [Bool](repeating: false, count: line.count)
            var isFlagged = [Bool](repeating: false, count: line.count)
            units[..<endUnit].withUnsafeBufferPointer { buffer in
                var cluster = line.lowerBound
                for glyph in shaper.shape(
                    buffer, range: lineUnit..<endUnit, face: run.face, isRTL: run.isRTL, script: run.script,
                    producingUnsafeToConcat: true)
                {
                    cluster = self.cluster(containingUnit: Int(glyph.cluster), near: cluster, in: line)
                    advances[cluster - line.lowerBound] += Double(glyph.advance) / run.face.unitsPerEm
                    if Int(glyph.cluster) == Int(clusterStarts[cluster]) {
                        isClear[cluster - line.lowerBound] = true
                        if glyph.isUnsafeToConcat || glyph.isUnsafeToBreak { isFlagged[cluster - line.lowerBound] = true }
                    }
                }
            }
            prefix = LinePrefix(
                start: line.lowerBound, end: line.upperBound, advances: advances,
                isClear: zip(isClear, isFlagged).map { $0 && !$1 })
        }
        guard let prefix else { return nil }
        var start = min(line.upperBound, prefix.end) - 1
        var tries = 0
        while start > line.lowerBound && tries < 4 {
            guard prefix.isClear[start - line.lowerBound] else {
                start -= 1
                continue
            }
            tries += 1
            let startUnit = Int(clusterStarts[start])
            let from = max(0, startUnit - 16)
            let text = Array(units[from..<endUnit]) + ellipsis.units
            let glyphs = text.withUnsafeBufferPointer {
                shaper.shape(
                    $0, range: (startUnit - from)..<text.count, face: run.face, isRTL: run.isRTL, script: run.script,
                    producingUnsafeToConcat: true)
            }
            let tail = start..<line.upperBound
            var result = Array(prefix.advances[0..<(start - line.lowerBound)]) + [Double](repeating: 0, count: tail.count)
            var ellipsisEms = 0.0
            var sawStart = false
            var isClear = true
            var cluster = start
            for glyph in glyphs {
                let ems = Double(glyph.advance) / run.face.unitsPerEm
                let unit = Int(glyph.cluster) + from
                guard unit < endUnit else {
                    ellipsisEms += ems
                    continue
                }
                if unit == startUnit {
                    sawStart = true
                    if glyph.isUnsafeToConcat || glyph.isUnsafeToBreak { isClear = false }
                }
                cluster = self.cluster(containingUnit: unit, near: cluster, in: tail)
                result[cluster - line.lowerBound] += ems
            }
            if sawStart && isClear { return (result, ellipsisEms) }
            start -= 1
        }
        return nil
    }

    /// Whether an ellipsis after `line` is shaped in the same run as the
    /// line's last cluster: that cluster is set in the ellipsis' face, at the
    /// paragraph's level (where the ellipsis stands: it ends the paragraph).
    func ellipsisJoinsRun(after line: Range<Int>, _ ellipsis: Ellipsis) -> Bool {
        guard let last = line.last else { return false }
        let run = runs[Int(runOfCluster[last])]
        return run.face === ellipsis.face && run.level == paragraphLevel
    }

    /// Shapes `line` as a line, in context, run by run, and calls `body` with
    /// each glyph (in each run's visual order), its face and the index of its
    /// cluster, or `nil` for a glyph of the ellipsis.
    ///
    /// With `endsText` nothing after the line is context. With an `ellipsis`
    /// the line ends with it (text.md, "Fitting"): the text before it is
    /// shaped as if the text ended there, and where the last cluster's run is
    /// in the ellipsis' face and at the paragraph's level, the ellipsis is
    /// shaped in that run, so that their pair kerning counts. Otherwise the
    /// ellipsis is shaped on its own.
    func shapeLine(
        _ line: Range<Int>, endsText: Bool, ellipsis: Ellipsis?, shaper: Shaper,
        _ body: (FontFace, ShapedGlyph, Int?) -> Void
    ) {
        let endUnit = Int(clusterStarts[line.upperBound])
        let contextEnd = endsText || ellipsis != nil ? endUnit : units.count
        let joins = ellipsis.map { ellipsisJoinsRun(after: line, $0) } ?? false
        let lastPiece = joins ? Int(runOfCluster[line.upperBound - 1]) : -1
        units[..<contextEnd].withUnsafeBufferPointer { buffer in
            var run = line.isEmpty ? runs.count : Int(runOfCluster[line.lowerBound])
            while run < runs.count, runs[run].clusters.lowerBound < line.upperBound {
                let piece = max(runs[run].clusters.lowerBound, line.lowerBound)..<min(runs[run].clusters.upperBound, line.upperBound)
                let current = runs[run]
                let unitRange = Int(clusterStarts[piece.lowerBound])..<Int(clusterStarts[piece.upperBound])
                var cluster = piece.lowerBound
                func deliver(_ glyph: ShapedGlyph) {
                    guard Int(glyph.cluster) < endUnit else { return body(current.face, glyph, nil) }
                    cluster = self.cluster(containingUnit: Int(glyph.cluster), near: cluster, in: piece)
                    body(current.face, glyph, cluster)
                }
                if run == lastPiece, let ellipsis {
                    // The piece and the ellipsis, as one run: a copy of the
                    // piece with enough text before it for HarfBuzz's context
                    // (5 characters), then the ellipsis.
                    let from = max(0, unitRange.lowerBound - 16)
                    let text = Array(units[from..<endUnit]) + ellipsis.units
                    let glyphs = text.withUnsafeBufferPointer {
                        shaper.shape(
                            $0, range: (unitRange.lowerBound - from)..<text.count, face: current.face,
                            isRTL: current.isRTL, script: current.script)
                    }
                    for var glyph in glyphs {
                        glyph.cluster += Int32(from)
                        deliver(glyph)
                    }
                } else {
                    for glyph in shaper.shape(
                        buffer, range: unitRange, face: current.face, isRTL: current.isRTL, script: current.script)
                    {
                        deliver(glyph)
                    }
                }
                run += 1
            }
        }
        if let ellipsis, !joins {
            for glyph in shaper.shape(ellipsis.text, face: ellipsis.face, script: .latin) {
                body(ellipsis.face, glyph, nil)
            }
        }
    }

    /// Calls `body` with each run's part inside `clusters`, in logical order.
    func forEachRunPiece(in clusters: Range<Int>, _ body: (Run, Range<Int>) -> Void) {
        guard !clusters.isEmpty else { return }
        var run = Int(runOfCluster[clusters.lowerBound])
        while run < runs.count, runs[run].clusters.lowerBound < clusters.upperBound {
            let piece = max(runs[run].clusters.lowerBound, clusters.lowerBound)..<min(runs[run].clusters.upperBound, clusters.upperBound)
            body(runs[run], piece)
            run += 1
        }
    }

    /// The cluster in `clusters` that holds `unit` (a search from `near`).
    func cluster(containingUnit unit: Int, near: Int, in clusters: Range<Int>) -> Int {
        var cluster = min(max(near, clusters.lowerBound), clusters.upperBound - 1)
        while cluster > clusters.lowerBound && Int(clusterStarts[cluster]) > unit { cluster -= 1 }
        while cluster + 1 < clusters.upperBound && Int(clusterStarts[cluster + 1]) <= unit { cluster += 1 }
        return cluster
    }

    /// Decodes UTF-16 into scalars (a lone surrogate becomes U+FFFD).
    static func decode(_ units: ArraySlice<UInt16>, into scalars: inout [UInt32]) {
        scalars.removeAll(keepingCapacity: true)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar.value)
            case .error: scalars.append(0xFFFD)
            case .emptyInput: return
            }
        }
    }
}

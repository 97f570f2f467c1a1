import Synchronization

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
    /// The number of grapheme clusters.
    let count: Int
    /// The per-cluster facts below, in one allocation.
    private let columns: ParagraphColumns
    private let breakOpportunityCount: Int
    /// The first unit of each cluster, then `units.count`.
    var clusterStarts: ParagraphColumn<Int32> { ParagraphColumn(columns.clusterStarts, count: count + 1, of: self) }
    /// Each cluster's advance at 1 pt, shaped with the whole paragraph.
    var advances: ParagraphColumn<Double> { ParagraphColumn(columns.advances, count: count, of: self) }
    /// Running sums of `advances`: `advanceSums[k]` is the sum before cluster k.
    var advanceSums: ParagraphColumn<Double> { ParagraphColumn(columns.advanceSums, count: count + 1, of: self) }
    /// Running counts of clusters that take letter spacing (not cursive).
    var spacingCounts: ParagraphColumn<Int32> { ParagraphColumn(columns.spacingCounts, count: count + 1, of: self) }
    var isWhitespace: ParagraphColumn<Bool> { ParagraphColumn(columns.isWhitespace, count: count, of: self) }
    /// Each cluster's script (Common and Inherited resolved to the one before).
    var scripts: ParagraphColumn<ScriptTag> { ParagraphColumn(columns.scripts, count: count, of: self) }
    /// Each cluster's bidi level.
    var levels: ParagraphColumn<UInt8> { ParagraphColumn(columns.levels, count: count, of: self) }
    let paragraphLevel: UInt8
    /// `isSafeBreak[k]`: a line may start or end before cluster k and the
    /// paragraph's shaping still holds on both sides (k in 0...count).
    var isSafeBreak: ParagraphColumn<Bool> { ParagraphColumn(columns.isSafeBreak, count: count + 1, of: self) }
    /// Clusters before which UAX #14 allows a line to start, ascending, ending
    /// with `count`.
    var breakOpportunities: ParagraphColumn<Int32> {
        ParagraphColumn(columns.breakOpportunities, count: breakOpportunityCount, of: self)
    }
    let runs: ParagraphRuns
    /// Whether every line width is a difference of `advanceSums`: every
    /// break opportunity is a safe break.
    let breaksAreSafe: Bool
    /// The smallest advance of a cluster that takes letter spacing, and of
    /// one that does not (cursive); infinity when there is none.
    let narrowestSpacedAdvance: Double
    let narrowestUnspacedAdvance: Double
    /// The run each cluster belongs to.
    var runOfCluster: ParagraphColumn<Int32> { ParagraphColumn(columns.runOfCluster, count: count, of: self) }
    /// Whether `units` is the whole paragraph. When it is only the start of
    /// one (a window, see ``reliableCount``), `count` is not the paragraph's.
    let isComplete: Bool
    /// The clusters whose analysis is that of the whole paragraph: all of
    /// them when complete; in a window, those before a point that nothing
    /// after it can change (``reliableEnd(units:clusterStarts:startsRun:isConcatSafe:)``).
    /// `breakOpportunities` then lists only opportunities up to it.
    let reliableCount: Int
    /// Its lines shaped with an ellipsis, kept for every measurement that
    /// reads this paragraph (``EllipsisWidthMemo``): made when a line is
    /// first truncated, since most paragraphs never are.
    var ellipsisWidths: EllipsisWidthMemo {
        if let memo = madeEllipsisWidths.load(ordering: .acquiring) { return memo.takeUnretainedValue() }
        let made = Unmanaged.passRetained(EllipsisWidthMemo())
        let (stored, found) = madeEllipsisWidths.compareExchange(
            expected: nil, desired: made, ordering: .acquiringAndReleasing)
        if stored { return made.takeUnretainedValue() }
        // Another thread made it first.
        made.release()
        return found!.takeUnretainedValue()
    }
    private let madeEllipsisWidths = Atomic<Unmanaged<EllipsisWidthMemo>?>(nil)
    /// Whether ``ellipsisWidths`` was made.
    var hasEllipsisWidths: Bool { madeEllipsisWidths.load(ordering: .acquiring) != nil }

    deinit {
        madeEllipsisWidths.load(ordering: .acquiring)?.release()
        columns.deallocate()
    }

    /// - Parameters:
    ///   - isComplete: `false` when `units` is only the start of the
    ///     paragraph: the analysis is then trusted up to ``reliableCount``.
    ///   - segmentedRunLength: runs at least this long are shaped word by
    ///     word where that gives the same glyphs
    ///     (``SegmentedRunShaping``).
    ///   - isLeftToRightThroughout: in a window, that the whole paragraph
    ///     is known to be at level 0 (it has no right-to-left character or
    ///     bidi control, and its fallback direction is left to right): then
    ///     a window settles after a space before a digit or an emoji too
    ///     (``settledBoundary(_:at:breaksBetweenIdeographs:levelsAreKnown:)``).
    ///   - advanceBase: `advanceSums[0]`: where `units` continue a paragraph
    ///     from a line start (``continues(at:)``), the sum the paragraph's
    ///     own `advanceSums` has there, so that every difference of sums is
    ///     the one the whole paragraph gives, to the last bit.
    init(
        units: [UInt16], selection: FontSelection, locale: String, fallbackRTL: Bool, shaper: Shaper,
        isComplete: Bool = true, segmentedRunLength: Int = SegmentedRunShaping.shortestSegmentedRun,
        advanceBase: Double = 0, isLeftToRightThroughout: Bool = false
    ) throws(TextError) {
        self.units = units
        // What the paragraph keeps, in one allocation, with room for as
        // many clusters as units (most text has one unit a cluster), so
        // that ICU writes the cluster starts into it.
        let columns = ParagraphColumns(clusters: units.count, opportunities: units.count + 1)
        let count: Int
        do throws(TextError) {
            count = try units.withUnsafeBufferPointer { buffer throws(TextError) in
                try TextSegmentation.graphemeBoundaries(buffer, into: columns.clusterStarts)
            }
        } catch {
            columns.deallocate()
            throw error
        }
        let clusterStarts = UnsafeBufferPointer(start: columns.clusterStarts, count: count + 1)
        // What only this initializer reads, in one allocation.
        let scratch = ParagraphScratch(units: units.count, clusters: count)
        defer { scratch.deallocate() }
        let paragraphLevel: UInt8
        let levelsAreZero: Bool
        let lineBreakCount: Int
        do throws(TextError) {
            (paragraphLevel, levelsAreZero) = try units.withUnsafeBufferPointer { buffer throws(TextError) in
                try TextSegmentation.bidiLevels(buffer, fallbackRTL: fallbackRTL, into: scratch.unitLevels)
            }
            lineBreakCount = try units.withUnsafeBufferPointer { buffer throws(TextError) in
                try TextSegmentation.lineBreakOffsets(buffer, locale: locale, into: scratch.lineBreaks)
            }
        } catch {
            columns.deallocate()
            throw error
        }
        // Nothing below throws.
        let lineBreaks = UnsafeBufferPointer(rebasing: scratch.lineBreaks[0..<lineBreakCount])

        // Per cluster: face, script, whitespace, level; runs of one face,
        // level and script, made as the clusters are read.
        let clusterOfUnit = scratch.clusterOfUnit
        let scripts = columns.scripts
        let isWhitespace = columns.isWhitespace
        let levels = columns.levels
        var runs = ParagraphRuns()
        let runOfCluster = columns.runOfCluster
        var scalars: [UInt32] = []
        var previousScript = ScriptTag.latin
        var previousFace: FontFace?
        // Whether the cluster before was set in the style's face (or there
        // was none): then most clusters keep it (``FontSelection/keepsPrimary(_:)``).
        var previousIsPrimary = true
        // The run being read (its first cluster, face, level and script, and
        // its number): appended when the next one starts, the last after
        // the loop, so that a cluster that continues it costs no write to
        // `runs` and no reference counted.
        var runStart = 0
        var runFace: FontFace?
        var runLevel: UInt8 = 0
        var runScript = ScriptTag.latin
        var runNumber: Int32 = -1
        for cluster in 0..<count {
            let start = Int(clusterStarts[cluster])
            let end = Int(clusterStarts[cluster + 1])
            for unit in start..<end { clusterOfUnit[unit] = Int32(cluster) }
            // Most clusters are one unit: read without an array.
            let single: UInt32? = end == start + 1 && !UTF16.isSurrogate(units[start]) ? UInt32(units[start]) : nil
            if single == nil { Self.decode(units[start..<end], into: &scalars) }
            let script = UnicodeProperties.script(of: single ?? scalars[0])
            let resolved = script.isShared ? previousScript : script
            scripts[cluster] = resolved
            previousScript = resolved
            isWhitespace[cluster] =
                single.map(UnicodeProperties.isBreakingWhitespace)
                ?? scalars.allSatisfy(UnicodeProperties.isBreakingWhitespace)
            let level = levelsAreZero ? 0 : scratch.unitLevels[start]
            levels[cluster] = level
            // The same face as the cluster before is neither returned nor
            // stored again: no reference is counted for it.
            let keepsFace: Bool
            if previousIsPrimary, let single, selection.keepsPrimary(single) {
                keepsFace = previousFace != nil
                if previousFace == nil { previousFace = selection.primary }
            } else {
                let face =
                    single.map { selection.face(for: CollectionOfOne($0), previous: previousFace) }
                    ?? selection.face(for: scalars, previous: previousFace)
                keepsFace = face === previousFace
                if !keepsFace {
                    previousFace = face
                    previousIsPrimary = face === selection.primary
                }
            }
            if !keepsFace || runNumber < 0 || runLevel != level || runScript != resolved {
                if let runFace {
                    runs.append(Run(clusters: runStart..<cluster, face: runFace, level: runLevel, script: runScript))
                }
                runStart = cluster
                runFace = previousFace
                runLevel = level
                runScript = resolved
                runNumber += 1
            }
            runOfCluster[cluster] = runNumber
        }
        if let runFace { runs.append(Run(clusters: runStart..<count, face: runFace, level: runLevel, script: runScript)) }

        // Whether a space separates shaping in each run (SpaceSeparation),
        // worked out where it is asked.
        let separation = scratch.spaceSeparation
        func spaceSeparates(_ index: Int) -> Bool {
            if separation[index] == 0 {
                let run = runs[index]
                let range = Int(clusterStarts[run.clusters.lowerBound])..<Int(clusterStarts[run.clusters.upperBound])
                let holds = units.withUnsafeBufferPointer { buffer in
                    run.face.spaceSeparatesShaping(
                        in: buffer, range: range, script: run.script, isRTL: run.isRTL, language: shaper.language)
                }
                separation[index] = holds ? 1 : 2
            }
            return separation[index] == 1
        }

        // Shape each run in context; give each glyph's advance to its cluster.
        var tally = GlyphTally(advances: columns.advances, flags: scratch.glyphFlags)
        for (index, run) in runs.enumerated() {
            let unitRange = Int(clusterStarts[run.clusters.lowerBound])..<Int(clusterStarts[run.clusters.upperBound])
            let scale = 1 / run.face.unitsPerEm
            // A long run is shaped word by word where that gives the same
            // glyphs (SegmentedRunShaping). A window needs unsafe-to-concat
            // flags (see reliableEnd); they cost HarfBuzz work, so only a
            // window asks for them.
            if unitRange.count >= segmentedRunLength, spaceSeparates(index) {
                // Its word cache holds one run's face, script and direction.
                var segmented = SegmentedRunShaping()
                let clusterOfUnit = UnsafeBufferPointer(clusterOfUnit)
                segmented.forEachGlyph(
                    units: units, range: unitRange, face: run.face, isRTL: run.isRTL, script: run.script,
                    shaper: shaper, producingUnsafeToConcat: !isComplete,
                    isClusterStart: { clusterStarts[Int(clusterOfUnit[$0])] == Int32($0) }
                ) { glyph in
                    tally.take(glyph, scale: scale, clusterOfUnit: clusterOfUnit, clusterStarts: clusterStarts)
                }
            } else {
                let clusterOfUnit = UnsafeBufferPointer(clusterOfUnit)
                units.withUnsafeBufferPointer { buffer in
                    shaper.forEachGlyph(
                        buffer, range: unitRange, face: run.face, isRTL: run.isRTL, script: run.script,
                        producingUnsafeToConcat: !isComplete
                    ) { glyph in
                        tally.take(glyph, scale: scale, clusterOfUnit: clusterOfUnit, clusterStarts: clusterStarts)
                    }
                }
            }
        }
        let advances = columns.advances
        let flags = scratch.glyphFlags
        func hasOwnGlyph(_ cluster: Int) -> Bool { flags[cluster] & ParagraphScratch.hasOwnGlyph != 0 }
        func isUnsafe(_ cluster: Int) -> Bool { flags[cluster] & ParagraphScratch.isUnsafeToBreak != 0 }
        func isUnsafeToConcat(_ cluster: Int) -> Bool { flags[cluster] & ParagraphScratch.isUnsafeToConcat != 0 }
        // A line is shaped on its own: at a run start (each run was shaped
        // alone) it is safe unless letters could join across it.
        let isSafeBreak = columns.isSafeBreak
        isSafeBreak[0] = true
        isSafeBreak[count] = true
        for cluster in 1..<max(count, 1) where cluster < count {
            let startsRun = runOfCluster[cluster] != runOfCluster[cluster - 1]
            isSafeBreak[cluster] =
                startsRun
                ? !Self.mayJoin(units, across: Int(clusterStarts[cluster]))
                : hasOwnGlyph(cluster) && !isUnsafe(cluster)
        }

        let advanceSums = columns.advanceSums
        let spacingCounts = columns.spacingCounts
        advanceSums[0] = advanceBase
        for cluster in 0..<count {
            advanceSums[cluster + 1] = advanceSums[cluster] + advances[cluster]
            spacingCounts[cluster + 1] = spacingCounts[cluster] + (scripts[cluster].isCursive ? 0 : 1)
        }

        // Break opportunities that fall on cluster boundaries (at most one
        // per ICU break, and the paragraph's end).
        let opportunities = columns.breakOpportunities
        var opportunityCount = 0
        var cluster = 0
        for offset in lineBreaks {
            while cluster < count && clusterStarts[cluster] < offset { cluster += 1 }
            if clusterStarts[cluster] == offset, cluster > 0,
                opportunityCount == 0 || opportunities[opportunityCount - 1] != Int32(cluster)
            {
                opportunities[opportunityCount] = Int32(cluster)
                opportunityCount += 1
            }
        }
        let reliableCount: Int
        if isComplete {
            reliableCount = count
            if opportunityCount == 0 || opportunities[opportunityCount - 1] != Int32(count) {
                opportunities[opportunityCount] = Int32(count)
                opportunityCount += 1
            }
        } else {
            reliableCount = Self.reliableEnd(
                units: units, clusterStarts: clusterStarts, locale: locale,
                levelsAreKnown: isLeftToRightThroughout && !fallbackRTL
            ) {
                cluster, boundary in
                // A run starts at the cluster, or HarfBuzz marked its first
                // glyph neither unsafe to break nor unsafe to concat; or only
                // unsafe to concat where its flag says too little
                // (``reliableEnd``).
                guard cluster < count else { return false }
                if runOfCluster[cluster] != runOfCluster[cluster - 1] { return true }
                guard hasOwnGlyph(cluster), !isUnsafe(cluster) else { return false }
                if !isUnsafeToConcat(cluster) { return true }
                let face = runs[Int(runOfCluster[cluster])].face
                switch boundary {
                case .afterSpace: return spaceSeparates(Int(runOfCluster[cluster]))
                case .withinWord:
                    let unit = Int(clusterStarts[cluster])
                    return (face.maxContext ?? .max) <= Self.widestContext
                        && !Self.hasMarks(units, in: unit..<(unit + Self.windowMargin))
                case .betweenIdeographs: return false
                }
            }
            while opportunityCount > 0, opportunities[opportunityCount - 1] > Int32(reliableCount) {
                opportunityCount -= 1
            }
        }

        self.count = count
        self.columns = columns
        self.breakOpportunityCount = opportunityCount
        self.paragraphLevel = paragraphLevel
        self.runs = runs
        self.isComplete = isComplete
        self.reliableCount = reliableCount
        self.breaksAreSafe = (0..<opportunityCount).allSatisfy { isSafeBreak[Int(opportunities[$0])] }
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

    /// The end of `clusters` without its trailing whitespace.
    func trimmedEnd(_ clusters: Range<Int>) -> Int {
        var end = clusters.upperBound
        while end > clusters.lowerBound && isWhitespace[end - 1] { end -= 1 }
        return end
    }

    /// The advances (at 1 pt) of the clusters in `line` when the line is
    /// shaped on its own (``shapeLine``): the text before and after it is no
    /// context, so letters at its ends take their initial and final forms.
    /// Equal to `advances` wherever the line's ends are safe breaks.
    func advancesShapedAsLine(_ line: Range<Int>, shaper: Shaper) -> [Double] {
        if isSafeBreak[line.lowerBound] && isSafeBreak[line.upperBound] {
            return Array(advances[line])
        }
        var result = [Double](repeating: 0, count: line.count)
        shapeLine(line, ellipsis: nil, shaper: shaper) { face, glyph, cluster in
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
            return (advancesShapedAsLine(line, shaper: shaper), ellipsis.ems)
        }
        if let spliced = splicedAdvancesBeforeEllipsis(line, ellipsis: ellipsis, shaper: shaper, prefix: &prefix) {
            return spliced
        }
        var result = [Double](repeating: 0, count: line.count)
        var ellipsisEms = 0.0
        shapeLine(line, ellipsis: ellipsis, shaper: shaper) { face, glyph, cluster in
            let ems = Double(glyph.advance) / face.unitsPerEm
            if let cluster { result[cluster - line.lowerBound] += ems } else { ellipsisEms += ems }
        }
        return (result, ellipsisEms)
    }

    /// A line's start, shaped as one run up to `end` (as if the text ended
    /// there), with HarfBuzz's unsafe-to-concat flags: `isClear[k - start]`
    /// when cluster k's first glyph has neither flag, so that the shaping
    /// before k holds whatever text follows k.
    struct LinePrefix: Sendable {
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
        if prefix?.start != line.lowerBound {
            if let kept = ellipsisWidths.prefix(from: line.lowerBound, through: line.upperBound) {
                prefix = kept
            } else {
                let shaped = shapedPrefix(line, run: run, shaper: shaper)
                ellipsisWidths.keep(shaped)
                prefix = shaped
            }
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
            let from = max(lineUnit, startUnit - 16)
            let tail = shapedTail(start..<line.upperBound, from: from, ellipsis: ellipsis, run: run, shaper: shaper)
            if tail.splices {
                return (Array(prefix.advances[0..<(start - line.lowerBound)]) + tail.advances, tail.ellipsis)
            }
            start -= 1
        }
        return nil
    }

    /// `line` shaped on its own (no text before it is context) in `run`,
    /// with where it may be spliced (``LinePrefix``).
    private func shapedPrefix(_ line: Range<Int>, run: Run, shaper: Shaper) -> LinePrefix {
        let lineUnit = Int(clusterStarts[line.lowerBound])
        let endUnit = Int(clusterStarts[line.upperBound])
        var advances = [Double](repeating: 0, count: line.count)
        var isClear = [Bool](repeating: false, count: line.count)
        var isFlagged = [Bool](repeating: false, count: line.count)
        units[lineUnit..<endUnit].withUnsafeBufferPointer { buffer in
            var cluster = line.lowerBound
            for glyph in shaper.shape(
                buffer, range: 0..<buffer.count, face: run.face, isRTL: run.isRTL, script: run.script,
                producingUnsafeToConcat: true)
            {
                let unit = Int(glyph.cluster) + lineUnit
                cluster = self.cluster(containingUnit: unit, near: cluster, in: line)
                advances[cluster - line.lowerBound] += Double(glyph.advance) / run.face.unitsPerEm
                if unit == Int(clusterStarts[cluster]) {
                    isClear[cluster - line.lowerBound] = true
                    if glyph.isUnsafeToConcat || glyph.isUnsafeToBreak { isFlagged[cluster - line.lowerBound] = true }
                }
            }
        }
        return LinePrefix(
            start: line.lowerBound, end: line.upperBound, advances: advances,
            isClear: zip(isClear, isFlagged).map { $0 && !$1 })
    }

    /// The clusters `tail` (a line's end) shaped in `run` with the ellipsis
    /// after them and the units from `from` before them as context, and
    /// whether that splices onto the line's start at `tail`'s first cluster.
    private func shapedTail(
        _ tail: Range<Int>, from: Int, ellipsis: Ellipsis, run: Run, shaper: Shaper
    ) -> (advances: [Double], ellipsis: Double, splices: Bool) {
        let startUnit = Int(clusterStarts[tail.lowerBound])
        let endUnit = Int(clusterStarts[tail.upperBound])
        let text = Array(units[from..<endUnit]) + ellipsis.units
        let glyphs = text.withUnsafeBufferPointer {
            shaper.shape(
                $0, range: (startUnit - from)..<text.count, face: run.face, isRTL: run.isRTL, script: run.script,
                producingUnsafeToConcat: true)
        }
        var advances = [Double](repeating: 0, count: tail.count)
        var ellipsisEms = 0.0
        var sawStart = false
        var isClear = true
        var cluster = tail.lowerBound
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
            advances[cluster - tail.lowerBound] += ems
        }
        return (advances, ellipsisEms, sawStart && isClear)
    }

    /// Whether an ellipsis after `line` is shaped in the same run as the
    /// line's last cluster: that cluster is set in the ellipsis' face, at the
    /// paragraph's level (where the ellipsis stands: it ends the paragraph).
    func ellipsisJoinsRun(after line: Range<Int>, _ ellipsis: Ellipsis) -> Bool {
        guard let last = line.last else { return false }
        let run = runs[Int(runOfCluster[last])]
        return run.face === ellipsis.face && run.level == paragraphLevel
    }

    /// Shapes `line` as a line, run by run, and calls `body` with each glyph
    /// (in each run's visual order), its face and the index of its cluster,
    /// or `nil` for a glyph of the ellipsis.
    ///
    /// The line is shaped in context as a whole, with its trailing
    /// whitespace, and on its own (docs/text-internals.md, "Lines are shaped on
    /// their own"): each run sees the line's other text as context, never the
    /// text of the lines before and after it. So a word broken between grapheme
    /// clusters is shaped as two texts: Arabic letters at the break take their
    /// final and initial forms, and a kerning pair split by the break does not
    /// kern. With an `ellipsis` the line ends with it (LinesAndFitting article,
    /// "Truncate"): where the last cluster's run is in the ellipsis' face and
    /// at the paragraph's level, the ellipsis is shaped in that run, so that
    /// their pair kerning counts. Otherwise the ellipsis is shaped on its own.
    func shapeLine(
        _ line: Range<Int>, ellipsis: Ellipsis?, shaper: Shaper,
        _ body: (FontFace, ShapedGlyph, Int?) -> Void
    ) {
        let startUnit = Int(clusterStarts[line.lowerBound])
        let endUnit = Int(clusterStarts[line.upperBound])
        let joins = ellipsis.map { ellipsisJoinsRun(after: line, $0) } ?? false
        let lastPiece = joins ? Int(runOfCluster[line.upperBound - 1]) : -1
        units[startUnit..<endUnit].withUnsafeBufferPointer { buffer in
            var run = line.isEmpty ? runs.count : Int(runOfCluster[line.lowerBound])
            while run < runs.count, runs[run].clusters.lowerBound < line.upperBound {
                let piece = max(runs[run].clusters.lowerBound, line.lowerBound)..<min(runs[run].clusters.upperBound, line.upperBound)
                let current = runs[run]
                let unitRange = Int(clusterStarts[piece.lowerBound])..<Int(clusterStarts[piece.upperBound])
                var cluster = piece.lowerBound
                // `glyph.cluster` counts from `offset` in the paragraph.
                func deliver(_ glyph: ShapedGlyph, offset: Int) {
                    var glyph = glyph
                    glyph.cluster += Int32(offset)
                    guard Int(glyph.cluster) < endUnit else { return body(current.face, glyph, nil) }
                    cluster = self.cluster(containingUnit: Int(glyph.cluster), near: cluster, in: piece)
                    body(current.face, glyph, cluster)
                }
                if run == lastPiece, let ellipsis {
                    // The piece and the ellipsis, as one run: a copy of the
                    // piece with enough of the line before it for HarfBuzz's
                    // context (5 characters), then the ellipsis.
                    let from = max(startUnit, unitRange.lowerBound - 16)
                    let text = Array(units[from..<endUnit]) + ellipsis.units
                    let glyphs = text.withUnsafeBufferPointer {
                        shaper.shape(
                            $0, range: (unitRange.lowerBound - from)..<text.count, face: current.face,
                            isRTL: current.isRTL, script: current.script)
                    }
                    for glyph in glyphs { deliver(glyph, offset: from) }
                } else {
                    for glyph in shaper.shape(
                        buffer, range: (unitRange.lowerBound - startUnit)..<(unitRange.upperBound - startUnit),
                        face: current.face, isRTL: current.isRTL, script: current.script)
                    {
                        deliver(glyph, offset: startUnit)
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

/// What the glyphs of a paragraph's runs give each cluster, tallied as
/// HarfBuzz hands them over: its advance at 1 pt, and in `flags` (bits of
/// ``ParagraphScratch``) whether a glyph starts at it and HarfBuzz's flags
/// on that glyph. One value, mutated through one closure at a time, so that
/// its accesses are checked when compiled, not at each glyph.
private struct GlyphTally {
    let advances: UnsafeMutablePointer<Double>
    let flags: UnsafeMutableBufferPointer<UInt8>

    /// - Parameters:
    ///   - advances: one zeroed entry per cluster.
    ///   - flags: one zeroed entry per cluster.
    init(advances: UnsafeMutablePointer<Double>, flags: UnsafeMutableBufferPointer<UInt8>) {
        self.advances = advances
        self.flags = flags
    }

    mutating func take(
        _ glyph: ShapedGlyph, scale: Double, clusterOfUnit: UnsafeBufferPointer<Int32>,
        clusterStarts: UnsafeBufferPointer<Int32>
    ) {
        let cluster = Int(clusterOfUnit[Int(glyph.cluster)])
        advances[cluster] += Double(glyph.advance) * scale
        if glyph.cluster == clusterStarts[cluster] {
            var bits = ParagraphScratch.hasOwnGlyph
            if glyph.isUnsafeToBreak { bits |= ParagraphScratch.isUnsafeToBreak }
            if glyph.isUnsafeToConcat { bits |= ParagraphScratch.isUnsafeToConcat }
            flags[cluster] |= bits
        }
    }
}

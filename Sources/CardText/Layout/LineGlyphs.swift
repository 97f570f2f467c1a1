/// Positions a line's glyphs for drawing: the line shaped in context, its
/// clusters reordered visually (UAX #9 L1–L2), letter spacing after each
/// cluster in logical order, trailing whitespace hanging outside the line.
struct LineGlyphs {
    let paragraph: ShapedParagraph
    let geometry: LineGeometry
    let shaper: Shaper
    let primary: FontFace

    private struct PlacedGlyph {
        var face: FontFace
        var glyph: UInt32
        var advance: Double
        var xOffset: Double
        var yOffset: Double
    }

    private struct VisualCluster {
        var glyphs: [PlacedGlyph] = []
        var level: UInt8
        var isSpaced: Bool
    }

    /// The glyph runs of a line showing `kept` (and then `ellipsis`, when it
    /// was truncated), x relative to the line's x and y to its baseline
    /// (down).
    func runs(showing kept: Range<Int>, ellipsis: Ellipsis?) -> [GlyphRun] {
        let end = kept.upperBound
        var (visual, ellipsisGlyphs) = shapedClusters(kept, ellipsis: ellipsis)

        // L1: trailing whitespace takes the paragraph's level.
        let trimmed = paragraph.trimmedEnd(kept)
        for index in (trimmed - kept.lowerBound)..<visual.count { visual[index].level = paragraph.paragraphLevel }
        if ellipsis != nil {
            let script = end > 0 ? paragraph.scripts[end - 1] : ScriptTag.latin
            visual.append(
                VisualCluster(glyphs: ellipsisGlyphs, level: paragraph.paragraphLevel, isSpaced: !script.isCursive))
        }
        visual = Self.visualOrder(levels: visual.map(\.level)).map { visual[$0] }

        // Trailing whitespace hangs: in an RTL paragraph it stands left of x.
        var pen = 0.0
        if paragraph.paragraphLevel & 1 == 1, ellipsis == nil {
            pen = -(trimmed..<end).reduce(0.0) { total, cluster in
                total + paragraph.advances[cluster] * geometry.fontSize
                    + (paragraph.scripts[cluster].isCursive ? 0 : geometry.letterSpacing)
            }
        }
        var runs: [GlyphRun] = []
        for cluster in visual {
            let isRTL = cluster.level & 1 == 1
            if isRTL && cluster.isSpaced { pen += geometry.letterSpacing }
            for glyph in cluster.glyphs {
                let placement = GlyphPlacement(
                    glyph: glyph.glyph, x: pen + glyph.xOffset * geometry.fontSize,
                    y: -glyph.yOffset * geometry.fontSize)
                if let last = runs.last, last.fontFile == glyph.face.fileName {
                    runs[runs.count - 1].glyphs.append(placement)
                } else {
                    runs.append(GlyphRun(fontFile: glyph.face.fileName, fontSize: geometry.fontSize, glyphs: [placement]))
                }
                pen += glyph.advance * geometry.fontSize
            }
            if !isRTL && cluster.isSpaced { pen += geometry.letterSpacing }
        }
        return runs
    }

    /// The clusters of `line` in logical order, each with its glyphs (at 1 pt)
    /// from shaping the line in context, and the glyphs of the ellipsis when
    /// the line ends with one (``ShapedParagraph/shapeLine``).
    private func shapedClusters(
        _ line: Range<Int>, ellipsis: Ellipsis?
    ) -> (clusters: [VisualCluster], ellipsis: [PlacedGlyph]) {
        var clusters = line.map {
            VisualCluster(level: paragraph.levels[$0], isSpaced: !paragraph.scripts[$0].isCursive)
        }
        var ellipsisGlyphs: [PlacedGlyph] = []
        paragraph.shapeLine(line, ellipsis: ellipsis, shaper: shaper) { face, glyph, cluster in
            let scale = 1 / face.unitsPerEm
            let placed = PlacedGlyph(
                face: face, glyph: glyph.glyph, advance: Double(glyph.advance) * scale,
                xOffset: Double(glyph.xOffset) * scale, yOffset: Double(glyph.yOffset) * scale)
            if let cluster { clusters[cluster - line.lowerBound].glyphs.append(placed) } else { ellipsisGlyphs.append(placed) }
        }
        // HarfBuzz gives an RTL run's glyphs right to left; within a cluster
        // they are already in visual order, so only clusters are reordered.
        return (clusters, ellipsisGlyphs)
    }

    /// UAX #9 L2: the visual order of items with these levels, as indices.
    /// From the highest level down to the lowest odd level, every maximal
    /// sequence at that level or higher is reversed.
    static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}

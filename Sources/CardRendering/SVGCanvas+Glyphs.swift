import CardGeometry
import CardText

/// Where glyph outlines become SVG, the one place: a text's glyphs are
/// defined once per picture (per glyph, face and size) in `<defs>` and
/// placed with `<use>`; a label the picture adds (a caption, a badge's
/// label, a tag, a title) is one path of its glyphs' outlines.
extension SVGCanvas {
    /// The id of `glyph`'s outline set at `size` points with its origin at
    /// (0, 0) on the baseline, defined in the picture's `<defs>` the first
    /// time it is asked for; nil for a glyph without an outline.
    mutating func glyphID(_ glyph: UInt32, fontFile: String, size: Double) -> String? {
        if let sharedGlyphs { return sharedGlyphs.id(of: glyph, fontFile: fontFile, size: size) }
        let key = GlyphKey(fontFile: fontFile, glyph: glyph, size: size)
        if let known = glyphIDs[key] { return known }
        guard let outline = outlines.outline(glyph, fontFile: fontFile) else { return nil }
        let id = uniqueID(newID("glyph"))
        glyphIDs[key] = id
        defs.append(
            #"<path id="\#(scoped(id))" d="\#(SVGPathData.pathData(outline, size: size, x: 0, baseline: 0))"/>"#)
        return id
    }

    /// Path data of a set line whose box's top-left is at (`x`, `top`).
    mutating func outlinePath(_ line: TextLine, x: Double, top: Double) -> String {
        var path = ""
        for run in line.glyphRuns {
            for glyph in run.glyphs {
                guard let outline = outlines.outline(glyph.glyph, fontFile: run.fontFile) else { continue }
                path += SVGPathData.pathData(
                    outline, size: run.fontSize, x: x + line.x + glyph.x, baseline: top + line.baseline + glyph.y)
            }
        }
        return path
    }
}

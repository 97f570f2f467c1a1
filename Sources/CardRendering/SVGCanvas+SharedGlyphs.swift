import CardGeometry
import CardText

/// A label's glyphs (a caption, a badge's label, a title) as markup: one
/// path of their outlines, or, when the picture shares its glyphs with its
/// document, one `<use>` of the shared line (see ``SharedGlyphOutlines``).
extension SVGCanvas {
    /// `line` drawn in `fill` with its box's top-left at (`x`, `top`).
    mutating func outlineMarkup(_ line: TextLine, x: Double, top: Double, fill: String) -> String {
        guard let sharedGlyphs else {
            return #"<path d="\#(outlinePath(line, x: x, top: top))" fill="\#(fill)"/>"#
        }
        if let use = sharedGlyphs.placeRuns(line.glyphRuns, x: x + line.x, baseline: top + line.baseline) {
            return #"<g fill="\#(fill)">\#(use)</g>"#
        }
        for run in line.glyphRuns {
            for glyph in run.glyphs {
                guard let id = sharedGlyphs.id(of: glyph.glyph, fontFile: run.fontFile, size: run.fontSize) else {
                    continue
                }
                sharedGlyphs.place(id, size: run.fontSize, x: glyph.x, y: glyph.y)
            }
        }
        let use = sharedGlyphs.placeLine(x: x + line.x, baseline: top + line.baseline)
        return #"<g fill="\#(fill)">\#(use)</g>"#
    }
}

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
        // The line placed at once for the page, glyphs without an outline
        // left out.
        let use = sharedGlyphs.place(sharedGlyphs.outlines.placed(line.glyphRuns)).map {
            SharedGlyphUse.lineUse($0, x: x + line.x, baseline: top + line.baseline)
        } ?? ""
        return #"<g fill="\#(fill)">\#(use)</g>"#
    }
}

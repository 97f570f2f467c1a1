import CardGeometry

/// The ids a picture defines (clips, gradients, filters, lines, glyphs)
/// and its references to them, as written: after the picture's id prefix
/// (``CardSVG/Options/idPrefix``), so that many pictures can sit in one
/// page; drawn as a template (``CardSVG/ColorTemplate``), after a hole
/// that each picture fills with its own prefix.
extension SVGCanvas {
    /// `id` as the picture writes it where it is defined or referred to.
    /// An id of the glyphs the picture shares with its document (it starts
    /// with ``SharedGlyphOutlines/idPrefix``) is the document's: it is left
    /// as it is.
    func scoped(_ id: String) -> String {
        if let shared = sharedGlyphs?.outlines.idPrefix, !shared.isEmpty, id.utf8.starts(with: shared.utf8) {
            return id
        }
        guard let colorHoles else { return idPrefix + id }
        return colorHoles.mark(.idPrefix) + id
    }
}

import CardGeometry

/// Clipped groups: a screen (nothing is painted outside it) or a part the
/// layout reports clipped (its content is cut at its frame).
extension SVGCanvas {
    /// Opens `<g class="CLASS" data-name="…" data-frame="…" clip-path="…">`
    /// clipped to `region`'s frame (rounded by its corner radius); close
    /// it with ``endClip()``.
    mutating func beginClip(_ region: PictureFacts.Region, className: String) {
        let id = newID(className)
        defs.append(
            #"<clipPath id="\#(scoped(id))"><path d="\#(SVGMarkup.rounded(region.frame, region.cornerRadius))"/></clipPath>"#)
        let name = region.name.map { #" data-name="\#(MarkupText.escaped($0))""# } ?? ""
        body.append(
            #"<g class="\#(className)"\#(name)\#(SVGMarkup.frameAttribute(region.frame)) clip-path="url(#\#(scoped(id)))">"#)
    }

    mutating func endClip() {
        body.append("</g>")
    }
}

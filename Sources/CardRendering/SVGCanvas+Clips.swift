import CardGeometry

/// Clipped groups: a screen (nothing is painted outside it) or a part the
/// layout reports clipped (its content is cut at its frame).
extension SVGCanvas {
    /// Opens `<g class="CLASS" data-name="…" data-frame="…" clip-path="…">`
    /// clipped to `region`'s frame (rounded by its corner radius); close
    /// it with ``endClip()``.
    mutating func beginClip(_ region: PictureFacts.Region, className: String) {
        let id = newID(className)
        // Each `scoped` of a template is a hole of its own: asked for in
        // the order the markup holds them, so they keep their numbers.
        let definedID = scoped(id)
        defs.write(#"<clipPath id=""#)
        defs.write(definedID)
        defs.write(#""><path d=""#)
        defs.write(roundedRect: region.frame, radius: region.cornerRadius)
        defs.write(#""/></clipPath>"#)
        defs.endLine()
        let referredID = scoped(id)
        body.write(#"<g class=""#)
        body.write(className)
        body.write(#"""#)
        if let name = region.name {
            body.write(#" data-name=""#)
            body.write(MarkupText.escaped(name))
            body.write(#"""#)
        }
        body.write(frame: region.frame)
        body.write(#" clip-path="url(#"#)
        body.write(referredID)
        body.write(#")">"#)
        body.endLine()
    }

    mutating func endClip() {
        body.append("</g>")
    }
}

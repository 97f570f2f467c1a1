import CardGeometry

/// Surfaces: a rounded rectangle with its fill, a border inside its edge
/// (several colors: a linear gradient ring), a drop shadow and an opacity.
extension SVGCanvas {
    mutating func drawSurface(_ surface: LayoutShape.Surface) {
        var parts: [String] = []
        let topOnly = topCornersOnly.contains(surface.name)
        if let fill = surface.fill {
            let outline =
                topOnly
                ? SVGMarkup.roundedTop(surface.frame, surface.cornerRadius)
                : SVGMarkup.rounded(surface.frame, surface.cornerRadius)
            parts.append(#"<path d="\#(outline)" \#(painted(.fill, .fill, fill))/>"#)
        }
        if let border = surface.border, let stroke = borderPath(border, frame: surface.frame, radius: surface.cornerRadius) {
            parts.append(stroke)
        }
        body.append(
            #"<g class="surface" data-name="\#(MarkupText.escaped(surface.name))""#
                + (topOnly ? #" data-corners="top""# : "") + #"\#(SVGMarkup.opacity(surface.opacity))>"#)
        if let shadow = surface.shadow, !parts.isEmpty, let filter = shadowFilter(shadow, frame: surface.frame) {
            body.append(#"<g filter="url(#\#(scoped(filter)))">"#)
            body += parts
            body.append("</g>")
        } else {
            body += parts
        }
        body.append("</g>")
    }

    /// A border as a path stroked inside `frame` (as a layer's border is):
    /// inset by half its width, the radius reduced alike. One color strokes
    /// plain; more make a gradient from the first (bottom-leading corner) to
    /// the last (top-trailing). Nil when it has no width or no color.
    mutating func borderPath(_ border: LayoutShape.Border, frame: LayoutRect, radius: Double) -> String? {
        guard border.width > 0, border.width.isFinite, let first = border.colors.first else { return nil }
        let width = min(border.width, frame.width / 2, frame.height / 2)
        guard width > 0 else { return nil }
        let inset = width / 2
        let stroke: String
        if border.colors.count == 1 {
            stroke = painted(.stroke, .border(0), first)
        } else {
            let id = newID("border")
            let last = Double(border.colors.count - 1)
            let stops = border.colors.enumerated().map { index, color in
                let paint = painted(.stop, .border(index), color)
                return #"<stop offset="\#(SVGMarkup.n(Double(index) / last))""# + paint + "/>"
            }
            defs.append(#"<linearGradient id="\#(scoped(id))" x1="0" y1="1" x2="1" y2="0">\#(stops.joined())</linearGradient>"#)
            stroke = #"stroke="url(#\#(scoped(id)))""#
        }
        let path = SVGMarkup.rounded(SVGMarkup.inset(frame, by: inset), max(0, radius - inset))
        return #"<path class="border" d="\#(path)" fill="none" \#(stroke) stroke-width="\#(SVGMarkup.n(width))"/>"#
    }

    /// A drop shadow filter for a shape in `frame`: the shadow's radius is
    /// the blur (standard deviation radius / 2), its color's alpha times its
    /// opacity the flood's. Returns the filter's id; nil for an invisible shadow.
    mutating func shadowFilter(_ shadow: LayoutShape.Shadow, frame: LayoutRect) -> String? {
        let opacity = min(1, max(0, shadow.opacity.isNaN ? 0 : shadow.opacity))
        let alpha = { @Sendable (color: RGBAColor) in Double(color.alpha) / 255 * opacity }
        guard decides(.shadow, shadow.color, { alpha($0) > 0 }), shadow.offsetX.isFinite, shadow.offsetY.isFinite,
            shadow.radius.isFinite
        else { return nil }
        let n = SVGMarkup.n
        let deviation = max(0, shadow.radius) / 2
        let spread = 3 * deviation + 1
        let region = LayoutRect(
            x: frame.x - spread + min(0, shadow.offsetX), y: frame.y - spread + min(0, shadow.offsetY),
            width: frame.width + 2 * spread + abs(shadow.offsetX), height: frame.height + 2 * spread + abs(shadow.offsetY))
        let id = newID("shadow")
        defs.append(
            #"<filter id="\#(scoped(id))" filterUnits="userSpaceOnUse" x="\#(n(region.x))" y="\#(n(region.y))" "#
                + #"width="\#(n(region.width))" height="\#(n(region.height))">"#
                // Blur, offset and color the shape's alpha, then draw the shape
                // over it (feDropShadow's work, in primitives every renderer has).
                + #"<feGaussianBlur in="SourceAlpha" stdDeviation="\#(n(deviation))"/>"#
                + #"<feOffset dx="\#(n(shadow.offsetX))" dy="\#(n(shadow.offsetY))" result="offset"/>"#
                + "<feFlood"
                + colored(.shadow, shadow.color) { #" flood-color="\#(SVGMarkup.hexRGB($0))" flood-opacity="\#(SVGMarkup.n(alpha($0)))""# }
                + "/>"
                + #"<feComposite in2="offset" operator="in"/>"#
                + #"<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>"#)
        return id
    }
}

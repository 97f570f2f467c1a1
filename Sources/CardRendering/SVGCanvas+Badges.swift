import CardGeometry

/// Badges: a small filled rounded rectangle at its opacity, its label (when
/// given) centered in it in white or near-black, whichever stands out.
extension SVGCanvas {
    mutating func drawBadge(_ badge: LayoutShape.Badge) {
        let frame = badge.frame
        body.append(
            #"<g class="badge" data-name="\#(SVGMarkup.escaped(badge.name))"\#(SVGMarkup.opacity(badge.opacity))>"#)
        body.append(#"<path d="\#(SVGMarkup.rounded(frame, badge.cornerRadius))" \#(SVGMarkup.paint("fill", badge.fill))/>"#)
        if let label = badge.label, !label.isEmpty, let drawn = badgeLabel(label, in: frame, fill: badge.fill) {
            body.append(drawn)
        }
        body.append("</g>")
    }

    /// The label at up to 60% of the badge's height (12 pt at most), smaller
    /// when it is wider than the badge; nil when that is below 3 pt.
    private mutating func badgeLabel(_ label: String, in frame: LayoutRect, fill: RGBAColor) -> String? {
        var size = min(12, frame.height * 0.6)
        guard size >= 3, var line = setLine(label, size: size, weight: 600) else { return nil }
        let room = frame.width - frame.height * 0.2
        if line.width > room, line.width > 0 {
            size *= room / line.width
            guard size >= 3, let smaller = setLine(label, size: size, weight: 600) else { return nil }
            line = smaller
        }
        let (x, y) = Self.origin(
            of: .center(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2), width: line.width,
            height: line.height)
        let path = outlinePath(line, x: x - line.x, top: y)
        // Relative luminance (sRGB weights, no gamma): light fills get dark text.
        let luminance = (0.2126 * Double(fill.red) + 0.7152 * Double(fill.green) + 0.0722 * Double(fill.blue)) / 255
        let color = luminance > 0.6 ? "#1A1A1A" : "#FFFFFF"
        return #"<g class="badge-label" data-text="\#(SVGMarkup.escaped(label))"><path d="\#(path)" fill="\#(color)"/></g>"#
    }
}

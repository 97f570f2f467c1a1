import CardGeometry
import Foundation

/// Badges: a small filled rounded rectangle at its opacity, its label (when
/// given) centered in it in white or near-black, whichever stands out; a
/// badge the layout names as a symbol (``BadgeSymbol``) is drawn as that
/// symbol instead (a pin, a warning triangle), never as a bare square.
extension SVGCanvas {
    mutating func drawBadge(_ badge: LayoutShape.Badge) {
        let frame = badge.frame
        let symbol = symbols[badge.name]
        body.append(
            #"<g class="badge" data-name="\#(MarkupText.escaped(badge.name))""#
                + (symbol.map { #" data-symbol="\#($0.rawValue)""# } ?? "")
                + SVGMarkup.frameAttribute(frame) + #"\#(SVGMarkup.opacity(badge.opacity))>"#)
        func fill() -> String { painted(.fill, .fill, badge.fill) }
        func ink() -> String { colored(.fill, badge.fill) { Self.contrastingInk(on: $0) } }
        switch symbol {
        case .pin:
            body.append(Self.pinPath(in: frame, paint: fill()))
        case .pinOnFill:
            body.append(#"<path d="\#(SVGMarkup.rounded(frame, badge.cornerRadius))" \#(fill())/>"#)
            let inner = SVGMarkup.inset(frame, by: min(frame.width, frame.height) * 0.18)
            body.append(Self.pinPath(in: inner, paint: #"fill="\#(ink())""#))
        case .warningTriangle:
            body.append(colored(.fill, badge.fill) { Self.warningTriangle(in: frame, color: $0) })
        case .playOnFill:
            body.append(#"<path d="\#(SVGMarkup.rounded(frame, badge.cornerRadius))" \#(fill())/>"#)
            body.append(Self.playTriangle(in: frame, ink: ink()))
        case .spinner:
            body.append(colored(.fill, badge.fill) { Self.spinner(in: frame, color: $0) })
        case nil:
            body.append(#"<path d="\#(SVGMarkup.rounded(frame, badge.cornerRadius))" \#(fill())/>"#)
            if let label = badge.label, !label.isEmpty, let drawn = badgeLabel(label, in: frame, fill: badge.fill) {
                body.append(drawn)
            }
        }
        body.append("</g>")
    }

    /// White on a dark fill, near-black on a light one (relative luminance,
    /// sRGB weights, no gamma).
    static func contrastingInk(on fill: RGBAColor) -> String {
        luminance(fill) > 0.6 ? "#1A1A1A" : "#FFFFFF"
    }

    static func luminance(_ color: RGBAColor) -> Double {
        (0.2126 * Double(color.red) + 0.7152 * Double(color.green) + 0.0722 * Double(color.blue)) / 255
    }

    /// A push pin standing in the middle of `frame`, tilted 45° like the
    /// system's `pin.fill`: a round head, a collar and a needle pointing to
    /// the bottom-leading corner, within the frame's square.
    static func pinPath(in frame: LayoutRect, paint: String) -> String {
        let n = SVGMarkup.n
        let side = min(frame.width, frame.height)
        let cx = frame.x + frame.width / 2, cy = frame.y + frame.height / 2
        // Drawn upright in a unit square centered at 0, then rotated.
        let points: [(Double, Double)] = [
            (-0.24, -0.46), (0.24, -0.46), (0.17, -0.06), (0.3, 0.06), (0.3, 0.14),
            (0.04, 0.14), (0, 0.5), (-0.04, 0.14), (-0.3, 0.14), (-0.3, 0.06), (-0.17, -0.06),
        ]
        let angle = Double.pi / 4
        let cosA = cos(angle), sinA = sin(angle)
        let drawn = points.map { u, v -> String in
            let x = cx + side * (u * cosA - v * sinA), y = cy + side * (u * sinA + v * cosA)
            return "\(n(x)) \(n(y))"
        }
        return #"<path class="symbol pin" d="M\#(drawn.joined(separator: "L"))Z" \#(paint)/>"#
    }

    /// `exclamationmark.triangle`: a triangle outlined with rounded joins
    /// and an exclamation mark inside it, in `color`, filling `frame`'s square.
    static func warningTriangle(in frame: LayoutRect, color: RGBAColor) -> String {
        let n = SVGMarkup.n
        let s = min(frame.width, frame.height)
        let x = frame.x + (frame.width - s) / 2, y = frame.y + (frame.height - s) / 2
        let stroke = s * 0.08
        let triangle =
            "M\(n(x + s / 2)) \(n(y + s * 0.1))L\(n(x + s * 0.94)) \(n(y + s * 0.88))"
            + "L\(n(x + s * 0.06)) \(n(y + s * 0.88))Z"
        let bar = LayoutRect(x: x + s * 0.455, y: y + s * 0.36, width: s * 0.09, height: s * 0.27)
        let dot = LayoutRect(x: x + s * 0.45, y: y + s * 0.69, width: s * 0.1, height: s * 0.1)
        return #"<path class="symbol warning-triangle" d="\#(triangle)" fill="none" \#(SVGMarkup.paint(.stroke, color)) "#
            + #"stroke-width="\#(n(stroke))" stroke-linejoin="round"/>"#
            + #"<path class="symbol exclamation" d="\#(SVGMarkup.rounded(bar, bar.width / 2))"#
            + #"\#(SVGMarkup.rounded(dot, dot.width / 2))" \#(SVGMarkup.paint(.fill, color))/>"#
    }

    /// A play triangle pointing right, centered in `frame` (a third of its side).
    static func playTriangle(in frame: LayoutRect, ink: String) -> String {
        let n = SVGMarkup.n
        let s = min(frame.width, frame.height) * 0.36
        let cx = frame.x + frame.width / 2 + s * 0.1, cy = frame.y + frame.height / 2
        return #"<path class="symbol play" d="M\#(n(cx - s / 2)) \#(n(cy - s * 0.58))L\#(n(cx + s / 2)) \#(n(cy))"#
            + #"L\#(n(cx - s / 2)) \#(n(cy + s * 0.58))Z" fill="\#(ink)"/>"#
    }

    /// An activity indicator in `frame`: eight round-capped spokes, the
    /// first opaque and each next one fainter.
    static func spinner(in frame: LayoutRect, color: RGBAColor) -> String {
        let n = SVGMarkup.n
        let side = min(frame.width, frame.height)
        let cx = frame.x + frame.width / 2, cy = frame.y + frame.height / 2
        let inner = side * 0.22, outer = side * 0.44, width = side * 0.1
        var spokes = ""
        for index in 0..<8 {
            let angle = Double(index) * Double.pi / 4 - Double.pi / 2
            let opacity = 1 - Double(index) * 0.1
            spokes +=
                #"<path d="M\#(n(cx + inner * cos(angle))) \#(n(cy + inner * sin(angle)))"#
                + #"L\#(n(cx + outer * cos(angle))) \#(n(cy + outer * sin(angle)))" "#
                + #"stroke-opacity="\#(n(opacity * Double(color.alpha) / 255))"/>"#
        }
        return #"<g class="symbol spinner" stroke="\#(SVGMarkup.hexRGB(color))" stroke-width="\#(n(width))" "#
            + #"stroke-linecap="round" fill="none">\#(spokes)</g>"#
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
        let ink = colored(.fill, fill) { Self.contrastingInk(on: $0) }
        let glyphs = outlineMarkup(line, x: x - line.x, top: y, fill: ink)
        return #"<g class="badge-label" data-text="\#(MarkupText.escaped(label))">\#(glyphs)</g>"#
    }
}

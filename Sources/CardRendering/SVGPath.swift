import CardGeometry
import CardText

/// A glyph outline as path segments in font units (y up): the shape of
/// `GlyphOutline`, constructible outside the text layer.
public struct OutlinePath: Hashable, Sendable {
    /// One step of the path.
    /// One step of the path.
    public enum Segment: Hashable, Sendable {
        /// A straight line to the point.
        /// Starts a new contour at the point.
        case move(x: Double, y: Double)
        /// A cubic curve to (x, y) with two control points.
        /// A straight line to the point.
        case line(x: Double, y: Double)
        /// A quadratic curve to (x, y) with the control point (cx, cy).
        case quad(cx: Double, cy: Double, x: Double, y: Double)
        /// The font's units per em, to scale the path to a size.
        /// A cubic curve to (x, y) with two control points.
        case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
        /// Closes the current contour.
        case close
    }

    /// The font's units per em, to scale the path to a size.
    public var unitsPerEm: Double
    /// The path of a glyph outline from the text layer.
    /// The path, contour by contour.
    public var segments: [Segment]

    /// A path from its parts.
    public init(unitsPerEm: Double, segments: [Segment]) {
        self.unitsPerEm = unitsPerEm
        self.segments = segments
    }

    /// The path of a glyph outline from the text layer.
    public init(_ outline: GlyphOutline) {
        self.unitsPerEm = outline.unitsPerEm
        self.segments = outline.commands.map { command in
            switch command {
            case .move(let point): .move(x: point.x, y: point.y)
            case .line(let point): .line(x: point.x, y: point.y)
            case .quad(let control, let to): .quad(cx: control.x, cy: control.y, x: to.x, y: to.y)
            case .cubic(let control1, let control2, let to):
                .cubic(c1x: control1.x, c1y: control1.y, c2x: control2.x, c2y: control2.y, x: to.x, y: to.y)
            case .close: .close
            }
        }
    }
}

/// Turns outlines into SVG path data.
public enum SVGPathData {
    /// The outline drawn at `size` points with its origin (on the baseline)
    /// at (`x`, `baseline`) in SVG coordinates (y down): every point
    /// (u, v) in font units becomes (x + u·k, baseline − v·k) with
    /// k = size / unitsPerEm. Absolute commands (M, L, Q, C, Z), numbers with
    /// at most `decimals` decimals.
    public static func pathData(
        _ outline: OutlinePath, size: Double, x: Double, baseline: Double, decimals: Int = 3
    ) -> String {
        let scale = size / outline.unitsPerEm
        func point(_ u: Double, _ v: Double) -> String {
            NumberText.format(x + u * scale, decimals: decimals) + " "
                + NumberText.format(baseline - v * scale, decimals: decimals)
        }
        var parts: [String] = []
        parts.reserveCapacity(outline.segments.count)
        for segment in outline.segments {
            switch segment {
            case .move(let u, let v): parts.append("M" + point(u, v))
            case .line(let u, let v): parts.append("L" + point(u, v))
            case .quad(let cu, let cv, let u, let v): parts.append("Q" + point(cu, cv) + " " + point(u, v))
            case .cubic(let c1u, let c1v, let c2u, let c2v, let u, let v):
                parts.append("C" + point(c1u, c1v) + " " + point(c2u, c2v) + " " + point(u, v))
            case .close: parts.append("Z")
            }
        }
        return parts.joined()
    }

    /// A rectangle with corners rounded by `radius` (clamped to half the
    /// shorter side), as path data.
    static func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) -> String {
        roundedRect(x: x, y: y, width: width, height: height, radius: radius, bottomRounded: true)
    }

    /// A rectangle whose top corners are rounded by `radius` (clamped to
    /// half the shorter side) and whose bottom corners are rounded alike
    /// only when `bottomRounded` (a sheet's card rounds its top corners only).
    static func roundedRect(
        x: Double, y: Double, width: Double, height: Double, radius: Double, bottomRounded: Bool
    ) -> String {
        let r = max(0, min(radius, width / 2, height / 2))
        let n = { (value: Double) in NumberText.format(value) }
        guard r > 0 else {
            return "M\(n(x)) \(n(y))H\(n(x + width))V\(n(y + height))H\(n(x))Z"
        }
        let bottom =
            bottomRounded
            ? "V\(n(y + height - r))A\(n(r)) \(n(r)) 0 0 1 \(n(x + width - r)) \(n(y + height))"
                + "H\(n(x + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x)) \(n(y + height - r))"
            : "V\(n(y + height))H\(n(x))"
        return "M\(n(x + r)) \(n(y))H\(n(x + width - r))A\(n(r)) \(n(r)) 0 0 1 \(n(x + width)) \(n(y + r))"
            + bottom
            + "V\(n(y + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x + r)) \(n(y))Z"
    }
}

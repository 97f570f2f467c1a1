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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128)
        appendRoundedRect(
            x: x, y: y, width: width, height: height, radius: radius, bottomRounded: bottomRounded, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``roundedRect(x:y:width:height:radius:bottomRounded:)`` to
    /// `bytes` (UTF-8), its numbers written in place.
    static func appendRoundedRect(
        x: Double, y: Double, width: Double, height: Double, radius: Double, bottomRounded: Bool = true,
        to bytes: inout [UInt8]
    ) {
        let r = max(0, min(radius, width / 2, height / 2))
        guard r > 0 else {
            step("M", x, y, &bytes)
            step("H", x + width, &bytes)
            step("V", y + height, &bytes)
            step("H", x, &bytes)
            bytes.append(UInt8(ascii: "Z"))
            return
        }
        step("M", x + r, y, &bytes)
        step("H", x + width - r, &bytes)
        arc(r, x + width, y + r, &bytes)
        if bottomRounded {
            step("V", y + height - r, &bytes)
            arc(r, x + width - r, y + height, &bytes)
            step("H", x + r, &bytes)
            arc(r, x, y + height - r, &bytes)
        } else {
            step("V", y + height, &bytes)
            step("H", x, &bytes)
        }
        step("V", y + r, &bytes)
        arc(r, x + r, y, &bytes)
        bytes.append(UInt8(ascii: "Z"))
    }

    /// A command and its one number (`H10`).
    private static func step(_ command: Unicode.Scalar, _ value: Double, _ bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: command))
        NumberText.append(value, to: &bytes)
    }

    /// A command and its point (`M10 20`).
    private static func step(_ command: Unicode.Scalar, _ x: Double, _ y: Double, _ bytes: inout [UInt8]) {
        step(command, x, &bytes)
        bytes.append(UInt8(ascii: " "))
        NumberText.append(y, to: &bytes)
    }

    /// A quarter circle of radius `r` to (`x`, `y`): `Ar r 0 0 1 x y`.
    private static func arc(_ r: Double, _ x: Double, _ y: Double, _ bytes: inout [UInt8]) {
        step("A", r, r, &bytes)
        for byte in " 0 0 1 ".utf8 { bytes.append(byte) }
        NumberText.append(x, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        NumberText.append(y, to: &bytes)
    }
}

/// A glyph's outline in font units, y up, as FreeType decomposes it.
public struct GlyphOutline: Hashable, Sendable {
    /// A point in font units, y up.
    public struct Point: Hashable, Sendable {
        /// The horizontal coordinate.
        public var x: Double
        /// The vertical coordinate, growing upwards.
        public var y: Double
    }

    /// One step of an outline's path.
    public enum Command: Hashable, Sendable {
        /// Starts a new contour at the point.
        case move(Point)
        /// A straight line to the point.
        case line(Point)
        /// A quadratic curve to `to`, bending towards `control`.
        case quad(control: Point, to: Point)
        /// A cubic curve to `to` with two control points.
        case cubic(control1: Point, control2: Point, to: Point)
        /// Closes the current contour.
        case close
    }

    /// Divide coordinates by this and multiply by the font size for points.
    public var unitsPerEm: Double
    /// The path, contour by contour.
    public var commands: [Command]
}

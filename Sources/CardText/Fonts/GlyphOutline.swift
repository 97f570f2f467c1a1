/// A glyph's outline in font units, y up, as FreeType decomposes it.
public struct GlyphOutline: Hashable, Sendable {
    public struct Point: Hashable, Sendable {
        public var x: Double
        public var y: Double
    }

    public enum Command: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    /// Divide coordinates by this and multiply by the font size for points.
    public var unitsPerEm: Double
    public var commands: [Command]
}

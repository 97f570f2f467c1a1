import CardGeometry

extension LayoutRect {
    /// Whether the two rectangles share an area (touching edges do not).
    func intersects(_ other: LayoutRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}

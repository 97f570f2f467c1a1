/// Rounds layout values to the display's pixels (rule 11).
struct PixelGrid: Sendable {
    /// Pixels per point.
    let scale: Double

    /// Values this close to a half pixel count as the half (so that, say,
    /// 30.5 / 3 × 3 = 30.499999999999996 still rounds up).
    static let halfTolerance = 1e-9

    /// The nearest multiple of 1 / scale, halves up.
    func snap(_ value: Double) -> Double {
        let snapped = (value * scale + 0.5 + Self.halfTolerance).rounded(.down) / scale
        return snapped == 0 ? 0 : snapped
    }

    /// The rectangle whose four edges are each snapped; width and height
    /// follow from them.
    func snap(_ rect: LayoutRect) -> LayoutRect {
        let minX = snap(rect.x)
        let minY = snap(rect.y)
        return LayoutRect(x: minX, y: minY, width: snap(rect.maxX) - minX, height: snap(rect.maxY) - minY)
    }
}

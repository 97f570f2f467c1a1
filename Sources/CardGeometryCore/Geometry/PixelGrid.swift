/// Rounds layout values to the display's pixels (rule 11).
package struct PixelGrid: Sendable {
    /// Pixels per point.
    package let scale: Double

    /// The grid of a display with `scale` pixels per point.
    package init(scale: Double) {
        self.scale = scale
    }

    /// Values this close to a half pixel count as the half (so that, say,
    /// 30.5 / 3 × 3 = 30.499999999999996 still rounds up).
    package static let halfTolerance = 1e-9

    /// The nearest multiple of 1 / scale, halves up.
    package func snap(_ value: Double) -> Double {
        let snapped = (value * scale + 0.5 + Self.halfTolerance).rounded(.down) / scale
        return snapped == 0 ? 0 : snapped
    }

    /// The rectangle whose four edges are each snapped; width and height
    /// follow from them.
    package func snap(_ rect: LayoutRect) -> LayoutRect {
        let minX = snap(rect.x)
        let minY = snap(rect.y)
        return LayoutRect(x: minX, y: minY, width: snap(rect.maxX) - minX, height: snap(rect.maxY) - minY)
    }
}

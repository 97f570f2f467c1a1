import CardGeometryCore

/// Where a released drag snaps to and how long the card takes to get
/// there (SheetCards article, "Snap").
struct SheetSnapRule {
    let tops: SheetCardLayout.Tops
    let verticalSizeClass: SizeClass
    let mode: SheetCardLayout.Mode
    let hasMapContent: Bool

    /// UIScrollView's normal deceleration rate, per millisecond.
    static let decelerationRate = 0.998
    /// Half the height of the windows around the extended and collapsed tops.
    static let edgeWindow = 22.0
    /// Half the height of the window around the peaking top.
    static let peakingWindow = 44.0
    static let durations = 0.4...1.3
    static let damping = 0.8
    /// The share of the way from peaking to extended over which the map
    /// buttons fade.
    static let mapButtonsFade = 0.3

    /// The drag's y kept between Ye and Yc.
    func clampedY(_ y: Double) -> Double {
        min(max(y, tops.extended), tops.collapsed)
    }

    func snap(_ drag: SheetCardInput.Drag) -> SheetCardLayout.Snap {
        let y0 = clampedY(drag.y)
        let v = drag.velocity
        // Left to right, as the rule writes it.
        let q = y0 + (v / 1000) * Self.decelerationRate / (1 - Self.decelerationRate)
        let target = target(projected: q, velocity: v)
        let yt = tops[target]
        var duration: Double
        if v != 0 {
            duration = (yt - y0) / v
        } else {
            duration = yt > y0 ? Self.durations.upperBound : Self.durations.lowerBound
        }
        duration = min(max(duration, Self.durations.lowerBound), Self.durations.upperBound)
        let contentAlpha =
            tops.collapsed == tops.peaking
            ? 1 : min(1, max(0, (tops.collapsed - y0) / (tops.collapsed - tops.peaking)))
        // When Yp = Ye, y0 >= Ye = Yp: the division is never by 0.
        let mapButtonsAlpha =
            mode == .side || y0 >= tops.peaking
            ? 1 : 1 - min(1, (tops.peaking - y0) / (Self.mapButtonsFade * (tops.peaking - tops.extended)))
        return SheetCardLayout.Snap(
            fromY: y0, velocity: v, projectedY: q, position: target, y: yt, duration: duration,
            damping: Self.damping, contentAlpha: contentAlpha, mapButtonsAlpha: mapButtonsAlpha)
    }

    /// The position a card coasting to `q` snaps to.
    func target(projected q: Double, velocity v: Double) -> SheetCardInput.Position {
        if !hasMapContent { return .extended }
        func within(_ top: Double, _ half: Double) -> Bool { q >= top - half && q < top + half }
        if within(tops.extended, Self.edgeWindow) { return .extended }
        if verticalSizeClass == .regular && within(tops.peaking, Self.peakingWindow) { return .peaking }
        if within(tops.collapsed, Self.edgeWindow) { return .collapsed }
        let compact = verticalSizeClass == .compact
        if v < 0 { return compact || q < tops.peaking ? .extended : .peaking }
        return compact || q > tops.peaking ? .collapsed : .peaking
    }
}

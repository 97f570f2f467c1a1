import CardGeometryCore

import CardText

/// Rule 8: where the items stand along the bar. Positions are first
/// logical (from the bar's leading edge, in the scrolled content), then
/// turned into screen x by the scroll offset and the layout direction.
struct HorizontalPlacement: Sendable {
    /// The bar's width, W.
    let barWidth: Double
    /// The leading safe-area inset plus the edge padding: where the first
    /// item starts.
    let start: Double
    /// An item's width plus the padding between items.
    let step: Double
    /// The scrolled content's width, CW.
    let contentWidth: Double
    /// The offset used, o.
    let offset: Double
    let direction: LayoutDirection

    init(environment: LayoutEnvironment, list: StoryGroupBarInput.Theme.List, itemWidth: Double, count: Int,
         scrollOffset: Double)
    {
        let insets = environment.safeAreaInsets
        let lead = insets.leading(environment.layoutDirection)
        let trail = insets.trailing(environment.layoutDirection)
        let edge = list.edgePaddingHorizontal
        let gap = list.paddingBetweenItems
        barWidth = environment.width
        start = lead + edge
        step = itemWidth + gap
        contentWidth =
            count == 0 ? 0 : lead + edge + Double(count) * itemWidth + gap * Double(count - 1) + edge + trail
        offset = min(scrollOffset, max(0, contentWidth - barWidth))
        direction = environment.layoutDirection
    }

    /// X_k: where item `position` starts, logically.
    func itemStart(_ position: Int) -> Double {
        start + Double(position) * step
    }

    /// The screen x of something `width` wide at logical position `x`.
    func screenX(_ x: Double, width: Double) -> Double {
        direction.screenX(x - offset, width: width, inWidth: barWidth)
    }
}

import CardGeometryCore
import CardText

/// The screen and what of the card does not depend on where it rests
/// (SheetCards article, "Mode" to "Tops"): mode, stops, width, height and
/// the tops of the three positions. Horizontal positions are logical,
/// from the screen's leading edge; ``frame(x:y:width:height:)`` turns them
/// into written frames (rules 17 and 18).
struct SheetGeometry {
    /// W.
    let width: Double
    /// H.
    let height: Double
    /// T, L, B, R.
    let insets: EdgeInsets
    let direction: LayoutDirection
    var isRightToLeft: Bool { direction == .rtl }
    let grid: PixelGrid
    let sizeClasses: SheetCardLayout.SizeClasses
    /// E: the extended stop.
    let extendedStop: Double
    /// P: the peaking stop, half the difference (H - E) / 2.
    let peakingStop: Double
    /// X: the card's leading edge.
    let cardX: Double
    /// CW.
    let cardWidth: Double

    /// Side mode's card width with a regular horizontal class.
    static let regularSideCardWidth = 360.0
    /// Side mode's card width per point of screen width otherwise.
    static let compactSideCardShare = 0.38
    /// Side mode's gap between the card and the screen's leading edge.
    static let sideCardInset = 8.0
    /// What the text area leaves of the card's width: 16 before, 56 after.
    static let textAreaMargins = (leading: 16.0, trailing: 56.0)

    init(environment: LayoutEnvironment, height: Double) {
        width = environment.width
        self.height = height
        insets = environment.safeAreaInsets
        direction = environment.layoutDirection
        grid = PixelGrid(scale: Double(environment.displayScale))
        sizeClasses = SheetCardLayout.SizeClasses(environment: environment, height: height)
        extendedStop = insets.top + (insets.bottom > 0 ? 12 : 50)
        peakingStop = (height - extendedStop) / 2
        let lead = insets.leading(environment.layoutDirection)
        switch sizeClasses.mode {
        case .bottom:
            cardX = lead
            cardWidth = environment.width - lead
        case .side:
            cardX = lead + Self.sideCardInset
            cardWidth =
                sizeClasses.horizontal == .regular
                ? Self.regularSideCardWidth : Self.compactSideCardShare * environment.width
        }
    }

    var mode: SheetCardLayout.Mode { sizeClasses.mode }
    /// C: the collapsed stop, the screen's bottom edge.
    var collapsedStop: Double { height }
    /// CH = H - E, in both modes.
    var cardHeight: Double { height - extendedStop }
    /// The safe area's bottom edge, H - B.
    var safeBottom: Double { height - insets.bottom }
    /// The trailing inset: R in LTR, L in RTL.
    var trailingInset: Double { insets.trailing(direction) }
    /// The text area's leading edge.
    var textX: Double { cardX + Self.textAreaMargins.leading }
    /// TW = CW - 72, whether or not the close button shows.
    var textWidth: Double { cardWidth - Self.textAreaMargins.leading - Self.textAreaMargins.trailing }

    /// Rule 2: an error when the card has no height (CH <= 0); rule 9:
    /// when its text area has no width (TW <= 0). In rule order.
    func validate() throws(CardLayoutError) {
        guard cardHeight > 0 else {
            let gap = JSONNumberFormat.exact(extendedStop - insets.top)
            throw .invalid(
                JSONPath(fields: SheetCardInput.Fields.environment, LayoutEnvironment.Fields.height),
                JSONNumberFormat.exact(height),
                allowed: "> \(JSONNumberFormat.threeDecimals(extendedStop)) (the extended card's top, "
                    + "safeAreaInsets.top + \(gap)), so that the card has a height")
        }
        guard textWidth > 0 else {
            // A regular side card is always 360 wide: only a bottom card
            // (W - lead) or a compact side card (0.38 W) can be too narrow.
            let minimum = JSONNumberFormat.threeDecimals(
                mode == .bottom ? width - cardWidth + 72 : 72 / Self.compactSideCardShare)
            throw .invalid(
                JSONPath(fields: SheetCardInput.Fields.environment, LayoutEnvironment.Fields.width),
                JSONNumberFormat.exact(width),
                allowed: "> \(minimum) here, so that the card's text area (its width - 72) is wider than 0")
        }
    }

    /// Rule 6: the top for stop `y`, never below where the header would
    /// leave the safe area, never above the extended stop.
    func top(forStop y: Double, minimumOverlap: Double) -> Double {
        max(extendedStop, min(y, safeBottom - minimumOverlap))
    }

    /// Ye, Yp, Yc.
    func tops(minimumOverlap: Double) -> SheetCardLayout.Tops {
        SheetCardLayout.Tops(
            extended: top(forStop: extendedStop, minimumOverlap: minimumOverlap),
            peaking: top(forStop: peakingStop, minimumOverlap: minimumOverlap),
            collapsed: top(forStop: collapsedStop, minimumOverlap: minimumOverlap))
    }

    /// A frame given logically (x from the leading edge) as written:
    /// mirrored in RTL, then snapped.
    func frame(x: Double, y: Double, width: Double, height: Double) -> LayoutRect {
        let rect = LayoutRect(x: x, y: y, width: width, height: height)
        return grid.snap(rect.placed(direction, inWidth: self.width))
    }

    /// The logical x of a frame `width` wide whose trailing edge is
    /// `inset` inside the screen's trailing safe-area edge.
    func trailingAligned(width: Double, inset: Double) -> Double {
        self.width - trailingInset - inset - width
    }
}

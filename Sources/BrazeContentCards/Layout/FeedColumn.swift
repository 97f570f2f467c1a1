import CardGeometryCore

/// Where the cards stand across the feed (rule 3), unsnapped, in LTR.
struct FeedColumn: Sendable {
    /// The system layout margin Ls: 16 below 414 points, else 20.
    let systemMargin: Double
    /// The row's leading and trailing insets.
    let leading: Double
    let trailing: Double
    /// A = W - leading - trailing.
    let available: Double
    /// cw = min(A, maxWidth).
    let cardWidth: Double
    /// The card's leading edge, centered in the available space.
    let cardX: Double

    init(theme: BrazeFeedInput.Theme, width: Double) {
        systemMargin = Self.systemMargin(width: width)
        let margin = theme.margin
        switch margin.guide {
        case .layoutMargins:
            leading = systemMargin + margin.leading
            trailing = systemMargin + margin.trailing
        case .edges:
            leading = margin.leading
            trailing = margin.trailing
        }
        let available = width - leading - trailing
        let cardWidth = min(available, theme.maxWidth ?? available)
        self.available = available
        self.cardWidth = cardWidth
        cardX = leading + (available - cardWidth) / 2
    }

    /// UIKit's minimum layout margins: 16 on phones narrower than 414
    /// points, 20 on larger screens (decision).
    static func systemMargin(width: Double) -> Double { width < 414 ? 16 : 20 }
}

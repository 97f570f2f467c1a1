import CardGeometryCore

extension BrazeFeedLayout {
    /// Each pinned card's pin, drawn on nothing.
    public var badgeSymbols: [String: BadgeSymbol] {
        var symbols: [String: BadgeSymbol] = [:]
        for (index, card) in cards.enumerated() where card.pin != nil {
            symbols["cards[\(index)].pin"] = .pin
        }
        return symbols
    }

    /// The navigation bar of the feed's view controller, when it has a
    /// title.
    public var titleBar: TitleBar? {
        guard let title = feed.title, !title.isEmpty else { return nil }
        return TitleBar(title: title, doneButton: feed.doneButton)
    }
}

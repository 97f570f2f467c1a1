import CardGeometryCore

/// Which cards the feed shows, and in what order (rules 1 and 2).
struct FeedOrder: Sendable {
    /// The shown cards' input indices in feed order: pinned first, then
    /// newest `created` first, then input order.
    let shown: [Int]
    /// The hidden cards in input order, with why.
    let hidden: [(index: Int, reason: BrazeFeedLayout.HiddenCard.Reason)]

    init(cards: [BrazeFeedInput.Card], now: Double?) {
        var shown: [Int] = []
        var hidden: [(Int, BrazeFeedLayout.HiddenCard.Reason)] = []
        for (index, card) in cards.enumerated() {
            if let reason = Self.hiddenReason(card, now: now) {
                hidden.append((index, reason))
            } else {
                shown.append(index)
            }
        }
        self.shown = shown.sorted { lhs, rhs in
            let (a, b) = (cards[lhs], cards[rhs])
            if a.pinned != b.pinned { return a.pinned }
            if a.created != b.created { return a.created > b.created }
            return lhs < rhs
        }
        self.hidden = hidden
    }

    /// Rule 1: dismissed, else expired when `now` is known and the card
    /// has an expiry > 0 that `now` has reached; `nil` for a shown card.
    static func hiddenReason(_ card: BrazeFeedInput.Card, now: Double?) -> BrazeFeedLayout.HiddenCard.Reason? {
        if card.dismissed { return .dismissed }
        if let now, let expiresAt = card.expiresAt, expiresAt > 0, now >= expiresAt { return .expired }
        return nil
    }
}

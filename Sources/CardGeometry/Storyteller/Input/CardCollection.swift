/// A collection of cards, of which one is shown (`collection`).
public struct CardCollection: Hashable, Sendable {
    public var ordering: CollectionOrdering
    public var cards: [Card]
    public var state: CollectionState

    public init(ordering: CollectionOrdering = .unordered, cards: [Card], state: CollectionState = CollectionState()) {
        self.ordering = ordering
        self.cards = cards
        self.state = state
    }

    /// The card to show: the first one, in collection order, whose id the
    /// ordering's state list does not contain; the first card when all are
    /// contained or the collection is unordered. `nil` only when empty.
    public var selectedCard: Card? {
        selectedCardIndex.map { cards[$0] }
    }

    /// The index of ``selectedCard``.
    public var selectedCardIndex: Int? {
        guard !cards.isEmpty else { return nil }
        let seen: Set<String>
        switch ordering {
        case .unordered: return 0
        case .viewed: seen = Set(state.viewed)
        case .tapped: seen = Set(state.tapped)
        }
        return cards.firstIndex { card in card.id.map { !seen.contains($0) } ?? true } ?? 0
    }
}

/// How a collection picks its card (`collection.ordering`).
public enum CollectionOrdering: String, Hashable, Sendable, CaseIterable {
    /// Always the first card (JSON `none`).
    case unordered = "none"
    /// The first card not yet viewed.
    case viewed
    /// The first card not yet tapped.
    case tapped
}

/// What the user has seen and tapped (`collection.state`), by card id.
public struct CollectionState: Hashable, Sendable {
    public var viewed: [String]
    public var tapped: [String]

    public init(viewed: [String] = [], tapped: [String] = []) {
        self.viewed = viewed
        self.tapped = tapped
    }
}

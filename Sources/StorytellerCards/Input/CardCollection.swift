import CardGeometryCore

extension StorytellerCardInput {
    /// A collection of cards, of which one is shown (`collection`).
    public struct Collection: Hashable, Sendable {
        /// How the card to show is chosen (default none).
        public var ordering: StorytellerCardInput.CollectionOrdering
        /// The cards, each with an id unique in the collection.
        public var cards: [StorytellerCardInput.Card]
        /// What the user has viewed and tapped.
        public var state: StorytellerCardInput.CollectionState

        /// A collection; the defaults are a JSON input's.
        public init(ordering: StorytellerCardInput.CollectionOrdering = .unordered, cards: [StorytellerCardInput.Card], state: StorytellerCardInput.CollectionState = StorytellerCardInput.CollectionState()) {
            self.ordering = ordering
            self.cards = cards
            self.state = state
        }

        /// The card to show: the first one, in collection order, whose id the
        /// ordering's state list does not contain; the first card when all are
        /// contained or the collection is unordered. `nil` only when empty.
        public var selectedCard: StorytellerCardInput.Card? {
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
}

extension StorytellerCardInput {
    /// How a collection picks its card (`collection.ordering`).
    public enum CollectionOrdering: String, Hashable, Sendable, CaseIterable {
        /// Always the first card (JSON `none`).
        case unordered = "none"
        /// The first card not yet viewed.
        case viewed
        /// The first card not yet tapped.
        case tapped
    }
}

extension StorytellerCardInput {
    /// What the user has seen and tapped (`collection.state`), by card id.
    public struct CollectionState: Hashable, Sendable {
        /// Ids of the cards the user has seen.
        public var viewed: [String]
        /// Ids of the cards the user has tapped.
        public var tapped: [String]

        /// A state with these lists, empty by default.
        public init(viewed: [String] = [], tapped: [String] = []) {
            self.viewed = viewed
            self.tapped = tapped
        }
    }
}

import CardGeometryCore

extension StorytellerCardInput {
    // @input collection
    /// Cards to pick one from.
    ///
    /// A collection of cards, of which one is shown (`collection`).
    public struct Collection: Hashable, Sendable {
        // @field .choice(StorytellerCardInput.CollectionOrdering.self)
        /// How the card is chosen.
        public var ordering: StorytellerCardInput.CollectionOrdering = .unordered
        // @field .array(.object(StorytellerCardInput.Card.fieldDescription), count: ArrayCount(minimum: 1, maximum: .max, noun: "cards")) | required
        /// Every card is validated and needs an `id`, unique in the collection.
        public var cards: [StorytellerCardInput.Card]
        // @field .object(StorytellerCardInput.CollectionState.fieldDescription) | note: all defaults | default: StorytellerCardInput.CollectionState()
        /// What the user has done with the cards.
        public var state: StorytellerCardInput.CollectionState

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

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
    // @input state
    /// The collection's state.
    ///
    /// What the user has seen and tapped (`collection.state`), by card id.
    public struct CollectionState: Hashable, Sendable {
        // @field .array(.string, count: ArrayCount(minimum: 0, maximum: .max, noun: "ids"))
        /// Ids of the cards the user has seen.
        public var viewed: [String] = []
        // @field .array(.string, count: ArrayCount(minimum: 0, maximum: .max, noun: "ids"))
        /// Ids of the cards the user has tapped.
        public var tapped: [String] = []

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
    }
}

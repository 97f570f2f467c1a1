import CardGeometryCore

// @input storyteller kind: .storyteller reader: StorytellerCardInputReader system: StorytellerCardsSystem default-kind: a Storyteller card
/// A Storyteller card, or a collection to pick it from, with the collection's theme.
///
/// Everything a card layout depends on: the environment, the collection's
/// theme, and the card (or the collection to pick it from). Build one in
/// Swift, or read it from JSON with ``init(json:)``. The layout engine
/// validates it either way (see ``validate()``).
public struct StorytellerCardInput: Hashable, Sendable {
    // @field .object(LayoutEnvironment.fieldDescription) | required
    /// The container: `width` is required.
    public var environment: LayoutEnvironment
    // @field .object(StorytellerCardInput.Theme.fieldDescription) | note: all defaults | default: StorytellerCardInput.Theme()
    /// The collection's theme.
    public var theme: StorytellerCardInput.Theme
    // @oneOf
    /// The card, or the collection to pick it from: in JSON, exactly one of
    /// `card` and `collection`.
    public var content: StorytellerCardInput.Content
    /// What decoding ignored (unknown keys); passed on to the layout's
    /// `warnings`.
    public var warnings: [CardLayoutWarning]

    /// Reads one from JSON: the generated reader, declared here so that
    /// Swift synthesizes no memberwise initializer beside the generated one.
    init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

    /// An input of one card.
    public init(environment: LayoutEnvironment, theme: StorytellerCardInput.Theme = StorytellerCardInput.Theme(), card: StorytellerCardInput.Card) {
        self.init(environment: environment, theme: theme, content: .card(card))
    }

    // @oneOf
    /// What an input shows: one card, or a collection to choose it from.
    public enum Content: Hashable, Sendable {
        // @field .object(StorytellerCardInput.Card.fieldDescription) | note: none
        /// The card to lay out. Give exactly one of `card` and `collection`.
        case card(StorytellerCardInput.Card)
        // @field .object(StorytellerCardInput.Collection.fieldDescription) | note: none
        /// Cards to pick one from, by their `ordering`.
        case collection(StorytellerCardInput.Collection)
    }
}

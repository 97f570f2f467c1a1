import CardGeometryCore

/// Everything a card layout depends on: the environment, the collection's
/// theme, and the card (or the collection to pick it from).
///
/// Build one in Swift, or read it from JSON with ``init(json:)``. The layout
/// engine validates it either way (see ``validate()``).
public struct StorytellerCardInput: Hashable, Sendable {
    /// The environment shared by every kind.
    public var environment: LayoutEnvironment
    /// The collection's theme.
    public var theme: StorytellerCardInput.Theme
    /// The card, or the collection to pick it from.
    public var content: StorytellerCardInput.Content
    /// What decoding ignored (unknown keys); passed on to the layout's
    /// `warnings`.
    public var warnings: [CardLayoutWarning]

    /// An input built in Swift; the engine checks it as it would a JSON one.
    public init(
        environment: LayoutEnvironment, theme: StorytellerCardInput.Theme = StorytellerCardInput.Theme(), content: StorytellerCardInput.Content,
        warnings: [CardLayoutWarning] = []
    ) {
        self.environment = environment
        self.theme = theme
        self.content = content
        self.warnings = warnings
    }

    /// An input of one card.
    public init(environment: LayoutEnvironment, theme: StorytellerCardInput.Theme = StorytellerCardInput.Theme(), card: StorytellerCardInput.Card) {
        self.init(environment: environment, theme: theme, content: .card(card))
    }
}

extension StorytellerCardInput {
    /// What an input shows: one card, or a collection to choose it from.
    public enum Content: Hashable, Sendable {
        /// One card.
        case card(StorytellerCardInput.Card)
        /// A collection to choose the card from.
        case collection(StorytellerCardInput.Collection)
    }
}

import CardGeometryCore

extension StorytellerCardInput.Theme {
    // @input cards
    /// How the cards look and behave.
    ///
    /// `theme.cards`: how the cards of a collection look and behave.
    public struct Cards: Hashable, Sendable {
        // @field .bool
        /// Text over the media (true) or below it (false).
        public var textOverContent: Bool = true
        // @field .object(StorytellerCardInput.Theme.CardStyle.fieldDescription) | note: all defaults
        /// The card's look.
        public var style: StorytellerCardInput.Theme.CardStyle = StorytellerCardInput.Theme.CardStyle()
        // @field .object(StorytellerCardInput.Theme.CardBehavior.fieldDescription) | note: all defaults
        /// Passed through to the layout's `behavior`.
        ///
        /// The collection's behavior.
        public var behavior: StorytellerCardInput.Theme.CardBehavior = StorytellerCardInput.Theme.CardBehavior()

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
    }
}

extension StorytellerCardInput.Theme {
    // @input behavior
    /// The cards' behavior, passed through.
    ///
    /// What the collection does around taps and app life cycle
    /// (`theme.cards.behavior`).
    public struct CardBehavior: Hashable, Sendable {
        // @field .object(StorytellerCardInput.Theme.ReloadingBehavior.fieldDescription) | note: all defaults
        /// When the collection reloads.
        public var reloading: StorytellerCardInput.Theme.ReloadingBehavior = StorytellerCardInput.Theme.ReloadingBehavior()

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
    }
}

extension StorytellerCardInput.Theme {
    // @input reloading
    /// When the collection reloads, passed through.
    ///
    /// `theme.cards.behavior.reloading`.
    public struct ReloadingBehavior: Hashable, Sendable {
        // @field .bool
        /// Passed through to the layout's `behavior`.
        ///
        /// Reload after returning from a tapped card's destination.
        public var reloadOnExit: Bool = true
        // @field .bool
        /// Passed through to the layout's `behavior`.
        ///
        /// Reload when the app comes to the foreground.
        public var reloadOnForeground: Bool = true

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
    }
}

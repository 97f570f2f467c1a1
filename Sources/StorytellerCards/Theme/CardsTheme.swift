import CardGeometryCore

extension StorytellerCardInput.Theme {
    /// How the cards of a collection look and behave (`theme.cards`).
    public struct Cards: Hashable, Sendable {
        /// Whether the text stands on the media (`true`) or below it.
        public var textOverContent: Bool
        /// The cards' look.
        public var style: StorytellerCardInput.Theme.CardStyle
        /// The collection's behavior.
        public var behavior: StorytellerCardInput.Theme.CardBehavior

        /// The cards' theme; the defaults are a JSON input's.
        public init(textOverContent: Bool = true, style: StorytellerCardInput.Theme.CardStyle = StorytellerCardInput.Theme.CardStyle(), behavior: StorytellerCardInput.Theme.CardBehavior = StorytellerCardInput.Theme.CardBehavior()) {
            self.textOverContent = textOverContent
            self.style = style
            self.behavior = behavior
        }
    }
}

extension StorytellerCardInput.Theme {
    /// What the collection does around taps and app life cycle
    /// (`theme.cards.behavior`).
    public struct CardBehavior: Hashable, Sendable {
        /// When the collection reloads.
        public var reloading: StorytellerCardInput.Theme.ReloadingBehavior

        /// A behavior with these reloading rules.
        public init(reloading: StorytellerCardInput.Theme.ReloadingBehavior = StorytellerCardInput.Theme.ReloadingBehavior()) {
            self.reloading = reloading
        }
    }
}

extension StorytellerCardInput.Theme {
    /// When the collection reloads (`theme.cards.behavior.reloading`).
    public struct ReloadingBehavior: Hashable, Sendable {
        /// Reload after returning from a tapped card's destination.
        public var reloadOnExit: Bool
        /// Reload when the app comes to the foreground.
        public var reloadOnForeground: Bool

        /// Reloading rules, both on by default.
        public init(reloadOnExit: Bool = true, reloadOnForeground: Bool = true) {
            self.reloadOnExit = reloadOnExit
            self.reloadOnForeground = reloadOnForeground
        }
    }
}

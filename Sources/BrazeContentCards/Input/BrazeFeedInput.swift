import CardGeometryCore

import Foundation

/// Everything a Braze content-card feed's layout depends on
/// (BrazeContentCards article): the environment, the theme, the feed's
/// settings and the cards.
///
/// Build one in Swift, or read it from JSON with ``init(json:)``. The
/// engine validates it before every layout either way (see ``validate()``).
public struct BrazeFeedInput: Hashable, Sendable {
    /// The environment shared by every kind; `now` decides expiry and `height` the empty state's
    /// height.
    public var environment: LayoutEnvironment
    /// The feed's look (`theme`).
    public var theme: Theme
    /// How the feed is presented (`feed`).
    public var feed: Feed
    /// 0 to 500 cards, ids unique, in the order Braze sent them.
    public var cards: [Card]
    /// What reading the JSON ignored (unknown keys), in document order; the
    /// layout lists them first in its `warnings`, as `path: message`.
    public var warnings: [CardLayoutWarning]

    /// An input built in Swift; ``CardLayoutEngine`` checks it as it would a JSON one.
    public init(
        environment: LayoutEnvironment, theme: Theme = Theme(), feed: Feed = Feed(), cards: [Card],
        warnings: [CardLayoutWarning] = []
    ) {
        self.environment = environment
        self.theme = theme
        self.feed = feed
        self.cards = cards
        self.warnings = warnings
    }

    /// The most cards a feed may have.
    public static let maximumCardCount = 500
}

extension BrazeFeedInput {
    /// How the feed is presented (`feed`): it changes no frame.
    public struct Feed: Hashable, Sendable {
        /// Pushed on a navigation controller, or presented modally (which
        /// adds a Done button to the navigation bar).
        public enum Context: String, Hashable, Sendable, CaseIterable {
            /// Pushed on a navigation controller.
            case navigation
            /// Presented modally, with a Done button in the navigation bar.
            case modal
        }

        /// How the feed is presented; it does not change the geometry.
        public var context: Context
        /// The navigation bar's title; repeated in the output, not laid out.
        public var title: String?
        /// When true, no card shows the unread indicator.
        public var disableUnreadIndicator: Bool

        /// A feed context; the defaults are a JSON input's.
        public init(context: Context = .navigation, title: String? = nil, disableUnreadIndicator: Bool = false) {
            self.context = context
            self.title = title
            self.disableUnreadIndicator = disableUnreadIndicator
        }
    }
}

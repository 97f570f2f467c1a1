import CardGeometryCore

// @input brazeContentCards kind: .brazeContentCards reader: BrazeFeedInputReader system: BrazeContentCardsSystem
/// A Braze content-card feed: the vertical list of cards the Braze SDK's view controller shows.
///
/// Everything a feed's layout depends on (BrazeContentCards article): the
/// environment, the theme, the feed's settings and the cards. Build one in
/// Swift, or read it from JSON with ``init(json:)``. The engine validates
/// it before every layout either way (see ``validate()``).
public struct BrazeFeedInput: Hashable, Sendable {
    // @field .object(LayoutEnvironment.fieldDescription) | required
    /// The screen: this kind uses `now` (expiry) and `height` (the empty state's height).
    public var environment: LayoutEnvironment
    // @field .object(Theme.fieldDescription) | note: all defaults | default: Theme()
    /// The feed's look.
    public var theme: Theme
    // @field .object(Feed.fieldDescription) | note: all defaults | default: Feed()
    /// How the feed is presented.
    public var feed: Feed
    // @field .array(.object(Card.fieldDescription), count: ArrayCount(minimum: 0, maximum: maximumCardCount, noun: "cards")) | required
    /// Braze's cards, in the order Braze sent them.
    ///
    /// At most ``maximumCardCount``, their ids unique.
    public var cards: [Card]
    /// What reading the JSON ignored (unknown keys), in document order; the
    /// layout lists them first in its `warnings`, as `path: message`.
    public var warnings: [CardLayoutWarning]

    /// Reads one from JSON: the generated reader, declared here so that
    /// Swift synthesizes no memberwise initializer beside the generated one.
    init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

    /// The most cards a feed may have.
    public static let maximumCardCount = 500
}

extension BrazeFeedInput {
    // @input feed
    /// How the feed is presented: it changes no frame.
    public struct Feed: Hashable, Sendable {
        // @field .choice(Context.self)
        /// How the feed is presented; it changes no frame, the layout says whether a Done button shows (`modal`).
        public var context: Context = .navigation
        // @field .string
        /// The navigation bar's title; repeated in the layout, not laid out.
        public var title: String?
        // @field .bool
        /// When true, no card shows the unread indicator.
        public var disableUnreadIndicator: Bool = false

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

        /// Pushed on a navigation controller, or presented modally (which
        /// adds a Done button to the navigation bar).
        public enum Context: String, Hashable, Sendable, CaseIterable {
            /// Pushed on a navigation controller.
            case navigation
            /// Presented modally, with a Done button in the navigation bar.
            case modal
        }
    }
}

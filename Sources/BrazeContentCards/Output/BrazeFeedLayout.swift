import CardGeometryCore

// @output brazeContentCardsLayout | root | meaning: A Braze content-card feed's layout (card-layout/1, kind braze.contentCards).
/// Where everything of a Braze content-card feed goes: the result of
/// ``CardLayoutEngine/layout(_:includesGlyphs:)-(BrazeFeedInput,_)``,
/// written as `card-layout/1` JSON (BrazeContentCards article, "Layout").
///
/// Frames are absolute points in the feed's scrolling content (origin
/// top-left, y down), snapped to the display's pixel grid.
public struct BrazeFeedLayout: Hashable, Sendable {
    // @key
    /// The environment's width and the feed's snapped content height H.
    public var size: LayoutSize
    // @key
    /// The feed's frame, background and context.
    public var feed: Feed
    // @key
    /// The shown cards in feed order (pinned first, then newest first).
    public var cards: [Card]
    // @key
    /// The cards not shown, in input order.
    public var hidden: [HiddenCard]
    // @key
    /// The empty state's message; none unless no card is shown.
    public var message: TextBlockLayout?
    // @key
    /// What the input had that was ignored or replaced, with codes.
    public var warnings: [CardLayoutWarning]

    @available(*, unavailable) init() { fatalError() }
}

extension BrazeFeedLayout {
    // @output brazeFeed
    /// The feed: its frame (0, 0, W, H), background and settings.
    public struct Feed: Hashable, Sendable {
        // @key
        /// (0, 0, width, height): the feed's scrolling content.
        public var frame: LayoutRect
        // @key
        /// The feed's background.
        public var backgroundColor: RGBAColor
        // @key .choice(BrazeFeedInput.Feed.Context.self)
        /// The input's context.
        public var context: BrazeFeedInput.Feed.Context
        // @key
        /// True in the modal context.
        public var doneButton: Bool
        // @key
        /// The navigation bar's title, as given; not laid out.
        public var title: String?
        // @key
        /// Whether unread indicators were turned off.
        public var disableUnreadIndicator: Bool
        // @key
        /// No card is shown.
        public var empty: Bool

        @available(*, unavailable) init() { fatalError() }
    }

    // @output brazeCard
    /// A shown card. A control card has only its hairline `frame`: no
    /// background, border, shadow, image, texts, pin or indicator.
    public struct Card: Hashable, Sendable {
        // @key
        /// The card's id.
        public var id: String
        // @key .choice(BrazeFeedInput.Card.CardType.self)
        /// The card's type, also for a control card.
        public var type: BrazeFeedInput.Card.CardType
        // @key
        /// Whether it is a control card (a hairline row with nothing drawn).
        public var control: Bool
        // @key .integer(0...9_007_199_254_740_991)
        /// The card's index in feed order.
        public var position: Int
        // @key
        /// Whether the card is pinned.
        public var pinned: Bool
        // @key
        /// Whether the card was viewed.
        public var viewed: Bool
        // @key
        /// Whether the user may dismiss the card.
        public var dismissible: Bool
        // @key
        /// The url is a non-empty string.
        public var clickable: Bool
        // @key
        /// The card's URL, as given.
        public var url: String?
        // @key
        /// Whether the URL opens in a web view.
        public var openURLInWebView: Bool
        // @key
        /// The card's frame (a control card: its one-pixel row).
        public var frame: LayoutRect
        // @key
        /// The card's background; none for a control card.
        public var backgroundColor: RGBAColor?
        // @key
        /// The card's corner radius (0 for a control card).
        public var cornerRadius: Double
        // @key
        /// The card's border; none when its width is 0, and for a control card.
        public var border: Border?
        // @key
        /// The card's shadow; none when disabled, and for a control card.
        public var shadow: LayoutShape.Shadow?
        // @key
        /// The image or thumbnail; none for a classic card without an image.
        public var image: Image?
        // @key
        /// The title; none when absent, and on a banner.
        public var title: TextBlockLayout?
        // @key
        /// The description; none when absent, and on a banner.
        public var description: TextBlockLayout?
        // @key
        /// The domain; none when absent, and on a banner.
        public var domain: TextBlockLayout?
        // @key
        /// The pin at the top trailing corner; none unless pinned.
        public var pin: Mark?
        // @key
        /// The bar across the card's bottom; none when viewed or turned off.
        public var unreadIndicator: Mark?

        @available(*, unavailable) init() { fatalError() }
    }

    // @output brazeBorder
    /// A card's border.
    public struct Border: Hashable, Sendable {
        // @key
        /// The border's width.
        public var width: Double
        // @key
        /// The border's color.
        public var color: RGBAColor

        @available(*, unavailable) init() { fatalError() }
    }

    /// The card's shadow: not mirrored in right-to-left layouts; changes
    /// no frame. The shape a picture draws it with.
    public typealias Shadow = LayoutShape.Shadow

    // @output brazeImage
    /// A card's image (banner, captioned image) or thumbnail (classic):
    /// a placeholder until it loads.
    public struct Image: Hashable, Sendable {
        // @key
        /// The image's frame.
        public var frame: LayoutRect
        // @key
        /// 0 for banner and captioned images (the card clips them); the thumbnail's radius.
        public var cornerRadius: Double
        // @key
        /// The width / height used.
        public var aspectRatio: Double
        // @key
        /// The placeholder shown until the image loads.
        public var backgroundColor: RGBAColor
        // @key
        /// none when the card has no image URL or an empty one.
        public var url: String?

        @available(*, unavailable) init() { fatalError() }
    }

    // @output brazeMark
    /// The pin or the unread indicator.
    public struct Mark: Hashable, Sendable {
        // @key
        /// The mark's frame.
        public var frame: LayoutRect
        // @key
        /// The mark's color.
        public var color: RGBAColor

        @available(*, unavailable) init() { fatalError() }
    }

    // @output brazeHiddenCard
    /// A card that is not shown, and why.
    public struct HiddenCard: Hashable, Sendable {
        /// Why a card is not shown.
        public enum Reason: String, Hashable, Sendable, CaseIterable {
            /// The user dismissed it.
            case dismissed
            /// `now` has reached its `expiresAt`.
            case expired
        }

        // @key
        /// The card's id.
        public var id: String
        // @key .choice(Reason.self)
        /// Why it is hidden.
        public var reason: Reason

        @available(*, unavailable) init() { fatalError() }
    }
}

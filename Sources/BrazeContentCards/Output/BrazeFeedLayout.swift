import CardGeometryCore

/// Where everything of a Braze content-card feed goes: the result of
/// ``CardLayoutEngine/layout(_:includesGlyphs:)-(BrazeFeedInput,_)``,
/// written as `card-layout/1` JSON (BrazeContentCards article, "Layout").
///
/// Frames are absolute points in the feed's scrolling content (origin
/// top-left, y down), snapped to the display's pixel grid.
public struct BrazeFeedLayout: Hashable, Sendable {
    /// The environment's width and the feed's snapped content height H.
    public var size: LayoutSize
    /// The feed's frame, background and context.
    public var feed: Feed
    /// The shown cards in feed order (pinned first, then newest first).
    public var cards: [Card]
    /// The cards not shown, in input order.
    public var hidden: [HiddenCard]
    /// The empty state's message; `nil` unless no card is shown.
    public var message: TextBlockLayout?
    /// What the input had that was ignored or replaced, with codes.
    public var warnings: [CardLayoutWarning]

    /// A layout from its parts, as the engine builds it.
    public init(
        size: LayoutSize, feed: Feed, cards: [Card], hidden: [HiddenCard], message: TextBlockLayout?,
        warnings: [CardLayoutWarning]
    ) {
        self.size = size
        self.feed = feed
        self.cards = cards
        self.hidden = hidden
        self.message = message
        self.warnings = warnings
    }
}

extension BrazeFeedLayout {
    /// The feed: its frame (0, 0, W, H), background and settings.
    public struct Feed: Hashable, Sendable {
        /// (0, 0, width, height): the feed's scrolling content.
        public var frame: LayoutRect
        /// The feed's background.
        public var backgroundColor: RGBAColor
        /// The input's context.
        public var context: BrazeFeedInput.Feed.Context
        /// True in the modal context.
        public var doneButton: Bool
        /// The navigation bar's title, as given; not laid out.
        public var title: String?
        /// Whether unread indicators were turned off.
        public var disableUnreadIndicator: Bool
        /// No card is shown.
        public var empty: Bool

        /// A feed from its parts.
        public init(
            frame: LayoutRect, backgroundColor: RGBAColor, context: BrazeFeedInput.Feed.Context, doneButton: Bool,
            title: String?, disableUnreadIndicator: Bool, empty: Bool
        ) {
            self.frame = frame
            self.backgroundColor = backgroundColor
            self.context = context
            self.doneButton = doneButton
            self.title = title
            self.disableUnreadIndicator = disableUnreadIndicator
            self.empty = empty
        }
    }

    /// A shown card. A control card has only its hairline `frame`: no
    /// background, border, shadow, image, texts, pin or indicator.
    public struct Card: Hashable, Sendable {
        /// The card's id.
        public var id: String
        /// The card's type, also for a control card.
        public var type: BrazeFeedInput.Card.CardType
        /// Whether it is a control card (a hairline row with nothing drawn).
        public var control: Bool
        /// The card's index in feed order.
        public var position: Int
        /// Whether the card is pinned.
        public var pinned: Bool
        /// Whether the card was viewed.
        public var viewed: Bool
        /// Whether the user may dismiss the card.
        public var dismissible: Bool
        /// The url is a non-empty string.
        public var clickable: Bool
        /// The card's URL, as given.
        public var url: String?
        /// Whether the URL opens in a web view.
        public var openURLInWebView: Bool
        /// The card's frame (a control card: its one-pixel row).
        public var frame: LayoutRect
        /// The card's background; `nil` for a control card.
        public var backgroundColor: RGBAColor?
        /// The card's corner radius (0 for a control card).
        public var cornerRadius: Double
        /// The card's border; `nil` when its width is 0, and for a control card.
        public var border: Border?
        /// The card's shadow; `nil` when disabled, and for a control card.
        public var shadow: Shadow?
        /// The image or thumbnail; `nil` for a classic card without an image.
        public var image: Image?
        /// The title; `nil` when absent, and on a banner.
        public var title: TextBlockLayout?
        /// The description; `nil` when absent, and on a banner.
        public var description: TextBlockLayout?
        /// The domain; `nil` when absent, and on a banner.
        public var domain: TextBlockLayout?
        /// The pin at the top trailing corner; `nil` unless pinned.
        public var pin: Mark?
        /// The bar across the card's bottom; `nil` when viewed or turned off.
        public var unreadIndicator: Mark?

        /// A card from its parts.
        public init(
            id: String, type: BrazeFeedInput.Card.CardType, control: Bool, position: Int, pinned: Bool, viewed: Bool,
            dismissible: Bool, clickable: Bool, url: String?, openURLInWebView: Bool, frame: LayoutRect,
            backgroundColor: RGBAColor?, cornerRadius: Double, border: Border?, shadow: Shadow?, image: Image?,
            title: TextBlockLayout?, description: TextBlockLayout?, domain: TextBlockLayout?, pin: Mark?,
            unreadIndicator: Mark?
        ) {
            self.id = id
            self.type = type
            self.control = control
            self.position = position
            self.pinned = pinned
            self.viewed = viewed
            self.dismissible = dismissible
            self.clickable = clickable
            self.url = url
            self.openURLInWebView = openURLInWebView
            self.frame = frame
            self.backgroundColor = backgroundColor
            self.cornerRadius = cornerRadius
            self.border = border
            self.shadow = shadow
            self.image = image
            self.title = title
            self.description = description
            self.domain = domain
            self.pin = pin
            self.unreadIndicator = unreadIndicator
        }
    }

    /// A card's border.
    public struct Border: Hashable, Sendable {
        /// The border's width.
        public var width: Double
        /// The border's color.
        public var color: RGBAColor

        /// A border of this width and color.
        public init(width: Double, color: RGBAColor) {
            self.width = width
            self.color = color
        }
    }

    /// The card's shadow: not mirrored in right-to-left layouts; changes
    /// no frame. The shape a picture draws it with.
    public typealias Shadow = LayoutShape.Shadow

    /// A card's image (banner, captioned image) or thumbnail (classic):
    /// a placeholder until it loads.
    public struct Image: Hashable, Sendable {
        /// The image's frame.
        public var frame: LayoutRect
        /// 0 for banner and captioned images (the card clips them); the thumbnail's radius.
        public var cornerRadius: Double
        /// The width / height used.
        public var aspectRatio: Double
        /// The placeholder shown until the image loads.
        public var backgroundColor: RGBAColor
        /// `nil` when the card has no image URL or an empty one.
        public var url: String?

        /// An image from its parts.
        public init(frame: LayoutRect, cornerRadius: Double, aspectRatio: Double, backgroundColor: RGBAColor, url: String?)
        {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.aspectRatio = aspectRatio
            self.backgroundColor = backgroundColor
            self.url = url
        }
    }

    /// The pin or the unread indicator.
    public struct Mark: Hashable, Sendable {
        /// The mark's frame.
        public var frame: LayoutRect
        /// The mark's color.
        public var color: RGBAColor

        /// A mark of this frame and color.
        public init(frame: LayoutRect, color: RGBAColor) {
            self.frame = frame
            self.color = color
        }
    }

    /// A card that is not shown, and why.
    public struct HiddenCard: Hashable, Sendable {
        /// Why a card is not shown.
        public enum Reason: String, Hashable, Sendable, CaseIterable {
            /// The user dismissed it.
            case dismissed
            /// `now` has reached its `expiresAt`.
            case expired
        }

        /// The card's id.
        public var id: String
        /// Why it is hidden.
        public var reason: Reason

        /// A hidden card and its reason.
        public init(id: String, reason: Reason) {
            self.id = id
            self.reason = reason
        }
    }
}

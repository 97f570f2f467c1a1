/// Where everything of a Braze content-card feed goes: the result of
/// ``CardLayoutEngine/layout(_:includesGlyphs:)-(BrazeFeedInput,_)``,
/// written as `card-layout/1` JSON (braze-content-cards.md, output).
///
/// Frames are absolute points in the feed's scrolling content (origin
/// top-left, y down), snapped to the display's pixel grid.
public struct BrazeFeedLayout: Hashable, Sendable {
    /// The environment's width and the feed's snapped content height H.
    public var size: LayoutSize
    public var feed: Feed
    /// The shown cards in feed order (pinned first, then newest first).
    public var cards: [Card]
    /// The cards not shown, in input order.
    public var hidden: [HiddenCard]
    /// The empty state's message; `nil` unless no card is shown.
    public var message: TextBlockLayout?
    /// What the input had that was ignored or replaced.
    public var warnings: [String]

    public init(
        size: LayoutSize, feed: Feed, cards: [Card], hidden: [HiddenCard], message: TextBlockLayout?,
        warnings: [String]
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
        public var frame: LayoutRect
        public var backgroundColor: RGBAColor
        public var context: BrazeFeedInput.Feed.Context
        /// True in the modal context.
        public var doneButton: Bool
        public var title: String?
        public var disableUnreadIndicator: Bool
        /// No card is shown.
        public var empty: Bool

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
        public var id: String
        public var type: BrazeFeedInput.Card.CardType
        public var control: Bool
        /// The card's index in feed order.
        public var position: Int
        public var pinned: Bool
        public var viewed: Bool
        public var dismissible: Bool
        /// The url is a non-empty string.
        public var clickable: Bool
        public var url: String?
        public var openURLInWebView: Bool
        public var frame: LayoutRect
        public var backgroundColor: RGBAColor?
        public var cornerRadius: Double
        public var border: Border?
        public var shadow: Shadow?
        public var image: Image?
        public var title: TextBlockLayout?
        public var description: TextBlockLayout?
        public var domain: TextBlockLayout?
        public var pin: Mark?
        public var unreadIndicator: Mark?

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

    public struct Border: Hashable, Sendable {
        public var width: Double
        public var color: RGBAColor

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
        public var frame: LayoutRect
        public var cornerRadius: Double
        /// The width / height used.
        public var aspectRatio: Double
        public var backgroundColor: RGBAColor
        /// `nil` when the card has no image URL or an empty one.
        public var url: String?

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
        public var frame: LayoutRect
        public var color: RGBAColor

        public init(frame: LayoutRect, color: RGBAColor) {
            self.frame = frame
            self.color = color
        }
    }

    /// A card that is not shown, and why.
    public struct HiddenCard: Hashable, Sendable {
        public enum Reason: String, Hashable, Sendable, CaseIterable {
            case dismissed
            case expired
        }

        public var id: String
        public var reason: Reason

        public init(id: String, reason: Reason) {
            self.id = id
            self.reason = reason
        }
    }
}

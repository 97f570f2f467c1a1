import CardGeometryCore

extension BrazeFeedInput {
    /// One content card, with Braze's field names.
    public struct Card: Hashable, Sendable {
        /// The three card types of the Braze data model.
        public enum CardType: String, Hashable, Sendable, CaseIterable {
            /// An image only.
            case banner
            /// An image above a title, description and domain.
            case captionedImage
            /// Texts, with an optional thumbnail at their leading side.
            case classic
        }

        /// The card's image: its URL and its aspect-ratio hint.
        public struct Image: Hashable, Sendable {
            /// The image's URL; `nil` (or empty) when the card has none.
            public var url: String?
            /// Width / height; may be any double here (non-finite and
            /// non-positive ratios are replaced when laid out, with a
            /// warning).
            public var aspectRatio: Double?
            /// `aspectRatio` as written when a double cannot hold it
            /// (`1e400`), for its warning.
            var aspectRatioAsWritten: String?

            /// An image with its URL and its width / height ratio, each optional.
            public init(url: String? = nil, aspectRatio: Double? = nil) {
                self.url = url
                self.aspectRatio = aspectRatio
            }
        }

        /// Braze's `idString`: non-empty, unique in the feed.
        public var id: String
        /// Banner, captioned image or classic (`type`).
        public var type: CardType
        /// The title (`title`); absent when `nil`, empty or only whitespace.
        public var title: String?
        /// The description (`cardDescription`); absent likewise.
        public var cardDescription: String?
        /// The link text under the description (`domain`); absent likewise.
        public var domain: String?
        /// The image (`image`): its URL and aspect ratio; `nil` for none.
        public var image: Image?
        /// Braze's `imageAspectRatio` (width / height); `image.aspectRatio`
        /// wins when both are given.
        public var imageAspectRatio: Double?
        /// `imageAspectRatio` as written when a double cannot hold it
        /// (`1e400`), for its warning.
        var imageAspectRatioAsWritten: String?
        /// Whether the card is pinned to the top of the feed and shows the pin.
        public var pinned: Bool
        /// Whether the user has seen the card; an unseen card shows the unread indicator.
        public var viewed: Bool
        /// Whether the user dismissed the card; a dismissed card is hidden.
        public var dismissed: Bool
        /// Whether the user may dismiss the card; repeated in the layout.
        public var dismissible: Bool
        /// Braze's `isControlCard`: an A/B-test control card, laid out as a
        /// hairline row.
        public var isControl: Bool
        /// Unix seconds, 0...1e11.
        public var created: Double
        /// Unix seconds; `nil` or a value <= 0 means never.
        public var expiresAt: Double?
        /// Where a tap goes; a non-empty URL makes the card clickable.
        public var url: String?
        /// Whether the URL opens in a web view; repeated in the layout.
        public var openURLInWebView: Bool
        /// The card's own key-value pairs; not laid out.
        public var extras: [String: String]?

        /// A card with Braze's fields; every one but the id and the type has the default a JSON
        /// input gets.
        public init(
            id: String, type: CardType, title: String? = nil, cardDescription: String? = nil, domain: String? = nil,
            image: Image? = nil, imageAspectRatio: Double? = nil, pinned: Bool = false, viewed: Bool = false,
            dismissed: Bool = false, dismissible: Bool = false, isControl: Bool = false, created: Double = 0,
            expiresAt: Double? = nil, url: String? = nil, openURLInWebView: Bool = false,
            extras: [String: String]? = nil
        ) {
            self.id = id
            self.type = type
            self.title = title
            self.cardDescription = cardDescription
            self.domain = domain
            self.image = image
            self.imageAspectRatio = imageAspectRatio
            self.pinned = pinned
            self.viewed = viewed
            self.dismissed = dismissed
            self.dismissible = dismissible
            self.isControl = isControl
            self.created = created
            self.expiresAt = expiresAt
            self.url = url
            self.openURLInWebView = openURLInWebView
            self.extras = extras
        }
    }
}

extension BrazeFeedInput.Card {
    /// The image URL; `nil` when there is none or it is empty (a URL of
    /// only spaces counts, unlike a text).
    var imageURL: String? {
        guard let url = image?.url, !url.isEmpty else { return nil }
        return url
    }

    /// Whether a classic card shows its thumbnail: it has an image URL.
    var hasThumbnail: Bool { imageURL != nil }

    /// `url` is a non-empty string: the SDK highlights and logs clicks only then.
    var isClickable: Bool { !(url ?? "").isEmpty }
}

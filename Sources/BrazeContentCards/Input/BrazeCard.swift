import CardGeometryCore

extension BrazeFeedInput {
    // @input card finish: keepingRatioAsWritten
    /// One content card, with Braze's field names.
    public struct Card: Hashable, Sendable {
        // @field .custom(idType) | required | read: readID | check: checkID | unique in: cards
        /// Braze's `idString`.
        ///
        /// Not empty, and unique in the feed.
        public var id: String
        // @field .choice(CardType.self) | required
        /// The card type.
        public var type: CardType
        // @field .string
        /// The title; absent when empty or only whitespace.
        public var title: String?
        // @field .string
        /// The description; absent likewise.
        public var cardDescription: String?
        // @field .string
        /// The link text shown under the description; absent likewise.
        public var domain: String?
        // @field .custom(imageType) | read: readImage
        /// The image; a classic card has a thumbnail when the URL is not empty.
        ///
        /// Written as its URL alone, or as an object with its aspect ratio.
        public var image: Image?
        // @field .custom(aspectRatioType) | read: readAspectRatio
        /// Braze's ratio hint (width / height); `image.aspectRatio` wins when both are given, with a warning.
        ///
        /// Any double: an unusable ratio is replaced when the card is laid
        /// out, with a warning.
        public var imageAspectRatio: Double?
        /// `imageAspectRatio` as written when a double cannot hold it
        /// (`1e400`), for its warning.
        var imageAspectRatioAsWritten: String?
        // @field .bool
        /// Whether the card is pinned to the top of the feed and shows the pin.
        public var pinned: Bool = false
        // @field .bool
        /// Whether the user has seen the card; an unseen card shows the unread indicator.
        public var viewed: Bool = false
        // @field .bool
        /// Whether the user dismissed the card; a dismissed card is hidden.
        public var dismissed: Bool = false
        // @field .bool
        /// Whether the user may dismiss the card; repeated in the layout.
        public var dismissible: Bool = false
        // @field .bool
        /// An A/B-test control card (Braze's `isControlCard`), laid out as a hairline row.
        public var isControl: Bool = false
        // @field .number(.closed(0, LayoutEnvironment.maximumTime))
        /// Unix seconds; orders the feed, newest first.
        public var created: Double = 0
        // @field .number(.closed(-LayoutEnvironment.maximumTime, LayoutEnvironment.maximumTime))
        /// Unix seconds when the card expires; 0 or less means never (Braze sends -1).
        public var expiresAt: Double?
        // @field .string
        /// Where a tap goes; a non-empty URL makes the card `clickable`.
        public var url: String?
        // @field .bool
        /// Whether the URL opens in a web view; repeated in the layout.
        public var openURLInWebView: Bool = false
        // @field .custom(extrasType) | read: readExtras
        /// Braze's key-value extras, not laid out; its keys are the card's own, never reported as unknown.
        public var extras: [String: String]?

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

        /// The three card types of the Braze data model.
        public enum CardType: String, Hashable, Sendable, CaseIterable {
            /// An image only.
            case banner
            /// An image above a title, description and domain.
            case captionedImage
            /// Texts, with an optional thumbnail at their leading side.
            case classic
        }

        // @input image finish: keepingRatioAsWritten
        /// A card's image: its URL and its aspect-ratio hint.
        public struct Image: Hashable, Sendable {
            // @field .string
            /// The image's URL; null or empty for none.
            public var url: String?
            // @field .custom(BrazeFeedInput.Card.aspectRatioType) | read: readAspectRatio
            /// The image's width / height.
            ///
            /// Any double, as ``BrazeFeedInput/Card/imageAspectRatio``.
            public var aspectRatio: Double?
            /// `aspectRatio` as written when a double cannot hold it
            /// (`1e400`), for its warning.
            var aspectRatioAsWritten: String?

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
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

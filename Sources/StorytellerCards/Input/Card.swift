import CardGeometryCore

extension StorytellerCardInput {
    /// One card's data (`card`, or an element of `collection.cards`).
    ///
    /// A text that is `nil`, empty or only whitespace is absent.
    public struct Card: Hashable, Sendable {
        /// The card's id; required (and unique) in a collection.
        public var id: String?
        /// The heading's text.
        public var title: String?
        /// The subheading's text.
        public var subtitle: String?
        /// The button's label; no button when absent.
        public var buttonText: String?
        /// The card's media (`media`).
        public var media: StorytellerCardInput.Media
        /// What a tap does; passed through, not interpreted.
        public var action: JSONValue?

        /// A card; every value is optional.
        public init(
            id: String? = nil, title: String? = nil, subtitle: String? = nil, buttonText: String? = nil,
            media: StorytellerCardInput.Media = StorytellerCardInput.Media(), action: JSONValue? = nil
        ) {
            self.id = id
            self.title = title
            self.subtitle = subtitle
            self.buttonText = buttonText
            self.media = media
            self.action = action
        }
    }
}

extension StorytellerCardInput {
    /// The card's background image or video (`card.media`).
    public struct Media: Hashable, Sendable {
        /// Image or video (default image).
        public var type: StorytellerCardInput.MediaType
        /// The media's width : height (default 16:9).
        public var aspectRatio: StorytellerCardInput.AspectRatio

        /// Media of this type and ratio.
        public init(type: StorytellerCardInput.MediaType = .image, aspectRatio: StorytellerCardInput.AspectRatio = .landscape16x9) {
            self.type = type
            self.aspectRatio = aspectRatio
        }
    }
}

extension StorytellerCardInput {
    /// What kind of media fills the card.
    public enum MediaType: String, Hashable, Sendable, CaseIterable {
        /// An image.
        case image
        /// A video.
        case video
    }
}

extension StorytellerCardInput {
    /// The media's width : height, one of the ratios Storyteller's CMS sends.
    public enum AspectRatio: String, Hashable, Sendable, CaseIterable {
        /// 1:1.
        case square = "1:1"
        /// 2:3.
        case portrait2x3 = "2:3"
        /// 3:4.
        case portrait3x4 = "3:4"
        /// 4:5.
        case portrait4x5 = "4:5"
        /// 9:16.
        case portrait9x16 = "9:16"
        /// 16:9, the default.
        case landscape16x9 = "16:9"
        /// 4:1.
        case banner4x1 = "4:1"

        /// The width part of the ratio.
        public var width: Int { components.width }
        /// The height part of the ratio.
        public var height: Int { components.height }

        private var components: (width: Int, height: Int) {
            switch self {
            case .square: (1, 1)
            case .portrait2x3: (2, 3)
            case .portrait3x4: (3, 4)
            case .portrait4x5: (4, 5)
            case .portrait9x16: (9, 16)
            case .landscape16x9: (16, 9)
            case .banner4x1: (4, 1)
            }
        }
    }
}

import CardGeometryCore

extension StorytellerCardInput {
    // @input card
    /// One card.
    ///
    /// One card's data (`card`, or an element of `collection.cards`). A text
    /// that is `nil`, empty or only whitespace is absent.
    public struct Card: Hashable, Sendable {
        // @field .string | note: none | check: checkID
        /// A non-empty id, repeated as the layout's `cardId` (null when absent). Required in a collection.
        public var id: String?
        // @field .string | note: none
        /// The heading's text. Absent when missing, empty or only whitespace.
        public var title: String?
        // @field .string | note: none
        /// The subheading's text; absent likewise.
        public var subtitle: String?
        // @field .string | note: none
        /// The button's label; no button when absent.
        public var buttonText: String?
        // @field .object(StorytellerCardInput.Media.fieldDescription) | note: all defaults
        /// The card's image or video.
        public var media: StorytellerCardInput.Media = StorytellerCardInput.Media()
        // @field .anyValue | note: none | read: readAction
        /// What a tap does; accepted and not interpreted.
        public var action: JSONValue?

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

        /// Reads `action`: any JSON value, passed through.
        static func readAction(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> JSONValue? {
            reader.value(field)
        }

        /// An id, when given, is not empty.
        static func checkID(_ id: String, _ field: FieldDescription, in parent: @autoclosure () -> JSONPath)
            throws(CardLayoutError)
        {
            guard id.isEmpty else { return }
            throw .invalid(parent().appending(field.name), "\"\"", allowed: "a non-empty string")
        }
    }
}

extension StorytellerCardInput {
    // @input media
    /// The card's media.
    ///
    /// The card's background image or video (`card.media`).
    public struct Media: Hashable, Sendable {
        // @field .choice(StorytellerCardInput.MediaType.self)
        /// Repeated in the layout; does not change the geometry.
        public var type: StorytellerCardInput.MediaType = .image
        // @field .choice(StorytellerCardInput.AspectRatio.self)
        /// The media's width : height.
        public var aspectRatio: StorytellerCardInput.AspectRatio = .landscape16x9

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
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

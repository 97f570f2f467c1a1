import CardGeometryCore

extension WidgetStackInput {
    // @input widget
    /// One widget: the document's `RemoteWidgetConfig`, its state and its stories.
    ///
    /// The fields of the SDK's `RemoteWidgetConfig`, the widget's state and
    /// its stories.
    public struct Widget: Hashable, Sendable {
        // @field .integer(0...maximumID) | required | unique in: the array
        /// The widget's id, unique in the array.
        public var widgetId: Int
        // @field .choice(State.self)
        /// What the widget shows.
        public var state: State = .loading
        // @field .bool
        /// False hides the widget (remote configuration).
        public var enabled: Bool = true
        // @field .bool
        /// Repeated in the layout's `audio`; no frame changes.
        public var audioEnabled: Bool = false
        // @field .bool
        /// Whether a story's GIF may be its poster.
        public var gifPostersEnabled: Bool = true
        // @field .bool
        /// Whether a story's video may be its poster.
        public var videoPostersEnabled: Bool = false
        // @field .string | note: none | read: readCustomTheme
        /// `dark` or `brand`; any other string is ignored with a warning.
        public var customTheme: String?
        // @field .string | note: none
        /// The error state's message; missing, empty or blank shows "Unknown error".
        public var errorMessage: String?
        // @field .array(.object(Story.fieldDescription), count: ArrayCount(minimum: 0, maximum: maximumStoryCount, noun: "stories", wording: .boundsAndObjects)) | note: none | default: []
        /// The row's stories, read in every state, shown when loaded.
        public var stories: [Story]

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

        /// The document's `WidgetState`.
        public enum State: String, Hashable, Sendable, CaseIterable {
            /// Loading: a spinner and its label.
            case loading
            /// Loaded: the row of stories.
            case loaded
            /// Failed: an icon and the error message.
            case error
        }

        /// The themes the document's `applyConfiguration` knows.
        public enum Theme: String, Hashable, Sendable, CaseIterable {
            /// A black widget whose colors take their dark values.
            case dark
            /// The theme's brand color as the background.
            case brand
        }

        /// The theme `customTheme` names, when it names one.
        public var theme: Theme? { customTheme.flatMap(Theme.init(rawValue:)) }

        /// Reads `customTheme`: any string, with a warning when it names no
        /// theme (the layout ignores it).
        static func readCustomTheme(_ reader: ObjectReader, _ field: FieldDescription) throws(CardLayoutError) -> String? {
            guard let name = try reader.string(field) else { return nil }
            if Theme(rawValue: name) == nil {
                reader.warnings.append(WidgetStackInput.unknownThemeWarning(name, at: reader.path(field.name)))
            }
            return name
        }

        /// The largest widget or story id (2^53 − 1).
        public static let maximumID = 9_007_199_254_740_991
        /// The most stories a widget may have.
        public static let maximumStoryCount = 500

        // @input story
        /// One story of a widget's row.
        ///
        /// The SDK's `StorifyMeStory`.
        public struct Story: Hashable, Sendable {
            // @field .integer(0...WidgetStackInput.Widget.maximumID) | required | unique in: the widget's stories
            /// The story's id, unique in the widget's stories.
            public var id: Int
            // @field .string | note: none
            /// The story's handle, repeated in the layout.
            public var handle: String?
            // @field .string | note: none
            /// The title; absent when empty or only whitespace.
            public var title: String?
            // @field .string | note: none
            /// The poster's image; an empty string counts as none.
            public var posterUrl: String?
            // @field .string | note: none
            /// The GIF poster, shown when GIF posters are on (and no video poster is).
            public var gifUrl: String?
            // @field .string | note: none
            /// The video poster, shown when video posters are on.
            public var videoUrl: String?

            /// Reads one from JSON: the generated reader, declared here so that
            /// Swift synthesizes no memberwise initializer beside the generated one.
            init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
        }
    }
}

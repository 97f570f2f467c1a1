import CardGeometryCore

/// One StorifyMe widget: the fields of the document's `RemoteWidgetConfig`,
/// its state and its stories.
public struct StorifyMeWidget: Hashable, Sendable {
    /// 0...9007199254740991, unique in the input's widgets.
    public var widgetId: Int
    /// What the widget shows (default loading).
    public var state: State
    /// A widget switched off by remote configuration is hidden.
    public var enabled: Bool
    /// Whether audio is on (default false); changes no frame.
    public var audioEnabled: Bool
    /// Whether a story's GIF may be its poster (default true).
    public var gifPostersEnabled: Bool
    /// Whether a story's video may be its poster (default false).
    public var videoPostersEnabled: Bool
    /// "dark" or "brand"; any other string is ignored (with a warning).
    public var customTheme: String?
    /// The error state's message; missing, empty or only whitespace shows
    /// "Unknown error".
    public var errorMessage: String?
    /// 0 to 500 stories, ids unique; shown only when the widget is loaded.
    public var stories: [StorifyMeStory]

    /// A widget; everything but the id has the default a JSON input gets.
    public init(
        widgetId: Int, state: State = .loading, enabled: Bool = true, audioEnabled: Bool = false,
        gifPostersEnabled: Bool = true, videoPostersEnabled: Bool = false, customTheme: String? = nil,
        errorMessage: String? = nil, stories: [StorifyMeStory] = []
    ) {
        self.widgetId = widgetId
        self.state = state
        self.enabled = enabled
        self.audioEnabled = audioEnabled
        self.gifPostersEnabled = gifPostersEnabled
        self.videoPostersEnabled = videoPostersEnabled
        self.customTheme = customTheme
        self.errorMessage = errorMessage
        self.stories = stories
    }

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

    /// The largest widget or story id (2^53 − 1).
    public static let maximumID = 9_007_199_254_740_991
    /// The most stories a widget may have.
    public static let maximumStoryCount = 500
}

/// One story of a widget's row (the SDK's `StorifyMeStory`).
public struct StorifyMeStory: Hashable, Sendable {
    /// 0...9007199254740991, unique in the widget's stories.
    public var id: Int
    /// The story's handle, repeated in the layout.
    public var handle: String?
    /// Missing, empty or only whitespace: the story has no title.
    public var title: String?
    /// An empty URL counts as none.
    public var posterUrl: String?
    /// The GIF poster's URL; an empty string counts as none.
    public var gifUrl: String?
    /// The video poster's URL; an empty string counts as none.
    public var videoUrl: String?

    /// A story; everything but the id is optional.
    public init(
        id: Int, handle: String? = nil, title: String? = nil, posterUrl: String? = nil, gifUrl: String? = nil,
        videoUrl: String? = nil
    ) {
        self.id = id
        self.handle = handle
        self.title = title
        self.posterUrl = posterUrl
        self.gifUrl = gifUrl
        self.videoUrl = videoUrl
    }
}

import CardGeometryCore

/// Everything a Storyly story-group bar depends on (StorylyStoryGroups article):
/// the environment, how far the bar is scrolled, the style and theme, the
/// custom cell template, and the story groups.
///
/// Build one in Swift, or read it from JSON with ``init(json:)``. The layout
/// engine validates it either way (see ``validate()``).
public struct StoryGroupBarInput: Hashable, Sendable {
    /// The environment shared by every kind.
    public var environment: LayoutEnvironment
    /// How far the bar is scrolled from its start (its right end in RTL),
    /// 0...1000000.
    public var scrollOffset: Double
    /// The cell style (default large).
    public var style: StoryGroupBarStyle
    /// The bar's look (`theme`).
    public var theme: StoryGroupBarTheme
    /// The cell template of the `custom` style; ignored (with a warning)
    /// under another style.
    public var custom: StoryGroupTemplate?
    /// 0 to 500 groups, in the order the host has them.
    public var groups: [StoryGroup]
    /// What decoding ignored or replaced (unknown keys, ignored values),
    /// each with the JSON path it is about, in document order.
    public var warnings: [CardLayoutWarning]

    /// An input built in Swift; the engine checks it as it would a JSON one.
    public init(
        environment: LayoutEnvironment, scrollOffset: Double = 0, style: StoryGroupBarStyle = .large,
        theme: StoryGroupBarTheme = StoryGroupBarTheme(), custom: StoryGroupTemplate? = nil, groups: [StoryGroup],
        warnings: [CardLayoutWarning] = []
    ) {
        self.environment = environment
        self.scrollOffset = scrollOffset
        self.style = style
        self.theme = theme
        self.custom = custom
        self.groups = groups
        self.warnings = warnings
    }
}

/// The bar's cell style: the SDK's two sizes, or a custom template.
public enum StoryGroupBarStyle: String, Hashable, Sendable, CaseIterable {
    /// The SDK's small cell: a 60 pt icon.
    case small
    /// The SDK's large cell: an 80 pt icon.
    case large
    /// A custom cell template (``StoryGroupBarInput/custom``).
    case custom
}

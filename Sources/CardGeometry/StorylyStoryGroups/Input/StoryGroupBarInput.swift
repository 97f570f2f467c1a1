/// Everything a Storyly story-group bar depends on (storyly-story-groups.md):
/// the environment, how far the bar is scrolled, the style and theme, the
/// custom cell template, and the story groups.
///
/// Build one in Swift, or read it from JSON with ``init(json:)``. The layout
/// engine validates it either way (see ``validate()``).
public struct StoryGroupBarInput: Hashable, Sendable {
    public var environment: LayoutEnvironment
    /// How far the bar is scrolled from its start (its right end in RTL),
    /// 0...1000000.
    public var scrollOffset: Double
    public var style: StoryGroupBarStyle
    public var theme: StoryGroupBarTheme
    /// The cell template of the `custom` style; ignored (with a warning)
    /// under another style.
    public var custom: StoryGroupTemplate?
    /// 0 to 500 groups, in the order the host has them.
    public var groups: [StoryGroup]
    /// What decoding ignored or replaced (unknown keys, ignored values), as
    /// the layout's `warnings` write them, in document order.
    public var warnings: [String]

    public init(
        environment: LayoutEnvironment, scrollOffset: Double = 0, style: StoryGroupBarStyle = .large,
        theme: StoryGroupBarTheme = StoryGroupBarTheme(), custom: StoryGroupTemplate? = nil, groups: [StoryGroup],
        warnings: [String] = []
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
    case small
    case large
    case custom
}

import CardGeometryCore

// @input storyGroupBar kind: .storylyStoryGroups reader: StoryGroupBarInputReader system: StorylyStoryGroupsSystem
/// A Storyly story-group bar: a horizontally scrolling list of story groups.
///
/// Everything a bar depends on (StorylyStoryGroups article): the
/// environment, how far the bar is scrolled, the style and theme, the
/// custom cell template, and the story groups. Build one in Swift, or read
/// it from JSON with ``init(json:)``. The layout engine validates it either
/// way (see ``validate()``).
public struct StoryGroupBarInput: Hashable, Sendable {
    // @field .object(LayoutEnvironment.fieldDescription) | required
    /// The screen: `height` fixes the bar's height; `safeAreaInsets.left` and `.right` keep the first item out of a landscape notch.
    public var environment: LayoutEnvironment
    // @field .number(.closed(0, 1_000_000))
    /// How far the bar is scrolled from its start (from the right end in RTL).
    public var scrollOffset: Double = 0
    // @field .choice(StoryGroupBarStyle.self)
    /// The cell style; `custom` requires `custom`.
    public var style: StoryGroupBarStyle = .large
    // @field .object(Theme.fieldDescription) | note: all defaults | default: Theme()
    /// The bar's look.
    public var theme: Theme
    // @field .object(Template.fieldDescription)
    /// The cell template of the `custom` style; given with another style it is validated and ignored, with a warning.
    public var custom: Template?
    // @field .array(.object(Group.fieldDescription), count: ArrayCount(minimum: 0, maximum: maximumGroups, noun: "story groups")) | required | read: readGroups | check: checkGroups
    /// The story groups, in the order the host has them.
    ///
    /// At most 500, their ids unique.
    public var groups: [Group]
    /// What decoding ignored or replaced (unknown keys, ignored values),
    /// each with the JSON path it is about, in document order.
    public var warnings: [CardLayoutWarning]

    /// Reads one from JSON: the generated reader, declared here so that
    /// Swift synthesizes no memberwise initializer beside the generated one.
    init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
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

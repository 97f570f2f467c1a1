import CardGeometryCore

// @input storifyMeWidgets kind: .storifyMeWidgets reader: WidgetStackInputReader system: StorifyMeWidgetsSystem
/// A screen of StorifyMe widgets stacked one below the other.
///
/// Everything a StorifyMe widget stack depends on: the environment (the
/// screen), how the widgets are placed, the theme and the widgets in the
/// order the view controller adds them. Build one in Swift, or read it from
/// JSON with ``init(json:)``. The engine validates it either way (see
/// ``validate()``).
public struct WidgetStackInput: Hashable, Sendable {
    // @field .object(LayoutEnvironment.fieldDescription) | required
    /// The screen: `height` (null: as tall as the content); the safe-area insets place the first widget,
    /// keep content out of the sides and bound the visible area.
    public var environment: LayoutEnvironment
    // @field .choice(Placement.self)
    /// `fixed`: the document's slots; `fit`: each shown widget as tall as its content.
    public var placement: Placement = .fixed
    // @field .object(Stack.fieldDescription) | note: all defaults | default: Stack()
    /// The slots and gaps the widgets stand in.
    public var stack: Stack
    // @field .object(Theme.fieldDescription) | note: all defaults | default: Theme()
    /// How every widget looks; colors resolve by each widget's own color scheme.
    public var theme: Theme
    // @field .array(.object(Widget.fieldDescription), count: ArrayCount(minimum: 0, maximum: maximumWidgetCount, noun: "widgets", wording: .boundsAndObjects)) | required
    /// The widgets, in the order the view controller adds them to the screen.
    ///
    /// At most ``maximumWidgetCount``, their `widgetId`s unique.
    public var widgets: [Widget]
    /// What reading the JSON ignored (unknown keys, unknown themes), in
    /// document order; passed on to the layout's `warnings`.
    public var warnings: [CardLayoutWarning]

    /// Reads one from JSON: the generated reader, declared here so that
    /// Swift synthesizes no memberwise initializer beside the generated one.
    init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

    /// How the widgets stand one below the other.
    public enum Placement: String, Hashable, Sendable, CaseIterable {
        /// The document's integration code: widget i at `safeTop + i × spacing`,
        /// every widget `height` tall; content that does not fit is reported.
        case fixed
        /// Every shown widget as tall as its content, stacked with `gap`.
        case fit
    }

    // @input stack
    /// The stack's constants; those the placement does not use are checked and ignored.
    public struct Stack: Hashable, Sendable {
        // @field .number(.nonNegativeLength)
        /// With `fixed`: from one slot's top to the next one's.
        ///
        /// The document's 140.
        public var spacing: Double = 140
        // @field .number(.positiveLength)
        /// With `fixed`: every widget's height.
        ///
        /// The document's 120.
        public var height: Double = 120
        // @field .number(.nonNegativeLength)
        /// With `fit`: the space between consecutive shown widgets.
        public var gap: Double = 20

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
    }

    /// The most widgets an input may have.
    public static let maximumWidgetCount = 50
}

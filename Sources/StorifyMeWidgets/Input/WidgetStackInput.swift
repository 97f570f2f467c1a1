import CardGeometryCore

/// Everything a StorifyMe widget stack depends on (storifyme-widgets.md):
/// the environment (the screen), how the widgets are placed, the theme and
/// the widgets in the order the view controller adds them.
///
/// Build one in Swift, or read it from JSON with ``init(json:)``. The
/// engine validates it either way (see ``validate()``).
public struct WidgetStackInput: Hashable, Sendable {
    /// The screen: its width, height (or nil: as tall as the stack), safe
    /// area, Dynamic Type category, scheme and direction.
    public var environment: LayoutEnvironment
    /// Fixed slots, or each widget as tall as its content.
    public var placement: Placement
    /// The slots and gaps of the stack (`stack`).
    public var stack: Stack
    /// The widgets' look (`theme`).
    public var theme: WidgetStackTheme
    /// 0 to 50 widgets, `widgetId`s unique.
    public var widgets: [StorifyMeWidget]
    /// What reading the JSON ignored (unknown keys, unknown themes), in
    /// document order; passed on to the layout's `warnings`.
    public var warnings: [CardLayoutWarning]

    /// An input built in Swift; the engine checks it as it would a JSON one.
    public init(
        environment: LayoutEnvironment, placement: Placement = .fixed, stack: Stack = Stack(),
        theme: WidgetStackTheme = WidgetStackTheme(), widgets: [StorifyMeWidget], warnings: [CardLayoutWarning] = []
    ) {
        self.environment = environment
        self.placement = placement
        self.stack = stack
        self.theme = theme
        self.widgets = widgets
        self.warnings = warnings
    }

    /// How the widgets stand one below the other.
    public enum Placement: String, Hashable, Sendable, CaseIterable {
        /// The document's integration code: widget i at `safeTop + i × spacing`,
        /// every widget `height` tall; content that does not fit is reported.
        case fixed
        /// Every shown widget as tall as its content, stacked with `gap`.
        case fit
    }

    /// The stack's constants (`stack`).
    public struct Stack: Hashable, Sendable {
        /// From one fixed slot's top to the next one's (>= 0; the document's 140).
        public var spacing: Double
        /// Every fixed widget's height (> 0; the document's 120).
        public var height: Double
        /// Between consecutive shown widgets with `fit` (>= 0).
        public var gap: Double

        /// A stack configuration; the defaults are a JSON input's.
        public init(spacing: Double = 140, height: Double = 120, gap: Double = 20) {
            self.spacing = spacing
            self.height = height
            self.gap = gap
        }
    }

    /// The most widgets an input may have.
    public static let maximumWidgetCount = 50
}

import CardGeometryCore

/// Everything a sheet layout depends on (sheet-cards.md): the screen, the
/// shared style, the stack of cards (root first, the top card last), the
/// requested position, the content's scroll offset and a released drag.
///
/// Build one in Swift, or read it from JSON with ``init(json:)``; the
/// engine validates it either way (``validate()``).
public struct SheetCardInput: Hashable, Sendable {
    /// `height` is required; size classes and safe-area insets are used.
    public var environment: LayoutEnvironment
    /// The look shared by every card of the stack (`style`).
    public var style: SheetCardStyle
    /// 1...50 cards, root first; only the last (top) one is laid out.
    public var cards: [SheetCard]
    /// The requested position of the top card; nil: its preferred position.
    public var position: SheetCardPosition?
    /// How far the top card's content is scrolled, 0...1000000.
    public var scrollOffset: Double
    /// A released drag, to say where the card snaps to.
    public var drag: SheetCardDrag?
    /// What decoding ignored (unknown keys); passed on to the layout.
    public var warnings: [CardLayoutWarning]

    /// An input built in Swift; the environment needs a height. The engine checks it as it would a
    /// JSON one.
    public init(
        environment: LayoutEnvironment, style: SheetCardStyle = SheetCardStyle(), cards: [SheetCard],
        position: SheetCardPosition? = nil, scrollOffset: Double = 0, drag: SheetCardDrag? = nil,
        warnings: [CardLayoutWarning] = []
    ) {
        self.environment = environment
        self.style = style
        self.cards = cards
        self.position = position
        self.scrollOffset = scrollOffset
        self.drag = drag
        self.warnings = warnings
    }

    /// The largest number of cards in a stack.
    static let maximumCards = 50
    /// The largest content height and scroll offset.
    static let maximumContentLength = 1_000_000.0
    /// The range of a drag's velocity, points per second.
    static let velocityRange = NumberRange.closed(-100_000, 100_000)
    /// The range of content heights and scroll offsets.
    static let contentRange = NumberRange.closed(0, maximumContentLength)
}

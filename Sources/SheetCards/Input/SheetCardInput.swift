import CardGeometryCore

// @input sheetCards kind: .sheetCards reader: SheetCardInputReader system: SheetCardsSystem
/// Map sheet cards (TGCardViewController): a stack of cards over a full-screen map.
///
/// Everything a sheet layout depends on: the screen, the shared style, the
/// stack of cards (root first, the top card last), the requested position,
/// the content's scroll offset and a released drag. Build one in Swift, or
/// read it from JSON with ``init(json:)``; the engine validates it either
/// way (``validate()``).
public struct SheetCardInput: Hashable, Sendable {
    // @field .object(LayoutEnvironment.fieldDescription, alsoRequired: ["height"]) | required
    /// The screen: `height` is required; the safe-area insets and the size classes are used.
    public var environment: LayoutEnvironment
    // @field .object(Style.fieldDescription) | note: all defaults | default: Style()
    /// The look shared by every card of the stack.
    public var style: Style
    // @field .array(.object(Card.fieldDescription), count: ArrayCount(minimum: 1, maximum: maximumCards, noun: "cards")) | required
    /// The navigation stack, root first; the top card (the one laid out) last.
    public var cards: [Card]
    // @field .choice(Position.self) | note: the top card's `preferredPosition`
    /// The requested position of the top card.
    public var position: Position?
    // @field .number(contentRange)
    /// How far the top card's content is scrolled.
    public var scrollOffset: Double = 0
    // @field .object(Drag.fieldDescription) | note: no drag
    /// A released drag, to say where the card snaps to.
    public var drag: Drag?
    /// What decoding ignored (unknown keys); passed on to the layout.
    public var warnings: [CardLayoutWarning]

    /// Reads one from JSON: the generated reader, declared here so that
    /// Swift synthesizes no memberwise initializer beside the generated one.
    init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

    /// The largest number of cards in a stack.
    static let maximumCards = 50
    /// The largest content height and scroll offset.
    static let maximumContentLength = 1_000_000.0
    /// The range of a drag's velocity, points per second.
    static let velocityRange = NumberRange.closed(-100_000, 100_000)
    /// The range of content heights and scroll offsets.
    static let contentRange = NumberRange.closed(0, maximumContentLength)
}

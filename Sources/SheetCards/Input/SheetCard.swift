import CardGeometryCore

// Each field is declared once, here: its JSON name (the property's), its
// type and range (`@field`), its default (the property's initial value) and
// its meaning (the doc comment's first paragraph). The reader, the checks,
// the initializer, the schema and the reference tables are generated from
// these declarations (docs/field-descriptions.md).

extension SheetCardInput {
    // @input card
    /// One card of the navigation stack.
    public struct Card: Hashable, Sendable {
        // @field .string | note: no title
        /// The title; absent when empty or only whitespace.
        public var title: String?
        // @field .string | note: no subtitle
        /// The subtitle; absent likewise.
        public var subtitle: String?
        // @field .choice(SheetCardType.self)
        /// What fills the content; the geometry is the same for all.
        public var type: SheetCardType = .plain
        // @field .bool
        /// A card without map content is always extended and cannot be dragged.
        public var hasMapContent: Bool = true
        // @field .choice(SheetCardInput.Position.self)
        /// The position the card takes when pushed.
        public var preferredPosition: SheetCardInput.Position = .peaking
        // @field .choice(SheetCardInput.Position.self) | note: `preferredPosition`
        /// The position a card below the top had; ignored, with a warning, on the top card.
        ///
        /// nil: its preferred position.
        public var lastPosition: SheetCardInput.Position?
        // @field .number(SheetCardInput.contentRange)
        /// The height of the card's content.
        public var contentHeight: Double = 0
        // @field .number(.nonNegativeLength) | note: no accessory
        /// The height of the accessory view under the title.
        public var accessoryHeight: Double?
        // @field .bool
        /// Whether the card has the 60 pt floating button.
        public var floatyButton: Bool = false
        // @field .bool
        /// Whether the card shows the close button (never on the root card).
        public var showCloseButton: Bool = true
        // @field .object(SheetMapButtons.fieldDescription) | note: none
        /// How many buttons the card puts over the map, in each group.
        public var mapButtons: SheetMapButtons = SheetMapButtons()

        /// Reads one from JSON: the generated reader, declared here so that
        /// Swift synthesizes no memberwise initializer beside the generated one.
        init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }
    }
}

/// What fills a card's content area; every type has the same geometry.
public enum SheetCardType: String, Hashable, Sendable, CaseIterable {
    /// A plain view.
    case plain
    /// A table view.
    case table
    /// A collection view.
    case collection
    /// A hosted SwiftUI view.
    case hosting
    /// Paged cards, laid out as the current page's card.
    case paging
}

// @input mapButtons
/// Button counts of the two groups over the map.
public struct SheetMapButtons: Hashable, Sendable {
    // @field .integer(0...maximum)
    /// The vertical group in the top trailing corner.
    public var top: Int = 0
    // @field .integer(0...maximum)
    /// The horizontal group above the card (bottom mode) or above the safe-area bottom (side mode).
    public var bottom: Int = 0

    /// Reads one from JSON: the generated reader, declared here so that
    /// Swift synthesizes no memberwise initializer beside the generated one.
    init(reading reader: ObjectReader) throws(CardLayoutError) { self = try Self.read(reader) }

    /// The most buttons a group holds.
    static let maximum = 8
}

extension SheetCardInput.Card {
    /// The title, unless it is absent (empty or only whitespace, the same
    /// test as a Storyteller card's).
    var presentTitle: String? { TextPresence.present(title) }
    /// The subtitle, unless it is absent.
    var presentSubtitle: String? { TextPresence.present(subtitle) }
}

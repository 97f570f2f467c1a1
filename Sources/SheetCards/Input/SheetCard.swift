import CardGeometryCore

/// One card of the navigation stack (sheet-cards.md, cards).
public struct SheetCard: Hashable, Sendable {
    /// Absent when nil, empty or only whitespace.
    public var title: String?
    /// Absent when nil, empty or only whitespace.
    public var subtitle: String?
    /// What fills the content (default plain); the geometry is the same for every type.
    public var type: SheetCardType
    /// A card without map content is always extended.
    public var hasMapContent: Bool
    /// The position the card takes when pushed.
    public var preferredPosition: SheetCardPosition
    /// The position a card below the top had when the next card was pushed
    /// (nil: its preferred position). Ignored, with a warning, on the top card.
    public var lastPosition: SheetCardPosition?
    /// The height of the card's content, 0...1000000.
    public var contentHeight: Double
    /// The height of the accessory view under the title, 0...10000; nil
    /// for no accessory.
    public var accessoryHeight: Double?
    /// Whether the card shows the floating button (default false).
    public var floatyButton: Bool
    /// Whether the card shows the close button when it is not the root.
    public var showCloseButton: Bool
    /// The buttons the card puts over the map.
    public var mapButtons: SheetMapButtons

    /// A card; every value has the default a JSON input gets.
    public init(
        title: String? = nil, subtitle: String? = nil, type: SheetCardType = .plain, hasMapContent: Bool = true,
        preferredPosition: SheetCardPosition = .peaking, lastPosition: SheetCardPosition? = nil,
        contentHeight: Double = 0, accessoryHeight: Double? = nil, floatyButton: Bool = false,
        showCloseButton: Bool = true, mapButtons: SheetMapButtons = SheetMapButtons()
    ) {
        self.title = title
        self.subtitle = subtitle
        self.type = type
        self.hasMapContent = hasMapContent
        self.preferredPosition = preferredPosition
        self.lastPosition = lastPosition
        self.contentHeight = contentHeight
        self.accessoryHeight = accessoryHeight
        self.floatyButton = floatyButton
        self.showCloseButton = showCloseButton
        self.mapButtons = mapButtons
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

/// How many buttons a card puts over the map, in each group (0...8).
public struct SheetMapButtons: Hashable, Sendable {
    /// The vertical group in the top trailing corner.
    public var top: Int
    /// The horizontal group above the card (bottom mode) or above the
    /// safe-area bottom (side mode).
    public var bottom: Int

    /// Button counts for the two groups, 0...8 each.
    public init(top: Int = 0, bottom: Int = 0) {
        self.top = top
        self.bottom = bottom
    }

    /// The most buttons a group holds.
    static let maximum = 8
}

extension SheetCard {
    /// The title, unless it is absent (storyteller-card.md rule 4's meaning,
    /// the same test as a Storyteller card's).
    var presentTitle: String? { TextPresence.present(title) }
    /// The subtitle, unless it is absent.
    var presentSubtitle: String? { TextPresence.present(subtitle) }
}

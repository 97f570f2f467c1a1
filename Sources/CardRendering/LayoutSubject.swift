import CardGeometry

/// What a report calls a layout, read from its JSON: `card "summer-finals"`
/// for a layout that names its card (`cardId`), `card` for one whose
/// `cardId` is null, else its kind (`braze.contentCards layout`).
struct LayoutSubject: Hashable, Sendable {
    /// The root's `kind`, when it is a string.
    var kind: String?
    /// Whether the root has a `cardId` member (a card of a kind that names cards).
    var hasCardId: Bool
    /// The root's `cardId`, when it is a string.
    var cardId: String?

    init(kind: String?, hasCardId: Bool, cardId: String?) {
        self.kind = kind
        self.hasCardId = hasCardId
        self.cardId = cardId
    }

    /// What `layout`'s JSON says (``init(layoutJSON:)``), read from the
    /// layout without writing its JSON: a Storyteller card writes its kind
    /// and its `cardId` (null or not), the other kinds their kind alone.
    init(layout: Layout) {
        if let card = layout.storyteller {
            self.init(kind: card.kind, hasCardId: true, cardId: card.cardId)
        } else {
            self.init(kind: layout.kind.rawValue, hasCardId: false, cardId: nil)
        }
    }

    init(layoutJSON json: JSONValue) {
        guard case .object(let root) = json else {
            self.init(kind: nil, hasCardId: false, cardId: nil)
            return
        }
        var kind: String?
        if case .string(let name)? = root["kind"] { kind = name }
        var cardId: String?
        if case .string(let id)? = root["cardId"] { cardId = id }
        self.init(kind: kind, hasCardId: root["cardId"] != nil, cardId: cardId)
    }

    /// The name: `card "ID"` (the id quoted when `quoted`), `unnamedCard`
    /// for a card without id, `KIND layout` otherwise.
    func name(quoted: Bool = true, unnamedCard: String = "card") -> String {
        if let cardId { return "card " + (quoted ? DisplayText.quoted(cardId) : cardId) }
        if hasCardId { return unnamedCard }
        return kind.map { "\($0) layout" } ?? "layout"
    }
}

import CardGeometryCore

/// A Braze feed's output (BrazeContentCards article), described: its top-level fields in the
/// order ``BrazeFeedLayout/jsonValue`` writes them, each with its type and
/// meaning (a test checks the list against real output). The output
/// schema is generated from it.
extension BrazeFeedLayout {
    static let outputDescription = ObjectDescription(
        "brazeContentCardsLayout", "A Braze content-card feed's layout (card-layout/1, kind braze.contentCards).",
        fields: [
            field("schema", .constant("card-layout/1"), "The output's schema name."),
            field("kind", .constant(LayoutKind.brazeContentCards.rawValue), "The input's kind."),
            field("size", .anyObject, "The environment's `width` and the feed's snapped `height`."),
            field(
                "feed", .anyObject,
                "`frame`, `backgroundColor`, `context`, `doneButton`, `title`, `disableUnreadIndicator` and `empty`."),
            field(
                "cards", .array(.anyObject, count: list("cards")),
                "The shown cards in feed order: frame, look, image, texts, pin and unread indicator."),
            field("hidden", .array(.anyObject, count: list("cards")), "The hidden cards in input order: `id` and `reason`."),
            field("message", .anyObject, nullable: true, "The empty state's text block, or null when the feed is not empty."),
            field(
                "warnings", CardLayoutWarning.outputFieldType, "What was ignored or replaced, in the order found."),
        ])

    private static func list(_ noun: String) -> ArrayCount { ArrayCount(minimum: 0, maximum: .max, noun: noun) }

    /// An output field: always written; `nullable` ones may be null.
    private static func field(_ name: String, _ type: FieldType, nullable: Bool = false, _ meaning: String)
        -> FieldDescription
    {
        nullable ? FieldDescription(name, type, meaning) : FieldDescription(required: name, type, meaning)
    }
}

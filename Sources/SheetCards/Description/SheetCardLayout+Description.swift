import CardGeometryCore

/// A sheet layout's output (SheetCards article), described: its top-level fields in the order
/// ``SheetCardLayout/jsonValue`` writes them, each with its type and
/// meaning (a test checks the list against real output). The output
/// schema is generated from it.
extension SheetCardLayout {
    static let outputDescription = ObjectDescription(
        "sheetCardsLayout", "A sheet layout (card-layout/1, kind tgcard.sheet).",
        fields: [
            field("schema", .constant("card-layout/1"), "The output's schema name."),
            field("kind", .constant(LayoutKind.sheetCards.rawValue), "The input's kind."),
            field("size", .anyObject, "The screen's `width` and `height`."),
            field("mode", .choice(Mode.self), "Whether the card is a bottom sheet or a side card."),
            field("sizeClasses", .anyObject, "The `horizontal` and `vertical` size classes used."),
            field("stackDepth", .integer(1...SheetCardInput.maximumCards), "The number of cards in the stack."),
            field("type", .choice(SheetCardType.self), "The top card's type."),
            field("requestedPosition", .choice(SheetCardInput.Position.self), "The position asked for."),
            field("position", .choice(SheetCardInput.Position.self), "The position used."),
            field(
                "availablePositions", .array(.choice(SheetCardInput.Position.self), count: positionsCount),
                "The positions the card can take, collapsed, peaking, extended."),
            field("positions", .anyObject, "The card's top at `extended`, `peaking` and `collapsed` (not snapped)."),
            field("card", .anyObject, "`frame`, `cornerRadius`, `corners`, `backgroundColor` and `shadow`."),
            field("header", .anyObject, "`frame`, and its `height` before snapping."),
            field("grabHandle", .anyObject, "`frame`, `cornerRadius`, `color` and `alpha`."),
            field("title", .anyObject, nullable: true, "The title's text block, or null when absent."),
            field("subtitle", .anyObject, nullable: true, "The subtitle's text block, or null when absent."),
            field("accessory", .anyObject, nullable: true, "The accessory's `frame`, or null."),
            field(
                "closeButton", .anyObject, nullable: true,
                "`frame` (the 44 × 44 hit area) and `icon`, or null."),
            field("separator", .anyObject, "`frame`, `color`, and `visible`."),
            field(
                "content", .anyObject,
                "`frame`, `viewport`, `contentHeight`, `scrollOffset` used, `scrollEnabled`, `alpha`."),
            field(
                "floatyButton", .anyObject, nullable: true,
                "`frame`, `cornerRadius`, `backgroundColor`, `alpha`, or null."),
            field("map", .anyObject, "`frame`, `dimming` and `edgePadding`."),
            field("statusBarBlur", .anyObject, nullable: true, "`frame` over the safe-area top, or null when it is 0."),
            field("mapButtons", .anyObject, "The map buttons' groups and their `alpha`."),
            field("transition", .anyObject, nullable: true, "The push and pop animations, or null."),
            field("snap", .anyObject, nullable: true, "Where a released drag snaps to, or null without a drag."),
            field(
                "warnings", CardLayoutWarning.outputFieldType,
                "What was ignored or adjusted, in the order found."),
        ])

    private static let positionsCount = ArrayCount(minimum: 1, maximum: 3, noun: "positions")

    /// An output field: always written; `nullable` ones may be null.
    private static func field(_ name: String, _ type: FieldType, nullable: Bool = false, _ meaning: String)
        -> FieldDescription
    {
        nullable ? FieldDescription(name, type, meaning) : FieldDescription(required: name, type, meaning)
    }
}

import CardGeometryCore

/// A Storyteller card's output (StorytellerCards article), described: its top-level fields in the
/// order ``StorytellerCardLayout/jsonValue`` writes them, each with its
/// type and meaning (a test checks the list against real output). The
/// output schema is generated from it.
extension StorytellerCardLayout {
    static let outputDescription = ObjectDescription(
        "storytellerLayout", "A Storyteller card's layout (card-layout/1, kind storyteller).",
        fields: [
            field("schema", .constant(StorytellerCardLayout.schema), "The output's schema name."),
            field("kind", .constant(LayoutKind.storyteller.rawValue), "The input's kind."),
            field("cardId", .string, nullable: true, "The id of the card laid out, or null when it has none."),
            field("size", .anyObject, "The card's `width` and snapped `height`."),
            field("card", .anyObject, "The card's `frame` and `cornerRadius`."),
            field("media", .anyObject, "The media's `frame`, `cornerRadius` and `type`."),
            field(
                "textContainer", .anyObject, nullable: true,
                "The text container's `frame` and `backgroundColor`, or null when the text is over the media."),
            field("heading", .anyObject, nullable: true, "The heading's text block, or null when absent."),
            field("subheading", .anyObject, nullable: true, "The subheading's text block, or null when absent."),
            field(
                "button", .anyObject, nullable: true,
                "`frame`, `cornerRadius`, `backgroundColor`, `outlineColor`, `outlineWidth` and the `label`'s text block, or null without a button."),
            field("behavior", .anyObject, "The theme's `reloadOnExit` and `reloadOnForeground`, passed through."),
            field(
                "warnings", CardLayoutWarning.outputFieldType,
                "What was ignored, in the order found."),
        ])

    /// An output field: always written; `nullable` ones may be null.
    private static func field(_ name: String, _ type: FieldType, nullable: Bool = false, _ meaning: String)
        -> FieldDescription
    {
        nullable ? FieldDescription(name, type, meaning) : FieldDescription(required: name, type, meaning)
    }
}

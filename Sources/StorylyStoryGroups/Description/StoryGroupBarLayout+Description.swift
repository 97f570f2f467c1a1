import CardGeometryCore

/// A Storyly bar's output (StorylyStoryGroups article), described: its top-level fields in
/// the order ``StoryGroupBarLayout/jsonValue`` writes them, each with its
/// type and meaning (a test checks the list against real output). The
/// output schema is generated from it.
extension StoryGroupBarLayout {
    static let outputDescription = ObjectDescription(
        "storyGroupBarLayout", "A story-group bar layout (card-layout/1, kind storyly.storyGroups).",
        fields: [
            FieldDescription(required: "schema", .constant("card-layout/1"), "The output's schema name."),
            FieldDescription(required: "kind", .constant(LayoutKind.storylyStoryGroups.rawValue), "The input's kind."),
            FieldDescription(required: "style", .choice(StoryGroupBarStyle.self), "The cell style used."),
            FieldDescription(required: "size", .anyObject, "The bar's `width` and snapped `height`."),
            FieldDescription(
                required: "bar", .anyObject,
                "`frame`, `contentSize`, `scrollOffset` used, `naturalHeight`, `overflow` and `backgroundColor`."),
            FieldDescription(
                required: "groups",
                .array(.anyObject, count: ArrayCount(minimum: 0, maximum: StoryGroupBarInput.Fields.maximumGroups, noun: "groups")),
                "Each item in display order: its frame, media, ring, title, badges and visibility."),
            FieldDescription(
                required: "warnings", CardLayoutWarning.outputFieldType,
                "What was ignored or adjusted, in document order, then the layout's own."),
        ])
}

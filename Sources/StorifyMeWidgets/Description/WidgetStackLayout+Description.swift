import CardGeometryCore

/// The widget stack's output, described: its top-level fields in the
/// order ``WidgetStackLayout/jsonValue`` writes them, each with its type
/// and meaning (a test checks the list against real output). The output
/// schema is generated from it.
extension WidgetStackLayout {
    static let outputDescription = ObjectDescription(
        "storifyMeWidgetsLayout", "A widget stack's layout (card-layout/1, kind storifyme.widgets).",
        fields: [
            FieldDescription(required: "schema", .constant("card-layout/1"), "The output's schema name."),
            FieldDescription(
                required: "kind", .constant(LayoutKind.storifyMeWidgets.rawValue), "The input's kind."),
            FieldDescription(
                required: "placement", .choice(WidgetStackInput.Placement.self), "The placement used."),
            FieldDescription(
                required: "size", .anyObject,
                "The `width`, and `environment.height` or else the stack's bottom plus the bottom inset."),
            FieldDescription(
                required: "stack", .anyObject,
                "The shown widgets' `frame` together, and the numbers `shown` and `hidden`."),
            FieldDescription(
                required: "widgets",
                .array(.anyObject, count: ArrayCount(minimum: 0, maximum: WidgetStackInput.maximumWidgetCount, noun: "widgets")),
                "Every input widget in input order: its frame, state, content, row and stories."),
            FieldDescription(
                required: "warnings",
                CardLayoutWarning.outputFieldType,
                "What was ignored or adjusted, in the order found."),
        ])
}

/// Insets as a layout writes them (a sheet's map `edgePadding`):
/// `{ "top", "left", "bottom", "right" }`, and their description for the
/// output schema.
extension EdgeInsets {
    /// `{ "top", "left", "bottom", "right" }`.
    package static let outputDescription = ObjectDescription(
        "insets", "Distances in from each edge, in points.",
        fields: [
            FieldDescription(required: "top", .number(.finite), "From the top edge."),
            FieldDescription(required: "left", .number(.finite), "From the left edge."),
            FieldDescription(required: "bottom", .number(.finite), "From the bottom edge."),
            FieldDescription(required: "right", .number(.finite), "From the right edge."),
        ])
}

extension JSONSink {
    /// A member whose value is insets, written member by member (no tree).
    @inlinable
    package mutating func member(_ key: StaticString, _ insets: EdgeInsets) {
        self.key(key)
        beginObject()
        member("top", insets.top)
        member("left", insets.left)
        member("bottom", insets.bottom)
        member("right", insets.right)
        endObject()
    }
}

/// A shadow as the kinds write it (a Braze card's, a sheet's card):
/// `{ "color", "offsetX", "offsetY", "radius", "opacity" }`, and its
/// description for the output schema.
extension LayoutShape.Shadow {
    /// Writes the shadow member by member (no tree).
    @inlinable
    package func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("color", color)
        sink.member("offsetX", offsetX)
        sink.member("offsetY", offsetY)
        sink.member("radius", radius)
        sink.member("opacity", opacity)
        sink.endObject()
    }

    /// `{ "color", "offsetX", "offsetY", "radius", "opacity" }`.
    package static let outputDescription = ObjectDescription(
        "shadow", "A shadow: it changes no frame.",
        fields: [
            FieldDescription(required: "color", .color, "The shadow's color."),
            FieldDescription(required: "offsetX", .number(.finite), "Its horizontal offset."),
            FieldDescription(required: "offsetY", .number(.finite), "Its vertical offset."),
            FieldDescription(required: "radius", .number(.finite), "Its blur radius."),
            FieldDescription(required: "opacity", .number(.finite), "Its opacity, 0...1."),
        ])
}

extension JSONSink {
    /// A member whose value is a shadow.
    @inlinable
    package mutating func member(_ key: StaticString, _ shadow: LayoutShape.Shadow) {
        self.key(key)
        shadow.writeJSON(to: &self)
    }

    /// A member whose value is a shadow, or `null`.
    @inlinable
    package mutating func member(_ key: StaticString, _ shadow: LayoutShape.Shadow?) {
        self.key(key)
        if let shadow { shadow.writeJSON(to: &self) } else { null() }
    }
}

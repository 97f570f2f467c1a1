import CardText

// The output objects every kind writes the same way (frames, sizes, text
// blocks), described once: a kind's generated output description refers to
// them, so that the output schema and the articles' output tables describe
// every nested key (SharedConventions article, "Text blocks").

extension LayoutRect {
    /// `{ "x", "y", "width", "height" }`.
    package static let outputDescription = ObjectDescription(
        "frame", "A rectangle in points: origin top-left, y down.",
        fields: [
            FieldDescription(required: "x", .number(.finite), "The left edge."),
            FieldDescription(required: "y", .number(.finite), "The top edge."),
            FieldDescription(required: "width", .number(.finite), "The width."),
            FieldDescription(required: "height", .number(.finite), "The height."),
        ])
}

extension LayoutSize {
    /// `{ "width", "height" }`.
    package static let outputDescription = ObjectDescription(
        "size", "A width and a height in points.",
        fields: [
            FieldDescription(required: "width", .number(.finite), "The width."),
            FieldDescription(required: "height", .number(.finite), "The height."),
        ])
}

extension TextBlockLayout {
    /// A text block as every kind writes it.
    package static let outputDescription = ObjectDescription(
        "textBlock", "A measured and placed text block.",
        fields: [
            FieldDescription(required: "frame", .object(LayoutRect.outputDescription), "Spans the text area's width and the lines' height."),
            FieldDescription(required: "text", .string, "The text after text case."),
            FieldDescription(required: "color", .color, "The text's resolved color."),
            FieldDescription(required: "alignment", .choice(TextAlignment.self), "How the lines are aligned in the block's frame."),
            FieldDescription(
                required: "font", .object(Font.outputDescription),
                "The family and weight asked for, the size used and the primary face's file."),
            FieldDescription(required: "truncated", .bool, "Whether an ellipsis was applied."),
            FieldDescription(
                required: "resized", .bool, "Whether the font size used differs from the style's (after Dynamic Type)."),
            FieldDescription(
                required: "lines", .array(.object(Line.outputDescription), count: ArrayCount(minimum: 0, maximum: .max, noun: "lines")),
                "The lines, in reading order."),
        ])
}

extension TextBlockLayout.Font {
    /// A text block's `font`.
    package static let outputDescription = ObjectDescription(
        "textFont", "The font a text asked for, at the size it was set in.",
        fields: [
            FieldDescription(required: "family", .string, "The family asked for."),
            FieldDescription(required: "weight", .integer(1...1000), "The weight asked for."),
            FieldDescription(required: "size", .number(.finite), "The size used: after Dynamic Type and resizing."),
            FieldDescription(required: "file", .string, "The file name of the style's own face."),
        ])
}

extension TextBlockLayout.Line {
    /// One of a text block's `lines`.
    package static let outputDescription = ObjectDescription(
        "textLine", "One line of a text.",
        fields: [
            FieldDescription(required: "text", .string, "The line's text (a truncated line ends with the ellipsis)."),
            FieldDescription(
                required: "frame", .object(LayoutRect.outputDescription),
                "The line's own width and box height, placed by alignment."),
            FieldDescription(required: "baseline", .number(.finite), "The baseline's y, absolute and not snapped."),
            FieldDescription(required: "width", .number(.finite), "The advance width without hanging whitespace, not snapped."),
            FieldDescription(
                required: "range",
                .array(.integer(0...9_007_199_254_740_991), count: ArrayCount(minimum: 2, maximum: 2, noun: "bounds")),
                "Where the line is in the block's `text`: its start and end, in UTF-16 code units."),
            FieldDescription(
                required: "fonts", .array(.string, count: ArrayCount(minimum: 0, maximum: .max, noun: "fonts")),
                "The file names of the faces the line used, in order of first use."),
        ])
}

extension FieldDescription {
    /// The `defaultNote` of an output key left out when it has no value
    /// (instead of written as `null`): the output schema does not require it.
    package static let omittedWhenNil = "left out when absent"
}

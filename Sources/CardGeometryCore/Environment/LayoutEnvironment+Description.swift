import CardText

/// `environment`, common.md's fields for every kind, described once: the
/// reader (``LayoutEnvironment/init(reading:)``), the validation
/// (``LayoutEnvironment/validate()``) and every kind's schema use it.
extension LayoutEnvironment {
    package enum Fields {
        package static let width = FieldDescription(
            required: "width", .number(.positiveLength), "The container's width in points.")
        package static let height = FieldDescription(
            "height", .number(.positiveLength), "The container's height in points, for a kind that uses it.")
        package static let contentSizeCategory = FieldDescription(
            "contentSizeCategory", .choice(ContentSizeCategory.self), default: .string("L"),
            "The Dynamic Type text size, in exact case.")
        package static let colorScheme = FieldDescription(
            "colorScheme", .choice(ColorScheme.self), default: .string("light"), "Which side of a light/dark color is used.")
        package static let layoutDirection = FieldDescription(
            "layoutDirection", .choice(LayoutDirection.self), default: .string("ltr"),
            "Left to right or right to left; in right to left each kind mirrors its horizontal positions.")
        package static let displayScale = FieldDescription(
            "displayScale", .integerChoice(LayoutEnvironment.displayScales), default: .number(3),
            "Pixels per point: frames snap to this grid (`2.0` counts as 2).")
        package static let locale = FieldDescription(
            "locale", .string, default: .string("en"), "A BCP 47 tag that picks the line-breaking rules; its syntax is not checked (an unknown tag breaks by the root rules).")
        package static let safeAreaInsets = FieldDescription(
            "safeAreaInsets", .object(EdgeInsets.fieldDescription), defaultNote: "all 0",
            "The system's safe-area insets, in points, for a kind that uses them.")
        package static let now = FieldDescription(
            "now", .number(.closed(0, LayoutEnvironment.maximumTime)),
            "The current time as Unix seconds, for a kind that uses it.")
        package static let horizontalSizeClass = FieldDescription(
            "horizontalSizeClass", .choice(SizeClass.self), defaultNote: "derived by a kind that uses it",
            "UIKit's horizontal size class; a kind that uses it derives it from the size when null.")
        package static let verticalSizeClass = FieldDescription(
            "verticalSizeClass", .choice(SizeClass.self), defaultNote: "derived by a kind that uses it",
            "UIKit's vertical size class; a kind that uses it derives it from the size when null.")
    }

    /// The environment object, its fields in document order.
    package static let fieldDescription = ObjectDescription(
        "environment", "Where the layout is shown; a kind ignores the fields it does not use.",
        fields: [
            Fields.width, Fields.height, Fields.contentSizeCategory, Fields.colorScheme, Fields.layoutDirection,
            Fields.displayScale, Fields.locale, Fields.safeAreaInsets, Fields.now, Fields.horizontalSizeClass,
            Fields.verticalSizeClass,
        ])
}

extension EdgeInsets {
    package enum Fields {
        package static let top = FieldDescription(
            "top", .number(.nonNegativeLength), default: .number(0), "The top inset.")
        package static let left = FieldDescription(
            "left", .number(.nonNegativeLength), default: .number(0), "The left inset.")
        package static let bottom = FieldDescription(
            "bottom", .number(.nonNegativeLength), default: .number(0), "The bottom inset.")
        package static let right = FieldDescription(
            "right", .number(.nonNegativeLength), default: .number(0), "The right inset.")
    }

    /// Insets in points, each 0...10000.
    package static let fieldDescription = ObjectDescription(
        "edgeInsets", "Insets from the screen's edges, in points.",
        fields: [Fields.top, Fields.left, Fields.bottom, Fields.right])
}

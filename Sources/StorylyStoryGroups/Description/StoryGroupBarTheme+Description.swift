import CardGeometryCore

import CardText

extension StoryGroupBarTheme {
    enum Fields {
        static let font = FieldDescription(
            "font", .string, default: .string("Inter"), "The family of every title, from the font registry.")
        static let list = FieldDescription(
            "list", .object(List.fieldDescription), defaultNote: "all defaults", "The bar's paddings, order and background.")
        static let icon = FieldDescription(
            "icon", .object(Icon.fieldDescription), defaultNote: "all defaults",
            "The icon of the small and large styles, and the defaults of a custom icon element.")
        static let border = FieldDescription(
            "border", .object(Border.fieldDescription), defaultNote: "all defaults", "The seen / not seen ring.")
        static let title = FieldDescription(
            "title", .object(Title.fieldDescription), defaultNote: "all defaults",
            "The titles' style, and the defaults of a custom title element.")
        static let pin = FieldDescription(
            "pin", .object(Badge.pinDescription), defaultNote: "all defaults", "The pin badge of pinned groups.")
        static let ivod = FieldDescription(
            "ivod", .object(Badge.ivodDescription), defaultNote: "all defaults", "The badge of IVOD groups.")
    }

    static let fieldDescription = ObjectDescription(
        "theme", "How the bar looks; every key is optional.",
        fields: [Fields.font, Fields.list, Fields.icon, Fields.border, Fields.title, Fields.pin, Fields.ivod])
}

extension StoryGroupBarTheme.List {
    enum Fields {
        static let edgePaddingHorizontal = FieldDescription(
            "edgePaddingHorizontal", .number(.nonNegativeLength), default: .number(4),
            "Space before the first item and after the last.")
        static let edgePaddingVertical = FieldDescription(
            "edgePaddingVertical", .number(.nonNegativeLength), default: .number(4), "Space above and below the items.")
        static let paddingBetweenItems = FieldDescription(
            "paddingBetweenItems", .number(.nonNegativeLength), default: .number(8), "Space between items.")
        static let seenGroupsLast = FieldDescription(
            "seenGroupsLast", .bool, default: .bool(true), "Whether seen groups move behind the unseen ones.")
        static let backgroundColor = FieldDescription(
            "backgroundColor", .dynamicColor, default: .null, "The bar's background; null is transparent.")
    }

    static let fieldDescription = ObjectDescription(
        "list", "The list's paddings and order (the SDK's StoryGroupListStyling).",
        fields: [
            Fields.edgePaddingHorizontal, Fields.edgePaddingVertical, Fields.paddingBetweenItems, Fields.seenGroupsLast,
            Fields.backgroundColor,
        ])
}

extension StoryGroupBarTheme.Icon {
    enum Fields {
        static let width = FieldDescription(
            "width", .number(.positiveLength), defaultNote: "null: 60 (small), 80 (large, custom)", "The icon's width.")
        static let height = FieldDescription(
            "height", .number(.positiveLength), defaultNote: "null: 60 (small), 80 (large, custom)",
            "The icon's height.")
        static let cornerRadius = FieldDescription(
            "cornerRadius", .number(.nonNegativeLength), defaultNote: "null: half the smaller side (a circle)",
            "The icon's corner radius.")
        static let backgroundColor = FieldDescription(
            "backgroundColor", .dynamicColor, default: StoryGroupBarTheme.pair(StoryGroupBarTheme.Icon.defaultBackgroundColor),
            "The placeholder behind the image until it loads.")
        static let thematicLabel = FieldDescription(
            "thematicLabel", .string, default: .null,
            "When a group's `thematicIconUrls` has this key, its icon shows that URL.")
    }

    static let fieldDescription = ObjectDescription(
        "icon", "The group icon of the small and large styles.",
        fields: [Fields.width, Fields.height, Fields.cornerRadius, Fields.backgroundColor, Fields.thematicLabel])
}

extension StoryGroupBarTheme.Border {
    enum Fields {
        static let width = FieldDescription(
            "width", .number(.nonNegativeLength), default: .number(2), "The ring's stroke width; 0 draws no ring.")
        static let gap = FieldDescription(
            "gap", .number(.nonNegativeLength), default: .number(2), "Space between the ring and the image.")
        static let colorNotSeen = FieldDescription(
            "colorNotSeen", StoryGroupBarTheme.colorListType,
            default: StoryGroupBarTheme.written(StoryGroupBarTheme.Border.defaultColorNotSeen),
            "The ring's gradient stops for an unseen group.")
        static let colorSeen = FieldDescription(
            "colorSeen", StoryGroupBarTheme.colorListType,
            default: StoryGroupBarTheme.written(StoryGroupBarTheme.Border.defaultColorSeen),
            "The ring's gradient stops for a seen group.")
    }

    static let fieldDescription = ObjectDescription(
        "border", "The seen / not seen ring around a group's media.",
        fields: [Fields.width, Fields.gap, Fields.colorNotSeen, Fields.colorSeen])
}

extension StoryGroupBarTheme.Title {
    /// The keys `theme.title` and a custom title element share; on an
    /// element each defaults to `theme.title`'s value.
    enum Fields {
        static let isVisible = FieldDescription("isVisible", .bool, default: .bool(true), "Whether titles show.")
        static let font = FieldDescription(
            "font", .string, defaultNote: "null: `theme.font`", "The titles' family, from the font registry.")
        static let fontWeight = FieldDescription(
            "fontWeight", .integerChoice(FontWeights.allowed), default: .number(400), "The titles' weight.")
        static let textSize = FieldDescription(
            "textSize", .number(.positiveLength), defaultNote: "null: 11 (small), 12 (large, custom)", "The size at `L`.")
        static let lineHeight = FieldDescription(
            "lineHeight", .number(.positiveLength), defaultNote: "null: the font's own",
            "The line box height (scales with Dynamic Type).")
        static let lines = FieldDescription(
            "lines", .integer(1...10), default: .number(2), "The most lines a title shows.")
        static let alignment = FieldDescription(
            "alignment", .choice(TextAlignment.self), default: .string("center"), "The titles' alignment.")
        static let textCase = FieldDescription(
            "textCase", .choice(TextCase.self), default: .string("default"), "Case mapping.")
        static let letterSpacing = FieldDescription(
            "letterSpacing", .number(.length), default: .number(0),
            "Added after each character cluster (does not scale).")
        static let colorNotSeen = FieldDescription(
            "colorNotSeen", .dynamicColor, default: StoryGroupBarTheme.pair(StoryGroupBarTheme.Title.defaultColor),
            "The title's color for an unseen group.")
        static let colorSeen = FieldDescription(
            "colorSeen", .dynamicColor, default: StoryGroupBarTheme.pair(StoryGroupBarTheme.Title.defaultColor),
            "The title's color for a seen group.")
        static let dynamicTypeEnabled = FieldDescription(
            "dynamicTypeEnabled", .bool, default: .bool(true),
            "Whether titles follow the content size category (theme only).")
        static let maximumContentSizeCategory = FieldDescription(
            "maximumContentSizeCategory", .choice(ContentSizeCategory.self), default: .string("xxxL"),
            "The largest content size category titles follow (theme only).")

        /// The keys a custom title element shares with `theme.title`.
        static let shared = [
            isVisible, font, fontWeight, textSize, lineHeight, lines, alignment, textCase, letterSpacing, colorNotSeen,
            colorSeen,
        ]
    }

    static let fieldDescription = ObjectDescription(
        "title", "The group titles' style.",
        fields: Fields.shared + [Fields.dynamicTypeEnabled, Fields.maximumContentSizeCategory])
}

extension StoryGroupBarTheme.Badge {
    enum Fields {
        static let isVisible = FieldDescription(
            "isVisible", .bool, default: .bool(true), "Whether the badge shows.")
        static let pinSize = FieldDescription(
            "size", .number(.positiveLength), defaultNote: "null: 18 (small), 21 (large, custom)", "The pin's side.")
        static let ivodSize = FieldDescription(
            "size", .number(.positiveLength), defaultNote: "null: the pin's size", "The IVOD badge's side.")
        static let pinColor = FieldDescription(
            "backgroundColor", .dynamicColor, default: StoryGroupBarTheme.written(StoryGroupBarTheme.Badge.pinColor.light),
            "The pin's color.")
        static let ivodColor = FieldDescription(
            "backgroundColor", .dynamicColor, default: StoryGroupBarTheme.written(StoryGroupBarTheme.Badge.ivodColor.light),
            "The IVOD badge's color.")
    }

    static let pinDescription = ObjectDescription(
        "pin", "The badge at the bottom-trailing corner of a pinned group's media.",
        fields: [Fields.isVisible, Fields.pinSize, Fields.pinColor])
    static let ivodDescription = ObjectDescription(
        "ivod", "The badge at the top-trailing corner of an IVOD group's media.",
        fields: [Fields.isVisible, Fields.ivodSize, Fields.ivodColor])
}

extension StoryGroupBarTheme {
    /// A color list: a non-empty array of colors, or one list each for
    /// light and dark. The schema says the array form and that the other
    /// is an object; the decoder checks the object's `light` and `dark`.
    static let colorListType = FieldType.anyOf([
        .array(.color, count: ArrayCount(minimum: 1, maximum: .max, noun: "colors")), .anyObject,
    ])

    /// What a color list must be, as its errors say.
    static let colorListAllowed =
        "a non-empty array of colors #RRGGBB or #RRGGBBAA, or an object { \"light\": list, \"dark\": list }"
    /// What each side of a color list must be.
    static let colorListSideAllowed = "a non-empty array of colors #RRGGBB or #RRGGBBAA"

    /// A dynamic color's default as JSON: `{ "light", "dark" }`.
    static func pair(_ color: DynamicColor) -> JSONValue {
        .object(JSONObject([.init(key: "light", value: written(color.light)), .init(key: "dark", value: written(color.dark))]))
    }

    /// A color as the spec writes it: `#RRGGBB` when opaque.
    static func written(_ color: RGBAColor) -> JSONValue {
        .string(color.alpha == 255 ? String(color.hex.prefix(7)) : color.hex)
    }

    /// A color list's default as JSON, as the spec writes it.
    static func written(_ list: ColorList) -> JSONValue {
        func array(_ colors: [RGBAColor]) -> JSONValue { .array(colors.map(written)) }
        guard list.light != list.dark else { return array(list.light) }
        return .object(JSONObject([.init(key: "light", value: array(list.light)), .init(key: "dark", value: array(list.dark))]))
    }
}

import CardGeometryCore

import CardText

extension StoryGroupTemplate {
    enum Fields {
        static let sizing = FieldDescription(
            "sizing", .choice(Sizing.self), default: .string("fixed"),
            "`fixed`: every item is `size.width` × `size.height`; `fit`: every item is as tall as its content.")
        static let size = FieldDescription(
            required: "size", .object(StoryGroupTemplate.sizeDescription),
            "The item's size; `height` is required with `fixed`, validated and ignored (with a warning) with `fit`.")
        static let padding = FieldDescription(
            "padding", .object(Insets.fieldDescription), defaultNote: "all 0",
            "Space inside the item around its elements.")
        static let spacing = FieldDescription(
            "spacing", .number(.nonNegativeLength), default: .number(4), "Space between consecutive shown elements.")
        static let cornerRadius = FieldDescription(
            "cornerRadius", .number(.nonNegativeLength), default: .number(0), "The item's corner radius.")
        static let backgroundColor = FieldDescription(
            "backgroundColor", .dynamicColor, default: .null, "The item's background; null is transparent.")
        static let elements = FieldDescription(
            required: "elements",
            .array(.object(StoryGroupTemplate.elementDescription), count: ArrayCount(minimum: 1, maximum: 3, noun: "elements")),
            "The elements, stacked top to bottom; each `type` at most once.")

        /// What `elements` must be, as its errors say.
        static let elementsAllowed = "a non-empty array of elements (icon, cover, title)"
        /// What `size` must be when missing.
        static let sizeAllowed = "an object { \"width\", \"height\" }"
    }

    static let fieldDescription = ObjectDescription(
        "custom", "A cell template: what a custom StoryGroupView and its single size describe in the SDK.",
        fields: [
            Fields.sizing, Fields.size, Fields.padding, Fields.spacing, Fields.cornerRadius, Fields.backgroundColor,
            Fields.elements,
        ])

    enum SizeFields {
        static let width = FieldDescription(required: "width", .number(.positiveLength), "The item's width.")
        static let height = FieldDescription(
            "height", .number(.positiveLength), defaultNote: "required with `fixed`",
            "The item's height (with `fit`, validated and ignored).")
    }

    static let sizeDescription = ObjectDescription(
        "size", "The item's width and height.", fields: [SizeFields.width, SizeFields.height])
}

extension StoryGroupTemplate.Insets {
    enum Fields {
        static let top = FieldDescription("top", .number(.nonNegativeLength), default: .number(0), "The top inset.")
        static let leading = FieldDescription(
            "leading", .number(.nonNegativeLength), default: .number(0), "The leading inset (the right in RTL).")
        static let bottom = FieldDescription(
            "bottom", .number(.nonNegativeLength), default: .number(0), "The bottom inset.")
        static let trailing = FieldDescription(
            "trailing", .number(.nonNegativeLength), default: .number(0), "The trailing inset.")
    }

    static let fieldDescription = ObjectDescription(
        "insets", "Insets on the logical sides: leading is the right side in RTL.",
        fields: [Fields.top, Fields.leading, Fields.bottom, Fields.trailing])
}

// MARK: - Elements

/// A template element is a tagged union by `type`: each type has its own
/// keys (the `…ElementDescription`s, which the decoder reads by), and the
/// schema and the reference describe one `element` object with every key
/// of every type (``StoryGroupTemplate/elementDescription``), since a
/// field description cannot say which keys go with which type.
extension StoryGroupTemplate {
    /// The element's `type`, read first: it says which keys the element has.
    enum ElementType: String, CaseIterable {
        case icon
        case cover
        case title
    }

    enum ElementFields {
        static let type = FieldDescription(
            required: "type", .choice(ElementType.self), "Which element this is; it says which other keys apply.")
        // icon
        static let width = FieldDescription(
            "width", .number(.positiveLength), defaultNote: "`theme.icon.width`, else 80",
            "icon: the icon's width; it must fit the content width.")
        static let height = FieldDescription(
            "height", .number(.positiveLength), defaultNote: "`theme.icon.height`, else 80", "icon: the icon's height.")
        static let iconCornerRadius = FieldDescription(
            "cornerRadius", .number(.nonNegativeLength),
            defaultNote: "`theme.icon.cornerRadius`, else half the smaller side",
            "The corner radius, clamped to half the smaller side.")
        static let alignment = FieldDescription(
            "alignment", .choice(TextAlignment.self), default: .string("center"),
            "icon: where the icon stands in the content width.")
        static let iconBorder = FieldDescription(
            "border", .bool, default: .bool(true), "Whether the icon has the ring.")
        // cover
        static let aspectRatio = FieldDescription(
            "aspectRatio", .string, default: .string("3:4"),
            "cover: `\"w:h\"`, two integers 1...10000 in digits; the cover spans the content width.")
        static let coverCornerRadius = FieldDescription(
            "cornerRadius", .number(.nonNegativeLength), default: .number(8),
            "The cover's corner radius, clamped to half the smaller side.")
        static let coverBorder = FieldDescription(
            "border", .bool, default: .bool(false), "Whether the cover has the ring.")
        // title
        static let padding = FieldDescription(
            "padding", .object(StoryGroupTemplate.Insets.fieldDescription), defaultNote: "all 0",
            "title: space around the title inside the content area.")
        // The union's keys that differ by type.
        static let cornerRadius = FieldDescription(
            "cornerRadius", .number(.nonNegativeLength),
            defaultNote: "icon: `theme.icon.cornerRadius`, else half the smaller side; cover: `8`",
            "icon, cover: the corner radius, clamped to half the smaller side.")
        static let border = FieldDescription(
            "border", .bool, defaultNote: "icon: `true`; cover: `false`", "icon, cover: whether the media has the ring.")
        static let unionAlignment = FieldDescription(
            "alignment", .choice(TextAlignment.self), defaultNote: "icon: `center`; title: `theme.title.alignment`",
            "icon: where the icon stands in the content width; title: the title's alignment.")

        /// Each side of a cover's `aspectRatio`.
        static let aspectRatioSide = 1...10_000
        /// What `aspectRatio` must be, as its errors say.
        static let aspectRatioAllowed = "a string \"w:h\" of two integers 1...10000 (digits only)"
    }

    /// An icon element's keys.
    static let iconElementDescription = ObjectDescription(
        "iconElement", "The group's icon, with its ring.",
        fields: [
            ElementFields.type, ElementFields.width, ElementFields.height, ElementFields.iconCornerRadius,
            ElementFields.alignment, ElementFields.iconBorder,
        ])

    /// A cover element's keys.
    static let coverElementDescription = ObjectDescription(
        "coverElement", "The group's cover, as wide as the content.",
        fields: [ElementFields.type, ElementFields.aspectRatio, ElementFields.coverCornerRadius, ElementFields.coverBorder])

    /// A title element's keys: `theme.title`'s shared keys, each defaulting
    /// to the theme's value, and the padding.
    static let titleElementDescription = ObjectDescription(
        "titleElement", "The group's title.",
        fields: [ElementFields.type] + StoryGroupBarTheme.Title.Fields.shared + [ElementFields.padding])

    /// Every key of every element type: what the schema and the reference
    /// describe. The title keys take `theme.title`'s ranges and default to
    /// its values.
    static let elementDescription = ObjectDescription(
        "element",
        "One element of the cell: `icon` (width, height, cornerRadius, alignment, border), `cover` (aspectRatio, "
            + "cornerRadius, border) or `title` (the title keys of `theme.title` but dynamicTypeEnabled and "
            + "maximumContentSizeCategory, each defaulting to the theme's, and padding); other keys are unknown.",
        fields: [
            ElementFields.type, ElementFields.width, ElementFields.height, ElementFields.cornerRadius,
            ElementFields.unionAlignment, ElementFields.border, ElementFields.aspectRatio,
        ]
            + StoryGroupBarTheme.Title.Fields.shared.filter { $0.name != ElementFields.unionAlignment.name }
            .map(\.asElementKey) + [ElementFields.padding])
}

extension FieldDescription {
    /// A `theme.title` key as a title element has it: the same type and
    /// range, defaulting to the theme's value.
    fileprivate var asElementKey: FieldDescription {
        FieldDescription(
            name, type, defaultNote: "`theme.title.\(name)`", "title: " + meaning.prefix(1).lowercased() + meaning.dropFirst())
    }
}

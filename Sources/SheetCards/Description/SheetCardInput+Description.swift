import CardGeometryCore

/// sheet-cards.md's input, described once (docs/field-descriptions.md):
/// the decoder reads these fields, `SheetCardsSystem/validate(_:)`
/// checks them, and the schema and the article's tables are generated
/// from them.
extension SheetCardInput {
    enum Fields {
        static let kind = CommonFields.kind(.sheetCards)
        static let environment = FieldDescription(
            required: "environment", .object(LayoutEnvironment.fieldDescription, alsoRequired: ["height"]),
            "The screen: `height` is required; the safe-area insets and the size classes are used.")
        static let style = FieldDescription(
            "style", .object(SheetCardStyle.fieldDescription), defaultNote: "all defaults",
            "The look shared by every card of the stack.")
        static let cards = FieldDescription(
            required: "cards",
            .array(.object(SheetCard.fieldDescription), count: ArrayCount(minimum: 1, maximum: maximumCards, noun: "cards")),
            "The navigation stack, root first; the top card (the one laid out) last.")
        static let position = FieldDescription(
            "position", .choice(SheetCardPosition.self), defaultNote: "the top card's `preferredPosition`",
            "The requested position of the top card.")
        static let scrollOffset = FieldDescription(
            "scrollOffset", .number(contentRange), default: .number(0), "How far the top card's content is scrolled.")
        static let drag = FieldDescription(
            "drag", .object(SheetCardDrag.fieldDescription), defaultNote: "no drag",
            "A released drag, to say where the card snaps to.")
    }

    /// The input document's top level.
    static let fieldDescription = ObjectDescription(
        "sheetCards", "Map sheet cards (TGCardViewController): a stack of cards over a full-screen map.",
        fields: [
            CommonFields.schema, Fields.kind, Fields.environment, Fields.style, Fields.cards, Fields.position,
            Fields.scrollOffset, Fields.drag,
        ])
}

extension SheetCardStyle {
    enum Fields {
        static let fontFamily = FieldDescription(
            "fontFamily", .string, default: .string("Inter"),
            "The family of the title and subtitle, from the font registry.")
        static let dynamicTypeEnabled = FieldDescription(
            "dynamicTypeEnabled", .bool, default: .bool(true),
            "Whether the title and subtitle follow the content size category (the SDK's do not).")
        static let titleColor = color("titleColor", SystemColor.label, "The title's color.")
        static let subtitleColor = color("subtitleColor", SystemColor.secondaryLabel, "The subtitle's color.")
        static let backgroundColor = color(
            "backgroundColor", SystemColor.systemBackground, "The card's background.")
        static let grabHandleColor = color("grabHandleColor", SystemColor.secondaryLabel, "The grab handle's color.")
        static let separatorColor = color(
            "separatorColor", SystemColor.opaqueSeparator, "The header's separator.")
        static let closeButtonBackgroundColor = color(
            "closeButtonBackgroundColor", SystemColor.tertiarySystemGroupedBackground, "The close button's circle.")
        static let closeButtonCrossColor = color(
            "closeButtonCrossColor", SystemColor.secondaryLabel, "The close button's cross.")

        /// A color field whose default is an iOS system color, light and dark.
        private static func color(_ name: String, _ system: DynamicColor, _ meaning: String) -> FieldDescription {
            let pair = JSONObject([
                .init(key: "light", value: .string(system.light.hex)), .init(key: "dark", value: .string(system.dark.hex)),
            ])
            return FieldDescription(name, .dynamicColor, default: .object(pair), meaning)
        }
    }

    static let fieldDescription = ObjectDescription(
        "style", "The style every card of the stack shares (the SDK's TGCardStyle).",
        fields: [
            Fields.fontFamily, Fields.dynamicTypeEnabled, Fields.titleColor, Fields.subtitleColor,
            Fields.backgroundColor, Fields.grabHandleColor, Fields.separatorColor, Fields.closeButtonBackgroundColor,
            Fields.closeButtonCrossColor,
        ])
}

extension SheetCard {
    enum Fields {
        static let title = FieldDescription(
            "title", .string, defaultNote: "no title", "The title; absent when empty or only whitespace.")
        static let subtitle = FieldDescription(
            "subtitle", .string, defaultNote: "no subtitle", "The subtitle; absent likewise.")
        static let type = FieldDescription(
            "type", .choice(SheetCardType.self), default: .string("plain"),
            "What fills the content; the geometry is the same for all.")
        static let hasMapContent = FieldDescription(
            "hasMapContent", .bool, default: .bool(true),
            "A card without map content is always extended and cannot be dragged.")
        static let preferredPosition = FieldDescription(
            "preferredPosition", .choice(SheetCardPosition.self), default: .string("peaking"),
            "The position the card takes when pushed.")
        static let lastPosition = FieldDescription(
            "lastPosition", .choice(SheetCardPosition.self), defaultNote: "`preferredPosition`",
            "The position a card below the top had; ignored, with a warning, on the top card.")
        static let contentHeight = FieldDescription(
            "contentHeight", .number(SheetCardInput.contentRange), default: .number(0),
            "The height of the card's content.")
        static let accessoryHeight = FieldDescription(
            "accessoryHeight", .number(.nonNegativeLength), defaultNote: "no accessory",
            "The height of the accessory view under the title.")
        static let floatyButton = FieldDescription(
            "floatyButton", .bool, default: .bool(false), "Whether the card has the 60 pt floating button.")
        static let showCloseButton = FieldDescription(
            "showCloseButton", .bool, default: .bool(true),
            "Whether the card shows the close button (never on the root card).")
        static let mapButtons = FieldDescription(
            "mapButtons", .object(SheetMapButtons.fieldDescription), defaultNote: "none",
            "How many buttons the card puts over the map, in each group.")
    }

    static let fieldDescription = ObjectDescription(
        "card", "One card of the navigation stack.",
        fields: [
            Fields.title, Fields.subtitle, Fields.type, Fields.hasMapContent, Fields.preferredPosition,
            Fields.lastPosition, Fields.contentHeight, Fields.accessoryHeight, Fields.floatyButton,
            Fields.showCloseButton, Fields.mapButtons,
        ])
}

extension SheetMapButtons {
    enum Fields {
        static let top = FieldDescription(
            "top", .integer(0...maximum), default: .number(0), "The vertical group in the top trailing corner.")
        static let bottom = FieldDescription(
            "bottom", .integer(0...maximum), default: .number(0),
            "The horizontal group above the card (bottom mode) or above the safe-area bottom (side mode).")
    }

    static let fieldDescription = ObjectDescription(
        "mapButtons", "Button counts of the two groups over the map.", fields: [Fields.top, Fields.bottom])
}

extension SheetCardDrag {
    enum Fields {
        static let y = FieldDescription(
            required: "y", .number(.length), "The card's top edge when released, in screen coordinates.")
        static let velocity = FieldDescription(
            required: "velocity", .number(SheetCardInput.velocityRange),
            "The release velocity in points per second, positive downwards.")
    }

    static let fieldDescription = ObjectDescription(
        "drag", "A drag the user released.", fields: [Fields.y, Fields.velocity])
}

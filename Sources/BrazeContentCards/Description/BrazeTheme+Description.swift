import CardGeometryCore

/// A Braze feed's `theme` (BrazeContentCards article), described once: its defaults are
/// ``BrazeFeedInput/Theme``'s (the Braze SDK's cell attributes and iOS's
/// system colors).
extension BrazeFeedInput.Theme {
    enum Fields {
        static let font = FieldDescription(
            "font", .string, default: .string("Inter"), "The family of every text, from the font registry.")
        static let dynamicTypeEnabled = FieldDescription(
            "dynamicTypeEnabled", .bool, default: .bool(true), "Whether the texts follow the content size category.")
        static let margin = FieldDescription(
            "margin", .object(Margin.fieldDescription), defaultNote: "all defaults", "The space around each card.")
        static let padding = FieldDescription(
            "padding", .object(Padding.fieldDescription), defaultNote: "all defaults",
            "The space inside a card around its texts.")
        static let maxWidth = FieldDescription(
            "maxWidth", .number(.positiveLength), defaultNote: "null (no limit)", "The widest a card gets.")
        static let backgroundColor = color("backgroundColor", defaults.backgroundColor, "The card's background.")
        static let borderColor = color("borderColor", defaults.borderColor, "The card's border.")
        static let borderWidth = FieldDescription(
            "borderWidth", .number(.nonNegativeLength), default: .number(defaults.borderWidth),
            "The border's width; 0 means no border.")
        static let cornerRadius = FieldDescription(
            "cornerRadius", .number(.nonNegativeLength), default: .number(defaults.cornerRadius),
            "The card's corner radius.")
        static let shadow = FieldDescription(
            "shadow", .object(Shadow.fieldDescription), defaultNote: "all defaults", "The card's shadow.")
        static let tintColor = color(
            "tintColor", defaults.tintColor, "The default color of the pin, the unread indicator and the domain.")
        static let pin = FieldDescription(
            "pin", .object(Pin.fieldDescription), defaultNote: "all defaults", "The pin of pinned cards.")
        static let unreadIndicator = FieldDescription(
            "unreadIndicator", .object(UnreadIndicator.fieldDescription), defaultNote: "all defaults",
            "The bar across the bottom of unseen cards.")
        static let title = FieldDescription(
            "title", .object(LabelStyle.titleDescription), defaultNote: "all defaults", "The title's style.")
        static let description = FieldDescription(
            "description", .object(LabelStyle.descriptionDescription), defaultNote: "all defaults",
            "The description's style.")
        static let domain = FieldDescription(
            "domain", .object(DomainStyle.fieldDescription), defaultNote: "all defaults", "The domain's style.")
        static let textSpacing = FieldDescription(
            "textSpacing", .number(.nonNegativeLength), default: .number(defaults.textSpacing),
            "Space between consecutive texts of a card.")
        static let classicImage = FieldDescription(
            "classicImage", .object(ClassicImage.fieldDescription), defaultNote: "all defaults",
            "The thumbnail of a classic card with an image.")
        static let imageBackgroundColor = color(
            "imageBackgroundColor", defaults.imageBackgroundColor, "The placeholder behind every image.")
        static let feedBackgroundColor = color(
            "feedBackgroundColor", defaults.feedBackgroundColor, "The feed's background.")
        static let emptyState = FieldDescription(
            "emptyState", .object(EmptyState.fieldDescription), defaultNote: "all defaults",
            "The message shown when no card is shown.")

        private static let defaults = BrazeFeedInput.Theme()
    }

    static let fieldDescription = ObjectDescription(
        "theme", "How the feed's cards look: the Braze SDK's content-card cell attributes.",
        fields: [
            Fields.font, Fields.dynamicTypeEnabled, Fields.margin, Fields.padding, Fields.maxWidth,
            Fields.backgroundColor, Fields.borderColor, Fields.borderWidth, Fields.cornerRadius, Fields.shadow,
            Fields.tintColor, Fields.pin, Fields.unreadIndicator, Fields.title, Fields.description, Fields.domain,
            Fields.textSpacing, Fields.classicImage, Fields.imageBackgroundColor, Fields.feedBackgroundColor,
            Fields.emptyState,
        ])

    /// A color field whose default is a light and a dark color.
    fileprivate static func color(_ name: String, _ value: DynamicColor, _ meaning: String) -> FieldDescription {
        let pair = JSONObject([
            .init(key: "light", value: .string(value.light.hex)), .init(key: "dark", value: .string(value.dark.hex)),
        ])
        return FieldDescription(name, .dynamicColor, default: .object(pair), meaning)
    }

    /// A length field.
    fileprivate static func length(_ name: String, _ range: NumberRange, _ value: Double, _ meaning: String)
        -> FieldDescription
    {
        FieldDescription(name, .number(range), default: .number(value), meaning)
    }

    /// A text's font weight.
    fileprivate static func weight(_ value: Int) -> FieldDescription {
        FieldDescription(
            "weight", .integerChoice(FontWeights.allowed), default: .number(Double(value)), "The font weight.")
    }

    /// A text's iOS text style.
    fileprivate static func textStyle(_ value: TextStyleName) -> FieldDescription {
        FieldDescription(
            "textStyle", .choice(TextStyleName.self), default: .string(value.rawValue),
            "The iOS text style the size follows under Dynamic Type.")
    }

    /// A text's size at L.
    fileprivate static let size = FieldDescription(
        "size", .number(.positiveLength), defaultNote: "the text style's size at `L`", "The size at `L`.")
}

extension BrazeFeedInput.Theme.Margin {
    enum Fields {
        static let guide = FieldDescription(
            "guide", .choice(BrazeFeedInput.Theme.MarginGuide.self), default: .string("layoutMargins"),
            "Whether the side margins add to the system layout margin (`layoutMargins`) or start at the feed's edges.")
        static let top = Theme.length("top", .nonNegativeLength, defaults.top, "Space above each card.")
        static let leading = Theme.length(
            "leading", .nonNegativeLength, defaults.leading, "Extra space at each card's leading side.")
        static let bottom = Theme.length("bottom", .nonNegativeLength, defaults.bottom, "Space below each card.")
        static let trailing = Theme.length(
            "trailing", .nonNegativeLength, defaults.trailing, "Extra space at each card's trailing side.")

        private typealias Theme = BrazeFeedInput.Theme
        private static let defaults = BrazeFeedInput.Theme.Margin()
    }

    static let fieldDescription = ObjectDescription(
        "margin", "The space around each card.",
        fields: [Fields.guide, Fields.top, Fields.leading, Fields.bottom, Fields.trailing])
}

extension BrazeFeedInput.Theme.Padding {
    enum Fields {
        static let top = Theme.length("top", .nonNegativeLength, defaults.top, "Space above the texts.")
        static let leading = Theme.length(
            "leading", .nonNegativeLength, defaults.leading, "Space at the texts' leading side.")
        static let bottom = Theme.length("bottom", .nonNegativeLength, defaults.bottom, "Space below the texts.")
        static let trailing = Theme.length(
            "trailing", .nonNegativeLength, defaults.trailing, "Space at the texts' trailing side.")

        private typealias Theme = BrazeFeedInput.Theme
        private static let defaults = BrazeFeedInput.Theme.Padding()
    }

    static let fieldDescription = ObjectDescription(
        "padding", "The space inside a card around its texts.",
        fields: [Fields.top, Fields.leading, Fields.bottom, Fields.trailing])
}

extension BrazeFeedInput.Theme.Shadow {
    enum Fields {
        static let enabled = FieldDescription(
            "enabled", .bool, default: .bool(true), "Whether cards have a shadow.")
        static let color = Theme.color("color", defaults.color, "The shadow's color.")
        static let offsetX = Theme.length(
            "offsetX", .length, defaults.offsetX, "The shadow's horizontal offset (never mirrored).")
        static let offsetY = Theme.length("offsetY", .length, defaults.offsetY, "The shadow's vertical offset.")
        static let radius = Theme.length("radius", .nonNegativeLength, defaults.radius, "The shadow's blur radius.")
        static let opacity = Theme.length("opacity", .closed(0, 1), defaults.opacity, "The shadow's opacity.")

        private typealias Theme = BrazeFeedInput.Theme
        private static let defaults = BrazeFeedInput.Theme.Shadow()
    }

    static let fieldDescription = ObjectDescription(
        "shadow", "The card's shadow; it changes no frame.",
        fields: [Fields.enabled, Fields.color, Fields.offsetX, Fields.offsetY, Fields.radius, Fields.opacity])
}

extension BrazeFeedInput.Theme.Pin {
    enum Fields {
        static let size = BrazeFeedInput.Theme.length(
            "size", .positiveLength, BrazeFeedInput.Theme.Pin().size, "The pin's side.")
        static let color = FieldDescription(
            "color", .dynamicColor, defaultNote: "the tint color", "The pin's color.")
    }

    static let fieldDescription = ObjectDescription(
        "pin", "The square at a pinned card's top-trailing corner.", fields: [Fields.size, Fields.color])
}

extension BrazeFeedInput.Theme.UnreadIndicator {
    enum Fields {
        static let height = BrazeFeedInput.Theme.length(
            "height", .nonNegativeLength, BrazeFeedInput.Theme.UnreadIndicator().height,
            "The indicator's height; 0 hides it.")
        static let color = FieldDescription(
            "color", .dynamicColor, defaultNote: "the tint color", "The indicator's color.")
    }

    static let fieldDescription = ObjectDescription(
        "unreadIndicator", "The bar across an unread card's bottom.", fields: [Fields.height, Fields.color])
}

extension BrazeFeedInput.Theme.LabelStyle {
    /// The fields of the title's and the description's styles: the same
    /// names and ranges, their own defaults.
    struct Fields: Sendable {
        let weight: FieldDescription
        let textStyle: FieldDescription
        let size: FieldDescription
        let maxLines: FieldDescription
        let color: FieldDescription

        init(_ defaults: BrazeFeedInput.Theme.LabelStyle) {
            weight = BrazeFeedInput.Theme.weight(defaults.weight)
            textStyle = BrazeFeedInput.Theme.textStyle(defaults.textStyle)
            size = BrazeFeedInput.Theme.size
            maxLines = FieldDescription(
                "maxLines", .integer(0...100), default: .number(Double(defaults.maxLines)),
                "The most lines shown, 0 meaning no limit; beyond it the text is truncated with an ellipsis.")
            color = BrazeFeedInput.Theme.color("color", defaults.color, "The text's color.")
        }

        var all: [FieldDescription] { [weight, textStyle, size, maxLines, color] }
    }

    static let titleFields = Fields(BrazeFeedInput.Theme().title)
    static let descriptionFields = Fields(BrazeFeedInput.Theme().description)

    static let titleDescription = ObjectDescription(
        "titleStyle", "The title's style: bold, callout (16 pt at L), no line limit.", fields: titleFields.all)
    static let descriptionDescription = ObjectDescription(
        "descriptionStyle", "The description's style: regular, footnote (13 pt at L), no line limit.",
        fields: descriptionFields.all)
}

extension BrazeFeedInput.Theme.DomainStyle {
    enum Fields {
        static let weight = BrazeFeedInput.Theme.weight(defaults.weight)
        static let textStyle = BrazeFeedInput.Theme.textStyle(defaults.textStyle)
        static let size = BrazeFeedInput.Theme.size
        static let color = FieldDescription(
            "color", .dynamicColor, defaultNote: "the tint color", "The domain's color.")

        private static let defaults = BrazeFeedInput.Theme.DomainStyle()
    }

    static let fieldDescription = ObjectDescription(
        "domainStyle", "The domain's style: medium, footnote, one line, truncated.",
        fields: [Fields.weight, Fields.textStyle, Fields.size, Fields.color])
}

extension BrazeFeedInput.Theme.EmptyState {
    enum Fields {
        static let message = FieldDescription(
            "message", .string, defaultNote: "the SDK's message, in the locale's language", "The empty state's text.")
        static let weight = BrazeFeedInput.Theme.weight(defaults.weight)
        static let textStyle = BrazeFeedInput.Theme.textStyle(defaults.textStyle)
        static let size = BrazeFeedInput.Theme.size
        static let color = BrazeFeedInput.Theme.color("color", defaults.color, "The message's color.")

        private static let defaults = BrazeFeedInput.Theme.EmptyState()
    }

    static let fieldDescription = ObjectDescription(
        "emptyState", "The message an empty feed shows (rule 7).",
        fields: [Fields.message, Fields.weight, Fields.textStyle, Fields.size, Fields.color])
}

extension BrazeFeedInput.Theme.ClassicImage {
    enum Fields {
        static let width = Theme.length("width", .positiveLength, defaults.width, "The thumbnail's width.")
        static let height = Theme.length("height", .positiveLength, defaults.height, "The thumbnail's height.")
        static let cornerRadius = Theme.length(
            "cornerRadius", .nonNegativeLength, defaults.cornerRadius, "The thumbnail's corner radius.")
        static let spacing = Theme.length(
            "spacing", .nonNegativeLength, defaults.spacing, "Space between the thumbnail and the texts.")

        private typealias Theme = BrazeFeedInput.Theme
        private static let defaults = BrazeFeedInput.Theme.ClassicImage()
    }

    static let fieldDescription = ObjectDescription(
        "classicImage", "The thumbnail of a classic card with an image.",
        fields: [Fields.width, Fields.height, Fields.cornerRadius, Fields.spacing])
}

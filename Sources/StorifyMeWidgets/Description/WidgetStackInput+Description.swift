import CardGeometryCore

import CardText

/// The widget stack's input, described once (docs/field-descriptions.md):
/// the decoder (``WidgetStackInputReader``) reads these fields,
/// ``StorifyMeWidgetsSystem/validate(_:)`` checks them, and the schema and
/// the article's tables are generated from them. Defaults are read from
/// the Swift initialisers' defaults, so they too are written once.
extension WidgetStackInput {
    enum Fields {
        static let kind = CommonFields.kind(.storifyMeWidgets)
        static let environment = FieldDescription(
            required: "environment", .object(LayoutEnvironment.fieldDescription),
            "The screen: `height` (null: as tall as the content); the safe-area insets place the first widget, "
                + "keep content out of the sides and bound the visible area.")
        static let placement = FieldDescription(
            "placement", .choice(Placement.self), default: .string(Placement.fixed.rawValue),
            "`fixed`: the document's slots; `fit`: each shown widget as tall as its content.")
        static let stack = FieldDescription(
            "stack", .object(Stack.fieldDescription), defaultNote: "all defaults",
            "The slots and gaps the widgets stand in.")
        static let theme = FieldDescription(
            "theme", .object(WidgetStackTheme.fieldDescription), defaultNote: "all defaults",
            "How every widget looks; colors resolve by each widget's own color scheme.")
        static let widgets = FieldDescription(
            required: "widgets",
            .array(
                .object(StorifyMeWidget.fieldDescription),
                count: ArrayCount(
                    minimum: 0, maximum: maximumWidgetCount, noun: "widgets", wording: .boundsAndObjects)),
            "The widgets, in the order the view controller adds them to the screen.")
    }

    /// The input document's top level.
    static let fieldDescription = ObjectDescription(
        "storifyMeWidgets", "A screen of StorifyMe widgets stacked one below the other.",
        fields: [
            CommonFields.schema, Fields.kind, Fields.environment, Fields.placement, Fields.stack, Fields.theme,
            Fields.widgets,
        ])
}

extension WidgetStackInput.Stack {
    enum Fields {
        private static let defaults = WidgetStackInput.Stack()
        static let spacing = FieldDescription(
            "spacing", .number(.nonNegativeLength), default: .number(defaults.spacing),
            "With `fixed`: from one slot's top to the next one's.")
        static let height = FieldDescription(
            "height", .number(.positiveLength), default: .number(defaults.height),
            "With `fixed`: every widget's height.")
        static let gap = FieldDescription(
            "gap", .number(.nonNegativeLength), default: .number(defaults.gap),
            "With `fit`: the space between consecutive shown widgets.")
    }

    static let fieldDescription = ObjectDescription(
        "stack", "The stack's constants; those the placement does not use are checked and ignored.",
        fields: [Fields.spacing, Fields.height, Fields.gap])
}

extension WidgetStackTheme {
    enum Fields {
        private static let defaults = WidgetStackTheme()
        static let font = FieldDescription(
            "font", .string, default: .string(defaults.font),
            "The family of every text, from the font registry (not empty).")
        static let dynamicTypeEnabled = FieldDescription(
            "dynamicTypeEnabled", .bool, default: .bool(defaults.dynamicTypeEnabled),
            "Whether the texts and the error icon follow the content size category.")
        static let maximumContentSizeCategory = FieldDescription(
            "maximumContentSizeCategory", .choice(ContentSizeCategory.self), defaultNote: "no cap",
            "The largest category the texts and the icon follow.")
        static let brandColor = FieldDescription(
            "brandColor", .dynamicColor, defaultNote: "none",
            "The background of widgets whose `customTheme` is `brand`.")
        static let row = FieldDescription(
            "row", .object(RowStyle.fieldDescription), defaultNote: "all defaults", "The story row of a loaded widget.")
        static let story = FieldDescription(
            "story", .object(StoryStyle.fieldDescription), defaultNote: "all defaults", "One story of the row.")
        static let poster = FieldDescription(
            "poster", .object(PosterStyle.fieldDescription), defaultNote: "all defaults", "The story's poster.")
        static let title = FieldDescription(
            "title", .object(TitleStyle.fieldDescription), defaultNote: "all defaults", "The story titles.")
        static let loading = FieldDescription(
            "loading", .object(LoadingStyle.fieldDescription), defaultNote: "all defaults",
            "The loading state's spinner and label.")
        static let error = FieldDescription(
            "error", .object(ErrorStyle.fieldDescription), defaultNote: "all defaults",
            "The error state's icon and message.")
    }

    static let fieldDescription = ObjectDescription(
        "theme", "How every widget of the stack looks.",
        fields: [
            Fields.font, Fields.dynamicTypeEnabled, Fields.maximumContentSizeCategory, Fields.brandColor, Fields.row,
            Fields.story, Fields.poster, Fields.title, Fields.loading, Fields.error,
        ])

    /// A color default as JSON: one color, or light and dark.
    static func json(_ color: DynamicColor) -> JSONValue {
        guard color.light != color.dark else { return .string(color.light.hex) }
        return .object(
            JSONObject([.init(key: "light", value: .string(color.light.hex)), .init(key: "dark", value: .string(color.dark.hex))]))
    }
}

extension WidgetStackTheme.RowStyle {
    enum Fields {
        private static let defaults = WidgetStackTheme.RowStyle()
        static let paddingTop = FieldDescription(
            "paddingTop", .number(.nonNegativeLength), default: .number(defaults.paddingTop), "Space above the row.")
        static let paddingBottom = FieldDescription(
            "paddingBottom", .number(.nonNegativeLength), default: .number(defaults.paddingBottom),
            "Space below the row.")
        static let paddingHorizontal = FieldDescription(
            "paddingHorizontal", .number(.nonNegativeLength), default: .number(defaults.paddingHorizontal),
            "Space before the first story (and after the last).")
        static let spacing = FieldDescription(
            "spacing", .number(.nonNegativeLength), default: .number(defaults.spacing), "Space between stories.")
    }

    static let fieldDescription = ObjectDescription(
        "rowStyle", "The story row's paddings and spacing (`theme.row`).",
        fields: [Fields.paddingTop, Fields.paddingBottom, Fields.paddingHorizontal, Fields.spacing])
}

extension WidgetStackTheme.StoryStyle {
    enum Fields {
        static let width = FieldDescription(
            "width", .number(.positiveLength), default: .number(WidgetStackTheme.StoryStyle().width),
            "The width of one story; its title wraps in it.")
    }

    static let fieldDescription = ObjectDescription(
        "storyStyle", "One story of the row (`theme.story`).", fields: [Fields.width])
}

extension WidgetStackTheme.PosterStyle {
    enum Fields {
        private static let defaults = WidgetStackTheme.PosterStyle()
        static let width = FieldDescription(
            "width", .number(.positiveLength), default: .number(defaults.width),
            "The poster's width; at most `theme.story.width`.")
        static let height = FieldDescription(
            "height", .number(.positiveLength), default: .number(defaults.height), "The poster's height.")
        static let cornerRadius = FieldDescription(
            "cornerRadius", .number(.nonNegativeLength), defaultNote: "half the smaller side (a circle)",
            "The poster's corner radius, clamped to half the smaller side.")
        static let backgroundColor = FieldDescription(
            "backgroundColor", .dynamicColor, default: WidgetStackTheme.json(defaults.backgroundColor),
            "The placeholder behind the poster.")
    }

    static let fieldDescription = ObjectDescription(
        "posterStyle", "The story's poster (`theme.poster`).",
        fields: [Fields.width, Fields.height, Fields.cornerRadius, Fields.backgroundColor])
}

extension WidgetStackTheme.TitleStyle {
    enum Fields {
        private static let defaults = WidgetStackTheme.TitleStyle()
        static let isVisible = FieldDescription(
            "isVisible", .bool, default: .bool(defaults.isVisible), "Whether story titles show.")
        static let fontWeight = FieldDescription(
            "fontWeight", .integerChoice(FontWeights.allowed), default: .number(Double(defaults.fontWeight)),
            "The titles' weight.")
        static let textSize = FieldDescription(
            "textSize", .number(.positiveLength), default: .number(defaults.textSize),
            "The titles' size at `L`; it scales as `caption1`.")
        static let lines = FieldDescription(
            "lines", .integer(WidgetStackTheme.TitleStyle.lineRange), default: .number(Double(defaults.lines)),
            "The most lines a title shows; it is truncated beyond.")
        static let alignment = FieldDescription(
            "alignment", .choice(TextAlignment.self), default: .string(defaults.alignment.rawValue),
            "The titles' alignment.")
        static let spacing = FieldDescription(
            "spacing", .number(.nonNegativeLength), default: .number(defaults.spacing),
            "Space between the poster and its title.")
        static let color = FieldDescription(
            "color", .dynamicColor, default: WidgetStackTheme.json(defaults.color), "The titles' color.")
    }

    static let fieldDescription = ObjectDescription(
        "titleStyle", "The story titles (`theme.title`).",
        fields: [
            Fields.isVisible, Fields.fontWeight, Fields.textSize, Fields.lines, Fields.alignment, Fields.spacing,
            Fields.color,
        ])
}

extension WidgetStackTheme.LoadingStyle {
    enum Fields {
        private static let defaults = WidgetStackTheme.LoadingStyle()
        static let showLabel = FieldDescription(
            "showLabel", .bool, default: .bool(defaults.showLabel), "Whether the loading state shows its label.")
        static let text = FieldDescription(
            "text", .string, default: defaults.text.map(JSONValue.string),
            "The label's text; an empty or blank text shows no label.")
        static let spinnerColor = FieldDescription(
            "spinnerColor", .dynamicColor, default: WidgetStackTheme.json(defaults.spinnerColor),
            "The spinner's color.")
        static let labelColor = FieldDescription(
            "labelColor", .dynamicColor, default: WidgetStackTheme.json(defaults.labelColor), "The label's color.")
    }

    static let fieldDescription = ObjectDescription(
        "loadingStyle", "The loading state's view (`theme.loading`).",
        fields: [Fields.showLabel, Fields.text, Fields.spinnerColor, Fields.labelColor])
}

extension WidgetStackTheme.ErrorStyle {
    enum Fields {
        private static let defaults = WidgetStackTheme.ErrorStyle()
        static let iconColor = FieldDescription(
            "iconColor", .dynamicColor, default: WidgetStackTheme.json(defaults.iconColor), "The error icon's color.")
        static let messageColor = FieldDescription(
            "messageColor", .dynamicColor, default: WidgetStackTheme.json(defaults.messageColor),
            "The error message's color.")
    }

    static let fieldDescription = ObjectDescription(
        "errorStyle", "The error state's view (`theme.error`).", fields: [Fields.iconColor, Fields.messageColor])
}

extension StorifyMeWidget {
    enum Fields {
        private static let defaults = StorifyMeWidget(widgetId: 0)
        static let widgetId = FieldDescription(
            required: "widgetId", .integer(0...maximumID), "The widget's id, unique in the array.")
        static let state = FieldDescription(
            "state", .choice(State.self), default: .string(defaults.state.rawValue), "What the widget shows.")
        static let enabled = FieldDescription(
            "enabled", .bool, default: .bool(defaults.enabled), "False hides the widget (remote configuration).")
        static let audioEnabled = FieldDescription(
            "audioEnabled", .bool, default: .bool(defaults.audioEnabled),
            "Repeated in the layout's `audio`; no frame changes.")
        static let gifPostersEnabled = FieldDescription(
            "gifPostersEnabled", .bool, default: .bool(defaults.gifPostersEnabled),
            "Whether a story's GIF may be its poster.")
        static let videoPostersEnabled = FieldDescription(
            "videoPostersEnabled", .bool, default: .bool(defaults.videoPostersEnabled),
            "Whether a story's video may be its poster.")
        static let customTheme = FieldDescription(
            "customTheme", .string, defaultNote: "none",
            "`dark` or `brand`; any other string is ignored with a warning.")
        static let errorMessage = FieldDescription(
            "errorMessage", .string, defaultNote: "none",
            "The error state's message; missing, empty or blank shows \"Unknown error\".")
        static let stories = FieldDescription(
            "stories",
            .array(
                .object(StorifyMeStory.fieldDescription),
                count: ArrayCount(
                    minimum: 0, maximum: maximumStoryCount, noun: "stories", wording: .boundsAndObjects)),
            defaultNote: "none", "The row's stories, read in every state, shown when loaded.")
    }

    static let fieldDescription = ObjectDescription(
        "widget", "One widget: the document's `RemoteWidgetConfig`, its state and its stories.",
        fields: [
            Fields.widgetId, Fields.state, Fields.enabled, Fields.audioEnabled, Fields.gifPostersEnabled,
            Fields.videoPostersEnabled, Fields.customTheme, Fields.errorMessage, Fields.stories,
        ])
}

extension StorifyMeStory {
    enum Fields {
        static let id = FieldDescription(
            required: "id", .integer(0...StorifyMeWidget.maximumID), "The story's id, unique in the widget's stories.")
        static let handle = FieldDescription(
            "handle", .string, defaultNote: "none", "The story's handle, repeated in the layout.")
        static let title = FieldDescription(
            "title", .string, defaultNote: "none", "The title; absent when empty or only whitespace.")
        static let posterUrl = FieldDescription(
            "posterUrl", .string, defaultNote: "none", "The poster's image; an empty string counts as none.")
        static let gifUrl = FieldDescription(
            "gifUrl", .string, defaultNote: "none",
            "The GIF poster, shown when GIF posters are on (and no video poster is).")
        static let videoUrl = FieldDescription(
            "videoUrl", .string, defaultNote: "none", "The video poster, shown when video posters are on.")
    }

    static let fieldDescription = ObjectDescription(
        "story", "One story of a widget's row.",
        fields: [Fields.id, Fields.handle, Fields.title, Fields.posterUrl, Fields.gifUrl, Fields.videoUrl])
}

import CardGeometryCore
import CardText

import Foundation

/// Turns the input JSON into a ``WidgetStackInput``. Every object's members
/// are read in document order, so that of several invalid values the first
/// one written is the one reported (common.md, errors); types and ranges are
/// checked here, the rules that need the whole input by
/// ``WidgetStackInput/validate()``.
struct WidgetStackDecoder {
    func decodeInput(_ root: ObjectReader) throws(CardLayoutError) -> WidgetStackInput {
        var environment: LayoutEnvironment?
        var placement = WidgetStackInput.Placement.fixed
        var stack = WidgetStackInput.Stack()
        var theme = WidgetStackTheme()
        var widgets: [StorifyMeWidget]?
        try root.readMembers(known: ["kind", "environment", "placement", "stack", "theme", "widgets"]) { key throws(CardLayoutError) in
            switch key {
            case "kind": break  // checked by the dispatch
            case "environment":
                if let reader = try root.object(key) { environment = try LayoutEnvironment(reading: reader) }
            case "placement": placement = try root.choice(key, WidgetStackInput.Placement.self) ?? placement
            case "stack": if let reader = try root.object(key) { stack = try decodeStack(reader) }
            case "theme": if let reader = try root.object(key) { theme = try decodeTheme(reader) }
            case "widgets": widgets = try decodeWidgets(root)
            default: return false
            }
            return true
        }
        guard let environment else {
            throw .missing(root.path("environment"), allowed: "an object with at least a width")
        }
        guard let widgets else { throw .missing(root.path("widgets"), allowed: Self.widgetsAllowed) }
        return WidgetStackInput(
            environment: environment, placement: placement, stack: stack, theme: theme, widgets: widgets,
            warnings: CardLayoutWarning.inDocumentOrder(root.warnings.warnings, of: root.value))
    }

    static let widgetsAllowed = "an array of 0 to \(WidgetStackInput.maximumWidgetCount) widget objects"
    static let storiesAllowed =
        "an array of 0 to \(StorifyMeWidget.maximumStoryCount) story objects, or null"

    // MARK: - Stack and theme

    private func decodeStack(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackInput.Stack {
        var stack = WidgetStackInput.Stack()
        try reader.readMembers(known: ["spacing", "height", "gap"]) { key throws(CardLayoutError) in
            switch key {
            case "spacing": stack.spacing = try reader.number(key, .nonNegativeLength) ?? stack.spacing
            case "height": stack.height = try reader.number(key, .positiveLength) ?? stack.height
            case "gap": stack.gap = try reader.number(key, .nonNegativeLength) ?? stack.gap
            default: return false
            }
            return true
        }
        return stack
    }

    private func decodeTheme(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackTheme {
        var theme = WidgetStackTheme()
        try reader.readMembers(known: ["font", "dynamicTypeEnabled", "maximumContentSizeCategory", "brandColor", "row", "story", "poster", "title", "loading", "error"]) { key throws(CardLayoutError) in
            switch key {
            case "font": theme.font = try reader.string(key) ?? theme.font
            case "dynamicTypeEnabled": theme.dynamicTypeEnabled = try reader.bool(key) ?? theme.dynamicTypeEnabled
            case "maximumContentSizeCategory":
                theme.maximumContentSizeCategory = try reader.choice(key, ContentSizeCategory.self)
            case "brandColor": theme.brandColor = try reader.dynamicColor(key)
            case "row": if let row = try reader.object(key) { theme.row = try decodeRow(row) }
            case "story": if let story = try reader.object(key) { theme.story = try decodeStoryStyle(story) }
            case "poster": if let poster = try reader.object(key) { theme.poster = try decodePoster(poster) }
            case "title": if let title = try reader.object(key) { theme.title = try decodeTitle(title) }
            case "loading": if let loading = try reader.object(key) { theme.loading = try decodeLoading(loading) }
            case "error": if let error = try reader.object(key) { theme.error = try decodeError(error) }
            default: return false
            }
            return true
        }
        return theme
    }

    private func decodeRow(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackTheme.RowStyle {
        var row = WidgetStackTheme.RowStyle()
        try reader.readMembers(known: ["paddingTop", "paddingBottom", "paddingHorizontal", "spacing"]) { key throws(CardLayoutError) in
            switch key {
            case "paddingTop": row.paddingTop = try reader.number(key, .nonNegativeLength) ?? row.paddingTop
            case "paddingBottom": row.paddingBottom = try reader.number(key, .nonNegativeLength) ?? row.paddingBottom
            case "paddingHorizontal":
                row.paddingHorizontal = try reader.number(key, .nonNegativeLength) ?? row.paddingHorizontal
            case "spacing": row.spacing = try reader.number(key, .nonNegativeLength) ?? row.spacing
            default: return false
            }
            return true
        }
        return row
    }

    private func decodeStoryStyle(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackTheme.StoryStyle {
        var story = WidgetStackTheme.StoryStyle()
        try reader.readMembers(known: ["width"]) { key throws(CardLayoutError) in
            guard key == "width" else { return false }
            story.width = try reader.number(key, .positiveLength) ?? story.width
            return true
        }
        return story
    }

    private func decodePoster(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackTheme.PosterStyle {
        var poster = WidgetStackTheme.PosterStyle()
        try reader.readMembers(known: ["width", "height", "cornerRadius", "backgroundColor"]) { key throws(CardLayoutError) in
            switch key {
            case "width": poster.width = try reader.number(key, .positiveLength) ?? poster.width
            case "height": poster.height = try reader.number(key, .positiveLength) ?? poster.height
            case "cornerRadius": poster.cornerRadius = try reader.number(key, .nonNegativeLength)
            case "backgroundColor":
                poster.backgroundColor = try reader.dynamicColor(key) ?? poster.backgroundColor
            default: return false
            }
            return true
        }
        return poster
    }

    private func decodeTitle(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackTheme.TitleStyle {
        var title = WidgetStackTheme.TitleStyle()
        try reader.readMembers(known: ["isVisible", "fontWeight", "textSize", "lines", "alignment", "spacing", "color"]) { key throws(CardLayoutError) in
            switch key {
            case "isVisible": title.isVisible = try reader.bool(key) ?? title.isVisible
            case "fontWeight": title.fontWeight = try reader.fontWeight(key) ?? title.fontWeight
            case "textSize": title.textSize = try reader.number(key, .positiveLength) ?? title.textSize
            case "lines":
                title.lines = try reader.integer(key, in: WidgetStackTheme.TitleStyle.lineRange) ?? title.lines
            case "alignment": title.alignment = try reader.choice(key, TextAlignment.self) ?? title.alignment
            case "spacing": title.spacing = try reader.number(key, .nonNegativeLength) ?? title.spacing
            case "color": title.color = try reader.dynamicColor(key) ?? title.color
            default: return false
            }
            return true
        }
        return title
    }

    private func decodeLoading(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackTheme.LoadingStyle {
        var loading = WidgetStackTheme.LoadingStyle()
        try reader.readMembers(known: ["showLabel", "text", "spinnerColor", "labelColor"]) { key throws(CardLayoutError) in
            switch key {
            case "showLabel": loading.showLabel = try reader.bool(key) ?? loading.showLabel
            case "text": loading.text = try reader.string(key) ?? loading.text
            case "spinnerColor": loading.spinnerColor = try reader.dynamicColor(key) ?? loading.spinnerColor
            case "labelColor": loading.labelColor = try reader.dynamicColor(key) ?? loading.labelColor
            default: return false
            }
            return true
        }
        return loading
    }

    private func decodeError(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackTheme.ErrorStyle {
        var error = WidgetStackTheme.ErrorStyle()
        try reader.readMembers(known: ["iconColor", "messageColor"]) { key throws(CardLayoutError) in
            switch key {
            case "iconColor": error.iconColor = try reader.dynamicColor(key) ?? error.iconColor
            case "messageColor": error.messageColor = try reader.dynamicColor(key) ?? error.messageColor
            default: return false
            }
            return true
        }
        return error
    }

    // MARK: - Widgets

    private func decodeWidgets(_ root: ObjectReader) throws(CardLayoutError) -> [StorifyMeWidget]? {
        let path = root.path("widgets")
        guard let value = root.value("widgets") else { return nil }
        guard case .array(let elements) = value, elements.count <= WidgetStackInput.maximumWidgetCount else {
            throw .invalid(path, value, allowed: Self.widgetsAllowed)
        }
        var widgets: [StorifyMeWidget] = []
        var indexByID: [Int: Int] = [:]
        for (index, element) in elements.enumerated() {
            let widget = try decodeWidget(
                root.reader(element, at: path.appending(index: index)), arrayPath: path, indexByID: indexByID)
            indexByID[widget.widgetId] = index
            widgets.append(widget)
        }
        return widgets
    }

    private func decodeWidget(_ reader: ObjectReader, arrayPath: JSONPath, indexByID: [Int: Int])
        throws(CardLayoutError)
        -> StorifyMeWidget
    {
        var widgetId: Int?
        var widget = StorifyMeWidget(widgetId: 0)
        try reader.readMembers(known: ["widgetId", "state", "enabled", "audioEnabled", "gifPostersEnabled", "videoPostersEnabled", "customTheme", "errorMessage", "stories"]) { key throws(CardLayoutError) in
            switch key {
            case "widgetId":
                guard let id = try reader.integer(key, in: 0...StorifyMeWidget.maximumID) else { return true }
                if let first = indexByID[id] {
                    throw WidgetStackInput.duplicateID(
                        id, at: reader.path(key), firstAt: arrayPath.appending(index: first).appending(key),
                        in: "the array")
                }
                widgetId = id
            case "state": widget.state = try reader.choice(key, StorifyMeWidget.State.self) ?? widget.state
            case "enabled": widget.enabled = try reader.bool(key) ?? widget.enabled
            case "audioEnabled": widget.audioEnabled = try reader.bool(key) ?? widget.audioEnabled
            case "gifPostersEnabled": widget.gifPostersEnabled = try reader.bool(key) ?? widget.gifPostersEnabled
            case "videoPostersEnabled":
                widget.videoPostersEnabled = try reader.bool(key) ?? widget.videoPostersEnabled
            case "customTheme":
                widget.customTheme = try reader.string(key)
                if let name = widget.customTheme, widget.theme == nil {
                    reader.warnings.append(WidgetStackInput.unknownThemeWarning(name, at: reader.path(key)))
                }
            case "errorMessage": widget.errorMessage = try reader.string(key)
            case "stories": widget.stories = try decodeStories(reader)
            default: return false
            }
            return true
        }
        guard let widgetId else {
            throw .missing(
                reader.path("widgetId"),
                allowed: "an integer 0...\(StorifyMeWidget.maximumID), unique in the array")
        }
        widget.widgetId = widgetId
        return widget
    }

    private func decodeStories(_ widget: ObjectReader) throws(CardLayoutError) -> [StorifyMeStory] {
        let path = widget.path("stories")
        guard let value = widget.value("stories") else { return [] }
        guard case .array(let elements) = value, elements.count <= StorifyMeWidget.maximumStoryCount else {
            throw .invalid(path, value, allowed: Self.storiesAllowed)
        }
        var stories: [StorifyMeStory] = []
        var indexByID: [Int: Int] = [:]
        for (index, element) in elements.enumerated() {
            let reader = try widget.reader(element, at: path.appending(index: index))
            let story = try decodeStory(reader, arrayPath: path, indexByID: indexByID)
            indexByID[story.id] = index
            stories.append(story)
        }
        return stories
    }

    private func decodeStory(_ reader: ObjectReader, arrayPath: JSONPath, indexByID: [Int: Int]) throws(CardLayoutError)
        -> StorifyMeStory
    {
        var id: Int?
        var story = StorifyMeStory(id: 0)
        try reader.readMembers(known: ["id", "handle", "title", "posterUrl", "gifUrl", "videoUrl"]) { key throws(CardLayoutError) in
            switch key {
            case "id":
                guard let value = try reader.integer(key, in: 0...StorifyMeWidget.maximumID) else { return true }
                if let first = indexByID[value] {
                    throw WidgetStackInput.duplicateID(
                        value, at: reader.path(key), firstAt: arrayPath.appending(index: first).appending(key),
                        in: "the widget's stories")
                }
                id = value
            case "handle": story.handle = try reader.string(key)
            case "title": story.title = try reader.string(key)
            case "posterUrl": story.posterUrl = try reader.string(key)
            case "gifUrl": story.gifUrl = try reader.string(key)
            case "videoUrl": story.videoUrl = try reader.string(key)
            default: return false
            }
            return true
        }
        guard let id else {
            throw .missing(
                reader.path("id"),
                allowed: "an integer 0...\(StorifyMeWidget.maximumID), unique in the widget's stories")
        }
        story.id = id
        return story
    }
}

extension WidgetStackInput {
    /// Reads and validates an input written as JSON (storifyme-widgets.md's
    /// input format, `kind` "storifyme.widgets"). Unknown keys and unknown
    /// themes become ``warnings``; anything invalid throws.
    public init(json: Data) throws(CardLayoutError) {
        try self.init(jsonValue: JSONParser.parse(json))
    }

    /// Reads and validates an input from a parsed JSON tree.
    public init(jsonValue: JSONValue) throws(CardLayoutError) {
        self = try StorifyMeWidgetsSystem.decode(json: jsonValue)
        try validate()
    }

    /// `PATH: "X" is not a theme (dark, brand); ignored`.
    static func unknownThemeWarning(_ name: String, at path: JSONPath) -> CardLayoutWarning {
        let themes = StorifyMeWidget.Theme.allCases.map(\.rawValue).joined(separator: ", ")
        return CardLayoutWarning(
            path: path.description, message: "\(JSONValue.string(name).errorText) is not a theme (\(themes)); ignored")
    }

    /// The error for an id that an earlier element already has.
    static func duplicateID(_ id: Int, at path: JSONPath, firstAt first: JSONPath, in collection: String)
        -> CardLayoutError
    {
        .invalid(path, String(id), allowed: "unique in \(collection) (\(first) has it too)")
    }
}

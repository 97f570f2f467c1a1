import CardGeometryCore
import CardText

import Foundation

/// Turns an input document into a ``WidgetStackInput``, member by member in
/// document order, by the fields' descriptions
/// (WidgetStackInput+Description.swift): each value is checked as it is
/// met, so that of several invalid values the first one written is the one
/// reported (the SharedConventions article, errors). The validation step
/// (``StorifyMeWidgetsSystem/validate(_:)``) checks the typed value by the
/// same descriptions before every layout, with the rules that need the
/// whole input.
struct WidgetStackInputReader {
    private typealias Root = WidgetStackInput.Fields

    func decode(_ root: ObjectReader) throws(CardLayoutError) -> WidgetStackInput {
        var environment: LayoutEnvironment?
        var placement = WidgetStackInput.Placement.fixed
        var stack = WidgetStackInput.Stack()
        var theme = WidgetStackTheme()
        var widgets: [StorifyMeWidget]?
        try root.readMembers(of: WidgetStackInput.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Root.kind.name: break  // checked by the dispatch
            case Root.environment.name:
                if let reader = try root.object(Root.environment) { environment = try LayoutEnvironment(reading: reader) }
            case Root.placement.name:
                placement = try root.choice(Root.placement, WidgetStackInput.Placement.self) ?? placement
            case Root.stack.name: if let reader = try root.object(Root.stack) { stack = try decodeStack(reader) }
            case Root.theme.name: if let reader = try root.object(Root.theme) { theme = try decodeTheme(reader) }
            case Root.widgets.name: widgets = try decodeWidgets(root)
            default: return false
            }
            return true
        }
        guard let environment else { throw Root.environment.missing(in: root.path) }
        guard let widgets else {
            throw .missing(root.path(Root.widgets.name), allowed: Root.widgets.arrayAllowed)
        }
        return WidgetStackInput(
            environment: environment, placement: placement, stack: stack, theme: theme, widgets: widgets,
            // Read in document order, the warnings are in document order.
            warnings: root.warnings.warnings)
    }

    // MARK: - Stack and theme

    private func decodeStack(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackInput.Stack {
        typealias Stack = WidgetStackInput.Stack.Fields
        var stack = WidgetStackInput.Stack()
        try reader.readMembers(of: WidgetStackInput.Stack.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Stack.spacing.name: stack.spacing = try reader.number(Stack.spacing) ?? stack.spacing
            case Stack.height.name: stack.height = try reader.number(Stack.height) ?? stack.height
            case Stack.gap.name: stack.gap = try reader.number(Stack.gap) ?? stack.gap
            default: return false
            }
            return true
        }
        return stack
    }

    private func decodeTheme(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackTheme {
        typealias Theme = WidgetStackTheme.Fields
        var theme = WidgetStackTheme()
        try reader.readMembers(of: WidgetStackTheme.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Theme.font.name: theme.font = try reader.string(Theme.font) ?? theme.font
            case Theme.dynamicTypeEnabled.name:
                theme.dynamicTypeEnabled = try reader.bool(Theme.dynamicTypeEnabled) ?? theme.dynamicTypeEnabled
            case Theme.maximumContentSizeCategory.name:
                theme.maximumContentSizeCategory = try reader.choice(
                    Theme.maximumContentSizeCategory, ContentSizeCategory.self)
            case Theme.brandColor.name: theme.brandColor = try reader.dynamicColor(Theme.brandColor)
            case Theme.row.name: if let row = try reader.object(Theme.row) { theme.row = try decodeRow(row) }
            case Theme.story.name:
                if let story = try reader.object(Theme.story) { theme.story = try decodeStoryStyle(story) }
            case Theme.poster.name:
                if let poster = try reader.object(Theme.poster) { theme.poster = try decodePoster(poster) }
            case Theme.title.name: if let title = try reader.object(Theme.title) { theme.title = try decodeTitle(title) }
            case Theme.loading.name:
                if let loading = try reader.object(Theme.loading) { theme.loading = try decodeLoading(loading) }
            case Theme.error.name: if let error = try reader.object(Theme.error) { theme.error = try decodeError(error) }
            default: return false
            }
            return true
        }
        return theme
    }

    private func decodeRow(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackTheme.RowStyle {
        typealias Row = WidgetStackTheme.RowStyle.Fields
        var row = WidgetStackTheme.RowStyle()
        try reader.readMembers(of: WidgetStackTheme.RowStyle.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Row.paddingTop.name: row.paddingTop = try reader.number(Row.paddingTop) ?? row.paddingTop
            case Row.paddingBottom.name: row.paddingBottom = try reader.number(Row.paddingBottom) ?? row.paddingBottom
            case Row.paddingHorizontal.name:
                row.paddingHorizontal = try reader.number(Row.paddingHorizontal) ?? row.paddingHorizontal
            case Row.spacing.name: row.spacing = try reader.number(Row.spacing) ?? row.spacing
            default: return false
            }
            return true
        }
        return row
    }

    private func decodeStoryStyle(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackTheme.StoryStyle {
        typealias Story = WidgetStackTheme.StoryStyle.Fields
        var story = WidgetStackTheme.StoryStyle()
        try reader.readMembers(of: WidgetStackTheme.StoryStyle.fieldDescription) { key throws(CardLayoutError) in
            guard key == Story.width.name else { return false }
            story.width = try reader.number(Story.width) ?? story.width
            return true
        }
        return story
    }

    private func decodePoster(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackTheme.PosterStyle {
        typealias Poster = WidgetStackTheme.PosterStyle.Fields
        var poster = WidgetStackTheme.PosterStyle()
        try reader.readMembers(of: WidgetStackTheme.PosterStyle.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Poster.width.name: poster.width = try reader.number(Poster.width) ?? poster.width
            case Poster.height.name: poster.height = try reader.number(Poster.height) ?? poster.height
            case Poster.cornerRadius.name: poster.cornerRadius = try reader.number(Poster.cornerRadius)
            case Poster.backgroundColor.name:
                poster.backgroundColor = try reader.dynamicColor(Poster.backgroundColor) ?? poster.backgroundColor
            default: return false
            }
            return true
        }
        return poster
    }

    private func decodeTitle(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackTheme.TitleStyle {
        typealias Title = WidgetStackTheme.TitleStyle.Fields
        var title = WidgetStackTheme.TitleStyle()
        try reader.readMembers(of: WidgetStackTheme.TitleStyle.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Title.isVisible.name: title.isVisible = try reader.bool(Title.isVisible) ?? title.isVisible
            case Title.fontWeight.name: title.fontWeight = try reader.integer(Title.fontWeight) ?? title.fontWeight
            case Title.textSize.name: title.textSize = try reader.number(Title.textSize) ?? title.textSize
            case Title.lines.name: title.lines = try reader.integer(Title.lines) ?? title.lines
            case Title.alignment.name:
                title.alignment = try reader.choice(Title.alignment, TextAlignment.self) ?? title.alignment
            case Title.spacing.name: title.spacing = try reader.number(Title.spacing) ?? title.spacing
            case Title.color.name: title.color = try reader.dynamicColor(Title.color) ?? title.color
            default: return false
            }
            return true
        }
        return title
    }

    private func decodeLoading(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackTheme.LoadingStyle {
        typealias Loading = WidgetStackTheme.LoadingStyle.Fields
        var loading = WidgetStackTheme.LoadingStyle()
        try reader.readMembers(of: WidgetStackTheme.LoadingStyle.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Loading.showLabel.name: loading.showLabel = try reader.bool(Loading.showLabel) ?? loading.showLabel
            case Loading.text.name: loading.text = try reader.string(Loading.text) ?? loading.text
            case Loading.spinnerColor.name:
                loading.spinnerColor = try reader.dynamicColor(Loading.spinnerColor) ?? loading.spinnerColor
            case Loading.labelColor.name:
                loading.labelColor = try reader.dynamicColor(Loading.labelColor) ?? loading.labelColor
            default: return false
            }
            return true
        }
        return loading
    }

    private func decodeError(_ reader: ObjectReader) throws(CardLayoutError) -> WidgetStackTheme.ErrorStyle {
        typealias Error = WidgetStackTheme.ErrorStyle.Fields
        var error = WidgetStackTheme.ErrorStyle()
        try reader.readMembers(of: WidgetStackTheme.ErrorStyle.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Error.iconColor.name: error.iconColor = try reader.dynamicColor(Error.iconColor) ?? error.iconColor
            case Error.messageColor.name:
                error.messageColor = try reader.dynamicColor(Error.messageColor) ?? error.messageColor
            default: return false
            }
            return true
        }
        return error
    }

    // MARK: - Widgets

    /// The widgets, their count checked before any is read; `nil` when
    /// absent or null.
    private func decodeWidgets(_ root: ObjectReader) throws(CardLayoutError) -> [StorifyMeWidget]? {
        let field = Root.widgets
        guard let elements = try Self.objects(field, in: root) else { return nil }
        let path = root.path(field.name)
        var widgets: [StorifyMeWidget] = []
        widgets.reserveCapacity(elements.count)
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
        typealias Widget = StorifyMeWidget.Fields
        var widgetId: Int?
        var widget = StorifyMeWidget(widgetId: 0)
        try reader.readMembers(of: StorifyMeWidget.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Widget.widgetId.name:
                guard let id = try reader.integer(Widget.widgetId) else { return true }
                if let first = indexByID[id] {
                    throw WidgetStackInput.duplicateID(
                        id, at: reader.path(key), firstAt: arrayPath.appending(index: first).appending(key),
                        in: WidgetStackInput.widgetsCollection)
                }
                widgetId = id
            case Widget.state.name: widget.state = try reader.choice(Widget.state, StorifyMeWidget.State.self) ?? widget.state
            case Widget.enabled.name: widget.enabled = try reader.bool(Widget.enabled) ?? widget.enabled
            case Widget.audioEnabled.name: widget.audioEnabled = try reader.bool(Widget.audioEnabled) ?? widget.audioEnabled
            case Widget.gifPostersEnabled.name:
                widget.gifPostersEnabled = try reader.bool(Widget.gifPostersEnabled) ?? widget.gifPostersEnabled
            case Widget.videoPostersEnabled.name:
                widget.videoPostersEnabled = try reader.bool(Widget.videoPostersEnabled) ?? widget.videoPostersEnabled
            case Widget.customTheme.name:
                widget.customTheme = try reader.string(Widget.customTheme)
                if let name = widget.customTheme, widget.theme == nil {
                    reader.warnings.append(WidgetStackInput.unknownThemeWarning(name, at: reader.path(key)))
                }
            case Widget.errorMessage.name: widget.errorMessage = try reader.string(Widget.errorMessage)
            case Widget.stories.name: widget.stories = try decodeStories(reader)
            default: return false
            }
            return true
        }
        guard let widgetId else {
            throw .missing(
                reader.path(Widget.widgetId.name),
                allowed: Widget.widgetId.allowed(uniqueIn: WidgetStackInput.widgetsCollection))
        }
        widget.widgetId = widgetId
        return widget
    }

    private func decodeStories(_ widget: ObjectReader) throws(CardLayoutError) -> [StorifyMeStory] {
        let field = StorifyMeWidget.Fields.stories
        guard let elements = try Self.objects(field, in: widget) else { return [] }
        let path = widget.path(field.name)
        var stories: [StorifyMeStory] = []
        stories.reserveCapacity(elements.count)
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
        typealias Story = StorifyMeStory.Fields
        var id: Int?
        var story = StorifyMeStory(id: 0)
        try reader.readMembers(of: StorifyMeStory.fieldDescription) { key throws(CardLayoutError) in
            switch key {
            case Story.id.name:
                guard let value = try reader.integer(Story.id) else { return true }
                if let first = indexByID[value] {
                    throw WidgetStackInput.duplicateID(
                        value, at: reader.path(key), firstAt: arrayPath.appending(index: first).appending(key),
                        in: WidgetStackInput.storiesCollection)
                }
                id = value
            case Story.handle.name: story.handle = try reader.string(Story.handle)
            case Story.title.name: story.title = try reader.string(Story.title)
            case Story.posterUrl.name: story.posterUrl = try reader.string(Story.posterUrl)
            case Story.gifUrl.name: story.gifUrl = try reader.string(Story.gifUrl)
            case Story.videoUrl.name: story.videoUrl = try reader.string(Story.videoUrl)
            default: return false
            }
            return true
        }
        guard let id else {
            throw .missing(
                reader.path(Story.id.name), allowed: Story.id.allowed(uniqueIn: WidgetStackInput.storiesCollection))
        }
        story.id = id
        return story
    }

    /// The elements of a widget or story array, within its count (by the
    /// field's description); `nil` when absent or null. Anything else is
    /// an error that shows the value as written.
    private static func objects(_ field: FieldDescription, in reader: ObjectReader) throws(CardLayoutError) -> [JSONValue]? {
        guard let value = reader.value(field.name) else { return nil }
        guard case .array(let elements) = value, case .array(_, let count) = field.type, count.contains(elements.count)
        else { throw .invalid(reader.path(field.name), value, allowed: field.arrayAllowed) }
        return elements
    }
}

extension WidgetStackInput {
    /// Reads and validates an input written as JSON, by the one reading
    /// contract of every kind: each value is checked as it is read, so the
    /// first invalid value in document order throws, naming its JSON path;
    /// then the validation step the engine runs before every layout.
    /// Unknown keys become ``warnings``.
    public init(json: Data) throws(CardLayoutError) {
        self = try StorifyMeWidgetsSystem.input(json: json)
    }

    /// Reads and validates an input from a parsed JSON tree, as ``init(json:)``.
    public init(jsonValue: JSONValue) throws(CardLayoutError) {
        self = try StorifyMeWidgetsSystem.input(jsonValue: jsonValue)
    }
}

extension WidgetStackInput {
    /// `PATH: "X" is not a theme (dark, brand); ignored`.
    static func unknownThemeWarning(_ name: String, at path: JSONPath) -> CardLayoutWarning {
        let themes = StorifyMeWidget.Theme.allCases.map(\.rawValue).joined(separator: ", ")
        return CardLayoutWarning(
            path: path.description, code: .unknownValue, message: "\(JSONValue.string(name).errorText) is not a theme (\(themes)); ignored")
    }

    /// Where a widget's id is unique, as errors say it.
    static let widgetsCollection = "the array"
    /// Where a story's id is unique, as errors say it.
    static let storiesCollection = "the widget's stories"

    /// The error for an id that an earlier element already has.
    static func duplicateID(_ id: Int, at path: JSONPath, firstAt first: JSONPath, in collection: String)
        -> CardLayoutError
    {
        UniqueIDRule.repeated(String(id), at: path, firstAt: first, in: collection)
    }
}

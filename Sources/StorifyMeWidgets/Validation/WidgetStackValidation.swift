import CardGeometryCore

import CardText

extension WidgetStackInput {
    /// The validation step (`StorifyMeWidgetsSystem.validate(_:)`, run by
    /// the engine before every layout): checks every value by its field
    /// description (WidgetStackInput+Description.swift), counts and unique
    /// ids, then the rules that need the whole input (rule 2: room for the
    /// loading label and the error message, a poster no wider than its
    /// story) and the title size after Dynamic Type. Throws the first
    /// problem found, naming its JSON path.
    ///
    /// The font family is checked by the engine, which knows the registry.
    public func validate() throws(CardLayoutError) {
        try environment.validate()
        typealias Stack = WidgetStackInput.Stack.Fields
        try Stack.spacing.check(stack.spacing, in: JSONPath.root.appending(Fields.stack.name))
        try Stack.height.check(stack.height, in: JSONPath.root.appending(Fields.stack.name))
        try Stack.gap.check(stack.gap, in: JSONPath.root.appending(Fields.stack.name))
        try theme.validate()
        try validateWidgets()
        try validateRoom()
        try theme.validateTitleSizeAfterDynamicType(at: environment.contentSizeCategory)
    }

    private func validateWidgets() throws(CardLayoutError) {
        typealias Widget = StorifyMeWidget.Fields
        try Fields.widgets.checkCount(widgets.count, in: .root)
        let path = JSONPath.root.appending(Fields.widgets.name)
        var widgetIndexByID: [Int: Int] = [:]
        for (index, widget) in widgets.enumerated() {
            // Paths are built only when a check fails.
            try Widget.widgetId.check(widget.widgetId, in: path.appending(index: index))
            if let first = widgetIndexByID[widget.widgetId] {
                throw Self.duplicateID(
                    widget.widgetId, at: path.appending(index: index).appending(Widget.widgetId.name),
                    firstAt: path.appending(index: first).appending(Widget.widgetId.name), in: Self.widgetsCollection)
            }
            widgetIndexByID[widget.widgetId] = index
            try Widget.stories.checkCount(widget.stories.count, in: path.appending(index: index))
            guard !widget.stories.isEmpty else { continue }
            func storiesPath() -> JSONPath { path.appending(index: index).appending(Widget.stories.name) }
            var storyIndexByID: [Int: Int] = [:]
            for (storyIndex, story) in widget.stories.enumerated() {
                try StorifyMeStory.Fields.id.check(story.id, in: storiesPath().appending(index: storyIndex))
                if let first = storyIndexByID[story.id] {
                    throw Self.duplicateID(
                        story.id, at: storiesPath().appending(index: storyIndex).appending(StorifyMeStory.Fields.id.name),
                        firstAt: storiesPath().appending(index: first).appending(StorifyMeStory.Fields.id.name),
                        in: Self.storiesCollection)
                }
                storyIndexByID[story.id] = storyIndex
            }
        }
    }

    /// Rule 2, in its order: the loading label and the error message need a
    /// text area A − 32 > 0; the poster is at most as wide as its story.
    /// Checked whatever the widgets and their states.
    private func validateRoom() throws(CardLayoutError) {
        let number = JSONNumberFormat.exact
        let insets = environment.safeAreaInsets
        let textWidth = environment.width - insets.left - insets.right - 2 * WidgetStackMetrics.viewPadding
        guard textWidth > 0 else {
            let least = insets.left + insets.right + 2 * WidgetStackMetrics.viewPadding
            throw .invalid(
                JSONPath("environment.width"), number(environment.width),
                allowed:
                    "> \(number(least)) (the loading label and the error message need a text area "
                    + "width - safeAreaInsets.left - safeAreaInsets.right - 32 > 0)")
        }
        guard theme.poster.width <= theme.story.width else {
            throw .invalid(
                JSONPath("theme.poster.width"), number(theme.poster.width),
                allowed: "<= \(number(theme.story.width)) (theme.story.width)")
        }
    }
}

extension WidgetStackTheme {
    /// Checks the theme's values by their descriptions.
    func validate() throws(CardLayoutError) {
        guard !font.isEmpty else { throw .invalid(Self.path(Fields.font), "\"\"", allowed: "a font family name") }
        typealias Row = RowStyle.Fields
        func rowPath() -> JSONPath { Self.path(Fields.row) }
        try Row.paddingTop.check(row.paddingTop, in: rowPath())
        try Row.paddingBottom.check(row.paddingBottom, in: rowPath())
        try Row.paddingHorizontal.check(row.paddingHorizontal, in: rowPath())
        try Row.spacing.check(row.spacing, in: rowPath())
        try StoryStyle.Fields.width.check(story.width, in: Self.path(Fields.story))
        typealias Poster = PosterStyle.Fields
        func posterPath() -> JSONPath { Self.path(Fields.poster) }
        try Poster.width.check(poster.width, in: posterPath())
        try Poster.height.check(poster.height, in: posterPath())
        if let radius = poster.cornerRadius { try Poster.cornerRadius.check(radius, in: posterPath()) }
        typealias Title = TitleStyle.Fields
        func titlePath() -> JSONPath { Self.path(Fields.title) }
        try Title.fontWeight.check(title.fontWeight, in: titlePath())
        try Title.textSize.check(title.textSize, in: titlePath())
        try Title.lines.check(title.lines, in: titlePath())
        try Title.spacing.check(title.spacing, in: titlePath())
    }

    /// The path of a field of `theme` (built only for an error).
    private static func path(_ field: FieldDescription) -> JSONPath {
        JSONPath.root.appending(WidgetStackInput.Fields.theme.name).appending(field.name)
    }

    /// Checks that Dynamic Type does not scale the title size past what the
    /// text layer sets (``TextMeasurer/maximumSize``).
    func validateTitleSizeAfterDynamicType(at environmentCategory: ContentSizeCategory) throws(CardLayoutError) {
        guard dynamicTypeEnabled else { return }
        let category = environmentCategory.capped(at: maximumContentSizeCategory)
        try DynamicTypeSizeCap.check(
            title.textSize, style: .caption1, at: category, path: JSONPath("theme.title.textSize"))
    }
}

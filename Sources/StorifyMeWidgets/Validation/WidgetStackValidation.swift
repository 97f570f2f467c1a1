import CardGeometryCore

import CardText

extension WidgetStackInput {
    /// Checks every rule a decoded or hand-built input must meet: ranges,
    /// counts and unique ids (for an input built in Swift; JSON input is
    /// checked as it is read), then the rules that need the whole input
    /// (rule 2: room for the loading label and the error message, a poster
    /// no wider than its story) and the title size after Dynamic Type.
    /// Throws the first problem found, naming its JSON path.
    ///
    /// The font family is checked by the engine, which knows the registry.
    public func validate() throws(CardLayoutError) {
        try environment.validate()
        try NumberRange.nonNegativeLength.check(stack.spacing, at: "stack.spacing")
        try NumberRange.positiveLength.check(stack.height, at: "stack.height")
        try NumberRange.nonNegativeLength.check(stack.gap, at: "stack.gap")
        try theme.validate()
        try validateWidgets()
        try validateRoom()
        try theme.validateTitleSizeAfterDynamicType(at: environment.contentSizeCategory)
    }

    private func validateWidgets() throws(CardLayoutError) {
        let path = JSONPath("widgets")
        guard widgets.count <= Self.maximumWidgetCount else {
            throw .invalid(path, "an array of \(widgets.count) widgets", allowed: WidgetStackDecoder.widgetsAllowed)
        }
        let idRange = 0...StorifyMeWidget.maximumID
        var widgetIndexByID: [Int: Int] = [:]
        for (index, widget) in widgets.enumerated() {
            let widgetPath = path.appending(index: index)
            guard idRange.contains(widget.widgetId) else {
                throw .invalid(
                    widgetPath.appending("widgetId"), String(widget.widgetId),
                    allowed: "an integer 0...\(StorifyMeWidget.maximumID)")
            }
            if let first = widgetIndexByID[widget.widgetId] {
                throw Self.duplicateID(
                    widget.widgetId, at: widgetPath.appending("widgetId"),
                    firstAt: path.appending(index: first).appending("widgetId"), in: "the array")
            }
            widgetIndexByID[widget.widgetId] = index
            let storiesPath = widgetPath.appending("stories")
            guard widget.stories.count <= StorifyMeWidget.maximumStoryCount else {
                throw .invalid(
                    storiesPath, "an array of \(widget.stories.count) stories",
                    allowed: WidgetStackDecoder.storiesAllowed)
            }
            var storyIndexByID: [Int: Int] = [:]
            for (storyIndex, story) in widget.stories.enumerated() {
                let idPath = storiesPath.appending(index: storyIndex).appending("id")
                guard idRange.contains(story.id) else {
                    throw .invalid(idPath, String(story.id), allowed: "an integer 0...\(StorifyMeWidget.maximumID)")
                }
                if let first = storyIndexByID[story.id] {
                    throw Self.duplicateID(
                        story.id, at: idPath, firstAt: storiesPath.appending(index: first).appending("id"),
                        in: "the widget's stories")
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
    func validate() throws(CardLayoutError) {
        guard !font.isEmpty else { throw .invalid(JSONPath("theme.font"), "\"\"", allowed: "a font family name") }
        try NumberRange.nonNegativeLength.check(row.paddingTop, at: "theme.row.paddingTop")
        try NumberRange.nonNegativeLength.check(row.paddingBottom, at: "theme.row.paddingBottom")
        try NumberRange.nonNegativeLength.check(row.paddingHorizontal, at: "theme.row.paddingHorizontal")
        try NumberRange.nonNegativeLength.check(row.spacing, at: "theme.row.spacing")
        try NumberRange.positiveLength.check(story.width, at: "theme.story.width")
        try NumberRange.positiveLength.check(poster.width, at: "theme.poster.width")
        try NumberRange.positiveLength.check(poster.height, at: "theme.poster.height")
        if let radius = poster.cornerRadius {
            try NumberRange.nonNegativeLength.check(radius, at: "theme.poster.cornerRadius")
        }
        guard FontWeights.allowed.contains(title.fontWeight) else {
            throw .invalid(
                JSONPath("theme.title.fontWeight"), String(title.fontWeight),
                allowed: "one of " + FontWeights.allowed.map(String.init).joined(separator: ", "))
        }
        try NumberRange.positiveLength.check(title.textSize, at: "theme.title.textSize")
        guard TitleStyle.lineRange.contains(title.lines) else {
            throw .invalid(
                JSONPath("theme.title.lines"), String(title.lines),
                allowed: "an integer \(TitleStyle.lineRange.lowerBound)...\(TitleStyle.lineRange.upperBound)")
        }
        try NumberRange.nonNegativeLength.check(title.spacing, at: "theme.title.spacing")
    }

    /// Checks that Dynamic Type does not scale the title size past what the
    /// text layer sets (``TextMeasurer/maximumSize``).
    func validateTitleSizeAfterDynamicType(at environmentCategory: ContentSizeCategory) throws(CardLayoutError) {
        guard dynamicTypeEnabled else { return }
        let category = environmentCategory.capped(at: maximumContentSizeCategory)
        let style = TextStyleName.caption1
        guard style.scaled(title.textSize, at: category) > TextMeasurer.maximumSize else { return }
        let limit = TextMeasurer.maximumSize * style.size(at: .large) / style.size(at: category)
        throw .invalid(
            JSONPath("theme.title.textSize"), JSONNumberFormat.exact(title.textSize),
            allowed:
                "<= \(JSONNumberFormat.threeDecimals(limit)) at \(category.rawValue), where Dynamic Type scales "
                + "it past the \(JSONNumberFormat.exact(TextMeasurer.maximumSize)) pt the text layer sets")
    }
}

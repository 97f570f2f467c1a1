import CardGeometryCore

import CardText

extension WidgetStackInput {
    /// The validation step (`StorifyMeWidgetsSystem.validate(_:)`, run by
    /// the engine before every layout): checks every value by its field's
    /// declaration (ranges, counts, unique ids, a non-empty font name), then
    /// the rules that tie values together (room for the loading label and
    /// the error message, a poster no wider than its story, the title size
    /// after Dynamic Type). Throws the first problem found, naming its JSON
    /// path.
    ///
    /// The font family itself is checked by the engine, which knows the
    /// registry.
    public func validate() throws(CardLayoutError) {
        try checkFields(at: .root)
        try validateRoom()
        try theme.validateTitleSizeAfterDynamicType(at: environment.contentSizeCategory)
    }

    /// The loading label and the error message need a text area A − 32 > 0;
    /// the poster is at most as wide as its story. Checked whatever the
    /// widgets and their states.
    private func validateRoom() throws(CardLayoutError) {
        let number = JSONNumberFormat.exact
        let insets = environment.safeAreaInsets
        let textWidth = environment.width - insets.left - insets.right - 2 * WidgetStackMetrics.viewPadding
        guard textWidth > 0 else {
            let least = insets.left + insets.right + 2 * WidgetStackMetrics.viewPadding
            throw .invalid(
                JSONPath(fields: Fields.environment, LayoutEnvironment.Fields.width), number(environment.width),
                allowed:
                    "> \(number(least)) (the loading label and the error message need a text area "
                    + "width - safeAreaInsets.left - safeAreaInsets.right - 32 > 0)")
        }
        guard theme.poster.width <= theme.story.width else {
            throw .invalid(
                JSONPath(fields: Fields.theme, Theme.Fields.poster, Theme.PosterStyle.Fields.width),
                number(theme.poster.width),
                allowed: "<= \(number(theme.story.width)) "
                    + "(\(JSONPath(fields: Fields.theme, Theme.Fields.story, Theme.StoryStyle.Fields.width)))")
        }
    }
}

extension WidgetStackInput.Theme {
    /// Checks that Dynamic Type does not scale the title size past what the
    /// text layer sets (``TextMeasurer/maximumSize``).
    func validateTitleSizeAfterDynamicType(at environmentCategory: ContentSizeCategory) throws(CardLayoutError) {
        guard dynamicTypeEnabled else { return }
        let category = environmentCategory.capped(at: maximumContentSizeCategory)
        try DynamicTypeSizeCap.check(
            title.textSize, style: .caption1, at: category,
            path: JSONPath(fields: WidgetStackInput.Fields.theme, Fields.title, TitleStyle.Fields.textSize))
    }
}

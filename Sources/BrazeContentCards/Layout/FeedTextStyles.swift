import CardGeometryCore

import CardText

/// The feed's four texts ready to measure (rules 7 and 10): the theme's
/// family, each style's weight, its size after Dynamic Type, the font's own
/// line height, and its color for the scheme (``FeedColors``).
struct FeedTextStyles: Sendable {
    let title: TextBlockStyle
    let description: TextBlockStyle
    let domain: TextBlockStyle
    let message: TextBlockStyle

    init(theme: BrazeFeedInput.Theme, environment: LayoutEnvironment, colors: FeedColors) throws(CardLayoutError) {

        /// size = style.size (default: the text style's size at L) ×
        /// textStyle(category) / textStyle(L), unless Dynamic Type is off.
        func textStyle(weight: Int, style: TextStyleName, size: Double?, path: String) throws(CardLayoutError)
            -> TextStyle
        {
            let base = size ?? style.size(at: .large)
            let category = environment.contentSizeCategory
            let scaled = style.scaled(base, at: category, enabled: theme.dynamicTypeEnabled)
            try DynamicTypeSizeCap.check(
                base, scaled: scaled,
                limit: DynamicTypeSizeCap.maximum * style.size(at: .large) / style.size(at: category), at: category,
                path: JSONPath("theme.\(path).size"))
            return TextStyle(family: theme.font, weight: weight, size: scaled)
        }

        func label(_ style: BrazeFeedInput.Theme.LabelStyle, color: RGBAColor, path: String) throws(CardLayoutError)
            -> TextBlockStyle
        {
            TextBlockStyle(
                textStyle: try textStyle(weight: style.weight, style: style.textStyle, size: style.size, path: path),
                maxLines: style.maxLines == 0 ? nil : style.maxLines, fitting: .truncate, alignment: .start,
                color: color)
        }

        title = try label(theme.title, color: colors.title, path: "title")
        description = try label(theme.description, color: colors.description, path: "description")
        let domain = theme.domain
        self.domain = TextBlockStyle(
            textStyle: try textStyle(weight: domain.weight, style: domain.textStyle, size: domain.size, path: "domain"),
            maxLines: 1, fitting: .truncate, alignment: .start, color: colors.domain)
        let empty = theme.emptyState
        message = TextBlockStyle(
            textStyle: try textStyle(
                weight: empty.weight, style: empty.textStyle, size: empty.size, path: "emptyState"),
            maxLines: nil, fitting: .truncate, alignment: .center, color: colors.message)
    }
}

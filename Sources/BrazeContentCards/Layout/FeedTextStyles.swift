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

    /// The sizes after Dynamic Type are within the text layer's cap: the
    /// validation step checked them (``BrazeFeedInput/Theme/validateSizesAfterDynamicType(at:)``).
    init(theme: BrazeFeedInput.Theme, environment: LayoutEnvironment, colors: FeedColors) {

        /// size = style.size (default: the text style's size at L) ×
        /// textStyle(category) / textStyle(L), unless Dynamic Type is off.
        func textStyle(weight: Int, style: TextStyleName, size: Double?) -> TextStyle {
            let base = size ?? style.size(at: .large)
            let scaled = style.scaled(base, at: environment.contentSizeCategory, enabled: theme.dynamicTypeEnabled)
            return TextStyle(family: theme.font, weight: weight, size: scaled)
        }

        func label(_ style: BrazeFeedInput.Theme.LabelStyle, color: RGBAColor) -> TextBlockStyle {
            TextBlockStyle(
                textStyle: textStyle(weight: style.weight, style: style.textStyle, size: style.size),
                maxLines: style.maxLines == 0 ? nil : style.maxLines, fitting: .truncate, alignment: .start,
                color: color)
        }

        title = label(theme.title, color: colors.title)
        description = label(theme.description, color: colors.description)
        let domain = theme.domain
        self.domain = TextBlockStyle(
            textStyle: textStyle(weight: domain.weight, style: domain.textStyle, size: domain.size),
            maxLines: 1, fitting: .truncate, alignment: .start, color: colors.domain)
        let empty = theme.emptyState
        message = TextBlockStyle(
            textStyle: textStyle(weight: empty.weight, style: empty.textStyle, size: empty.size),
            maxLines: nil, fitting: .truncate, alignment: .center, color: colors.message)
    }
}

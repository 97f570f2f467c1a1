import CardGeometryCore

import CardText

/// The texts' styles and the icon's side after Dynamic Type (rule 3), and
/// the block styles in one widget's colors (``WidgetColors``).
struct WidgetStackTextStyles {
    /// The category the texts follow: the environment's, or the theme's
    /// maximum when that is smaller.
    let category: ContentSizeCategory
    /// Story titles: caption1.
    let title: TextStyle
    /// The loading label and the error message: body, weight 400.
    let body: TextStyle
    /// The error icon's side S: title1.
    let iconSide: Double

    init(theme: WidgetStackInput.Theme, environment: LayoutEnvironment) {
        category = environment.contentSizeCategory.capped(at: theme.maximumContentSizeCategory)
        let enabled = theme.dynamicTypeEnabled
        title = TextStyle(
            family: theme.font, weight: theme.title.fontWeight,
            size: TextStyleName.caption1.scaled(theme.title.textSize, at: category, enabled: enabled))
        body = TextStyle(
            family: theme.font, weight: 400,
            size: enabled ? TextStyleName.body.size(at: category) : TextStyleName.body.size(at: .large))
        iconSide = enabled ? TextStyleName.title1.size(at: category) : WidgetStackMetrics.iconSideAtLarge
    }

    /// A story title's block style in the widget's colors.
    func titleBlock(_ theme: WidgetStackInput.Theme, colors: WidgetColors) -> TextBlockStyle {
        TextBlockStyle(
            textStyle: title, maxLines: theme.title.lines, fitting: .truncate, alignment: theme.title.alignment,
            color: colors.title)
    }

    /// The loading label's block style: no line limit, centered.
    func labelBlock(colors: WidgetColors) -> TextBlockStyle {
        TextBlockStyle(
            textStyle: body, maxLines: nil, fitting: .truncate, alignment: .center, color: colors.loadingLabel)
    }

    /// The error message's block style: no line limit, centered.
    func messageBlock(colors: WidgetColors) -> TextBlockStyle {
        TextBlockStyle(
            textStyle: body, maxLines: nil, fitting: .truncate, alignment: .center, color: colors.errorMessage)
    }
}

import CardGeometryCore

import CardText

/// One of the card's texts, ready to measure: theme references, defaults
/// and Dynamic Type applied (rules 4, 9, 10, 13).
struct ResolvedTextStyle: Sendable {
    /// What the text layer is asked for (sizes after Dynamic Type).
    let textStyle: TextStyle
    /// The JSON path where the family was named, for errors.
    let familyPath: String
    let color: RGBAColor
    let alignment: TextAlignment
    let fitting: TextFitting
    let maxLines: Int
}

/// Everything the card's style resolves to in an environment.
struct ResolvedCardStyle: Sendable {
    let heading: ResolvedTextStyle
    let subheading: ResolvedTextStyle
    let buttonTitle: ResolvedTextStyle
    /// The card frame's radius (rule 8).
    let cardCornerRadius: Double
    /// The media frame's radius (rule 8).
    let mediaCornerRadius: Double
    let buttonCornerRadius: Double
    let buttonBackgroundColor: RGBAColor?
    let buttonOutlineColor: RGBAColor
    let buttonOutlineWidth: Double
    /// The text container's fill (rule 10).
    let textContainerBackgroundColor: RGBAColor?

    init(theme: StorytellerCardInput.Theme, environment: LayoutEnvironment) {
        let style = theme.cards.style
        let over = theme.cards.textOverContent
        let bleeds = style.marginHorizontal == 0
        let colors = theme.colors
        let light = environment.colorScheme == .light

        /// Rule 10: the color on the media, or the scheme's below-content
        /// color with the theme's default for the scheme.
        func color(of text: StorytellerCardInput.Theme.CardTextStyle, belowLight: StorytellerCardInput.Theme.ColorName, belowDark: StorytellerCardInput.Theme.ColorName) -> RGBAColor {
            if over { return colors.resolve(text.textColor) }
            let below = light ? text.textBelowContentColorLight : text.textBelowContentColorDark
            return below.map(colors.resolve) ?? colors.resolve(light ? belowLight : belowDark)
        }

        /// Sizes and line heights follow Dynamic Type (LinesAndFitting article)
        /// unless it is off.
        func scaled(_ value: Double, _ dynamicTypeStyle: TextStyleName) -> Double {
            style.dynamicTypeEnabled ? dynamicTypeStyle.scaled(value, at: environment.contentSizeCategory) : value
        }

        func resolve(
            _ text: StorytellerCardInput.Theme.CardTextStyle, fontPath: String, inheritedFamily: (String, String),
            dynamicType: TextStyleName,
            color: RGBAColor, alignment: TextAlignment, fitting: TextFitting, maxLines: Int
        ) -> ResolvedTextStyle {
            let (family, familyPath): (String, String) =
                switch text.font {
                case .family(let name)?: (name, fontPath)
                case .themeFont?: (theme.customFont, FontPaths.customFont)
                case nil: inheritedFamily
                }
            return ResolvedTextStyle(
                textStyle: TextStyle(
                    family: family, weight: text.fontWeight, size: scaled(text.textSize, dynamicType),
                    lineHeight: text.lineHeight.map { scaled($0, dynamicType) }, letterSpacing: text.letterSpacing,
                    textCase: text.textCase),
                familyPath: familyPath, color: color, alignment: alignment, fitting: fitting, maxLines: maxLines)
        }

        let themeFamily = (theme.customFont, FontPaths.customFont)
        // The paths are made once (FontPaths): resolving runs before every layout.
        heading = resolve(
            style.heading, fontPath: FontPaths.heading, inheritedFamily: themeFamily, dynamicType: .title2,
            color: color(of: style.heading, belowLight: .blackPrimary, belowDark: .whitePrimary),
            alignment: style.textAlignment, fitting: style.textLengthMode, maxLines: 2)
        subheading = resolve(
            style.subHeading, fontPath: FontPaths.subHeading, inheritedFamily: themeFamily, dynamicType: .callout,
            color: color(of: style.subHeading, belowLight: .blackSecondary, belowDark: .whiteSecondary),
            alignment: style.textAlignment, fitting: style.textLengthMode, maxLines: 2)
        let button = style.button
        let titleColor = color(of: button.title, belowLight: .blackPrimary, belowDark: .whitePrimary)
        buttonTitle = resolve(
            button.title, fontPath: FontPaths.buttonTitle,
            inheritedFamily: (heading.textStyle.family, heading.familyPath), dynamicType: .callout,
            color: titleColor, alignment: button.textAlignment ?? style.textAlignment, fitting: .truncate, maxLines: 1)

        func radius(_ value: StorytellerCardInput.Theme.CornerRadiusValue) -> Double {
            switch value {
            case .points(let points): points
            case .themeCornerRadius: theme.primitives.cornerRadius
            }
        }
        let cornerRadius = radius(style.cornerRadius)
        cardCornerRadius = over && !bleeds ? cornerRadius : 0
        mediaCornerRadius = bleeds ? 0 : cornerRadius
        buttonCornerRadius = radius(button.cornerRadius)
        buttonBackgroundColor = button.backgroundColor.map(colors.resolve)
        buttonOutlineColor = button.outlineColor.map(colors.resolve) ?? (over ? colors.white.primary : titleColor)
        buttonOutlineWidth = button.outlineWidth
        let background = light ? style.backgroundColorLight : style.backgroundColorDark
        textContainerBackgroundColor = !over && bleeds ? background.map(colors.resolve) : nil
    }
}

/// The paths of the theme's font fields as warnings and errors write them,
/// their keys named by their declarations: made once, since resolving a
/// style runs before every layout.
private enum FontPaths {
    typealias Theme = StorytellerCardInput.Theme

    static let customFont = JSONPath(fields: StorytellerCardInput.Fields.theme, Theme.Fields.customFont).description
    static let heading = font(Theme.CardStyle.Fields.heading)
    static let subHeading = font(Theme.CardStyle.Fields.subHeading)
    static let buttonTitle = font(Theme.CardStyle.Fields.button, Theme.ButtonStyle.Fields.title)

    /// `theme.cards.style.<fields>.font`.
    private static func font(_ fields: FieldDescription...) -> String {
        fields.reduce(Theme.CardStyle.path) { $0.appending($1) }.appending(Theme.CardTextStyle.Fields.font).description
    }
}

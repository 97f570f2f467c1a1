import CardGeometryCore

/// The style's colors and the fixed ones, resolved for the color scheme.
struct ResolvedSheetColors {
    let background: RGBAColor
    let grabHandle: RGBAColor
    let separator: RGBAColor
    let closeButtonBackground: RGBAColor
    let closeButtonCross: RGBAColor
    let mapButtonSeparator: RGBAColor

    init(style: SheetCardStyle, scheme: ColorScheme) {
        background = style.backgroundColor.resolved(for: scheme)
        grabHandle = style.grabHandleColor.resolved(for: scheme)
        separator = style.separatorColor.resolved(for: scheme)
        closeButtonBackground = style.closeButtonBackgroundColor.resolved(for: scheme)
        closeButtonCross = style.closeButtonCrossColor.resolved(for: scheme)
        mapButtonSeparator = SheetCardStyle.SystemColor.separator.resolved(for: scheme)
    }
}

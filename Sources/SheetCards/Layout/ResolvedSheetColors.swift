import CardGeometryCore

/// The style's colors and the fixed ones, resolved for the color scheme:
/// the only thing the scheme decides in a sheet layout (docs/performance.md,
/// "The matrix's floor"). The builder paints with it, and a layout made in
/// the other scheme takes these colors (``recolor(_:)``).
struct ResolvedSheetColors: Sendable {
    let background: RGBAColor
    let grabHandle: RGBAColor
    let separator: RGBAColor
    let closeButtonBackground: RGBAColor
    let closeButtonCross: RGBAColor
    let mapButtonSeparator: RGBAColor
    let title: RGBAColor
    let subtitle: RGBAColor

    init(style: SheetCardInput.Style, scheme: ColorScheme) {
        background = style.backgroundColor.resolved(for: scheme)
        grabHandle = style.grabHandleColor.resolved(for: scheme)
        separator = style.separatorColor.resolved(for: scheme)
        closeButtonBackground = style.closeButtonBackgroundColor.resolved(for: scheme)
        closeButtonCross = style.closeButtonCrossColor.resolved(for: scheme)
        mapButtonSeparator = SheetCardInput.Style.SystemColor.separator.resolved(for: scheme)
        title = style.titleColor.resolved(for: scheme)
        subtitle = style.subtitleColor.resolved(for: scheme)
    }

    /// `layout`, made in another scheme, in these colors: the sheet at its
    /// position and at every position. The map's dimming, the floaty
    /// button and the transition's dimming are the same in both schemes.
    func recolor(_ layout: inout SheetCardLayout) {
        recolor(&layout.sheet)
        for index in layout.sheetsAtEveryPosition.indices {
            recolor(&layout.sheetsAtEveryPosition[index])
        }
    }

    private func recolor(_ sheet: inout SheetCardLayout.Sheet) {
        sheet.card.backgroundColor = background
        sheet.grabHandle.color = grabHandle
        sheet.title?.color = title
        sheet.subtitle?.color = subtitle
        sheet.closeButton?.icon.backgroundColor = closeButtonBackground
        sheet.closeButton?.icon.crossColor = closeButtonCross
        sheet.separator.color = separator
        recolor(&sheet.mapButtons.top)
        recolor(&sheet.mapButtons.bottom)
    }

    private func recolor(_ group: inout SheetCardLayout.MapButtons.Group?) {
        guard var buttons = group else { return }
        for index in buttons.separators.indices {
            buttons.separators[index].color = mapButtonSeparator
        }
        group = buttons
    }
}

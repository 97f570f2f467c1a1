import CardGeometryCore

/// Every color a bar's layout carries, resolved for one color scheme: the
/// only thing the scheme decides in a bar (docs/performance.md, "The
/// matrix's floor"). The builder paints with it, and a bar laid out in the
/// other scheme takes these colors (``recolor(_:)``).
struct StoryGroupBarColors: Sendable {
    let barBackground: RGBAColor?
    /// A custom cell's fill (none for small and large).
    let itemBackground: RGBAColor?
    let ringSeen: [RGBAColor]
    let ringNotSeen: [RGBAColor]
    let imageBackground: RGBAColor
    let pinBackground: RGBAColor
    let ivodBackground: RGBAColor
    /// The colors of the title an item shows: its template's last visible
    /// title element's (each visible one places the title again, so the
    /// last one's stays); `nil` when no title element is visible.
    let title: (seen: RGBAColor, notSeen: RGBAColor)?

    /// The colors of `theme` and of `template`, made for the same scheme.
    init(theme: StoryGroupBarInput.Theme, template: CellTemplate, scheme: ColorScheme) {
        barBackground = theme.list.backgroundColor?.resolved(for: scheme)
        itemBackground = template.backgroundColor
        ringSeen = theme.border.colorSeen.resolved(for: scheme)
        ringNotSeen = theme.border.colorNotSeen.resolved(for: scheme)
        imageBackground = theme.icon.backgroundColor.resolved(for: scheme)
        pinBackground = theme.pin.backgroundColor.resolved(for: scheme)
        ivodBackground = theme.ivod.backgroundColor.resolved(for: scheme)
        var title: (seen: RGBAColor, notSeen: RGBAColor)?
        for case .title(let style) in template.elements where style.isVisible {
            title = (style.colorSeen, style.colorNotSeen)
        }
        self.title = title
    }

    /// The colors of `input`'s scheme.
    init(input: StoryGroupBarInput) {
        self.init(theme: input.theme, template: CellTemplate(input: input), scheme: input.environment.colorScheme)
    }

    /// `layout`, a bar laid out in another scheme, in these colors: each
    /// part that has a color takes its own (which parts are drawn does not
    /// depend on the scheme).
    func recolor(_ layout: inout StoryGroupBarLayout) {
        layout.bar.backgroundColor = barBackground
        for index in layout.groups.indices {
            recolor(&layout.groups[index])
        }
    }

    private func recolor(_ item: inout StoryGroupBarLayout.Item) {
        item.backgroundColor = itemBackground
        let ring = item.seen ? ringSeen : ringNotSeen
        item.icon?.ring?.colors = ring
        item.icon?.image.backgroundColor = imageBackground
        item.cover?.ring?.colors = ring
        item.cover?.image.backgroundColor = imageBackground
        if let title {
            item.title?.color = item.seen ? title.seen : title.notSeen
        }
        item.pin?.backgroundColor = pinBackground
        item.ivod?.backgroundColor = ivodBackground
    }
}

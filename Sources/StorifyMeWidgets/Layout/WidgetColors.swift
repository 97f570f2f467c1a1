import CardGeometryCore

/// Every color one widget's output carries, resolved for the widget's
/// scheme (rule 4): the only thing the environment's scheme decides in a
/// stack (docs/performance.md, "The matrix's floor"). The placer paints
/// with it, and a stack laid out in the other scheme takes these colors
/// (``recolor(_:for:)``).
struct WidgetColors: Sendable {
    /// The scheme the widget's colors resolve by: dark with the dark
    /// theme, else the environment's.
    let scheme: ColorScheme
    /// Black for the dark theme, the brand color for the brand theme (none
    /// when the theme has none), else none.
    let background: RGBAColor?
    let poster: RGBAColor
    let title: RGBAColor
    let spinner: RGBAColor
    let loadingLabel: RGBAColor
    let errorIcon: RGBAColor
    let errorMessage: RGBAColor

    init(widget: WidgetStackInput.Widget, theme: WidgetStackInput.Theme, environment: LayoutEnvironment) {
        let scheme = Self.scheme(of: widget, in: environment)
        self.scheme = scheme
        background =
            switch widget.theme {
            case .dark: RGBAColor(red: 0, green: 0, blue: 0)
            case .brand: theme.brandColor?.resolved(for: scheme)
            case nil: nil
            }
        poster = theme.poster.backgroundColor.resolved(for: scheme)
        title = theme.title.color.resolved(for: scheme)
        spinner = theme.loading.spinnerColor.resolved(for: scheme)
        loadingLabel = theme.loading.labelColor.resolved(for: scheme)
        errorIcon = theme.error.iconColor.resolved(for: scheme)
        errorMessage = theme.error.messageColor.resolved(for: scheme)
    }

    /// The scheme `widget`'s colors resolve by in `environment` (rule 4).
    static func scheme(of widget: WidgetStackInput.Widget, in environment: LayoutEnvironment) -> ColorScheme {
        widget.theme == .dark ? .dark : environment.colorScheme
    }

    /// `layout`, a stack of `input`'s widgets laid out in another scheme,
    /// in the colors of `input`'s: each widget's scheme, and each part that
    /// has a color its own (which parts are drawn does not depend on the
    /// scheme; a hidden widget draws nothing).
    static func recolor(_ layout: inout WidgetStackLayout, for input: WidgetStackInput) {
        for index in layout.widgets.indices {
            let widget = input.widgets[layout.widgets[index].index]
            let colors = WidgetColors(widget: widget, theme: input.theme, environment: input.environment)
            colors.recolor(&layout.widgets[index])
        }
    }

    private func recolor(_ widget: inout WidgetStackLayout.Widget) {
        widget.colorScheme = scheme
        guard !widget.hidden else { return }
        widget.backgroundColor = background
        for index in widget.stories.indices {
            widget.stories[index].poster.backgroundColor = poster
            widget.stories[index].title?.color = title
        }
        widget.loading?.spinner.color = spinner
        widget.loading?.label?.color = loadingLabel
        widget.error?.icon.color = errorIcon
        widget.error?.message.color = errorMessage
    }
}

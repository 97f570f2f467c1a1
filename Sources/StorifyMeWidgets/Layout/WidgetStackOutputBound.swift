import CardGeometryCore

/// The widget stack against the output bound (SharedConventions article,
/// "Output numbers"; see ``OutputBound``): a row of stories passes it across by
/// its count (at `widgets[i].stories`), a stack of widgets down by theirs (at
/// `widgets`), and a widget's own texts by their lines (at the text's path: a
/// story's title, `theme.loading.text`, the widget's `errorMessage`).
struct WidgetStackOutputBound {
    let input: WidgetStackInput
    /// The widgets' count, named when the stack passes the bound down: made
    /// once, not for every story checked.
    private let widgetsCause: OutputBound.Cause

    /// `widgets` and `theme.loading.text`, their keys named by their
    /// declarations: made once, not for every layout.
    static let widgetsPath = JSONPath(fields: WidgetStackInput.Fields.widgets)
    static let loadingTextPath = JSONPath(
        fields: WidgetStackInput.Fields.theme, WidgetStackInput.Theme.Fields.loading,
        WidgetStackInput.Theme.LoadingStyle.Fields.text)

    /// `widgets[index]`.
    static func widgetPath(_ index: Int) -> JSONPath { widgetsPath.appending(index: index) }

    init(input: WidgetStackInput) {
        self.input = input
        widgetsCause = .list(input.widgets.count, "widgets", at: Self.widgetsPath)
    }

    private func storiesCause(widget index: Int) -> OutputBound.Cause {
        .list(
            input.widgets[index].stories.count, "stories",
            at: Self.widgetPath(index).appending(WidgetStackInput.Widget.Fields.stories))
    }

    /// The row's width, before its stories are measured: it bounds every
    /// story's x.
    func checkRow(contentWidth: Double, widget index: Int) throws(CardLayoutError) {
        let reach = OutputReach(across: contentWidth)
        // The cause (a path, a count written out) only for a row that fails.
        guard !reach.isWithinBound else { return }
        let cause = storiesCause(widget: index)
        try OutputBound.check(reach, offset: reach, causes: [], listAcross: cause, fallback: cause)
    }

    /// A placed shown widget and each of its stories. Returns the widget's
    /// unbounded parts, for ``checkStack(_:lowest:)``: made only when that
    /// check fails, as the causes of every check here are (a stack within
    /// the bound, as nearly all are, pays for no paths).
    func check(_ widget: WidgetStackLayout.Widget, at index: Int) throws(CardLayoutError) -> WidgetCauses {
        // The row's cause is made only for a check that fails.
        var madeStories: OutputBound.Cause?
        func stories() -> OutputBound.Cause {
            if let madeStories { return madeStories }
            let cause = storiesCause(widget: index)
            madeStories = cause
            return cause
        }
        for story in widget.stories {
            var reach = OutputReach(story.frame)
            reach.include(story.poster.frame)
            reach.include(story.title)
            guard !reach.isWithinBound else { continue }
            try OutputBound.check(
                reach, offset: OutputReach(origin: story.frame), causes: Self.causes(of: story, widget: index),
                listAcross: stories(), listDown: widgetsCause, fallback: stories())
        }
        var reach = OutputReach()
        reach.include(widget.frame)
        reach.include(down: widget.naturalHeight)
        reach.include(down: widget.overflow)
        reach.include(down: widget.pastBottom ?? 0)
        reach.include(across: widget.row?.contentWidth ?? 0)
        if let loading = widget.loading {
            reach.include(loading.spinner.frame)
            reach.include(loading.label)
        }
        if let error = widget.error {
            reach.include(error.icon.frame)
            reach.include(error.message)
        }
        let causes = WidgetCauses(widget: widget, index: index)
        guard !reach.isWithinBound else { return causes }
        try OutputBound.check(
            reach, offset: widget.frame.map { OutputReach(origin: $0) } ?? OutputReach(), causes: causes.all,
            listAcross: stories(), listDown: widgetsCause, fallback: widgetsCause)
        return causes
    }

    /// A story's unbounded part: its title.
    fileprivate static func causes(of story: WidgetStackLayout.Story, widget index: Int) -> [OutputBound.Cause] {
        story.title.map {
            [
                OutputBound.Cause.text(
                    $0,
                    at: widgetPath(index).appending(WidgetStackInput.Widget.Fields.stories).appending(index: story.index)
                        .appending(WidgetStackInput.Widget.Story.Fields.title))
            ]
        } ?? []
    }

    /// A shown widget's unbounded parts: its stories' titles, its loading
    /// label and its error message, made when asked for.
    struct WidgetCauses {
        let widget: WidgetStackLayout.Widget
        let index: Int

        var all: [OutputBound.Cause] {
            var causes = widget.stories.flatMap { WidgetStackOutputBound.causes(of: $0, widget: index) }
            if let label = widget.loading?.label { causes.append(.text(label, at: WidgetStackOutputBound.loadingTextPath)) }
            if let error = widget.error {
                causes.append(
                    .text(
                        error.message,
                        at: WidgetStackOutputBound.widgetPath(index).appending(WidgetStackInput.Widget.Fields.errorMessage)))
            }
            return causes
        }
    }

    /// The stack's frame and the layout's height, which end at the lowest
    /// widget (`lowest`: its frame and unbounded parts).
    func checkStack(_ reach: OutputReach, lowest: (frame: LayoutRect, causes: WidgetCauses)?)
        throws(CardLayoutError)
    {
        try OutputBound.check(
            reach, offset: OutputReach(down: lowest?.frame.y ?? 0), causes: lowest?.causes.all ?? [],
            listDown: widgetsCause, fallback: widgetsCause)
    }
}

import CardGeometryCore

import CardText

/// A shown widget's content measured before it is placed: what its state
/// shows and its natural height NH (rules 6 and 7).
struct MeasuredWidgetContent {
    enum Parts {
        /// The row: each story's title block (nil without one), and the
        /// first story whose block is the tallest (nil when none has one).
        case loaded(titles: [TextBlock?], tallestTitle: Int?)
        /// The spinner and, when shown, the label.
        case loading(label: TextBlock?)
        /// The icon and the message.
        case error(message: TextBlock)
    }

    let parts: Parts
    /// The row's content height RH (loaded widgets; 0 otherwise).
    let rowHeight: Double
    /// NH, unsnapped.
    let naturalHeight: Double

    /// The path of what needs the space when a fixed widget clips its
    /// content (rule 8), for widget `index`.
    func clippedPath(widget index: Int) -> String {
        let widget = "widgets[\(index)]"
        switch parts {
        case .loaded(_, let tallest?): return "\(widget).stories[\(tallest)].title"
        case .loaded(_, nil): return "\(widget).stories"
        case .loading(let label): return widget + (label == nil ? ".loading.spinner" : ".loading.label")
        case .error: return "\(widget).error.message"
        }
    }
}

/// Measures a shown widget's content.
struct WidgetContentMeasurer {
    let theme: WidgetStackInput.Theme
    let styles: WidgetStackTextStyles
    let placer: TextBlockPlacer
    /// The loading label and error message's width, A − 32.
    let textWidth: Double

    func measure(_ widget: WidgetStackInput.Widget, at index: Int, colors: WidgetColors) throws(CardLayoutError)
        -> MeasuredWidgetContent
    {
        let padding = WidgetStackMetrics.viewPadding
        let spacing = WidgetStackMetrics.partSpacing
        switch widget.state {
        case .loaded:
            return try measureRow(widget, at: index, colors: colors)
        case .loading:
            guard theme.loading.showLabel, let text = TextPresence.present(theme.loading.text) else {
                return MeasuredWidgetContent(
                    parts: .loading(label: nil), rowHeight: 0,
                    naturalHeight: padding + WidgetStackMetrics.spinnerSide + padding)
            }
            let label = try placer.measure(
                text, styles.labelBlock(colors: colors), width: textWidth, path: WidgetStackOutputBound.loadingTextPath)
            return MeasuredWidgetContent(
                parts: .loading(label: label), rowHeight: 0,
                naturalHeight: padding + WidgetStackMetrics.spinnerSide + spacing + label.height + padding)
        case .error:
            let text = TextPresence.present(widget.errorMessage) ?? WidgetStackMetrics.unknownError
            let message = try placer.measure(
                text, styles.messageBlock(colors: colors), width: textWidth,
                path: WidgetStackOutputBound.widgetPath(index).appending(WidgetStackInput.Widget.Fields.errorMessage))
            return MeasuredWidgetContent(
                parts: .error(message: message), rowHeight: 0,
                naturalHeight: padding + styles.iconSide + spacing + message.height + padding)
        }
    }

    private func measureRow(_ widget: WidgetStackInput.Widget, at index: Int, colors: WidgetColors) throws(CardLayoutError)
        -> MeasuredWidgetContent
    {
        let style = styles.titleBlock(theme, colors: colors)
        var titles: [TextBlock?] = []
        titles.reserveCapacity(widget.stories.count)
        for (storyIndex, story) in widget.stories.enumerated() {
            guard theme.title.isVisible, let title = TextPresence.present(story.title) else {
                titles.append(nil)
                continue
            }
            titles.append(
                try placer.measure(
                    title, style, width: theme.story.width,
                    path: WidgetStackOutputBound.widgetPath(index).appending(WidgetStackInput.Widget.Fields.stories)
                        .appending(index: storyIndex).appending(WidgetStackInput.Widget.Story.Fields.title)))
        }
        let heights = titles.compactMap { $0?.height }
        let titleHeight = heights.max() ?? 0
        let tallest = titles.firstIndex { $0?.height == titleHeight && $0 != nil }
        let rowHeight =
            heights.isEmpty ? theme.poster.height : theme.poster.height + theme.title.spacing + titleHeight
        return MeasuredWidgetContent(
            parts: .loaded(titles: titles, tallestTitle: heights.isEmpty ? nil : tallest), rowHeight: rowHeight,
            naturalHeight: theme.row.paddingTop + rowHeight + theme.row.paddingBottom)
    }
}

/// Which of a story's URLs count as given.
enum StoryMediaURL {
    /// A URL unless it is nil or empty.
    static func given(_ url: String?) -> String? {
        guard let url, !url.isEmpty else { return nil }
        return url
    }
}

import CardGeometryCore

import CardText

/// Places one shown widget and its measured content at its slot (rules 4,
/// 6, 7, 8 and 10) and makes its output.
struct WidgetContentPlacer {
    let theme: WidgetStackInput.Theme
    let styles: WidgetStackTextStyles
    let screen: WidgetStackScreen
    let placer: TextBlockPlacer
    /// The widget's colors, in the scheme they resolve by.
    let colors: WidgetColors

    func place(
        _ widget: WidgetStackInput.Widget, at index: Int, content: MeasuredWidgetContent, slot: WidgetSlot,
        placement: WidgetStackInput.Placement
    ) -> WidgetStackLayout.Widget {
        let naturalHeight = content.naturalHeight
        let fixed = placement == .fixed
        let environment = placer.environment
        let bottom = slot.top + slot.height
        var output = WidgetStackLayout.Widget(
            index: index, widgetId: widget.widgetId, state: widget.state, hidden: false, theme: widget.theme,
            colorScheme: colors.scheme,
            frame: screen.grid.snap(LayoutRect(x: 0, y: slot.top, width: screen.width, height: slot.height)),
            backgroundColor: colors.background, naturalHeight: naturalHeight,
            overflow: fixed ? max(0, naturalHeight - slot.height) : 0,
            clipped: fixed && naturalHeight > slot.height + WidgetStackMetrics.heightTolerance,
            pastBottom: environment.height.map { height in
                max(0, bottom - (height - environment.safeAreaInsets.bottom))
            },
            audio: WidgetStackLayout.Audio(enabled: widget.audioEnabled), loading: nil, error: nil, row: nil,
            stories: [])

        // The loading and error views are centered in a fixed widget; with
        // `fit` the widget is as tall as they are.
        let blockTop = fixed ? slot.top + (slot.height - naturalHeight) / 2 : slot.top
        switch content.parts {
        case .loaded(let titles, _):
            let (row, stories) = placeRow(widget, titles: titles, rowHeight: content.rowHeight, top: slot.top)
            output.row = row
            output.stories = stories
        case .loading(let label):
            output.loading = placeLoading(label: label, top: blockTop)
        case .error(let message):
            output.error = placeError(message: message, top: blockTop)
        }
        return output
    }

    // MARK: - The story row (rule 6)

    private func placeRow(_ widget: WidgetStackInput.Widget, titles: [TextBlock?], rowHeight: Double, top: Double)
        -> (WidgetStackLayout.Row, [WidgetStackLayout.Story])
    {
        let row = theme.row
        let storyWidth = theme.story.width
        let poster = theme.poster
        let rowTop = top + row.paddingTop
        let halfSide = min(poster.width, poster.height) / 2
        let cornerRadius = min(poster.cornerRadius ?? halfSide, halfSide)
        let posterColor = colors.poster
        let titleStyle = styles.titleBlock(theme, colors: colors)
        let tolerance = WidgetStackMetrics.edgeTolerance

        var stories: [WidgetStackLayout.Story] = []
        stories.reserveCapacity(widget.stories.count)
        for (index, story) in widget.stories.enumerated() {
            let storyX = screen.lead + row.paddingHorizontal + Double(index) * (storyWidth + row.spacing)
            let frame = screen.frame(x: storyX, y: rowTop, width: storyWidth, height: rowHeight)
            let (media, url) = Self.media(of: story, in: widget)
            stories.append(
                WidgetStackLayout.Story(
                    index: index, id: story.id, handle: story.handle, frame: frame,
                    visible: frame.x < screen.width - tolerance && frame.maxX > tolerance,
                    fullyVisible: frame.x >= -tolerance && frame.maxX <= screen.width + tolerance,
                    poster: WidgetStackLayout.Poster(
                        frame: screen.frame(
                            x: storyX + (storyWidth - poster.width) / 2, y: rowTop, width: poster.width,
                            height: poster.height),
                        cornerRadius: cornerRadius, backgroundColor: posterColor, media: media, url: url),
                    title: titles[index].map { block in
                        placer.place(
                            block, titleStyle, x: screen.x(storyX, width: storyWidth),
                            top: rowTop + poster.height + theme.title.spacing, width: storyWidth)
                    }))
        }
        return (
            WidgetStackLayout.Row(
                contentWidth: Self.rowContentWidth(stories: widget.stories.count, theme: theme, screen: screen),
                visibleCount: stories.count(where: \.visible),
                fullyVisibleCount: stories.count(where: \.fullyVisible)),
            stories
        )
    }

    /// The row's contentWidth for `count` stories (rule 6): the edges,
    /// the stories and the spacing between them; 0 without stories.
    static func rowContentWidth(stories count: Int, theme: WidgetStackInput.Theme, screen: WidgetStackScreen) -> Double {
        guard count > 0 else { return 0 }
        let row = theme.row
        let count = Double(count)
        let trail = screen.width - screen.lead - screen.contentWidth
        return screen.lead + row.paddingHorizontal + count * theme.story.width + (count - 1) * row.spacing
            + row.paddingHorizontal + trail
    }

    /// What the poster shows and its URL: video, else gif, else the image.
    static func media(of story: WidgetStackInput.Widget.Story, in widget: WidgetStackInput.Widget)
        -> (WidgetStackLayout.Poster.Media, String?)
    {
        if widget.videoPostersEnabled, let url = StoryMediaURL.given(story.videoUrl) { return (.video, url) }
        if widget.gifPostersEnabled, let url = StoryMediaURL.given(story.gifUrl) { return (.gif, url) }
        return (.image, StoryMediaURL.given(story.posterUrl))
    }

    // MARK: - The loading and error views (rule 7)

    private func placeLoading(label: TextBlock?, top: Double) -> WidgetStackLayout.Loading {
        let side = WidgetStackMetrics.spinnerSide
        let padding = WidgetStackMetrics.viewPadding
        return WidgetStackLayout.Loading(
            spinner: WidgetStackLayout.Spinner(
                frame: screen.frame(
                    x: screen.lead + (screen.contentWidth - side) / 2, y: top + padding, width: side, height: side),
                color: colors.spinner),
            label: label.map { label in
                placeText(
                    label, styles.labelBlock(colors: colors),
                    top: top + padding + side + WidgetStackMetrics.partSpacing)
            })
    }

    private func placeError(message: TextBlock, top: Double) -> WidgetStackLayout.ErrorContent {
        let side = styles.iconSide
        let padding = WidgetStackMetrics.viewPadding
        return WidgetStackLayout.ErrorContent(
            icon: WidgetStackLayout.Icon(
                frame: screen.frame(
                    x: screen.lead + (screen.contentWidth - side) / 2, y: top + padding, width: side, height: side),
                symbol: WidgetStackMetrics.iconSymbol, color: colors.errorIcon),
            message: placeText(
                message, styles.messageBlock(colors: colors),
                top: top + padding + side + WidgetStackMetrics.partSpacing))
    }

    /// A label or message block across the content area less the padding.
    private func placeText(_ block: TextBlock, _ style: TextBlockStyle, top: Double) -> TextBlockLayout {
        let padding = WidgetStackMetrics.viewPadding
        let width = screen.contentWidth - 2 * padding
        return placer.place(block, style, x: screen.x(screen.lead + padding, width: width), top: top, width: width)
    }
}

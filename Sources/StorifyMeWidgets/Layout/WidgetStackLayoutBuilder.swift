import CardGeometryCore

import CardText

/// Lays out a validated widget stack: measures each shown widget's content,
/// places the widgets (fixed slots or stacked by content), places their
/// content, snaps every frame and collects the warnings and overflows.
struct WidgetStackLayoutBuilder {
    let input: WidgetStackInput
    let placer: TextBlockPlacer

    private var environment: LayoutEnvironment { input.environment }
    private var theme: WidgetStackInput.Theme { input.theme }

    func build() throws(CardLayoutError) -> WidgetStackLayout {
        let screen = WidgetStackScreen(environment: environment)
        let styles = WidgetStackTextStyles(theme: theme, environment: environment)
        let measurer = WidgetContentMeasurer(
            theme: theme, styles: styles, placer: placer,
            textWidth: screen.contentWidth - 2 * WidgetStackMetrics.viewPadding)

        let bound = WidgetStackOutputBound(input: input)

        // Measure every shown widget (rules 6, 7), then place them (rule 8).
        var measured: [MeasuredWidgetContent?] = []
        measured.reserveCapacity(input.widgets.count)
        for (index, widget) in input.widgets.enumerated() {
            if widget.enabled, widget.state == .loaded {
                try bound.checkRow(
                    contentWidth: WidgetContentPlacer.rowContentWidth(
                        stories: widget.stories.count, theme: theme, screen: screen),
                    widget: index)
            }
            measured.append(
                widget.enabled ? try measurer.measure(widget, at: index, colors: colors(of: widget)) : nil)
        }
        let slots = placeWidgets(measured)

        var widgets: [WidgetStackLayout.Widget] = []
        var perWidgetWarnings: [CardLayoutWarning] = []
        var overflows: [LayoutOverflow] = []
        var lowest: (frame: LayoutRect, causes: WidgetStackOutputBound.WidgetCauses)?
        for (index, widget) in input.widgets.enumerated() {
            let content = measured[index]
            let slot = slots[index]
            var warnings: [CardLayoutWarning] = []
            if widget.enabled, let content, let slot {
                let output = WidgetContentPlacer(
                    theme: theme, styles: styles, screen: screen, placer: placer, colors: colors(of: widget)
                )
                .place(widget, at: index, content: content, slot: slot, placement: input.placement)
                let causes = try bound.check(output, at: index)
                if let frame = output.frame, frame.maxY >= lowest?.frame.maxY ?? -.infinity {
                    lowest = (frame, causes)
                }
                if widget.theme == .brand, theme.brandColor == nil {
                    warnings.append(
                        CardLayoutWarning(
                            path: WidgetStackOutputBound.widgetPath(index)
                                .appending(WidgetStackInput.Widget.Fields.customTheme).description,
                            code: .missingValue,
                            message: "\"brand\" needs \(Self.brandColorPath); no background"))
                }
                if widget.state == .loaded, widget.stories.isEmpty {
                    warnings.append(
                        CardLayoutWarning(
                            path: WidgetStackOutputBound.widgetPath(index)
                                .appending(WidgetStackInput.Widget.Fields.stories).description,
                            code: .emptyContent,
                            message: "the widget is loaded with no stories"))
                }
                if output.clipped {
                    let path = content.clippedPath(widget: index)
                    warnings.append(
                        CardLayoutWarning(
                            path: path, code: .contentOverflow,
                            message: "content is \(Self.number(output.overflow)) pt taller than the fixed height "
                                + Self.number(input.stack.height)))
                    overflows.append(LayoutOverflow(name: path, points: output.overflow))
                }
                if let pastBottom = output.pastBottom, pastBottom > WidgetStackMetrics.heightTolerance {
                    warnings.append(
                        CardLayoutWarning(
                            path: WidgetStackOutputBound.widgetPath(index).description, code: .pastSafeArea,
                            message: "ends \(Self.number(pastBottom)) pt below the safe area"))
                    overflows.append(LayoutOverflow(name: "widgets[\(index)]", points: pastBottom))
                }
                widgets.append(output)
            } else {
                if leavesGap(hiddenAt: index) {
                    warnings.append(
                        CardLayoutWarning(
                            path: WidgetStackOutputBound.widgetPath(index)
                                .appending(WidgetStackInput.Widget.Fields.enabled).description,
                            code: .slotGap,
                            message: "the widget is hidden; its fixed slot leaves a gap of "
                                + "\(Self.number(input.stack.spacing)) pt"))
                }
                widgets.append(hiddenWidget(widget, at: index))
            }
            perWidgetWarnings += warnings
        }

        let top = environment.safeAreaInsets.top
        let stackBottom = slots.compactMap { $0.map { $0.top + $0.height } }.max() ?? top
        let grid = screen.grid
        let shown = input.widgets.count(where: \.enabled)
        let size = LayoutSize(
            width: environment.width,
            height: grid.snap(environment.height ?? stackBottom + environment.safeAreaInsets.bottom))
        let stackFrame = grid.snap(LayoutRect(x: 0, y: top, width: environment.width, height: stackBottom - top))
        var stackReach = OutputReach(stackFrame)
        stackReach.include(down: size.height)
        try bound.checkStack(stackReach, lowest: lowest)
        return WidgetStackLayout(
            placement: input.placement,
            size: size,
            stack: WidgetStackLayout.Stack(frame: stackFrame, shown: shown, hidden: input.widgets.count - shown),
            widgets: widgets,
            warnings: readWarnings() + overlapWarning() + perWidgetWarnings,
            overflows: overflows)
    }

    /// A widget's colors (rule 4).
    private func colors(of widget: WidgetStackInput.Widget) -> WidgetColors {
        WidgetColors(widget: widget, theme: theme, environment: environment)
    }

    /// Each shown widget's top and height, unsnapped (rule 8); nil for a
    /// hidden one.
    private func placeWidgets(_ measured: [MeasuredWidgetContent?]) -> [WidgetSlot?] {
        let top = environment.safeAreaInsets.top
        switch input.placement {
        case .fixed:
            return measured.enumerated().map { index, content in
                content.map { _ in
                    WidgetSlot(top: top + Double(index) * input.stack.spacing, height: input.stack.height)
                }
            }
        case .fit:
            var next = top
            return measured.map { content in
                guard let content else { return nil }
                let slot = WidgetSlot(top: next, height: content.naturalHeight)
                next = slot.top + slot.height + input.stack.gap
                return slot
            }
        }
    }

    /// Whether hidden widget `index` leaves an empty fixed slot (rule 5).
    private func leavesGap(hiddenAt index: Int) -> Bool {
        input.placement == .fixed && input.stack.spacing > 0
            && input.widgets[(index + 1)...].contains(where: \.enabled)
    }

    /// A hidden widget (rule 13).
    private func hiddenWidget(_ widget: WidgetStackInput.Widget, at index: Int) -> WidgetStackLayout.Widget {
        WidgetStackLayout.Widget(
            index: index, widgetId: widget.widgetId, state: widget.state, hidden: true, theme: widget.theme,
            colorScheme: WidgetColors.scheme(of: widget, in: environment), frame: nil, backgroundColor: nil,
            naturalHeight: 0, overflow: 0, clipped: false, pastBottom: nil,
            audio: WidgetStackLayout.Audio(enabled: widget.audioEnabled), loading: nil, error: nil, row: nil,
            stories: [])
    }

    /// The warnings found while the input was read; for an input built in
    /// Swift, the unknown themes it has.
    private func readWarnings() -> [CardLayoutWarning] {
        var warnings = input.warnings
        for (index, widget) in input.widgets.enumerated() {
            guard let name = widget.customTheme, widget.theme == nil else { continue }
            let warning = WidgetStackInput.unknownThemeWarning(
                name, at: WidgetStackOutputBound.widgetPath(index).appending(WidgetStackInput.Widget.Fields.customTheme))
            if !warnings.contains(warning) { warnings.append(warning) }
        }
        return warnings
    }

    /// `stack.height: fixed widgets overlap by N pt`, once, when two shown
    /// fixed widgets with consecutive indexes overlap (rule 8).
    private func overlapWarning() -> [CardLayoutWarning] {
        let stack = input.stack
        guard input.placement == .fixed, stack.height > stack.spacing + WidgetStackMetrics.heightTolerance else {
            return []
        }
        let widgets = input.widgets
        guard widgets.indices.dropLast().contains(where: { widgets[$0].enabled && widgets[$0 + 1].enabled }) else {
            return []
        }
        return [
            CardLayoutWarning(
                path: JSONPath(fields: WidgetStackInput.Fields.stack, WidgetStackInput.Stack.Fields.height).description,
                code: .slotOverlap,
                message: "fixed widgets overlap by \(Self.number(stack.height - stack.spacing)) pt")
        ]
    }

    /// A number as warnings write it: at most 3 decimals.
    /// `theme.brandColor`, which a brand widget's warning names.
    static var brandColorPath: JSONPath {
        JSONPath(fields: WidgetStackInput.Fields.theme, WidgetStackInput.Theme.Fields.brandColor)
    }

    static func number(_ value: Double) -> String {
        NumberText.format(value, decimals: 3)
    }
}

/// A shown widget's place: its top Y and height h, unsnapped.
struct WidgetSlot {
    let top: Double
    let height: Double
}

/// The screen's horizontal geometry (rules 1, 2 and 12) and pixel grid.
struct WidgetStackScreen {
    /// W.
    let width: Double
    /// The content area's leading edge: L in LTR, R in RTL.
    let lead: Double
    /// A = W − L − R.
    let contentWidth: Double
    let direction: LayoutDirection
    var isRightToLeft: Bool { direction == .rtl }
    let grid: PixelGrid

    init(environment: LayoutEnvironment) {
        let insets = environment.safeAreaInsets
        width = environment.width
        direction = environment.layoutDirection
        lead = insets.leading(environment.layoutDirection)
        contentWidth = environment.width - insets.left - insets.right
        grid = PixelGrid(scale: Double(environment.displayScale))
    }

    /// The x of something at logical position X, `width` wide: X in LTR,
    /// W − X − width in RTL.
    func x(_ logicalX: Double, width itemWidth: Double) -> Double {
        direction.screenX(logicalX, width: itemWidth, inWidth: width)
    }

    /// The snapped frame of something at logical position X.
    func frame(x logicalX: Double, y: Double, width itemWidth: Double, height: Double) -> LayoutRect {
        grid.snap(LayoutRect(x: x(logicalX, width: itemWidth), y: y, width: itemWidth, height: height))
    }
}

extension WidgetStackLayout.Audio {
    /// Rule 15.
    init(enabled: Bool) {
        self.init(
            behaviour: enabled ? .applyLastUserChangeForAllFutureStories : .applyChangeForSingleStory,
            defaultState: enabled ? .unmuted : .muted)
    }
}

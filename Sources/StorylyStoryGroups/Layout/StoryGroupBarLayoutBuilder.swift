import CardGeometryCore

import CardText

/// Lays out a validated bar: orders the groups, stacks each item's
/// elements, places the items along the bar and snaps every frame.
struct StoryGroupBarLayoutBuilder {
    let input: StoryGroupBarInput
    let template: CellTemplate
    let placer: TextBlockPlacer

    private var environment: LayoutEnvironment { input.environment }
    private var theme: StoryGroupBarInput.Theme { input.theme }
    private var grid: PixelGrid { placer.grid }

    func build() throws(CardLayoutError) -> StoryGroupBarLayout {
        let colors = StoryGroupBarColors(theme: theme, template: template, scheme: environment.colorScheme)
        let order = GroupOrder.positions(of: input.groups, seenGroupsLast: theme.list.seenGroupsLast)
        let horizontal = HorizontalPlacement(
            environment: environment, list: theme.list, itemWidth: template.width, count: order.count,
            scrollOffset: input.scrollOffset)
        let top = theme.list.edgePaddingVertical
        let bound = StoryGroupBarOutputBound(groupCount: order.count)
        let contentWidth = grid.snap(horizontal.contentWidth)
        try bound.check(contentWidth: contentWidth)

        var items: [StoryGroupBarLayout.Item] = []
        items.reserveCapacity(order.count)
        var clippedWarnings: [CardLayoutWarning] = []
        var overflows: [LayoutOverflow] = []
        var tallest = 0.0
        var tallestCauses = StoryGroupItemCauses(inputPosition: 0)
        for (position, inputPosition) in order.enumerated() {
            let item = try layoutItem(
                input.groups[inputPosition], inputPosition: inputPosition, position: position,
                x: horizontal.itemStart(position), top: top, horizontal: horizontal, colors: colors)
            try bound.check(item: item.reach, frame: item.layout.frame, causes: item.causes)
            items.append(item.layout)
            if item.height > tallest || tallestCauses.isEmpty { tallestCauses = item.causes }
            tallest = max(tallest, item.height)
            if item.overflow > 0 {
                let id = input.groups[inputPosition].id
                // The path is the input's; the text names the output
                // position and the id, as the kind words it.
                let message = "content is \(JSONNumberFormat.threeDecimals(item.overflow)) pt taller than its fixed size"
                clippedWarnings.append(
                    CardLayoutWarning(
                        path: StoryGroupBarOutputBound.groupsPath.appending(index: inputPosition)
                            .description,
                        code: .contentOverflow, message: message,
                        joining: .written("groups[\(position)] (id \(id)): " + message)))
                overflows.append(LayoutOverflow(name: "groups[\(position)]", points: item.overflow))
            }
        }

        // Rule 9: the bar's height.
        let naturalHeight = order.isEmpty ? 0 : top + tallest + theme.list.edgePaddingVertical
        let height = environment.height ?? naturalHeight
        let snappedHeight = grid.snap(height)
        let snappedNatural = grid.snap(naturalHeight)
        let overflow = max(0, snappedNatural - snappedHeight)
        // The bar's height is its tallest item's, padded.
        var barReach = OutputReach(down: snappedNatural)
        barReach.include(down: snappedHeight)
        try bound.check(bar: barReach, top: top, tallestCauses: tallestCauses)

        var warnings = input.warnings
        for note in input.readingNotes where !input.warnings.contains(note) {
            warnings.append(note)
        }
        warnings += clippedWarnings
        if horizontal.offset < input.scrollOffset {
            let number = JSONNumberFormat.threeDecimals
            warnings.append(
                CardLayoutWarning(
                    path: StoryGroupBarInput.Fields.scrollOffset.name, code: .scrollPastEnd,
                    message: "\(number(input.scrollOffset)) is past the end; using \(number(horizontal.offset))",
                    joining: .sentence))
        }
        if overflow > 0 {
            let number = JSONNumberFormat.threeDecimals
            // The bar's height is the environment's (without it, the bar
            // is as tall as its content).
            let message = "bar height \(number(height)) is \(number(overflow)) pt shorter than its content"
            warnings.append(
                CardLayoutWarning(
                    path: JSONPath(fields: StoryGroupBarInput.Fields.environment, LayoutEnvironment.Fields.height)
                        .description,
                    code: .contentOverflow, message: message, joining: .written(message)))
            overflows.append(LayoutOverflow(name: "bar", points: overflow))
        }

        let width = environment.width
        return StoryGroupBarLayout(
            style: input.style, size: LayoutSize(width: width, height: snappedHeight),
            bar: StoryGroupBarLayout.Bar(
                frame: grid.snap(LayoutRect(x: 0, y: 0, width: width, height: height)),
                contentSize: LayoutSize(width: contentWidth, height: snappedHeight),
                scrollOffset: horizontal.offset, naturalHeight: snappedNatural, overflow: overflow,
                backgroundColor: colors.barBackground),
            groups: items, warnings: warnings, overflows: overflows)
    }

    /// One item's layout, its unsnapped height, and by how much its content
    /// is taller than its fixed height (0 when it fits).
    private struct ItemResult {
        let layout: StoryGroupBarLayout.Item
        let height: Double
        let overflow: Double
        /// Every number the item writes (``OutputReach``).
        let reach: OutputReach
        /// Its unbounded parts: the cover's ratio, the title.
        let causes: StoryGroupItemCauses
    }

    /// Rules 4 to 7 and 10 for one group: `x` is the item's logical start
    /// (X_k), `top` the items' top (Ev).
    private func layoutItem(
        _ group: StoryGroupBarInput.Group, inputPosition: Int, position: Int, x itemX: Double, top: Double,
        horizontal: HorizontalPlacement, colors: StoryGroupBarColors
    ) throws(CardLayoutError) -> ItemResult {
        let padding = template.padding
        let contentWidth = template.contentWidth
        let border = theme.border

        /// A local rectangle (x from the item's leading edge, y from its
        /// top) on screen, snapped.
        func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
            grid.snap(
                LayoutRect(
                    x: horizontal.screenX(itemX + x, width: width), y: top + y, width: width, height: height))
        }

        try StoryGroupBarOutputBound.check(storyCount: group.storyCount, ofGroupAt: inputPosition)
        let iconURL = theme.icon.thematicLabel.flatMap { group.thematicIconUrls?[$0] } ?? group.iconUrl
        let title = TextPresence.present(group.title)  // absent as for every kind's texts

        var icon: StoryGroupBarLayout.Media?
        var cover: StoryGroupBarLayout.Media?
        var titleBlock: TextBlockLayout?
        /// The media the badges belong to: its local frame and d.
        var badgeAnchor: (x: Double, y: Double, width: Double, height: Double, inset: Double)?
        var y = padding.top
        var shownAny = false
        var causes = StoryGroupItemCauses(inputPosition: inputPosition)

        for element in template.elements {
            switch element {
            case .media(let media):
                if shownAny { y += template.spacing }
                shownAny = true
                let x: Double
                switch (media.kind, media.alignment) {
                case (.cover, _), (.icon, .start): x = padding.leading
                case (.icon, .center): x = padding.leading + (contentWidth - media.width) / 2
                case (.icon, .end): x = padding.leading + contentWidth - media.width
                }
                let radius = min(media.cornerRadius, min(media.width, media.height) / 2)
                let inset = template.ringInset(of: media, border: border)
                let mediaFrame = frame(x, y, media.width, media.height)
                let layout = StoryGroupBarLayout.Media(
                    frame: mediaFrame, cornerRadius: radius,
                    ring: media.border && border.width > 0
                        ? StoryGroupBarLayout.Ring(
                            frame: mediaFrame, width: border.width, cornerRadius: radius,
                            colors: group.seen ? colors.ringSeen : colors.ringNotSeen)
                        : nil,
                    image: StoryGroupBarLayout.Image(
                        frame: frame(x + inset, y + inset, media.width - 2 * inset, media.height - 2 * inset),
                        cornerRadius: max(0, radius - inset),
                        backgroundColor: colors.imageBackground,
                        url: media.kind == .icon ? iconURL : (group.coverUrl ?? iconURL)))
                if let ratio = media.aspectRatio {
                    causes.append(media, ratio: ratio)
                }
                // The badges belong to the icon, else to the cover.
                switch media.kind {
                case .icon:
                    icon = layout
                    badgeAnchor = (x, y, media.width, media.height, 0)
                case .cover:
                    cover = layout
                    if badgeAnchor == nil { badgeAnchor = (x, y, media.width, media.height, 4) }
                }
                y += media.height
            case .title(let style):
                guard let text = title, style.isVisible else { continue }
                if shownAny { y += template.spacing }
                shownAny = true
                let textX = padding.leading + style.padding.leading
                let textWidth = contentWidth - style.padding.leading - style.padding.trailing
                let blockStyle = TextBlockStyle(
                    textStyle: style.textStyle, maxLines: style.lines, fitting: .truncate, alignment: style.alignment,
                    color: group.seen ? style.colorSeen : style.colorNotSeen)
                let block = try placer.measure(
                    text, blockStyle, width: textWidth,
                    path: StoryGroupItemCauses.titlePath(inputPosition: inputPosition))
                let placed = placer.place(
                    block, blockStyle, x: horizontal.screenX(itemX + textX, width: textWidth),
                    top: top + y + style.padding.top, width: textWidth)
                titleBlock = placed
                causes.append(title: placed)
                y += style.padding.top + block.height + style.padding.bottom
            }
        }
        let contentHeight = y + padding.bottom
        let height = template.fixedHeight ?? contentHeight
        let overflow = template.fixedHeight.map { contentHeight > $0 + 1e-9 ? contentHeight - $0 : 0 } ?? 0

        // Rule 10: badges at the media's trailing corners.
        var pin: StoryGroupBarLayout.Badge?
        var ivod: StoryGroupBarLayout.Badge?
        if let anchor = badgeAnchor {
            let trailing = anchor.x + anchor.width - anchor.inset
            if group.pinned, theme.pin.isVisible {
                let side = template.pinSize
                pin = StoryGroupBarLayout.Badge(
                    frame: frame(trailing - side, anchor.y + anchor.height - anchor.inset - side, side, side),
                    cornerRadius: side / 2, backgroundColor: colors.pinBackground)
            }
            if group.type == .ivod, theme.ivod.isVisible {
                let side = template.ivodSize
                ivod = StoryGroupBarLayout.Badge(
                    frame: frame(trailing - side, anchor.y + anchor.inset, side, side),
                    cornerRadius: side / 2, backgroundColor: colors.ivodBackground)
            }
        }

        // Rule 11: visibility of the snapped frame, horizontally.
        let itemFrame = frame(0, 0, template.width, height)
        let barWidth = environment.width
        var reach = OutputReach(itemFrame)
        // Each media in turn, without an array of the two made per item.
        func include(_ media: StoryGroupBarLayout.Media?) {
            guard let media else { return }
            reach.include(media.frame)
            reach.include(media.ring?.frame)
            reach.include(media.image.frame)
        }
        include(icon)
        include(cover)
        reach.include(titleBlock)
        reach.include(pin?.frame)
        reach.include(ivod?.frame)
        return ItemResult(
            layout: StoryGroupBarLayout.Item(
                id: group.id, index: group.index ?? inputPosition, position: position, seen: group.seen,
                pinned: group.pinned, type: group.type, storyCount: group.storyCount, frame: itemFrame,
                cornerRadius: template.cornerRadius, backgroundColor: colors.itemBackground,
                visible: itemFrame.x < barWidth - 1e-6 && itemFrame.maxX > 1e-6,
                fullyVisible: itemFrame.x >= -1e-6 && itemFrame.maxX <= barWidth + 1e-6,
                clipped: overflow > 0, icon: icon, cover: cover, title: titleBlock, pin: pin, ivod: ivod),
            height: height, overflow: overflow, reach: reach, causes: causes)
    }
}

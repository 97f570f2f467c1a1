import CardGeometryCore

import CardText

/// Places the top card and the map around it with the card resting at one
/// position (SheetCards article, "Content" to "Map buttons"), mirrored in
/// right-to-left and snapped to pixels (SharedConventions article).
struct SheetPlacement {
    let geometry: SheetGeometry
    let header: SheetHeader
    let tops: SheetCardLayout.Tops
    let card: SheetCardInput.Card
    /// Whether the close button shows (rule 9).
    let showsCloseButton: Bool
    let colors: ResolvedSheetColors
    /// The effective scroll offset o (rule 11).
    let scrollOffset: Double
    /// Vx: the viewport's height at extended (rule 11).
    let extendedViewportHeight: Double
    let placer: TextBlockPlacer

    // Constants of the SDK's classic style.
    static let cardCornerRadius = 12.0
    static let shadow = (opacity: 0.16, radius: 4.0, offsetY: 2.0)
    static let grabHandle = (width: 48.0, height: 4.0, top: 6.0, cornerRadius: 2.0)
    static let closeButton = (hitSize: 44.0, hitTrailing: 50.0, iconSize: 24.0, iconTrailing: 40.0)
    static let separatorHeight = 0.5
    static let floatyButton = (size: 60.0, inset: 16.0)
    static let dimmingAlpha = 0.25
    static let mapButton = (size: 44.0, separator: 1.0, cornerRadius: 8.0, margin: 8.0, gap: 8.0)

    func sheet(at position: SheetCardInput.Position) -> SheetCardLayout.Sheet {
        let g = geometry
        let x = g.cardX
        let cw = g.cardWidth
        let y = tops[position]
        let headerHeight = header.height
        let contentAlpha = position == .collapsed ? 0.0 : 1.0
        // Rule 11: the viewport ends at the card's bottom or the safe area's.
        let viewportBottom = min(y + g.cardHeight, g.safeBottom)
        let contentTop = y + headerHeight
        let labelsTop = y + SheetHeader.labelsOffset

        let cardPart = SheetCardLayout.Card(
            frame: g.frame(x: x, y: y, width: cw, height: g.cardHeight), cornerRadius: Self.cardCornerRadius,
            backgroundColor: colors.background,
            shadow: LayoutShape.Shadow(
                color: SheetCardInput.Style.SystemColor.black, offsetX: 0, offsetY: Self.shadow.offsetY,
                radius: Self.shadow.radius, opacity: Self.shadow.opacity))
        let handle = Self.grabHandle
        let grabHandle = SheetCardLayout.GrabHandle(
            frame: g.frame(
                x: x + (cw - handle.width) / 2, y: y + handle.top, width: handle.width, height: handle.height),
            cornerRadius: handle.cornerRadius, color: colors.grabHandle, alpha: card.hasMapContent ? 1 : 0)
        let close = Self.closeButton
        let closeButton =
            showsCloseButton
            ? SheetCardLayout.CloseButton(
                frame: g.frame(
                    x: x + cw - close.hitTrailing, y: labelsTop, width: close.hitSize, height: close.hitSize),
                icon: SheetCardLayout.CloseButton.Icon(
                    frame: g.frame(
                        x: x + cw - close.iconTrailing, y: labelsTop, width: close.iconSize, height: close.iconSize),
                    cornerRadius: close.iconSize / 2, backgroundColor: colors.closeButtonBackground,
                    crossColor: colors.closeButtonCross))
            : nil
        let floaty = Self.floatyButton
        return SheetCardLayout.Sheet(
            position: position,
            card: cardPart,
            header: SheetCardLayout.Header(
                frame: g.frame(x: x, y: y, width: cw, height: headerHeight), height: headerHeight),
            grabHandle: grabHandle,
            title: text(header.title, header.titleStyle, top: labelsTop),
            subtitle: text(header.subtitle, header.subtitleStyle, top: labelsTop + header.titleHeight),
            accessory: header.accessoryHeight.map { accessoryHeight in
                g.frame(
                    x: x, y: labelsTop + header.titleHeight + header.subtitleHeight + SheetHeader.labelsBottom,
                    width: cw, height: accessoryHeight)
            },
            closeButton: closeButton,
            separator: SheetCardLayout.Separator(
                frame: g.frame(
                    x: x, y: y + headerHeight - Self.separatorHeight, width: cw, height: Self.separatorHeight),
                color: colors.separator, visible: scrollOffset > 0 && position != .collapsed),
            content: SheetCardLayout.Content(
                frame: g.frame(x: x, y: contentTop, width: cw, height: max(0, g.cardHeight - headerHeight)),
                viewport: g.frame(x: x, y: contentTop, width: cw, height: max(0, viewportBottom - contentTop)),
                contentHeight: card.contentHeight, scrollOffset: scrollOffset,
                scrollEnabled: position == .extended && card.contentHeight > extendedViewportHeight + 1e-9,
                alpha: contentAlpha),
            floatyButton: card.floatyButton
                ? SheetCardLayout.FloatyButton(
                    frame: g.frame(
                        x: x + cw - floaty.inset - floaty.size, y: viewportBottom - floaty.inset - floaty.size,
                        width: floaty.size, height: floaty.size),
                    cornerRadius: floaty.size / 2, backgroundColor: SheetCardInput.Style.SystemColor.floatyButton,
                    alpha: contentAlpha)
                : nil,
            map: map(at: position),
            mapButtons: mapButtons(at: position, cardTop: y))
    }

    /// A header text placed in the text area (mirrored in RTL; its lines
    /// are aligned to the start by the text layer).
    private func text(_ block: TextBlock?, _ style: TextBlockStyle, top: Double) -> TextBlockLayout? {
        guard let block else { return nil }
        let g = geometry
        let area = LayoutRect(x: g.textX, y: top, width: g.textWidth, height: block.height)
        let x = area.placed(g.direction, inWidth: g.width).x
        return placer.place(block, style, x: x, top: top, width: g.textWidth)
    }

    /// Rule 13: the map, its dimming and its edge padding.
    private func map(at position: SheetCardInput.Position) -> SheetCardLayout.Map {
        let g = geometry
        let screen = g.frame(x: 0, y: 0, width: g.width, height: g.height)
        var padding = EdgeInsets(top: g.insets.top)
        switch g.mode {
        case .bottom:
            padding.bottom = g.height - (position == .collapsed ? tops.collapsed : tops.peaking)
        case .side:
            let cardSide =
                position == .collapsed && g.sizeClasses.vertical == .regular ? 0 : g.cardX + g.cardWidth
            if g.isRightToLeft { padding.right = cardSide } else { padding.left = cardSide }
        }
        return SheetCardLayout.Map(
            frame: screen,
            dimming: SheetCardLayout.Map.Dimming(
                frame: screen, color: SheetCardInput.Style.SystemColor.black,
                alpha: g.mode == .bottom && position == .extended ? Self.dimmingAlpha : 0),
            edgePadding: padding)
    }

    /// Rule 14: the two groups of map buttons.
    private func mapButtons(at position: SheetCardInput.Position, cardTop: Double) -> SheetCardLayout.MapButtons {
        let g = geometry
        let button = Self.mapButton
        let margin = g.mode == .side && g.insets.bottom > 0 ? 0 : button.margin
        let pitch = button.size + button.separator
        func length(_ count: Int) -> Double { button.size * Double(count) + Double(count - 1) * button.separator }

        var top: SheetCardLayout.MapButtons.Group?
        let topCount = card.mapButtons.top
        if topCount > 0 {
            let groupX = g.trailingAligned(width: button.size, inset: margin)
            let groupY = g.insets.top + button.gap
            top = group(
                frame: g.frame(x: groupX, y: groupY, width: button.size, height: length(topCount)),
                buttons: (0..<topCount).map { index in
                    g.frame(x: groupX, y: groupY + pitch * Double(index), width: button.size, height: button.size)
                },
                separators: (0..<topCount - 1).map { index in
                    g.frame(
                        x: groupX, y: groupY + pitch * Double(index) + button.size, width: button.size,
                        height: button.separator)
                })
        }

        var bottom: SheetCardLayout.MapButtons.Group?
        let bottomCount = card.mapButtons.bottom
        if bottomCount > 0 {
            let groupWidth = length(bottomCount)
            let groupX = g.trailingAligned(width: groupWidth, inset: margin)
            let groupBottom = g.mode == .bottom ? cardTop - button.gap : g.safeBottom - margin
            let groupY = groupBottom - button.size
            bottom = group(
                frame: g.frame(x: groupX, y: groupY, width: groupWidth, height: button.size),
                buttons: (0..<bottomCount).map { index in
                    g.frame(x: groupX + pitch * Double(index), y: groupY, width: button.size, height: button.size)
                },
                separators: (0..<bottomCount - 1).map { index in
                    g.frame(
                        x: groupX + pitch * Double(index) + button.size, y: groupY, width: button.separator,
                        height: button.size)
                })
        }
        return SheetCardLayout.MapButtons(
            alpha: g.mode == .bottom && position == .extended ? 0 : 1, top: top, bottom: bottom)
    }

    private func group(frame: LayoutRect, buttons: [LayoutRect], separators: [LayoutRect])
        -> SheetCardLayout.MapButtons.Group
    {
        SheetCardLayout.MapButtons.Group(
            frame: frame, cornerRadius: Self.mapButton.cornerRadius, buttons: buttons,
            separators: separators.map {
                SheetCardLayout.MapButtons.Separator(frame: $0, color: colors.mapButtonSeparator)
            })
    }
}

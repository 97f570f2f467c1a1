import CardGeometryCore

extension SheetCardLayout {
    /// The space between the pictures of the three positions.
    static let panelGap = 40.0

    /// Three panels side by side, each a screen wide: the sheet over a map
    /// placeholder at collapsed, peaking and extended.
    public var drawingSize: LayoutSize {
        LayoutSize(width: 3 * size.width + 2 * Self.panelGap, height: size.height)
    }

    /// Each panel's screen in the picture, named by its position
    /// (`peaking`): the environment's width and height, moved right by the
    /// panels before it. A panel's shapes are named after it (`peaking.card`).
    public var panels: [(position: String, screen: LayoutRect)] {
        sheetsAtEveryPosition.enumerated().map { index, sheet in
            (sheet.position.rawValue, LayoutRect(
                x: Double(index) * (size.width + Self.panelGap), y: 0, width: size.width, height: size.height))
        }
    }

    /// The sheet at each position over its map, back to front in each
    /// panel: the map, its dimming, the map buttons, the status bar blur,
    /// the card, the accessory and content, the separator, the grab
    /// handle, the texts, the close button and the floaty button. Each
    /// shape is named by its output path after the position
    /// (`peaking.title`, `extended.mapButtons.top.buttons[1]`).
    public var shapes: [LayoutShape] {
        sheetsAtEveryPosition.enumerated().flatMap { index, sheet in
            panel(sheet, dx: Double(index) * (size.width + Self.panelGap))
        }
    }

    private func panel(_ sheet: Sheet, dx: Double) -> [LayoutShape] {
        let prefix = sheet.position.rawValue + "."
        func moved(_ frame: LayoutRect) -> LayoutRect { frame.offsetBy(dx: dx, dy: 0) }
        var shapes: [LayoutShape] = [
            .image(LayoutShape.ImagePlaceholder(frame: moved(sheet.map.frame), label: "map", name: prefix + "map"))
        ]
        if sheet.map.dimming.alpha > 0 {
            shapes.append(
                .surface(
                    LayoutShape.Surface(
                        frame: moved(sheet.map.dimming.frame), fill: sheet.map.dimming.color,
                        opacity: sheet.map.dimming.alpha, name: prefix + "map.dimming")))
        }
        let buttons = sheet.mapButtons
        for (key, group) in [("top", buttons.top), ("bottom", buttons.bottom)] {
            guard let group else { continue }
            let path = prefix + "mapButtons." + key
            for (index, frame) in group.buttons.enumerated() {
                shapes.append(
                    .badge(
                        LayoutShape.Badge(
                            frame: moved(frame), cornerRadius: group.cornerRadius, fill: sheet.card.backgroundColor,
                            opacity: buttons.alpha, name: path + ".buttons[\(index)]")))
            }
            for (index, separator) in group.separators.enumerated() {
                shapes.append(
                    .badge(
                        LayoutShape.Badge(
                            frame: moved(separator.frame), fill: separator.color, opacity: buttons.alpha,
                            name: path + ".separators[\(index)]")))
            }
        }
        if let statusBarBlur {
            shapes.append(
                .surface(
                    LayoutShape.Surface(
                        frame: moved(statusBarBlur), fill: sheet.card.backgroundColor, opacity: 0.8,
                        name: prefix + "statusBarBlur")))
        }
        shapes.append(
            .surface(
                LayoutShape.Surface(
                    frame: moved(sheet.card.frame), cornerRadius: sheet.card.cornerRadius,
                    fill: sheet.card.backgroundColor, shadow: sheet.card.shadow, name: prefix + "card")))
        if let accessory = sheet.accessory {
            shapes.append(
                .image(
                    LayoutShape.ImagePlaceholder(
                        frame: moved(accessory), label: "accessory", name: prefix + "accessory")))
        }
        let content = sheet.content
        if content.alpha > 0, content.contentHeight > 0, content.viewport.height > 0 {
            shapes.append(
                .image(
                    LayoutShape.ImagePlaceholder(
                        frame: moved(content.viewport), label: type.rawValue, name: prefix + "content.viewport")))
        }
        if sheet.separator.visible {
            shapes.append(
                .badge(
                    LayoutShape.Badge(
                        frame: moved(sheet.separator.frame), fill: sheet.separator.color,
                        name: prefix + "separator")))
        }
        shapes.append(
            .badge(
                LayoutShape.Badge(
                    frame: moved(sheet.grabHandle.frame), cornerRadius: sheet.grabHandle.cornerRadius,
                    fill: sheet.grabHandle.color, opacity: sheet.grabHandle.alpha, name: prefix + "grabHandle")))
        if let title = sheet.title { shapes.append(.text(name: prefix + "title", block: title.offsetBy(dx: dx))) }
        if let subtitle = sheet.subtitle {
            shapes.append(.text(name: prefix + "subtitle", block: subtitle.offsetBy(dx: dx)))
        }
        if let close = sheet.closeButton {
            shapes.append(
                .badge(
                    LayoutShape.Badge(
                        frame: moved(close.icon.frame), cornerRadius: close.icon.cornerRadius,
                        fill: close.icon.backgroundColor, label: "×", name: prefix + "closeButton.icon")))
        }
        if let floaty = sheet.floatyButton {
            shapes.append(
                .badge(
                    LayoutShape.Badge(
                        frame: moved(floaty.frame), cornerRadius: floaty.cornerRadius, fill: floaty.backgroundColor,
                        label: "+", opacity: floaty.alpha, name: prefix + "floatyButton")))
        }
        return shapes
    }
}

extension TextBlockLayout {
    /// The block moved right by `dx`: its frame and its lines' frames
    /// (glyphs are relative to the lines; baselines do not change).
    fileprivate func offsetBy(dx: Double) -> TextBlockLayout {
        var block = self
        block.frame = frame.offsetBy(dx: dx, dy: 0)
        for index in block.lines.indices { block.lines[index].frame = lines[index].frame.offsetBy(dx: dx, dy: 0) }
        return block
    }
}

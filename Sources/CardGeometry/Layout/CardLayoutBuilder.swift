import CardText

/// Lays out one card of a validated input: measures its texts, stacks them
/// and snaps every frame to the pixel grid.
struct CardLayoutBuilder {
    let input: CardLayoutInput
    let style: ResolvedCardStyle
    let card: Card
    /// Where the card was given in the input, for errors.
    let cardPath: JSONPath
    let measurer: TextMeasurer
    /// Whether lines carry their glyphs (for drawing).
    var includesGlyphs = false

    func build() throws(CardLayoutError) -> CardLayout {
        let environment = input.environment
        let cardStyle = input.theme.cards.style
        let over = input.theme.cards.textOverContent
        let horizontal = HorizontalGeometry(style: cardStyle, width: environment.width, over: over)
        let grid = PixelGrid(scale: Double(environment.displayScale))

        let heading = try measure(card.presentTitle, style.heading, width: horizontal.textWidth, key: "title")
        let subheading = try measure(
            card.presentSubtitle, style.subheading, width: horizontal.textWidth, key: "subtitle")
        let label = try measure(
            card.presentButtonText, style.buttonTitle, width: horizontal.labelWidth, key: "buttonText")
        let buttonHeight = try label.map { _ throws(CardLayoutError) in
            VerticalStack.buttonHeight(titleLineHeight: try buttonTitleLineHeight())
        }

        let ratio = card.media.aspectRatio
        let stack = VerticalStack(
            mediaHeight: horizontal.cardWidth * Double(ratio.height) / Double(ratio.width),
            headingHeight: heading?.height, subheadingHeight: subheading?.height, buttonHeight: buttonHeight,
            headingsSpacing: cardStyle.headingsSpacing, buttonSpacing: cardStyle.buttonSpacing,
            padding: cardStyle.padding, over: over)

        func frame(x: Double, y: Double, width: Double, height: Double) -> CardLayout.Rect {
            grid.snap(CardLayout.Rect(x: x, y: y, width: width, height: height))
        }

        let cardFrame = frame(x: horizontal.cardX, y: 0, width: horizontal.cardWidth, height: stack.cardHeight)
        let mediaFrame = frame(x: horizontal.cardX, y: 0, width: horizontal.cardWidth, height: stack.mediaHeight)
        let textContainer = stack.textContainer.map { container in
            CardLayout.TextContainer(
                frame: frame(
                    x: horizontal.cardX, y: container.top, width: horizontal.cardWidth, height: container.height),
                backgroundColor: style.textContainerBackgroundColor)
        }

        var button: CardLayout.Button?
        if let label, let buttonHeight, let buttonTop = stack.buttonTop {
            let labelTop = buttonTop + (buttonHeight - label.height) / 2
            button = CardLayout.Button(
                frame: frame(x: horizontal.textX, y: buttonTop, width: horizontal.textWidth, height: buttonHeight),
                cornerRadius: style.buttonCornerRadius, backgroundColor: style.buttonBackgroundColor,
                outlineColor: style.buttonOutlineColor, outlineWidth: style.buttonOutlineWidth,
                label: text(
                    label, style.buttonTitle, x: horizontal.labelX, top: labelTop, width: horizontal.labelWidth,
                    grid: grid))
        }

        return CardLayout(
            cardId: card.id,
            size: CardLayout.Size(width: environment.width, height: grid.snap(stack.cardHeight)),
            card: CardLayout.Surface(frame: cardFrame, cornerRadius: style.cardCornerRadius),
            media: CardLayout.Media(frame: mediaFrame, cornerRadius: style.mediaCornerRadius, type: card.media.type),
            textContainer: textContainer,
            heading: zip(heading, stack.headingTop).map { block, top in
                text(block, style.heading, x: horizontal.textX, top: top, width: horizontal.textWidth, grid: grid)
            },
            subheading: zip(subheading, stack.subheadingTop).map { block, top in
                text(block, style.subheading, x: horizontal.textX, top: top, width: horizontal.textWidth, grid: grid)
            },
            button: button,
            behavior: input.theme.cards.behavior.reloading,
            warnings: input.warnings.map(\.description))
    }

    /// Measures a present text; `nil` for an absent one.
    private func measure(
        _ text: String?, _ style: ResolvedTextStyle, width: Double, key: String
    ) throws(CardLayoutError) -> TextBlock? {
        guard let text else { return nil }
        let request = TextRequest(
            text: text, style: style.textStyle, width: width, maxLines: style.maxLines, fitting: style.fitting,
            alignment: style.alignment, direction: input.environment.layoutDirection, locale: input.environment.locale,
            includesGlyphs: includesGlyphs)
        do {
            return try measurer.measure(request)
        } catch {
            throw CardLayoutError(
                kind: .textLayout, path: cardPath.appending(key).description, value: JSONValue.string(text).errorText,
                allowed: "text the text layer can lay out", textError: error)
        }
    }

    /// Lb: the button title's line height after Dynamic Type (its own line
    /// height, 21 by default, else the font's).
    private func buttonTitleLineHeight() throws(CardLayoutError) -> Double {
        let textStyle = style.buttonTitle.textStyle
        if let lineHeight = textStyle.lineHeight { return lineHeight }
        do {
            return try measurer.naturalLineHeight(
                family: textStyle.family, weight: textStyle.weight, size: textStyle.size)
        } catch {
            throw CardLayoutError(
                kind: .textLayout, path: style.buttonTitle.familyPath,
                value: JSONValue.string(textStyle.family).errorText,
                allowed: "a registered font family", textError: error)
        }
    }

    /// A measured block placed with its top-left at (x, top) in a text area
    /// `width` wide; lines keep the x the text layer aligned them to.
    private func text(
        _ block: TextBlock, _ style: ResolvedTextStyle, x: Double, top: Double, width: Double, grid: PixelGrid
    ) -> CardLayout.Text {
        CardLayout.Text(
            frame: grid.snap(CardLayout.Rect(x: x, y: top, width: width, height: block.height)),
            text: block.text, color: style.color, alignment: style.alignment,
            font: CardLayout.Font(
                family: style.textStyle.family, weight: style.textStyle.weight, size: block.fontSize,
                file: block.primaryFontFile),
            truncated: block.isTruncated, resized: block.isResized,
            lines: block.lines.map { line in
                let frame = grid.snap(
                    CardLayout.Rect(x: x + line.x, y: top + line.top, width: line.width, height: line.height))
                // Glyph x becomes relative to the snapped frame's x.
                let shift = x + line.x - frame.x
                return CardLayout.Line(
                    text: line.text, frame: frame, baseline: top + line.baseline, width: line.width,
                    range: line.range, fonts: line.fontFiles,
                    glyphRuns: shift == 0
                        ? line.glyphRuns
                        : line.glyphRuns.map { run in
                            var run = run
                            for index in run.glyphs.indices { run.glyphs[index].x += shift }
                            return run
                        })
            })
    }
}

private func zip<First, Second>(_ first: First?, _ second: Second?) -> (First, Second)? {
    guard let first, let second else { return nil }
    return (first, second)
}

import CardGeometryCore

import CardText

/// Lays out one card of a validated input: measures its texts, stacks them
/// and snaps every frame to the pixel grid.
struct StorytellerCardLayoutBuilder {
    let input: StorytellerCardInput
    let style: ResolvedCardStyle
    let card: StorytellerCardInput.Card
    /// Where the card was given in the input, for errors.
    let cardPath: JSONPath
    let measurer: TextMeasurer
    /// Whether lines carry their glyphs (for drawing).
    var includesGlyphs = false
    /// The paragraphs of the run of layouts this one is part of.
    var paragraphs: ParagraphPins?

    func build() throws(CardLayoutError) -> StorytellerCardLayout {
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

        func frame(x: Double, y: Double, width: Double, height: Double) -> StorytellerCardLayout.Rect {
            grid.snap(StorytellerCardLayout.Rect(x: x, y: y, width: width, height: height))
        }

        let cardFrame = frame(x: horizontal.cardX, y: 0, width: horizontal.cardWidth, height: stack.cardHeight)
        let mediaFrame = frame(x: horizontal.cardX, y: 0, width: horizontal.cardWidth, height: stack.mediaHeight)
        let textContainer = stack.textContainer.map { container in
            StorytellerCardLayout.TextContainer(
                frame: frame(
                    x: horizontal.cardX, y: container.top, width: horizontal.cardWidth, height: container.height),
                backgroundColor: style.textContainerBackgroundColor)
        }

        var button: StorytellerCardLayout.Button?
        if let label, let buttonHeight, let buttonTop = stack.buttonTop {
            let labelTop = buttonTop + (buttonHeight - label.height) / 2
            button = StorytellerCardLayout.Button(
                frame: frame(x: horizontal.textX, y: buttonTop, width: horizontal.textWidth, height: buttonHeight),
                cornerRadius: style.buttonCornerRadius, backgroundColor: style.buttonBackgroundColor,
                outlineColor: style.buttonOutlineColor, outlineWidth: style.buttonOutlineWidth,
                label: text(
                    label, style.buttonTitle, x: horizontal.labelX, top: labelTop, width: horizontal.labelWidth,
                    grid: grid))
        }

        let layout = StorytellerCardLayout(
            cardId: card.id,
            size: StorytellerCardLayout.Size(width: environment.width, height: grid.snap(stack.cardHeight)),
            card: StorytellerCardLayout.Surface(frame: cardFrame, cornerRadius: style.cardCornerRadius),
            media: StorytellerCardLayout.Media(frame: mediaFrame, cornerRadius: style.mediaCornerRadius, type: card.media.type),
            textContainer: textContainer,
            heading: zip(heading, stack.headingTop).map { block, top in
                text(block, style.heading, x: horizontal.textX, top: top, width: horizontal.textWidth, grid: grid)
            },
            subheading: zip(subheading, stack.subheadingTop).map { block, top in
                text(block, style.subheading, x: horizontal.textX, top: top, width: horizontal.textWidth, grid: grid)
            },
            button: button,
            behavior: input.theme.cards.behavior.reloading,
            warnings: input.warnings)
        try StorytellerCardOutputBound.check(layout, cardPath: cardPath)
        return layout
    }

    private var placer: TextBlockPlacer {
        TextBlockPlacer(
            measurer: measurer, environment: input.environment, includesGlyphs: includesGlyphs, paragraphs: paragraphs)
    }

    /// Measures a present text; `nil` for an absent one.
    private func measure(
        _ text: String?, _ style: ResolvedTextStyle, width: Double, key: String
    ) throws(CardLayoutError) -> TextBlock? {
        guard let text else { return nil }
        return try placer.measure(text, style.blockStyle, width: width, path: cardPath.appending(key))
    }

    /// Lb: the button title's line height after Dynamic Type (its own line
    /// height, 21 by default, else the font's).
    private func buttonTitleLineHeight() throws(CardLayoutError) -> Double {
        let textStyle = style.buttonTitle.textStyle
        if let lineHeight = textStyle.lineHeight { return lineHeight }
        return try placer.naturalLineHeight(
            family: textStyle.family, weight: textStyle.weight, size: textStyle.size,
            path: JSONPath(style.buttonTitle.familyPath))
    }

    /// A measured block placed with its top-left at (x, top) in a text area
    /// `width` wide.
    private func text(
        _ block: TextBlock, _ style: ResolvedTextStyle, x: Double, top: Double, width: Double, grid: PixelGrid
    ) -> StorytellerCardLayout.Text {
        placer.place(block, style.blockStyle, x: x, top: top, width: width)
    }
}

extension ResolvedTextStyle {
    /// The style as the shared text-block placer takes it.
    var blockStyle: TextBlockStyle {
        TextBlockStyle(textStyle: textStyle, maxLines: maxLines, fitting: fitting, alignment: alignment, color: color)
    }
}

private func zip<First, Second>(_ first: First?, _ second: Second?) -> (First, Second)? {
    guard let first, let second else { return nil }
    return (first, second)
}

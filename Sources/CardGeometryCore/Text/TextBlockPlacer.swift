import CardText

/// How one text is set: the text layer's style and fitting, with what the
/// block's output repeats (its color).
package struct TextBlockStyle: Sendable {
    package var textStyle: TextStyle
    /// `nil` for no limit.
    package var maxLines: Int?
    package var fitting: TextFitting
    package var alignment: TextAlignment
    package var color: RGBAColor

    package init(
        textStyle: TextStyle, maxLines: Int?, fitting: TextFitting = .truncate, alignment: TextAlignment = .start,
        color: RGBAColor
    ) {
        self.textStyle = textStyle
        self.maxLines = maxLines
        self.fitting = fitting
        self.alignment = alignment
        self.color = color
    }
}

/// Measures texts with the engine's `TextMeasurer` and places them as
/// ``TextBlockLayout``s, snapped to the pixel grid: the one way every kind
/// turns a string into a text block.
package struct TextBlockPlacer: Sendable {
    package let measurer: TextMeasurer
    package let environment: LayoutEnvironment
    /// Whether lines carry their glyphs (for drawing).
    package let includesGlyphs: Bool
    /// The paragraphs of the run of layouts this one is part of, kept for
    /// the whole run (``ParagraphPins``); `nil` outside one.
    package let paragraphs: ParagraphPins?

    /// A placer that measures with `measurer` for texts laid out in
    /// `environment`.
    package init(
        measurer: TextMeasurer, environment: LayoutEnvironment, includesGlyphs: Bool, paragraphs: ParagraphPins? = nil
    ) {
        self.measurer = measurer
        self.environment = environment
        self.includesGlyphs = includesGlyphs
        self.paragraphs = paragraphs
    }

    package var grid: PixelGrid { PixelGrid(scale: Double(environment.displayScale)) }

    /// Measures `text` in a text area `width` wide. `path` names the text in
    /// the input, for the error when the text layer fails. `top` is the
    /// least the block's top can be placed at (0 when not known yet): its
    /// lines are set only until they pass ``LayoutLimits/maximumMagnitude``
    /// below it, so that a long text with no line limit costs what the
    /// bound lets it show, and is then the error ``checkExtent(of:style:path:)``
    /// gives a block as high.
    package func measure(
        _ text: String, _ style: TextBlockStyle, width: Double, top: Double = 0, path: @autoclosure () -> JSONPath
    ) throws(CardLayoutError) -> TextBlock {
        let request = TextRequest(
            text: text, style: style.textStyle, width: width, maxLines: style.maxLines, fitting: style.fitting,
            alignment: style.alignment, direction: environment.layoutDirection, locale: environment.locale,
            includesGlyphs: includesGlyphs, maximumHeight: LayoutLimits.maximumMagnitude - max(0, top))
        let block: TextBlock
        do {
            block = try measurer.measure(request, keepingParagraphsIn: paragraphs)
        } catch {
            if case let .tooHigh(lines, height, _, textLength) = error {
                throw Self.extentError(
                    textLength: textLength, extent: "\(lines) lines \(JSONNumberFormat.threeDecimals(height)) pt high",
                    style: style, path: path())
            }
            throw CardLayoutError(
                kind: .textLayout, path: path().description, value: JSONValue.string(text).errorText,
                allowed: "text the text layer can lay out", textError: error)
        }
        try Self.checkExtent(of: block, style: style, path: path())
        return block
    }

    /// Throws when a measured block reaches beyond ``LayoutLimits/maximumMagnitude``
    /// (a long text with a large negative letter spacing sets one line
    /// millions of points wide; unlimited lines of one cluster each stack as
    /// high), so that no output number is that large.
    package static func checkExtent(of block: TextBlock, style: TextBlockStyle, path: @autoclosure () -> JSONPath)
        throws(CardLayoutError)
    {
        let widest = block.lines.lazy.map { abs($0.width) }.max() ?? 0
        guard widest > LayoutLimits.maximumMagnitude || block.height > LayoutLimits.maximumMagnitude else { return }
        let number = JSONNumberFormat.threeDecimals
        let extent =
            widest > LayoutLimits.maximumMagnitude
            ? "a line \(number(widest)) pt wide" : "\(block.lines.count) lines \(number(block.height)) pt high"
        throw extentError(textLength: block.text.utf16.count, extent: extent, style: style, path: path())
    }

    /// The error of a text that sets `extent` (its lines' height, or its
    /// widest line) past ``LayoutLimits/maximumMagnitude``.
    private static func extentError(
        textLength: Int, extent: String, style: TextBlockStyle, path: @autoclosure () -> JSONPath
    ) -> CardLayoutError {
        let number = JSONNumberFormat.threeDecimals
        return CardLayoutError(
            kind: .invalidValue, path: path().description,
            value: "a text of \(textLength) UTF-16 code units that sets \(extent)",
            allowed:
                "text whose layout stays within \(number(LayoutLimits.maximumMagnitude)) pt (letter spacing "
                + "\(number(style.textStyle.letterSpacing)), size \(number(style.textStyle.size)))")
    }

    /// The natural line height (ascent + descent + line gap) of a family and
    /// weight at `size`; `path` names where the family was given.
    package func naturalLineHeight(family: String, weight: Int, size: Double, path: @autoclosure () -> JSONPath)
        throws(CardLayoutError) -> Double
    {
        do {
            return try measurer.naturalLineHeight(family: family, weight: weight, size: size)
        } catch {
            throw CardLayoutError(
                kind: .textLayout, path: path().description, value: JSONValue.string(family).errorText,
                allowed: "a registered font family", textError: error)
        }
    }

    /// A measured block placed with its top-left at (x, top) in a text area
    /// `width` wide, snapped; lines keep the x the text layer aligned them to.
    package func place(_ block: TextBlock, _ style: TextBlockStyle, x: Double, top: Double, width: Double)
        -> TextBlockLayout
    {
        let grid = self.grid
        return TextBlockLayout(
            frame: grid.snap(LayoutRect(x: x, y: top, width: width, height: block.height)),
            text: block.text, color: style.color, alignment: style.alignment,
            font: TextBlockLayout.Font(
                family: style.textStyle.family, weight: style.textStyle.weight, size: block.fontSize,
                file: block.primaryFontFile),
            truncated: block.isTruncated, resized: block.isResized,
            lines: block.lines.map { line in
                let frame = grid.snap(
                    LayoutRect(x: x + line.x, y: top + line.top, width: line.width, height: line.height))
                // Glyph x becomes relative to the snapped frame's x.
                let shift = x + line.x - frame.x
                return TextBlockLayout.Line(
                    lineText: line.lineText, frame: frame, baseline: top + line.baseline, width: line.width,
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

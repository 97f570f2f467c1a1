import CardGeometry
import CardText

/// Text blocks: each line one group of its glyphs' real outlines, at the
/// line's position, size and color (from the lines' `glyphRuns`: lay out
/// with `includesGlyphs: true`; a line without glyphs draws nothing). Each
/// glyph's outline at a size is defined once per picture and placed with
/// `<use>`, so that a picture's size follows its distinct glyphs, not its
/// text's length.
extension SVGCanvas {
    /// `<g class="text" data-name="NAME" data-frame="X Y W H" data-size="S">`
    /// holding one `<g class="line NAME" id="NAME-INDEX" data-frame="…">`
    /// per line (see ``uniqueID(_:)``): the frames and the font size are
    /// the layout's, for the picture check.
    mutating func drawText(name: String, block: TextBlockLayout) {
        body.append(
            #"<g class="text" data-name="\#(MarkupText.escaped(name))"\#(SVGMarkup.frameAttribute(block.frame)) "#
                + #"data-size="\#(SVGMarkup.n(block.font.size))">"#)
        for (index, line) in block.lines.enumerated() {
            body.append(lineGroup(line, name: name, index: index, color: block.color))
        }
        body.append("</g>")
    }

    /// One line's glyphs as one `<g>`: a `<use>` of each glyph's outline at
    /// its pen position on the baseline, and a rounded box for each glyph
    /// that has none but takes room (a bitmap emoji).
    private mutating func lineGroup(
        _ line: TextBlockLayout.Line, name: String, index: Int, color: RGBAColor
    ) -> String {
        var placed: [(run: GlyphRun, glyph: GlyphPlacement)] = []
        for run in line.glyphRuns {
            for glyph in run.glyphs { placed.append((run, glyph)) }
        }
        var uses = ""
        var boxes: [String] = []
        for (position, item) in placed.enumerated() {
            let x = line.frame.x + item.glyph.x
            let baseline = line.baseline + item.glyph.y
            if let glyph = glyphID(item.glyph.glyph, fontFile: item.run.fontFile, size: item.run.fontSize) {
                if let sharedGlyphs {
                    sharedGlyphs.place(glyph, size: item.run.fontSize, x: item.glyph.x, y: item.glyph.y)
                    continue
                }
                uses += ##"<use href="#\##(glyph)" x="\##(SVGMarkup.n(x))" y="\##(SVGMarkup.n(baseline))"/>"##
            } else if outlines.isBitmapFace(item.run.fontFile) {
                let next = position + 1 < placed.count ? placed[position + 1].glyph.x : line.width
                var advance = next - item.glyph.x
                if advance <= 0 { advance = item.run.fontSize * 1.2 }
                let size = item.run.fontSize
                let box = LayoutRect(
                    x: x + advance * 0.06, y: baseline - size * 0.85, width: advance * 0.88, height: size * 1.0)
                boxes.append(
                    #"<path class="emoji" d="\#(SVGMarkup.rounded(box, size * 0.22))" fill-opacity="0.35"/>"#)
            }
        }
        if let sharedGlyphs { uses = sharedGlyphs.placeLine(x: line.frame.x, baseline: line.baseline) }
        let id = uniqueID("\(name)-\(index)")
        var group = #"<g class="line \#(MarkupText.escaped(name))" id="\#(MarkupText.escaped(id))" "#
        group += #"data-text="\#(MarkupText.escaped(line.text))"\#(SVGMarkup.frameAttribute(line.frame)) "#
        group += colored(.text, color) { SVGMarkup.paint("fill", $0) } + ">"
        group += uses
        group += boxes.joined()
        return group + "</g>"
    }

    /// The direction a layout's texts show: a start-aligned text whose
    /// lines stand at the right edge is right-to-left.
    static func direction(of blocks: [TextBlockLayout]) -> LayoutDirection {
        for block in blocks where block.alignment != .center {
            for line in block.lines where line.frame.width < block.frame.width - 1 {
                let atRight = abs(line.frame.maxX - block.frame.maxX) < abs(line.frame.x - block.frame.x)
                return (atRight == (block.alignment == .start)) ? .rtl : .ltr
            }
        }
        return .ltr
    }
}

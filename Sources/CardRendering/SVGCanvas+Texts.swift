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
        let escapedName = MarkupText.escaped(name)
        body.write(#"<g class="text" data-name=""#)
        body.write(escapedName)
        body.write(#"""#)
        body.write(frame: block.frame)
        body.write(#" data-size=""#)
        body.write(number: block.font.size)
        body.write(#"">"#)
        body.endLine()
        for (index, line) in block.lines.enumerated() {
            writeLineGroup(line, name: name, escapedName: escapedName, index: index, color: block.color)
        }
        body.append("</g>")
    }

    /// One line's glyphs as one `<g>`, written as a line of the body: a
    /// `<use>` of each glyph's outline at its pen position on the baseline,
    /// and a rounded box for each glyph that has none but takes room (a
    /// bitmap emoji).
    private mutating func writeLineGroup(
        _ line: TextBlockLayout.Line, name: String, escapedName: String, index: Int, color: RGBAColor
    ) {
        var uses = ""
        var boxes: [String] = []
        let runs = line.glyphRuns
        // A shared line, placed once for the page, unless a glyph of it is
        // drawn as a box (a bitmap emoji): then glyph by glyph.
        var placedAtOnce = false
        // The shared line placed at once, written as a `<use>` below (nil:
        // none of its glyphs has an outline).
        var sharedLineID: String?
        if let sharedGlyphs {
            let placed = sharedGlyphs.outlines.placed(runs)
            var drawsBoxes = false
            for face in placed.facesWithoutOutline where isBitmapFace(face) { drawsBoxes = true }
            if !drawsBoxes {
                placedAtOnce = true
                sharedLineID = sharedGlyphs.place(placed)
            }
        }
        for (runIndex, run) in runs.enumerated() where !placedAtOnce {
            let glyphs = run.glyphs
            for glyphIndex in glyphs.indices {
                let glyph = glyphs[glyphIndex]
                let x = line.frame.x + glyph.x
                let baseline = line.baseline + glyph.y
                if let id = glyphID(glyph.glyph, fontFile: run.fontFile, size: run.fontSize) {
                    if let sharedGlyphs {
                        sharedGlyphs.place(id, size: run.fontSize, x: glyph.x, y: glyph.y)
                        continue
                    }
                    uses += ##"<use href="#\##(scoped(id))" x="\##(SVGMarkup.n(x))" y="\##(SVGMarkup.n(baseline))"/>"##
                } else if isBitmapFace(run.fontFile) {
                    // Up to the next glyph of the line (in this run or the
                    // next one that has any), or the line's end.
                    let next =
                        glyphIndex + 1 < glyphs.count
                        ? glyphs[glyphIndex + 1].x
                        : runs[(runIndex + 1)...].first { !$0.glyphs.isEmpty }?.glyphs[0].x ?? line.width
                    var advance = next - glyph.x
                    if advance <= 0 { advance = run.fontSize * 1.2 }
                    let size = run.fontSize
                    let box = LayoutRect(
                        x: x + advance * 0.06, y: baseline - size * 0.85, width: advance * 0.88, height: size * 1.0)
                    boxes.append(
                        #"<path class="emoji" d="\#(SVGMarkup.rounded(box, size * 0.22))" fill-opacity="0.35"/>"#)
                }
            }
        }
        if !placedAtOnce, let sharedGlyphs {
            uses = sharedGlyphs.placeLine(x: line.frame.x, baseline: line.baseline)
        }
        let id = uniqueID("\(name)-\(index)")
        // The id's prefix before the paint, as the markup holds them: a
        // template's holes keep the numbers they had.
        let scopedID = scoped(MarkupText.escaped(id))
        let paint = painted(.fill, .text, color)
        body.write(#"<g class="line "#)
        body.write(escapedName)
        body.write(#"" id=""#)
        body.write(scopedID)
        body.write(#"" data-text=""#)
        body.write(MarkupText.escaped(line.text))
        body.write(#"""#)
        body.write(frame: line.frame)
        body.write(" ")
        body.write(paint)
        body.write(">")
        if let sharedLineID { body.write(use: sharedLineID, x: line.frame.x, y: line.baseline) }
        body.write(uses)
        for box in boxes { body.write(box) }
        body.write("</g>")
        body.endLine()
    }

    /// Whether `fontFile` is a bitmap face (no outlines at all): asked of
    /// the shared outlines when they read the same fonts, so that the
    /// page's pictures find it once, not once each.
    private mutating func isBitmapFace(_ fontFile: String) -> Bool {
        if let sharedGlyphs, sharedGlyphs.outlines.fonts === outlines.fonts {
            return sharedGlyphs.outlines.isBitmapFace(fontFile)
        }
        return outlines.isBitmapFace(fontFile)
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

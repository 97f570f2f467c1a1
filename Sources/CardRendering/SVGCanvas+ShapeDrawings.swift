import CardGeometry

/// A shape drawn as a part of a color template is kept (``ShapeDrawings``)
/// and copied, markup and all, the next time a template draws it alike:
/// the same shape but for its colors, at the same place in the layout,
/// after the same holes and ids.
extension SVGCanvas {
    /// Draws `shape` (the ``shapeIndex``-th) as a template's part, copied
    /// from the drawing kept for it when there is one whose choices and
    /// caption tests come out the same here; else drawn, and kept.
    mutating func drawKept(_ shape: LayoutShape, holes: PictureColorHoles, glyphs use: SharedGlyphUse) {
        let drawings = use.outlines.shapeDrawings
        let key = ShapeDrawings.Key(
            shape: shape.uncolored, index: shapeIndex, holes: holes.holes.count, counters: counters,
            usedIDs: usedIDs, definedOnce: definedOnce, topCornersOnly: topCornersOnly.contains(shape.name),
            symbol: symbols[shape.name], measurer: ObjectIdentifier(measurer))
        if let kept = drawings.drawing(key), copy(kept, of: shape, holes: holes, glyphs: use) { return }
        let bodyStart = body.byteCount, defsStart = defs.byteCount
        let holesStart = holes.holes.count, choicesStart = holes.choices.count
        let labelsStart = labelBoxes.count
        obstacleTests = []
        use.startJournal()
        drawAnew(shape)
        let placed = use.endJournal()
        let drawing = ShapeDrawings.Drawing(
            body: body.written(from: bodyStart), defs: defs.written(from: defsStart),
            holes: Array(holes.holes[holesStart...]), choices: Array(holes.choices[choicesStart...]),
            obstacleTests: obstacleTests ?? [], labelBoxes: Array(labelBoxes[labelsStart...]), counters: counters,
            usedIDs: usedIDs, definedOnce: definedOnce, glyphs: placed.glyphs, lines: placed.lines)
        obstacleTests = nil
        drawings.keep(drawing, for: key)
    }

    /// Adds `drawing` to the picture as if `shape` were drawn now; false,
    /// the picture unchanged, when a choice it made from a color of the
    /// shape, or a caption's test against what lies over its image, comes
    /// out otherwise here.
    private mutating func copy(
        _ drawing: ShapeDrawings.Drawing, of shape: LayoutShape, holes: PictureColorHoles, glyphs use: SharedGlyphUse
    ) -> Bool {
        for choice in drawing.choices {
            guard let color = choice.field.color(in: shape), choice.holds(color) == choice.outcome else { return false }
        }
        for test in drawing.obstacleTests
        where captionObstacles.contains(where: { $0.intersects(test.box) }) != test.blocked {
            return false
        }
        body.append(written: drawing.body)
        defs.append(written: drawing.defs)
        holes.append(drawing.holes, drawing.choices)
        labelBoxes += drawing.labelBoxes
        counters = drawing.counters
        usedIDs = drawing.usedIDs
        definedOnce = drawing.definedOnce
        use.take(glyphs: drawing.glyphs, lines: drawing.lines)
        return true
    }
}

import CardGeometry
import CardText

/// The drawing of one picture: the definitions (clips, gradients, filters)
/// and the body, filled shape by shape, back to front.
struct SVGCanvas {
    let measurer: TextMeasurer
    var outlines: OutlineCache
    /// `<defs>` content, a line per definition.
    var defs = MarkupLines()
    /// What is drawn, in order, a line per element.
    var body = MarkupLines()
    /// The ids taken so far: fresh ids' counters (``newID(_:)``),
    /// definitions made once (``defineOnce(_:_:)``) and unique ids
    /// (``uniqueID(_:)``); a kept shape's drawing (``ShapeDrawings``) is
    /// copied only after the same ones.
    var counters: [String: Int] = [:]
    var definedOnce: Set<String> = []
    var usedIDs: Set<String> = []
    /// What the layout says of badges and corners (see ``PictureFacts``).
    var symbols: [String: BadgeSymbol] = [:]
    var topCornersOnly: Set<String> = []
    /// Frames an image's caption keeps clear of (the badges drawn over it).
    var captionObstacles: [LayoutRect] = []
    /// Where the picture's own labels (captions) were placed.
    var labelBoxes: [LayoutRect] = []
    /// The caption boxes tested against ``captionObstacles`` while a
    /// shape's drawing is kept (``ShapeDrawings``); nil otherwise.
    var obstacleTests: [ShapeDrawings.ObstacleTest]?
    /// The ids of the glyph outlines defined so far (see `glyphID`).
    var glyphIDs: [GlyphKey: String] = [:]
    /// Where glyphs are placed from instead, when a document shares them.
    var sharedGlyphs: SharedGlyphUse?
    /// What the colors decide, when the picture is drawn as a template
    /// (see ``colored(_:_:_:)``); nil when it is drawn alone.
    var colorHoles: PictureColorHoles?
    /// The index of the shape being drawn in the layout's shapes.
    var shapeIndex = 0
    /// Starts the ids the picture defines and refers to (see ``scoped(_:)``).
    var idPrefix = ""

    /// A glyph of a face, at a size.
    struct GlyphKey: Hashable {
        var fontFile: String
        var glyph: UInt32
        var size: Double
    }

    init(measurer: TextMeasurer) {
        self.measurer = measurer
        self.outlines = OutlineCache(fonts: measurer.fonts)
    }

    /// A fresh id, `PREFIX-N`.
    mutating func newID(_ prefix: String) -> String {
        let next = counters[prefix, default: 0] + 1
        counters[prefix] = next
        return "\(prefix)-\(next)"
    }

    /// `id`, or `id~2`, `id~3`… when a shape drawn twice (a sheet at each
    /// of its positions) already took it: ids stay unique in the document.
    mutating func uniqueID(_ id: String) -> String {
        var candidate = id
        var number = 2
        while !usedIDs.insert(candidate).inserted {
            candidate = "\(id)~\(number)"
            number += 1
        }
        return candidate
    }

    /// Adds `definition` to the defs unless `id` was defined already;
    /// `definition` is given the id as the picture writes it
    /// (``scoped(_:)``).
    mutating func defineOnce(_ id: String, _ definition: (String) -> String) {
        guard definedOnce.insert(id).inserted else { return }
        defs.append(definition(scoped(id)))
    }

    /// Draws one shape, the `index`-th of the layout's: drawn as a part of
    /// a template whose glyphs are shared, copied from the same shape drawn
    /// before when it was (``drawKept(_:holes:glyphs:)``).
    mutating func draw(_ shape: LayoutShape, index: Int) {
        shapeIndex = index
        if let colorHoles, let sharedGlyphs {
            drawKept(shape, holes: colorHoles, glyphs: sharedGlyphs)
        } else {
            drawAnew(shape)
        }
    }

    /// Draws the shape being drawn (``shapeIndex``).
    mutating func drawAnew(_ shape: LayoutShape) {
        switch shape {
        case .surface(let surface): drawSurface(surface)
        case .image(let image): drawImage(image)
        case .text(let name, let block): drawText(name: name, block: block)
        case .badge(let badge): drawBadge(badge)
        }
    }
}

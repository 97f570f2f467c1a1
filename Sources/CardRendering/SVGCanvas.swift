import CardGeometry
import CardText

/// The drawing of one picture: the definitions (clips, gradients, filters)
/// and the body, filled shape by shape, back to front.
struct SVGCanvas {
    let measurer: TextMeasurer
    var outlines: OutlineCache
    /// `<defs>` content.
    var defs: [String] = []
    /// What is drawn, in order.
    var body: [String] = []
    private var counters: [String: Int] = [:]
    private var definedOnce: Set<String> = []
    private var usedIDs: Set<String> = []
    /// What the layout says of badges and corners (see ``PictureFacts``).
    var symbols: [String: BadgeSymbol] = [:]
    var topCornersOnly: Set<String> = []
    /// Frames an image's caption keeps clear of (the badges drawn over it).
    var captionObstacles: [LayoutRect] = []
    /// Where the picture's own labels (captions) were placed.
    var labelBoxes: [LayoutRect] = []
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

    /// Draws one shape, the `index`-th of the layout's.
    mutating func draw(_ shape: LayoutShape, index: Int) {
        shapeIndex = index
        switch shape {
        case .surface(let surface): drawSurface(surface)
        case .image(let image): drawImage(image)
        case .text(let name, let block): drawText(name: name, block: block)
        case .badge(let badge): drawBadge(badge)
        }
    }
}

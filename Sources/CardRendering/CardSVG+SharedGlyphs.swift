import CardGeometry
import CardText

/// The glyphs one picture placed from a ``SharedGlyphOutlines``, as it is
/// drawn (one picture, one thread).
final class SharedGlyphUse {
    let outlines: SharedGlyphOutlines
    /// The glyphs placed, each once, by their numbers: a picture places the
    /// same glyphs many times, and a set of small numbers tells a glyph
    /// seen before without hashing it.
    private var placed = GlyphNumbers()
    /// The lines placed: id and definition.
    private(set) var lines: [String: String] = [:]
    /// The entries found so far, by face and glyph; those of the face
    /// asked for last are in `face`, so that a run of glyphs of one face
    /// looks its face up once.
    private var known: [String: [UInt32: SharedGlyphOutlines.Glyph?]] = [:]
    private var faceFile: String?
    private var face: [UInt32: SharedGlyphOutlines.Glyph?] = [:]
    /// The glyphs of the line being placed.
    private var line: [SharedGlyphOutlines.PlacedGlyph] = []
    /// Every glyph and line placed since ``startJournal()``, found before
    /// in this picture or not; nil when none is started.
    private var journal: (glyphs: GlyphNumbers, lines: [String: String])?

    init(_ outlines: SharedGlyphOutlines) {
        self.outlines = outlines
    }

    /// The glyphs placed, each once, by their numbers.
    var numbers: GlyphNumbers { placed }

    /// The glyphs placed, each once: made when the picture is done.
    var used: Set<SharedGlyphOutlines.Glyph> { Set(placed.glyphs(in: outlines)) }

    /// The shared id of the glyph's outline (at any size), noted as used;
    /// nil for a glyph without an outline.
    func id(of glyph: UInt32, fontFile: String, size: Double) -> String? {
        if fontFile != faceFile {
            if let faceFile { known[faceFile] = face }
            face = known[fontFile] ?? [:]
            faceFile = fontFile
        }
        if let entry = face[glyph] {
            if let entry, journal != nil { journal?.glyphs.insert(entry) }
            return entry?.id
        }
        let entry = outlines.glyph(glyph, fontFile: fontFile)
        face[glyph] = entry
        if let entry {
            placed.insert(entry)
            if journal != nil { journal?.glyphs.insert(entry) }
        }
        return entry?.id
    }

    /// Starts noting every glyph and line placed, for a shape's drawing
    /// kept apart (``ShapeDrawings``).
    func startJournal() {
        journal = (GlyphNumbers(), [:])
    }

    /// The glyphs and lines placed since ``startJournal()``; stops noting.
    func endJournal() -> (glyphs: GlyphNumbers, lines: [String: String]) {
        defer { journal = nil }
        return journal ?? (GlyphNumbers(), [:])
    }

    /// Notes `glyphs` and `lines` as placed (a kept shape's drawing copied).
    func take(glyphs: GlyphNumbers, lines: [String: String]) {
        placed.formUnion(glyphs)
        for (id, definition) in lines { self.lines[id] = definition }
        if journal != nil {
            journal?.glyphs.formUnion(glyphs)
            for (id, definition) in lines { journal?.lines[id] = definition }
        }
    }

    /// Adds a glyph (by its shared id) at `size` points to the line being
    /// placed, at its offset from the line's origin on the baseline.
    func place(_ id: String, size: Double, x: Double, y: Double) {
        line.append(SharedGlyphOutlines.PlacedGlyph(id: id, size: size, x: x, y: y))
    }

    /// Places a whole line at once, `placed` (``SharedGlyphOutlines/placed(_:)``
    /// of its runs), as ``id(of:fontFile:size:)`` and
    /// ``place(_:size:x:y:)`` of each glyph and then
    /// ``placeLine(x:baseline:)`` would, glyphs without an outline left
    /// out: the id of its shared line, which the picture places with a
    /// `<use>` at the line's origin on the baseline, as
    /// ``placeLine(x:baseline:)`` writes it; nil when none of its glyphs
    /// has an outline.
    func place(_ placed: SharedGlyphOutlines.PlacedRuns) -> String? {
        precondition(line.isEmpty, "a line placed at once while another is placed glyph by glyph")
        self.placed.formUnion(placed.numbers)
        if journal != nil { journal?.glyphs.formUnion(placed.numbers) }
        guard let entry = placed.line else { return nil }
        lines[entry.id] = entry.definition
        if journal != nil { journal?.lines[entry.id] = entry.definition }
        return entry.id
    }

    /// Ends the line being placed: one `<use>` of its shared definition at
    /// (`x`, `baseline`), or "" when it placed no glyph.
    func placeLine(x: Double, baseline: Double) -> String {
        defer { line.removeAll(keepingCapacity: true) }
        guard !line.isEmpty else { return "" }
        let entry = outlines.line(line)
        lines[entry.id] = entry.definition
        if journal != nil { journal?.lines[entry.id] = entry.definition }
        return Self.lineUse(entry.id, x: x, baseline: baseline)
    }

    /// The `<use>` of the shared line `id` at (`x`, `baseline`).
    static func lineUse(_ id: String, x: Double, baseline: Double) -> String {
        ##"<use href="#\##(id)" x="\##(SVGMarkup.n(x))" y="\##(SVGMarkup.n(baseline))"/>"##
    }
}

extension CardSVG {
    /// A picture whose glyph outlines are defined elsewhere in its document.
    public struct SharedGlyphPicture: Sendable {
        /// The SVG document: as ``CardSVG/render(_:options:)`` writes it,
        /// but each glyph's `<use>` refers to a shared id and its `<defs>`
        /// hold no glyph outline.
        public var svg: String
        /// The glyphs it places: the document defines them once, with
        /// ``SharedGlyphOutlines/definitions(of:)``.
        public var glyphs: Set<SharedGlyphOutlines.Glyph>
        /// The lines it places, by id: the document defines each once, after
        /// the glyphs (a line's definition uses them).
        public var lines: [String: String]
    }

    /// `layout` drawn as ``render(_:options:)`` draws it, its glyph
    /// outlines taken from (and left to) `outlines`, so that many pictures
    /// in one document share them.
    public func render(
        _ layout: Layout, options: Options = Options(), sharing outlines: SharedGlyphOutlines
    ) -> SharedGlyphPicture {
        let use = SharedGlyphUse(outlines)
        let svg = render(layout, options: options, sharedGlyphs: use)
        return SharedGlyphPicture(svg: svg, glyphs: use.used, lines: use.lines)
    }
}

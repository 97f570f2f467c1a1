// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import CardText
import Foundation

/// One tile, laid out and drawn: what the page's summary counts (its HTML
/// is kept beside it, in ``RenderedView``).
struct RenderedTile: Sendable {
    /// What the tile shows where its picture goes.
    enum Content: Sendable {
        /// The picture (inline SVG, UTF-8) and the box it spans.
        case picture(svg: [UInt8], box: TilePicture.Box?)
        /// The card cannot be laid out in this environment.
        case failed(SourceProblem)
    }

    var environment: TileEnvironment
    /// The layout's size; nil when it failed.
    var size: LayoutSize?
    var marks: TileMarks
    /// The frames the last save moved here.
    var moved: MovedFrames
    var failed: Bool
}

/// A tile with its part of the page and the shared glyphs and lines its
/// picture uses.
struct DrawnTile: Sendable {
    var tile: RenderedTile
    /// Its part of the page, UTF-8.
    var html: [UInt8]
    /// The glyphs its picture places, by their numbers in the page's
    /// shared outlines.
    var glyphs: GlyphNumbers
    /// Shared lines by id, with their definitions.
    var lines: [String: String]
    /// Whether its picture was filled in from its geometry's drawing
    /// (``CardSVG/ColorTemplate``) rather than drawn alone.
    var fromTemplate = false
}

/// Lays a document out in the environments of a matrix and draws the
/// layouts: the typed input, read once when FILE is saved, with each tile's
/// environment set on it (nothing is read again). The tiles are laid out as
/// one batch (``layouts(_:in:)``), so that environments whose geometry is
/// the same are laid out once, and each group of them is drawn once
/// (``draw(_:of:)``), every tile of it taking its own colors;
/// ``TileCache`` draws the groups on all cores.
struct TileRenderer: Sendable {
    let engine: CardLayoutEngine
    /// The page's shared glyph outlines.
    let glyphs: SharedGlyphOutlines
    /// The document before the last save, to find what moved.
    let previous: PreviousDocument?
    /// Where the frames of the tiles drawn are kept for the next save, under
    /// `layoutNumber`, and where those of the document before are found (nil:
    /// none are kept, the document before is laid out again).
    let keptFrames: KeptFrames?
    /// The document's ``SourceSnapshot/layoutNumber``.
    let layoutNumber: Int?
    private let renderer: CardSVG

    init(
        engine: CardLayoutEngine, glyphs: SharedGlyphOutlines, previous: PreviousDocument? = nil,
        keptFrames: KeptFrames? = nil, layoutNumber: Int? = nil
    ) {
        self.engine = engine
        self.glyphs = glyphs
        self.previous = previous
        self.keptFrames = keptFrames
        self.layoutNumber = layoutNumber
        self.renderer = TilePicture.renderer(for: engine)
    }

    init(snapshot: SourceSnapshot, keptFrames: KeptFrames? = nil) {
        self.init(
            engine: snapshot.engine, glyphs: snapshot.glyphs, previous: snapshot.previous, keptFrames: keptFrames,
            layoutNumber: snapshot.layoutNumber)
    }

    /// The layout of `document` in `environment`.
    func layout(_ document: LayoutInput, in environment: TileEnvironment, includesGlyphs: Bool) throws(CardLayoutError)
        -> Layout
    {
        try Self.layout(document, in: environment, engine: engine, includesGlyphs: includesGlyphs)
    }

    private static func layout(
        _ document: LayoutInput, in environment: TileEnvironment, engine: CardLayoutEngine, includesGlyphs: Bool
    ) throws(CardLayoutError) -> Layout {
        try engine.layout(document.overriding(environment.overrides), includesGlyphs: includesGlyphs)
    }

    /// The frames of `layout` that moved since the document before the last
    /// save, laid out in the same environment (none when there is no such
    /// document, or when it could not be laid out there).
    func moved(_ layout: Layout, in environment: TileEnvironment) -> MovedFrames {
        guard let previous,
            let before = try? Self.layout(
                previous.document, in: environment, engine: previous.engine, includesGlyphs: false)
        else { return .none }
        return MovedFrames(from: before, to: layout)
    }

    /// `document` laid out in each of `environments` as one batch, and the
    /// document before the last save too (without glyphs), to find what
    /// moved, unless the frames of its tiles are kept (``KeptFrames``): on
    /// all cores, the caller's thread waiting.
    func layouts(_ document: LayoutInput, in environments: [TileEnvironment]) -> TileLayouts {
        let batch = environments.map { $0.overrides.applied(to: document.environment) }
        let layouts = engine.layout(document, in: batch, includesGlyphs: true) { $0 }
        var before: TileLayouts.Before?
        if let previous {
            let batch = environments.map { $0.overrides.applied(to: previous.document.environment) }
            let groups = previous.document.geometryGroups(in: batch).places.map(\.group)
            if let number = previous.layoutNumber, let kept = keptFrames?.frames(of: number, in: environments) {
                before = TileLayouts.Before(tiles: kept.map { TileLayouts.Before.Tile.frames($0) }, groups: groups)
            } else {
                let laidOut = previous.engine.layout(previous.document, in: batch, includesGlyphs: false) { $0 }
                before = TileLayouts.Before(
                    tiles: laidOut.map { (try? $0.get()).map { TileLayouts.Before.Tile.layout($0) } }, groups: groups)
            }
        }
        return TileLayouts(
            environments: environments, layouts: layouts, groups: document.geometryGroups(in: batch).members,
            before: before)
    }

    /// The tiles of one group of ``TileLayouts/groups`` (indexes into
    /// `tiles`), with their indexes. The group's first layout is drawn once
    /// as a template that every layout of the group whose drawing differs
    /// only in its colors fills in (``CardSVG/ColorTemplate``); a layout the
    /// template does not take is drawn alone.
    func draw(_ group: [Int], of tiles: TileLayouts) -> [(index: Int, tile: DrawnTile)] {
        var template: CardSVG.ColorTemplate?
        var triedTemplate = group.count < 2
        var templateBox: TilePicture.Box?
        /// What moved in the tiles drawn from the template, by the group of
        /// the document before (the same geometry before and now).
        var movedByGroupBefore: [Int: MovedFrames] = [:]
        var svg: [UInt8] = []
        var overlays = TilesHTML.OverlayMemo()
        /// The group's layouts as their kind writes them (one geometry: the
        /// same frames), made once.
        var groupFrames: FlatLayoutJSON?
        func frames(of layout: Layout) -> FlatLayoutJSON {
            if let groupFrames { return groupFrames }
            let frames = FlatLayoutJSON(layout)
            groupFrames = frames
            return frames
        }
        /// What moved in the tile at `index` (laid out as `layout`, whose
        /// shapes are `shapes`).
        func movedFrames(_ index: Int, _ layout: Layout, _ shapes: [LayoutShape]) -> MovedFrames {
            guard let before = tiles.before, let previous = before.frames(at: index) else { return .none }
            return MovedFrames(from: previous, to: frames(of: layout), shapes: shapes)
        }
        let tilesDrawn: [(index: Int, tile: DrawnTile)] = group.map { index in
            let environment = tiles.environments[index]
            let layout: Layout
            switch tiles.layouts[index] {
            case .success(let value):
                layout = value
            case .failure(let error):
                return (index, failedTile(environment, error))
            }
            // A kind makes its shapes anew each time it is asked: once here.
            let shapes = layout.shapes
            var drawnFrom = false
            if !triedTemplate {
                triedTemplate = true
                template = TilePicture.template(layout, shapes: shapes, renderer: renderer, glyphs: glyphs)
                drawnFrom = true
            }
            svg.removeAll(keepingCapacity: true)
            if let template,
                TilePicture.write(
                    template, of: layout, shapes: shapes, drawnFrom: drawnFrom, in: environment, into: &svg)
            {
                let box = templateBox ?? TilePicture.box(of: svg)
                templateBox = box
                var moved = MovedFrames.none
                if let before = tiles.before, before.laidOut(index) {
                    let groupBefore = before.groups[index]
                    moved = movedByGroupBefore[groupBefore] ?? movedFrames(index, layout, shapes)
                    movedByGroupBefore[groupBefore] = moved
                }
                var drawn = tile(
                    layout, shapes: shapes, in: environment, svg: svg, box: box, glyphs: template.glyphNumbers,
                    lines: template.lines, moved: moved, overlays: &overlays)
                drawn.fromTemplate = true
                return (index, drawn)
            }
            let picture = TilePicture.svg(layout, in: environment, renderer: renderer, glyphs: glyphs)
            let bytes = Array(picture.svg.utf8)
            let drawn = tile(
                layout, shapes: shapes, in: environment, svg: bytes, box: TilePicture.box(of: bytes),
                glyphs: GlyphNumbers(picture.glyphs), lines: picture.lines, moved: movedFrames(index, layout, shapes),
                overlays: &overlays)
            return (index, drawn)
        }
        // The group's frames, kept for the next save's what moved.
        if let keptFrames, let layoutNumber {
            let laidOut = group.filter { if case .success = tiles.layouts[$0] { true } else { false } }
            if let first = laidOut.first, case .success(let layout) = tiles.layouts[first] {
                keptFrames.keep(frames(of: layout), of: layoutNumber, in: laidOut.map { tiles.environments[$0] })
            }
        }
        return tilesDrawn
    }

    /// A tile of `layout` (whose shapes are `shapes`) with its picture
    /// (inline SVG).
    private func tile(
        _ layout: Layout, shapes: [LayoutShape], in environment: TileEnvironment, svg: [UInt8], box: TilePicture.Box?,
        glyphs: GlyphNumbers, lines: [String: String], moved: MovedFrames,
        overlays: inout TilesHTML.OverlayMemo
    ) -> DrawnTile {
        let tile = RenderedTile(
            environment: environment, size: layout.size, marks: TileMarks(layout, shapes: shapes), moved: moved,
            failed: false)
        let html = TilesHTML.tile(tile, content: .picture(svg: svg, box: box), overlays: &overlays)
        return DrawnTile(tile: tile, html: html, glyphs: glyphs, lines: lines)
    }

    /// A tile whose layout failed.
    private func failedTile(_ environment: TileEnvironment, _ error: CardLayoutError) -> DrawnTile {
        let tile = RenderedTile(environment: environment, size: nil, marks: TileMarks(marks: []), moved: .none, failed: true)
        return DrawnTile(
            tile: tile, html: TilesHTML.tile(tile, content: .failed(SourceProblem(error))), glyphs: GlyphNumbers(),
            lines: [:])
    }

    /// One tile, laid out and drawn alone.
    func tile(_ document: LayoutInput, in environment: TileEnvironment) -> DrawnTile {
        let layout: Layout
        do {
            layout = try self.layout(document, in: environment, includesGlyphs: true)
        } catch {
            let tile = RenderedTile(
                environment: environment, size: nil, marks: TileMarks(marks: []), moved: .none, failed: true)
            return DrawnTile(
                tile: tile, html: TilesHTML.tile(tile, content: .failed(SourceProblem(error))), glyphs: GlyphNumbers(),
                lines: [:])
        }
        let picture = TilePicture.svg(layout, in: environment, renderer: renderer, glyphs: glyphs)
        let svg = Array(picture.svg.utf8)
        let tile = RenderedTile(
            environment: environment, size: layout.size, marks: TileMarks(layout),
            moved: moved(layout, in: environment), failed: false)
        let html = TilesHTML.tile(tile, content: .picture(svg: svg, box: TilePicture.box(of: svg)))
        return DrawnTile(tile: tile, html: html, glyphs: GlyphNumbers(picture.glyphs), lines: picture.lines)
    }
}

/// The layouts of a document over the tiles of a matrix, as one batch
/// laid them out (``TileRenderer/layouts(_:in:)``).
struct TileLayouts: Sendable {
    /// The document before the last save in the same environments: its
    /// layouts, or the frames of its tiles as they were kept.
    struct Before: Sendable {
        /// One environment's layout, or its frames as kept.
        enum Tile: Sendable {
            case layout(Layout)
            case frames(FlatLayoutJSON)
        }

        /// Nil where it could not be laid out.
        var tiles: [Tile?]
        /// Each environment's geometry group.
        var groups: [Int]

        /// Whether the document before was laid out in the `index`-th
        /// environment.
        func laidOut(_ index: Int) -> Bool { tiles[index] != nil }

        /// The `index`-th layout as its kind writes it; nil where it could
        /// not be laid out.
        func frames(at index: Int) -> FlatLayoutJSON? {
            switch tiles[index] {
            case .layout(let layout): FlatLayoutJSON(layout)
            case .frames(let frames): frames
            case nil: nil
            }
        }
    }

    var environments: [TileEnvironment]
    var layouts: [Result<Layout, CardLayoutError>]
    /// The environments that share a geometry, as indexes, in groups in
    /// the order of their first environment.
    var groups: [[Int]]
    var before: Before?
}

extension TileMarks {
    init(marks: [Mark]) {
        self.marks = marks
    }
}
#endif

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
        /// The picture (inline SVG) and the box it spans.
        case picture(svg: String, box: TilePicture.Box?)
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
    var html: String
    var glyphs: Set<SharedGlyphOutlines.Glyph>
    /// Shared lines by id, with their definitions.
    var lines: [String: String]
}

/// Lays a document out in an environment of a matrix and draws the layout:
/// the typed input, read once when FILE is saved, with the tile's
/// environment set on it (nothing is read again); ``TileCache`` runs it
/// over a matrix on all cores.
struct TileRenderer: Sendable {
    let engine: CardLayoutEngine
    /// The page's shared glyph outlines.
    let glyphs: SharedGlyphOutlines
    /// The document before the last save, to find what moved.
    let previous: PreviousDocument?
    private let renderer: CardSVG

    init(engine: CardLayoutEngine, glyphs: SharedGlyphOutlines, previous: PreviousDocument? = nil) {
        self.engine = engine
        self.glyphs = glyphs
        self.previous = previous
        self.renderer = TilePicture.renderer(for: engine)
    }

    init(snapshot: SourceSnapshot) {
        self.init(engine: snapshot.engine, glyphs: snapshot.glyphs, previous: snapshot.previous)
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

    /// One tile.
    func tile(_ document: LayoutInput, in environment: TileEnvironment) -> DrawnTile {
        let layout: Layout
        do {
            layout = try self.layout(document, in: environment, includesGlyphs: true)
        } catch {
            let tile = RenderedTile(
                environment: environment, size: nil, marks: TileMarks(marks: []), moved: .none, failed: true)
            return DrawnTile(
                tile: tile, html: TilesHTML.tile(tile, content: .failed(SourceProblem(error))), glyphs: [], lines: [:])
        }
        let picture = TilePicture.svg(layout, scheme: environment.scheme, renderer: renderer, glyphs: glyphs)
        let svg = TilePicture.inline(picture.svg, prefix: environment.identifier, sharedPrefix: glyphs.idPrefix)
        let tile = RenderedTile(
            environment: environment, size: layout.size, marks: TileMarks(layout),
            moved: moved(layout, in: environment), failed: false)
        let html = TilesHTML.tile(tile, content: .picture(svg: svg, box: TilePicture.box(of: picture.svg)))
        return DrawnTile(tile: tile, html: html, glyphs: picture.glyphs, lines: picture.lines)
    }
}

extension TileMarks {
    init(marks: [Mark]) {
        self.marks = marks
    }
}
#endif

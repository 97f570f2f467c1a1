// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import CardText
import Foundation

/// One tile, laid out and drawn, ready for the page.
struct RenderedTile: Sendable {
    enum Content: Sendable {
        /// The picture (inline SVG) and the box it spans.
        case picture(svg: String, box: TilePicture.Box?)
        /// The renderer cannot draw this kind yet: the tile shows the sizes
        /// and marks, and its frames table.
        case noPicture
        /// The card cannot be laid out in this environment.
        case failed(SourceProblem)
    }

    var environment: TileEnvironment
    var content: Content
    /// The layout's size; nil when it failed.
    var size: LayoutSize?
    var marks: TileMarks

    var failed: Bool {
        if case .failed = content { return true }
        return false
    }
}

/// Lays a document out in an environment of a matrix and draws the layout,
/// through the engine's kind-independent entry
/// (``CardLayoutEngine/layout(jsonValue:includesGlyphs:)``); ``TileCache``
/// runs it over a matrix on all cores.
struct TileRenderer: Sendable {
    let engine: CardLayoutEngine
    private let renderer: CardSVG

    init(engine: CardLayoutEngine) {
        self.engine = engine
        self.renderer = TilePicture.renderer(for: engine)
    }

    /// The layout of `document` in `environment`.
    func layout(_ document: JSONValue, in environment: TileEnvironment, includesGlyphs: Bool) throws(CardLayoutError)
        -> Layout
    {
        try engine.layout(jsonValue: environment.overrides.applied(to: document), includesGlyphs: includesGlyphs)
    }

    /// One tile.
    func tile(_ document: JSONValue, in environment: TileEnvironment) -> RenderedTile {
        let layout: Layout
        do {
            layout = try self.layout(document, in: environment, includesGlyphs: true)
        } catch {
            return RenderedTile(
                environment: environment, content: .failed(SourceProblem(error)), size: nil, marks: TileMarks(marks: []))
        }
        let content: RenderedTile.Content
        if let svg = TilePicture.svg(layout, scheme: environment.scheme, renderer: renderer) {
            content = .picture(
                svg: TilePicture.inline(svg, prefix: environment.identifier), box: TilePicture.box(of: svg))
        } else {
            content = .noPicture
        }
        return RenderedTile(environment: environment, content: content, size: layout.size, marks: TileMarks(layout))
    }
}

extension TileMarks {
    init(marks: [Mark]) {
        self.marks = marks
    }
}
#endif

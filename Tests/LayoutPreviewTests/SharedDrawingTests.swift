// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import Foundation
import Testing

@testable import LayoutPreview

/// The tiles of a view are laid out as one batch and each geometry is drawn
/// once, its tiles taking their own colors: every tile must be, byte for
/// byte, the tile drawn alone (its picture, marks, moved frames, glyphs).
@Suite("Tiles that share a geometry share its drawing", .timeLimit(.minutes(5)))
struct SharedDrawingTests {
    /// Every tile of `document` over `matrix`, drawn by geometry groups as
    /// the tile cache draws them.
    func drawnByGroups(_ document: LayoutInput, over matrix: DeviceMatrix, renderer: TileRenderer) -> [DrawnTile] {
        let environments = matrix.tileEnvironments
        let layouts = renderer.layouts(document, in: environments)
        var tiles = [DrawnTile?](repeating: nil, count: environments.count)
        for group in layouts.groups {
            for (index, tile) in renderer.draw(group, of: layouts) {
                #expect(tiles[index] == nil)
                tiles[index] = tile
            }
        }
        return tiles.compactMap { $0 }
    }

    func expectSame(_ shared: [DrawnTile], asAlone document: LayoutInput, over matrix: DeviceMatrix,
        renderer: TileRenderer, _ name: String
    ) {
        let environments = matrix.tileEnvironments
        #expect(shared.count == environments.count, "\(name)")
        for (tile, environment) in zip(shared, environments) {
            let alone = renderer.tile(document, in: environment)
            #expect(tile.html == alone.html, "\(name): \(environment.label)")
            #expect(tile.glyphs == alone.glyphs && tile.lines == alone.lines, "\(name): \(environment.label)")
            #expect(tile.tile.failed == alone.tile.failed && tile.tile.moved == alone.tile.moved)
        }
    }

    @Test("a picture's box is read from its root element only")
    func box() {
        let svg = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<svg xmlns="http://www.w3.org/2000/svg" width="352" height="378.5" viewBox="-16 -16 352 378.5">"#
            + #"<rect width="9" height="9" viewBox="0 0 1 1"/></svg>"#
        #expect(TilePicture.box(of: svg) == TilePicture.Box(viewBox: "-16 -16 352 378.5", width: 352, height: 378.5))
        #expect(TilePicture.box(of: #"<svg viewBox="0 0 1 1" height="1">"#) == nil)
        #expect(TilePicture.box(of: "") == nil)
    }

    @Test("every golden input: a tile's picture, drawn inline, is the command's SVG file with its ids made the tile's")
    func inlinePictures() async throws {
        let root = packageRoot.appendingPathComponent("Goldens")
        let files = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            ?? []).filter { $0.lastPathComponent.hasSuffix(".input.json") }.sorted { $0.path < $1.path }
        try #require(files.count > 400)
        let engine = try CardLayoutEngine(fonts: .bundled())
        let glyphs = SharedGlyphOutlines(fonts: engine.measurer.fonts, idPrefix: "G7_")
        let renderer = TilePicture.renderer(for: engine)
        var prefixed = 0
        for (number, file) in files.enumerated() {
            // Long and synchronous: let the run's servers and clients go on.
            await Task.yield()
            guard let document = try? engine.input(json: Data(contentsOf: file)) else { continue }
            let environment = TileEnvironment(
                width: number % 2 == 0 ? 320 : 744,
                category: ContentSizeCategory.allCases[number % ContentSizeCategory.allCases.count],
                scheme: number % 3 == 0 ? .dark : .light, direction: number % 4 == 1 ? .rtl : .ltr)
            guard let layout = try? engine.layout(document.overriding(environment.overrides), includesGlyphs: true)
            else { continue }
            // Shared glyphs, as the page draws them.
            let standalone = renderer.render(
                layout, options: CardSVG.Options(colorScheme: environment.scheme, margin: TilePicture.margin),
                sharing: glyphs)
            let expected = InlinePictureReference.inline(
                standalone.svg, prefix: environment.identifier, sharedPrefix: glyphs.idPrefix)
            let inline = TilePicture.svg(layout, in: environment, renderer: renderer, glyphs: glyphs)
            #expect(inline.svg == expected, "\(file.lastPathComponent)")
            #expect(inline.glyphs == standalone.glyphs && inline.lines == standalone.lines)
            if let template = TilePicture.template(layout, renderer: renderer, glyphs: glyphs) {
                var bytes: [UInt8] = []
                #expect(TilePicture.write(template, of: layout, shapes: layout.shapes, in: environment, into: &bytes))
                #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(file.lastPathComponent)")
                // The layout the template was drawn from, its geometry not
                // compared again: the same bytes.
                var own: [UInt8] = []
                #expect(
                    TilePicture.write(
                        template, of: layout, shapes: layout.shapes, drawnFrom: true, in: environment, into: &own))
                #expect(own == bytes, "\(file.lastPathComponent)")
            }
            // Each glyph defined in the picture, as the command draws it.
            let alone = CardSVG(measurer: engine.measurer).render(
                layout,
                options: CardSVG.Options(
                    colorScheme: environment.scheme, idPrefix: "p-", htmlClass: TilePicture.htmlClass))
            #expect(
                alone
                    == InlinePictureReference.inline(
                        CardSVG(measurer: engine.measurer).render(
                            layout, options: CardSVG.Options(colorScheme: environment.scheme)),
                        prefix: "p"),
                "\(file.lastPathComponent)")
            if expected.contains("url(#\(environment.identifier)-") { prefixed += 1 }
        }
        #expect(prefixed > 400)
    }

    @Test("every golden input: each tile drawn from its geometry's drawing is the tile drawn alone")
    func goldenInputs() throws {
        let root = packageRoot.appendingPathComponent("Goldens")
        let files = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            ?? []).filter { $0.lastPathComponent.hasSuffix(".input.json") }.sorted { $0.path < $1.path }
        try #require(files.count > 400)
        let engine = try CardLayoutEngine(fonts: .bundled())
        let renderer = TileRenderer(engine: engine, glyphs: SharedGlyphOutlines(fonts: engine.measurer.fonts))
        var tiles = 0
        var fromTemplate = 0
        for (number, file) in files.enumerated() {
            guard let document = try? engine.input(json: Data(contentsOf: file)) else { continue }
            let category = ContentSizeCategory.allCases[number % ContentSizeCategory.allCases.count]
            let matrix = DeviceMatrix(widths: [320, 744], categories: [category])
            let shared = drawnByGroups(document, over: matrix, renderer: renderer)
            expectSame(shared, asAlone: document, over: matrix, renderer: renderer, file.lastPathComponent)
            tiles += shared.count
            fromTemplate += shared.count { $0.fromTemplate }
        }
        // Storyteller cards share light and dark (a third of the inputs, or more).
        #expect(fromTemplate > tiles / 4)
    }

    @Test("the example card after a save: every tile from its geometry's drawing, with what moved, as drawn alone")
    func afterASave() throws {
        let engine = try CardLayoutEngine(fonts: .bundled())
        let before = try engine.input(json: Data(card(title: "Finals").utf8))
        let document = try engine.input(json: Data(exampleCard.utf8))
        let renderer = TileRenderer(
            engine: engine, glyphs: SharedGlyphOutlines(fonts: engine.measurer.fonts),
            previous: PreviousDocument(document: before, engine: engine))
        let matrix = DeviceMatrix(widths: [320, 1024], categories: [.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
        let shared = drawnByGroups(document, over: matrix, renderer: renderer)
        expectSame(shared, asAlone: document, over: matrix, renderer: renderer, "promo-card")
        // The light and dark tiles of each width, size and direction share
        // one drawing; the title moved frames in every tile.
        #expect(shared.allSatisfy { $0.fromTemplate })
        #expect(shared.allSatisfy { !$0.tile.moved.isEmpty })
        #expect(
            shared.contains {
                String(decoding: $0.html, as: UTF8.self).contains(##"fill="#000000""##) && $0.tile.environment.scheme == .dark
            })
    }

    @Test("after a save, what moved is found against the frames kept from the drawing before, as when laid out again")
    func keptFrames() throws {
        let engine = try CardLayoutEngine(fonts: .bundled())
        let before = try engine.input(json: Data(card(title: "Finals").utf8))
        let document = try engine.input(json: Data(exampleCard.utf8))
        let glyphs = SharedGlyphOutlines(fonts: engine.measurer.fonts)
        let matrix = DeviceMatrix(widths: [320, 1024], categories: [.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
        let environments = matrix.tileEnvironments
        func usesKeptFrames(_ layouts: TileLayouts) -> Bool {
            layouts.before?.tiles.allSatisfy { if case .frames = $0 { true } else { false } } == true
        }
        for byteLimit in [16 << 20, 0] {
            let kept = KeptFrames(byteLimit: byteLimit)
            let first = TileRenderer(engine: engine, glyphs: glyphs, keptFrames: kept, layoutNumber: 1)
            _ = drawnByGroups(before, over: matrix, renderer: first)
            let renderer = TileRenderer(
                engine: engine, glyphs: glyphs, previous: PreviousDocument(document: before, engine: engine, layoutNumber: 1),
                keptFrames: kept, layoutNumber: 2)
            // Kept within the bound only; past it the document before is laid out again.
            #expect(usesKeptFrames(renderer.layouts(document, in: environments)) == (byteLimit > 0))
            let shared = drawnByGroups(document, over: matrix, renderer: renderer)
            expectSame(shared, asAlone: document, over: matrix, renderer: renderer, "kept within \(byteLimit) bytes")
            #expect(shared.allSatisfy { !$0.tile.moved.isEmpty })
        }
        // The two newest numbers are kept, for the environments drawn.
        let kept = KeptFrames()
        let layout = try engine.layout(document, includesGlyphs: false)
        for number in [1, 2, 3] { kept.keep(FlatLayoutJSON(layout), of: number, in: Array(environments.prefix(2))) }
        #expect(kept.frames(of: 1, in: Array(environments.prefix(2))) == nil)
        #expect(kept.frames(of: 2, in: Array(environments.prefix(2)))?.count == 2)
        #expect(kept.frames(of: 3, in: Array(environments.prefix(1)))?.count == 1)
        #expect(kept.frames(of: 3, in: Array(environments.prefix(3))) == nil)
        kept.keep(FlatLayoutJSON(layout), of: 1, in: environments)
        #expect(kept.frames(of: 1, in: environments) == nil, "an older number than the two kept is not kept")
    }
}
#endif

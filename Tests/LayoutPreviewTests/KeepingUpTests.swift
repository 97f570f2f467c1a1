// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import LayoutPreview

/// The ids of every shared definition in `text`: a glyph's
/// `<path id="…">` and a line's `<g id="…">`.
func definedIDs(in text: String) -> [String] {
    ["<path id=\"", "<g id=\""].flatMap { opening in
        text.components(separatedBy: opening).dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}

/// Each text line of a picture as the glyphs it draws: each glyph's
/// outline commands (its shape, whatever its scale) and where the first
/// point of its outline lands on the picture, in order; from a picture
/// that defines its glyphs (`definitions` empty) or one that places shared
/// lines, scaled to their size.
func drawnLines(_ svg: String, definitions: String) -> [[(commands: String, x: Double, y: Double)]] {
    func attribute(_ name: String, _ text: Substring) -> String? {
        guard let range = text.range(of: " \(name)=\"") else { return nil }
        return String(text[range.upperBound...].prefix { $0 != "\"" })
    }
    /// A glyph's commands and the first point of its path data.
    var paths: [String: (commands: String, x: Double, y: Double)] = [:]
    var lines: [String: (scale: Double, body: Substring)] = [:]
    for piece in (svg + definitions).components(separatedBy: "<path id=\"").dropFirst() {
        let id = String(piece.prefix { $0 != "\"" })
        let data = attribute("d", piece[...]) ?? ""
        let first = data.dropFirst().prefix { !$0.isLetter }.split(separator: " ").compactMap { Double($0) }
        paths[id] = (data.filter(\.isLetter), first.first ?? .nan, first.last ?? .nan)
    }
    for piece in definitions.components(separatedBy: "<g id=\"").dropFirst() {
        let id = String(piece.prefix { $0 != "\"" })
        let head = piece.prefix { $0 != ">" }
        let scale = attribute("transform", (" " + head)[...]).flatMap { Double($0.dropFirst("scale(".count).dropLast()) } ?? 1
        lines[id] = (scale, piece.components(separatedBy: "</g>")[0][...])
    }
    func uses(_ text: Substring) -> [(id: String, x: Double, y: Double)] {
        text.components(separatedBy: "<use href=\"#").dropFirst().map { use in
            let head = (" " + use.prefix { $0 != ">" })[...]
            return (String(use.prefix { $0 != "\"" }), Double(attribute("x", head) ?? "0")!, Double(attribute("y", head) ?? "0")!)
        }
    }
    return svg.components(separatedBy: "<g class=\"line ").dropFirst().map { group in
        let body = group.components(separatedBy: "</g>")[0][...]
        return uses(body).flatMap { use -> [(commands: String, x: Double, y: Double)] in
            if let line = lines[use.id] {
                return uses(line.body).map { glyph in
                    let path = paths[glyph.id] ?? ("?", .nan, .nan)
                    return (path.commands, use.x + line.scale * (glyph.x + path.x), use.y + line.scale * (glyph.y + path.y))
                }
            }
            let path = paths[use.id] ?? ("?", .nan, .nan)
            return [(path.commands, use.x + path.x, use.y + path.y)]
        }
    }
}

/// The ids every `<use href="#…">` in `text` refers to.
func usedIDs(in text: String) -> Set<String> {
    Set(text.components(separatedBy: "<use href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) })
}

/// The part of `page` from `<figure … id="ID"` to its `</figure>`.
func tileHTML(_ id: String, in page: String) -> String? {
    guard let start = page.range(of: "id=\"\(id)\"") else { return nil }
    let figureStart = page[..<start.lowerBound].range(of: "<figure", options: .backwards)!.lowerBound
    let end = page[start.upperBound...].range(of: "</figure>")!.upperBound
    return String(page[figureStart..<end])
}

@Suite("A preview that keeps up: shared glyphs, changed tiles only, bounded memory", .timeLimit(.minutes(2)))
struct KeepingUpTests {
    @Test("each glyph outline is defined once per page, not per tile, and every glyph a tile places is defined")
    func glyphsOncePerPage() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let page = try await withRouter(server) { client in try await client.execute(uri: "/", method: .get).text }
        #expect(occurrences(of: "<figure class=\"tile ", in: page) == 16)
        #expect(occurrences(of: "<svg class=\"glyph-defs\"", in: page) == 1)
        let defined = definedIDs(in: page)
        #expect(!defined.isEmpty)
        #expect(Set(defined).count == defined.count, "a glyph is defined twice")
        #expect(defined.allSatisfy { $0.hasPrefix("G1_") })
        #expect(defined.contains { $0.hasPrefix("G1_L") })
        let used = usedIDs(in: page)
        #expect(used == Set(defined))
        // No picture defines a glyph of its own.
        let figures = page.components(separatedBy: "<figure class=\"tile ").dropFirst()
        for figure in figures { #expect(definedIDs(in: figure).isEmpty) }
        // 16 tiles of one card share its few dozen glyphs (at any size) and
        // its lines.
        #expect(definedIDs(in: page).filter { !$0.hasPrefix("G1_L") }.count < 100)
        #expect(defined.count < 200)
        // A tile's text is a <use> per line, not per glyph.
        let tile = try #require(tileHTML("t390-L-light-ltr", in: page))
        #expect(occurrences(of: "<use ", in: tile) < 12)
    }

    @Test("a shared-glyph picture draws what the command draws: each line's glyphs, with the same outlines, at the same places")
    func sharedGlyphsSamePicture() throws {
        let engine = try CardLayoutEngine(fonts: .bundled())
        let layout = try engine.layout(json: Data(exampleCard.utf8), includesGlyphs: true)
        let renderer = CardSVG(measurer: engine.measurer)
        let alone = renderer.render(layout)
        let shared = SharedGlyphOutlines(fonts: engine.measurer.fonts, idPrefix: "S_")
        let picture = renderer.render(layout, sharing: shared)
        // No glyph is defined in the picture; its lines are one <use> each.
        #expect(definedIDs(in: picture.svg).isEmpty)
        #expect(!picture.lines.isEmpty)
        let definitions = shared.definitions(of: picture.glyphs).joined() + picture.lines.values.joined()
        let expected = drawnLines(alone, definitions: "")
        let drawn = drawnLines(picture.svg, definitions: definitions)
        #expect(expected.count >= 3 && drawn.count == expected.count)
        for (line, expectedLine) in zip(drawn, expected) {
            #expect(line.count == expectedLine.count && !line.isEmpty)
            for (glyph, expectedGlyph) in zip(line, expectedLine) {
                #expect(glyph.commands == expectedGlyph.commands)
                #expect(abs(glyph.x - expectedGlyph.x) <= 0.01 && abs(glyph.y - expectedGlyph.y) <= 0.01)
            }
        }
        // The ids are the same each time, with or without kept definitions.
        let again = renderer.render(layout, sharing: shared)
        #expect(again.svg == picture.svg)
        let other = SharedGlyphOutlines(fonts: engine.measurer.fonts, idPrefix: "S_", byteLimit: 0)
        #expect(renderer.render(layout, sharing: other).svg == picture.svg)
        // The caption's label is a shared line too.
        #expect(picture.svg.contains("<g class=\"caption\""))
        #expect(!alone.contains("<g fill=\""))
        let caption = try #require(picture.svg.components(separatedBy: "<g class=\"caption\"").last)
        #expect(caption.components(separatedBy: "</g>")[0].contains("<g fill=\"#FFFFFF\"><use href=\"#S_L"))
    }

    @Test("after a save, /tiles?since=VERSION sends only the tiles that changed and the glyphs the page lacks")
    func changedTilesOnly() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        try await withRouter(server) { client in
            let first = try await client.execute(uri: "/tiles", method: .get).text
            #expect(first.hasPrefix("<div id=\"view\" data-version=\"1\""))
            // The dark scheme's text color changes: only the dark tiles change.
            try scratch.write(
                exampleCard.replacingOccurrences(
                    of: "\"black\": { \"primary\": \"#1A1A1A\" }", with: "\"black\": { \"primary\": \"#202020\" }"))
            #expect(try await eventually(within: 2) { server.source.snapshot.version == 2 })
            let partial = try await client.execute(uri: "/tiles?since=1", method: .get).text
            #expect(partial.hasPrefix("<div id=\"view\" data-version=\"2\" data-valid=\"true\" data-tiles=\"16\" data-partial=\"true\" data-since=\"1\">"))
            let sent = occurrences(of: "<figure class=\"tile ", in: partial)
            #expect(sent > 0 && sent < 16, "\(sent) tiles sent")
            // The glyphs are the same: none is sent again.
            #expect(definedIDs(in: partial).isEmpty)
            // Without since (or since a version no longer kept), the whole view.
            let whole = try await client.execute(uri: "/tiles", method: .get).text
            #expect(occurrences(of: "<figure class=\"tile ", in: whole) == 16)
            #expect(!whole.contains("data-partial"))
            let unknown = try await client.execute(uri: "/tiles?since=1&widths=320", method: .get).text
            #expect(!unknown.contains("data-partial"))
            // Each tile sent is the tile the whole view has.
            for figure in partial.components(separatedBy: "<figure class=\"tile ").dropFirst() {
                let id = String(figure.components(separatedBy: " id=\"")[1].prefix { $0 != "\"" })
                #expect(tileHTML(id, in: whole) == tileHTML(id, in: partial))
            }
            let bad = try await client.execute(uri: "/tiles?since=x", method: .get)
            #expect(bad.status == .badRequest)
            #expect(bad.text.contains("since: 'x' is not a version"))
        }
    }

    @Test("new glyphs after a save are sent with the changed tiles")
    func newGlyphsSent() async throws {
        let scratch = try Scratch()
        let server = try makeServer(card(title: "Finals"), in: scratch)
        try await withRouter(server) { client in
            let first = try await client.execute(uri: "/tiles", method: .get).text
            try scratch.write(card(title: "Finals: Quixotic Zebu"))
            #expect(try await eventually(within: 2) { server.source.snapshot.version == 2 })
            let partial = try await client.execute(uri: "/tiles?since=1", method: .get).text
            let added = Set(definedIDs(in: partial))
            #expect(!added.isEmpty)
            #expect(added.isDisjoint(with: Set(definedIDs(in: first))))
            // Together, the page's glyphs and the new ones define every glyph placed.
            #expect(usedIDs(in: partial).isSubset(of: added.union(definedIDs(in: first))))
        }
    }

    @Test("the cache keeps views within its byte limit, dropping the least recently used")
    func byteLimit() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let snapshot = server.source.snapshot
        let cache = TileCache(byteLimit: 200_000)
        var sizes: [Int] = []
        for width in [320.0, 330, 340, 350, 360, 370] {
            let view = try #require(
                await cache.view(
                    of: snapshot,
                    matrix: DeviceMatrix(
                        widths: [width], categories: [.large, .extraLarge], schemes: [.light, .dark],
                        directions: [.ltr, .rtl])))
            sizes.append(view.bytes)
            let kept = await cache.kept
            #expect(kept.bytes <= max(200_000, view.bytes))
        }
        #expect(sizes.allSatisfy { $0 > 20_000 })
        let kept = await cache.kept
        #expect(kept.views < 6)
        #expect(kept.views >= 1)
        // The newest is kept, the oldest is not.
        let newest = DeviceMatrix(
            widths: [370], categories: [.large, .extraLarge], schemes: [.light, .dark],
            directions: [.ltr, .rtl])
        #expect(await cache.keptView(version: 1, matrix: newest) != nil)
        let oldest = DeviceMatrix(
            widths: [320], categories: [.large, .extraLarge], schemes: [.light, .dark],
            directions: [.ltr, .rtl])
        #expect(await cache.keptView(version: 1, matrix: oldest) == nil)
    }

    @Test("at most 2 large views are drawn at once, the others wait; a small view never waits")
    func largeViewsWait() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let snapshot = server.source.snapshot
        let cache = TileCache(largeViewTiles: 8, largeViewsAtOnce: 2)
        // Two large views being drawn hold both slots.
        await cache.slots.acquire()
        await cache.slots.acquire()
        let large = DeviceMatrix(
            widths: [320, 390, 430], categories: [.large], schemes: [.light, .dark],
            directions: [.ltr, .rtl])
        let waiting = Task { await cache.view(of: snapshot, matrix: large) }
        let small = DeviceMatrix(widths: [390], categories: [.large], schemes: [.light], directions: [.ltr])
        let smallView = await cache.view(of: snapshot, matrix: small)
        #expect(smallView?.tiles.count == 1)
        #expect(try await eventually(within: 1) { await cache.slots.state.waiting == 1 })
        try await Task.sleep(for: .milliseconds(200))
        #expect(await cache.slots.state.waiting == 1, "the third large view must wait")
        await cache.slots.release()
        let drawn = await waiting.value
        #expect(drawn?.tiles.count == 12)
        await cache.slots.release()
        #expect(await cache.slots.state.inUse == 0)
    }
}
#endif

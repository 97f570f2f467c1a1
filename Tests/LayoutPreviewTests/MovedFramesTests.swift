// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import LayoutPreview

@Suite("What the last save moved: marked on the tiles, listed in the frames table", .timeLimit(.minutes(2)))
struct MovedFramesTests {
    /// The heading's frame in `text` laid out in `environment`.
    func heading(_ text: String, _ environment: TileEnvironment, engine: CardLayoutEngine) throws -> LayoutRect {
        let layout = try engine.layout(
            engine.input(jsonValue: JSONValue(json: Data(text.utf8)), replacing: environment.overrides))
        return try #require(layout.textBlocks.first { $0.name == "heading" }?.block.frame)
    }

    @Test("after a save that moves frames, the tiles where they moved carry a mark; a save that moves none marks none")
    func tileMark() async throws {
        let scratch = try Scratch()
        let server = try makeServer(card(title: "Finals"), in: scratch)
        try await withRouter(server) { client in
            let query = "/tiles?widths=320,1024&categories=L&schemes=light,dark&directions=ltr"
            let before = try await client.execute(uri: query, method: .get).text
            #expect(!before.contains("moved"), "nothing is marked before a second version")
            // A longer title: two lines at 320 pt, one (but longer) at 1024 pt.
            let longer = card(title: "Finals: every goal and every save")
            try scratch.write(longer)
            #expect(try await eventually(within: 2) { server.source.snapshot.version == 2 })
            // The document before is named by the number its tiles' frames were kept under.
            #expect(server.source.snapshot.previous?.layoutNumber == 1 && server.source.snapshot.layoutNumber == 2)
            let page = try await client.execute(uri: query, method: .get).text
            let engine = server.source.snapshot.engine
            let narrow = TileEnvironment(width: 320, category: .large, scheme: .light, direction: .ltr)
            #expect(try heading(longer, narrow, engine: engine) != heading(card(title: "Finals"), narrow, engine: engine))
            let narrowTile = try #require(tileHTML("t320-L-light-ltr", in: page))
            #expect(narrowTile.hasPrefix("<figure class=\"tile light ltr moved\""))
            #expect(narrowTile.contains("data-moved=\""))
            #expect(narrowTile.contains("frames moved</span>"))
            let list = try #require(narrowTile.components(separatedBy: "<li class=\"mark moved\">moved by the last save: ").last)
            #expect(list.hasPrefix("<code>card</code>, <code>textContainer</code>, <code>heading</code>, <code>subheading</code>, <code>button</code>"))
            #expect(narrowTile.contains("<rect class=\"mark-box moved\""))
            // At 1024 pt only the line's width changed: one frame.
            let wideTile = try #require(tileHTML("t1024-L-dark-ltr", in: page))
            #expect(wideTile.contains("data-moved=\"1\""))
            #expect(wideTile.contains("1 frame moved</span>"))

            // A color changes: no frame moves, no tile is marked.
            try scratch.write(longer.replacingOccurrences(of: "#E4002B", with: "#0057B8"))
            #expect(try await eventually(within: 2) { server.source.snapshot.version == 3 })
            let recolored = try await client.execute(uri: query, method: .get).text
            #expect(occurrences(of: "<figure class=\"tile ", in: recolored) == 4)
            #expect(!recolored.contains(" moved"))
            #expect(!recolored.contains("data-moved"))
        }
    }

    @Test("a tile's frames table lists each moved frame with its old and new values")
    func framesTable() async throws {
        let scratch = try Scratch()
        let server = try makeServer(card(title: "Finals"), in: scratch)
        try await withRouter(server) { client in
            let query = "/frames?width=320&category=L&scheme=light&direction=ltr"
            let before = try await client.execute(uri: query, method: .get).text
            #expect(!before.contains("Moved by the last save"))
            let longer = card(title: "Finals: every goal and every save")
            try scratch.write(longer)
            #expect(try await eventually(within: 2) { server.source.snapshot.version == 2 })
            let table = try await client.execute(uri: query, method: .get).text
            #expect(table.contains("<section class=\"moved-frames\"><h3>Moved by the last save</h3>"))
            let engine = server.source.snapshot.engine
            let environment = TileEnvironment(width: 320, category: .large, scheme: .light, direction: .ltr)
            let old = try heading(card(title: "Finals"), environment, engine: engine)
            let new = try heading(longer, environment, engine: engine)
            #expect(old.height != new.height)
            #expect(
                table.contains(
                    "<tr class=\"moved\"><td><code>heading.frame</code></td><td>height</td>"
                        + "<td>\(NumberText.format(old.height))</td><td>\(NumberText.format(new.height))</td></tr>"))
            // The new line is listed as a frame that was not there.
            #expect(table.contains("<td><code>heading.lines</code></td><td>count</td><td>1 element</td><td>2 elements</td>"))
            // What is below the heading moved down by as much.
            #expect(table.contains("<td><code>button.frame</code></td><td>y</td>"))
        }
    }

    @Test("every golden input: the differences what moved reads are Core's, in frames and lengths, in its order and words")
    func sameAsCoreDifferences() async throws {
        let root = packageRoot.appendingPathComponent("Goldens")
        let files = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            ?? []).filter { $0.lastPathComponent.hasSuffix(".input.json") }.sorted { $0.path < $1.path }
        try #require(files.count > 400)
        let engine = try CardLayoutEngine(fonts: .bundled())
        let categories = ContentSizeCategory.allCases
        func isCount(_ text: String) -> Bool { text.hasSuffix(" element") || text.hasSuffix(" elements") }
        var compared = 0
        var withMoves = 0
        var withCounts = 0
        for (number, file) in files.enumerated() {
            // Long and synchronous: let the run's servers and clients go on.
            await Task.yield()
            guard let document = try? engine.input(json: Data(contentsOf: file)) else { continue }
            var narrow = document.environment
            narrow.width = 320
            narrow.contentSizeCategory = categories[number % categories.count]
            var wide = narrow
            wide.width = 390 + Double(number % 3) * 200
            wide.contentSizeCategory = categories[(number + 5) % categories.count]
            wide.layoutDirection = number % 2 == 0 ? .rtl : .ltr
            let layouts = engine.layout(document, in: [narrow, wide], includesGlyphs: false) { $0 }
            guard case .success(let before) = layouts[0], case .success(let after) = layouts[1] else { continue }
            for (old, new) in [(before, after), (after, before), (before, before)] {
                let core = new.differences(from: old, frameTolerance: MovedFrames.frameTolerance).filter {
                    $0.framePath != nil || (isCount($0.expected) && isCount($0.actual))
                }
                let read = FrameDifferences.between(new, and: old, frameTolerance: MovedFrames.frameTolerance)
                #expect(read == core, "\(file.lastPathComponent)")
                #expect(FlatLayoutJSON(new).value(at: 0) == new.jsonValue)
                compared += 1
                if !core.isEmpty { withMoves += 1 }
                if core.contains(where: { isCount($0.expected) }) { withCounts += 1 }
            }
        }
        #expect(compared > 1200)
        #expect(withMoves > 800)
        #expect(withCounts > 100)
    }

    @Test("moved frames come from Core's layout difference, for any kind")
    func anyKind() throws {
        let engine = try CardLayoutEngine(fonts: .bundled())
        let feed = try String(
            contentsOf: packageRoot.appendingPathComponent("Examples/storyly-story-groups.json"), encoding: .utf8)
        let before = try engine.layout(json: Data(feed.utf8))
        let after = try engine.layout(
            json: Data(feed.replacingOccurrences(of: "\"width\": 390", with: "\"width\": 320").utf8))
        let moved = MovedFrames(from: before, to: after)
        #expect(after.kind == .storylyStoryGroups)
        #expect(!moved.isEmpty)
        #expect(moved.moves.allSatisfy { $0.path.hasSuffix(".frame") || $0.changes.first?.field == "count" })
        #expect(MovedFrames(from: before, to: before).isEmpty)
    }
}
#endif

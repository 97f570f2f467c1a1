// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import LayoutPreview

@Suite("Live: events and errors", .timeLimit(.minutes(2)))
struct EventsTests {
    @Test("GET /events streams a hello, then a change when FILE is saved; the next /tiles shows the new FILE")
    func changeEvent() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let hub = server.hub
        try await withRouter(server) { client in
            async let events = client.execute(uri: "/events", method: .get)
            #expect(try await eventually { hub.subscriberCount == 1 })
            try scratch.write(card(title: "Quarter Finals"))
            #expect(try await eventually(within: 2) { server.source.snapshot.version == 2 })
            // Give the stream its event, then end it (the server does so when it stops).
            try await Task.sleep(for: .milliseconds(50))
            hub.finish()
            let response = try await events
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/event-stream; charset=utf-8")
            #expect(response.headers[.cacheControl] == "no-store")
            #expect(
                response.text
                    == "retry: 1000\n\nevent: hello\ndata: {\"version\":1}\n\n"
                    + "id: 2\nevent: change\ndata: {\"version\":2,\"valid\":true}\n\n")
            let tiles = try await client.execute(uri: "/tiles", method: .get).text
            #expect(tiles.hasPrefix("<div id=\"view\" data-version=\"2\""))
            #expect(tiles.contains("data-text=\"Quarter Finals\""))
        }
    }

    // The watcher checks every 40 ms here (200 ms in use); the bound leaves
    // room for a machine busy with the other tests.
    @Test("a save is picked up by itself, without a request, in under 2 s even on a busy machine")
    func latency() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        try await withRouter(server) { _ in
            try await Task.sleep(for: .milliseconds(100))
            let clock = ContinuousClock()
            let start = clock.now
            try scratch.write(card(title: "Semi Finals"))
            #expect(try await eventually(within: 2) { server.source.snapshot.version == 2 })
            #expect(clock.now - start < .seconds(2))
        }
    }

    @Test("an invalid FILE shows its error with the JSON path above the last good layout; fixing it clears it")
    func invalidThenFixed() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let hub = server.hub
        try await withRouter(server) { client in
            async let events = client.execute(uri: "/events", method: .get)
            #expect(try await eventually { hub.subscriberCount == 1 })
            try scratch.write(exampleCard.replacingOccurrences(of: "\"padding\": 16", with: "\"padding\": -3"))
            #expect(try await eventually(within: 2) { server.source.snapshot.version == 2 })
            let page = try await client.execute(uri: "/", method: .get).text
            let problem = try #require(page.range(of: "<div class=\"problem\" role=\"alert\">"))
            let firstTile = try #require(page.range(of: "<figure class=\"tile "))
            #expect(problem.lowerBound < firstTile.lowerBound)
            #expect(page.contains("<code class=\"path\">theme.cards.style.padding</code>"))
            #expect(page.contains("<span class=\"message\">must be "))
            #expect(page.contains("got -3</span>"))
            #expect(page.contains("Showing the last version that laid out"))
            #expect(occurrences(of: "<svg class=\"picture\" ", in: page) == 16)
            #expect(page.contains("data-valid=\"false\""))

            try scratch.write(card(title: "Fixed"))
            #expect(try await eventually(within: 2) { server.source.snapshot.version == 3 })
            let fixed = try await client.execute(uri: "/tiles", method: .get).text
            #expect(!fixed.contains("class=\"problem\""))
            #expect(fixed.contains("data-text=\"Fixed\""))
            try await Task.sleep(for: .milliseconds(50))
            hub.finish()
            let stream = try await events.text
            #expect(stream.contains("data: {\"version\":2,\"valid\":false}"))
            #expect(stream.contains("data: {\"version\":3,\"valid\":true}"))
        }
    }

    @Test("malformed JSON shows the parser's line and column; a deleted FILE says so; the tiles stay")
    func malformedAndDeleted() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        try await withRouter(server) { client in
            try scratch.write("{\"environment\": {\"width\": 390,}")
            #expect(try await eventually(within: 2) { server.source.snapshot.version == 2 })
            var page = try await client.execute(uri: "/tiles", method: .get).text
            #expect(page.contains("<span class=\"message\">invalid JSON at line 1, column "))
            #expect(occurrences(of: "<svg class=\"picture\" ", in: page) == 16)

            try FileManager.default.removeItem(at: scratch.directory.appendingPathComponent("card.json"))
            #expect(try await eventually(within: 2) { server.source.snapshot.version == 3 })
            page = try await client.execute(uri: "/tiles", method: .get).text
            #expect(page.contains("card.json: no such file</span>"))
            #expect(occurrences(of: "<svg class=\"picture\" ", in: page) == 16)
        }
    }

    @Test("a FILE invalid from the start shows its error and no tiles until it is fixed")
    func invalidAtStart() async throws {
        let scratch = try Scratch()
        let server = try makeServer("{\"kind\": \"nope\"}", in: scratch)
        try await withRouter(server) { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .ok)
            #expect(response.text.contains("<code class=\"path\">kind</code>"))
            #expect(response.text.contains("Nothing to show until"))
            #expect(!response.text.contains("<figure"))
            let frames = try await client.execute(
                uri: "/frames?width=390&category=L&scheme=light&direction=ltr", method: .get)
            #expect(frames.text.contains("has not laid out yet"))
        }
    }

    /// An empty font folder in `scratch`.
    private static func fontFolder(in scratch: Scratch) throws -> URL {
        let fonts = scratch.directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        return fonts
    }

    /// A server of the example card, written in `scratch`, that reads its
    /// fonts from `fonts` and looks for changes every 40 ms.
    private static func server(of scratch: Scratch, watching fonts: URL) throws -> PreviewServer {
        let file = try scratch.write(exampleCard)
        return try PreviewServer(
            options: PreviewOptions(
                file: file.path, port: 0, fontDirectories: [fonts.path], pollInterval: .milliseconds(40)))
    }

    @Test("a change to a font file is a change too, and the engine is opened again")
    func fontChange() async throws {
        let scratch = try Scratch()
        let fonts = try Self.fontFolder(in: scratch)
        let server = try Self.server(of: scratch, watching: fonts)
        try await withRouter(server) { _ in
            try await Task.sleep(for: .milliseconds(100))
            let inter = packageRoot.appendingPathComponent("Fonts/Inter-Regular.otf")
            try FileManager.default.copyItem(at: inter, to: fonts.appendingPathComponent("Extra.otf"))
            #expect(
                try await eventually(within: 2) {
                    server.source.snapshot.version >= 2 && server.source.snapshot.problem == nil
                })
        }
    }

    @Test("a font file rewritten in place, its directory unchanged, is a change too")
    func fontRewrittenInPlace() async throws {
        let scratch = try Scratch()
        let fonts = try Self.fontFolder(in: scratch)
        let extra = fonts.appendingPathComponent("Extra.otf")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fonts/Inter-Regular.otf"), to: extra)
        let server = try Self.server(of: scratch, watching: fonts)
        try await withRouter(server) { _ in
            try await Task.sleep(for: .milliseconds(100))
            let version = server.source.snapshot.version
            // The same bytes written over the file: its times change, the
            // directory's listing does not.
            let bytes = try Data(contentsOf: extra)
            let handle = try FileHandle(forWritingTo: extra)
            try handle.write(contentsOf: bytes)
            try handle.close()
            #expect(
                try await eventually(within: 2) {
                    server.source.snapshot.version > version && server.source.snapshot.problem == nil
                })
        }
    }

    @Test("the hub ends every stream when it finishes, and later ones at once")
    func hubFinish() async throws {
        let hub = EventHub()
        let (_, first) = hub.subscribe()
        hub.publish(.heartbeat)
        hub.finish()
        var received: [PreviewEvent] = []
        for await event in first { received.append(event) }
        #expect(received == [.heartbeat])
        let (_, late) = hub.subscribe()
        for await _ in late { Issue.record("a stream after finish() got an event") }
        #expect(hub.subscriberCount == 0)
    }

    @Test("events are written as the SSE format says")
    func format() {
        #expect(ServerSentEvents.text(.heartbeat) == ": heartbeat\n\n")
        #expect(ServerSentEvents.text(hello: 7) == "event: hello\ndata: {\"version\":7}\n\n")
        #expect(
            ServerSentEvents.text(.change(version: 8, valid: false))
                == "id: 8\nevent: change\ndata: {\"version\":8,\"valid\":false}\n\n")
    }
}
#endif

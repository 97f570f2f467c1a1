// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import Foundation
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import LayoutPreview

@Suite("The page and its tiles", .timeLimit(.minutes(2)))
struct PageTests {
    @Test("GET / is the page: 16 tiles by default, each an inline SVG labeled with its environment")
    func page() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let response = try await withRouter(server) { client in try await client.execute(uri: "/", method: .get) }
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        #expect(response.headers[.cacheControl] == "no-store")
        let page = response.text
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(occurrences(of: "<figure class=\"tile ", in: page) == 16)
        #expect(occurrences(of: "<svg class=\"picture\" ", in: page) == 16)
        #expect(!page.contains("<?xml"))
        for width in ["320", "390"] {
            for category in ["L", "AX3"] {
                for scheme in ["light", "dark"] {
                    for direction in ["ltr", "rtl"] {
                        #expect(page.contains("id=\"t\(width)-\(category)-\(scheme)-\(direction)\""))
                    }
                }
            }
        }
        #expect(page.contains("<b>390</b> pt <span class=\"chip\">AX3</span> <span class=\"chip scheme\">dark</span>"))
        #expect(page.contains("<span class=\"kind\">storyteller</span>"))
        #expect(page.contains("<script src=\"/preview.js\"></script>"))
        // The share link is the canonical query.
        #expect(page.contains("href=\"/?widths=320,390&amp;categories=L,AX3&amp;schemes=light,dark&amp;directions=ltr,rtl\""))
    }

    @Test("a tile is the picture `layout-dump --format svg` draws, its ids made unique on the page, its glyphs the page's")
    func samePicture() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let page = try await withRouter(server) { client in
            try await client.execute(uri: "/?widths=390&categories=L&schemes=dark&directions=rtl", method: .get).text
        }
        // What the command draws for the same environment.
        let engine = server.source.snapshot.engine
        let input = try StorytellerCardInput(
            json: Data(
                exampleCard.replacingOccurrences(of: "\"colorScheme\": \"light\"", with: "\"colorScheme\": \"dark\"")
                    .replacingOccurrences(of: "\"layoutDirection\": \"ltr\"", with: "\"layoutDirection\": \"rtl\"").utf8))
        let layout = try engine.layout(input, includesGlyphs: true)
        let glyphs = server.source.snapshot.glyphs
        let svg = CardSVG(measurer: engine.measurer).render(
            .storyteller(layout), options: CardSVG.Options(colorScheme: .dark), sharing: glyphs
        ).svg
        let expected = InlinePictureReference.inline(svg, prefix: "t390-L-dark-rtl", sharedPrefix: glyphs.idPrefix)
        #expect(page.contains(expected))
        #expect(expected.contains("<use href=\"#G1_"))
        #expect(expected.contains("clip-path=\"url(#t390-L-dark-rtl-"))
        #expect(expected.contains("<clipPath id=\"t390-L-dark-rtl-"))
        #expect(!expected.contains("\"url(#card-clip)"))
        // Every id on the page is unique.
        let ids = page.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count)
    }

    @Test("truncated texts are marked on the tile: outlined over the picture and listed")
    func truncatedMarks() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let page = try await withRouter(server) { client in
            try await client.execute(uri: "/?widths=320&categories=AX3&schemes=light&directions=ltr", method: .get).text
        }
        #expect(page.contains("class=\"tile light ltr marked-truncated\""))
        #expect(page.contains("data-marks=\"truncated\""))
        #expect(page.contains("<li class=\"mark truncated\"><code>heading</code> truncated to 2 lines</li>"))
        #expect(page.contains("<svg class=\"overlay\""))
        #expect(page.contains("<rect class=\"mark-box truncated\""))
        #expect(page.contains("<span class=\"count truncated\">1 truncated</span>"))
    }

    @Test("resized texts are marked with the size they were set in")
    func resizedMarks() async throws {
        let scratch = try Scratch()
        let server = try makeServer(
            exampleCard.replacingOccurrences(of: "\"textLengthMode\": \"truncate\"", with: "\"textLengthMode\": \"resize\""),
            in: scratch)
        let page = try await withRouter(server) { client in
            try await client.execute(uri: "/?widths=320&categories=AX3&schemes=light&directions=ltr", method: .get).text
        }
        #expect(page.contains("marked-resized"))
        #expect(page.contains("<li class=\"mark resized\"><code>heading</code> resized to "))
        #expect(page.contains("<rect class=\"mark-box resized\""))
    }

    @Test("a text that fits is not marked")
    func unmarked() async throws {
        let scratch = try Scratch()
        let server = try makeServer(card(title: "Finals"), in: scratch)
        let page = try await withRouter(server) { client in
            try await client.execute(uri: "/?widths=390&categories=L&schemes=light&directions=ltr", method: .get).text
        }
        #expect(page.contains("class=\"tile light ltr\""))
        #expect(page.contains("data-marks=\"\""))
        #expect(!page.contains("<svg class=\"overlay\""))
    }

    @Test("GET /tiles is the changing part alone, with the version the events name")
    func tilesFragment() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let response = try await withRouter(server) { client in
            try await client.execute(uri: "/tiles?schemes=dark&directions=rtl", method: .get)
        }
        #expect(response.status == .ok)
        #expect(response.text.hasPrefix("<div id=\"view\" data-version=\"1\" data-valid=\"true\" data-tiles=\"4\">"))
        #expect(!response.text.contains("<html"))
        #expect(occurrences(of: "<figure class=\"tile ", in: response.text) == 4)
    }

    @Test("a tile opens its frames as a table, from the kind-independent shapes")
    func frames() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let response = try await withRouter(server) { client in
            try await client.execute(uri: "/frames?width=390&category=AX3&scheme=dark&direction=rtl", method: .get)
        }
        #expect(response.status == .ok)
        let table = response.text
        #expect(table.contains("<h2>390 pt · AX3 · dark · rtl</h2>"))
        #expect(table.contains("<table>"))
        for name in ["media", "button", "heading", "subheading", "button.label"] {
            #expect(table.contains("<td><code>\(name)</code></td>"))
        }
        #expect(table.contains("<td>line 1</td>"))
        #expect(table.contains("<tr class=\"text marked\"><td><code>heading</code></td>"))
        // The numbers are the layout's.
        let engine = server.source.snapshot.engine
        let layout = try engine.layout(
            engine.input(
                jsonValue: JSONValue(json: Data(exampleCard.utf8)),
                replacing: TileEnvironment(width: 390, category: .accessibilityExtraLarge, scheme: .dark, direction: .rtl)
                    .overrides))
        let heading = try #require(layout.textBlocks.first { $0.name == "heading" }?.block)
        let cells = [heading.frame.x, heading.frame.y, heading.frame.width, heading.frame.height]
            .map { "<td>\(NumberText.format($0))</td>" }.joined()
        #expect(table.contains("<td><code>heading</code></td><td>text</td>" + cells))
    }

    @Test("the tile's frames link is in the tile")
    func framesLink() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let page = try await withRouter(server) { client in try await client.execute(uri: "/", method: .get).text }
        #expect(page.contains("data-frames=\"width=390&amp;category=AX3&amp;scheme=dark&amp;direction=rtl\""))
        #expect(page.contains("<button type=\"button\" class=\"canvas\""))
    }

    @Test("an environment the card cannot be laid out in shows its error in its tile")
    func failedTile() async throws {
        let scratch = try Scratch()
        // A 16 pt margin each side leaves no room at width 20.
        let server = try makeServer(in: scratch)
        let page = try await withRouter(server) { client in
            try await client.execute(uri: "/?widths=20,390&categories=L&schemes=light&directions=ltr", method: .get).text
        }
        #expect(page.contains("class=\"tile light ltr failed\""))
        #expect(page.contains("<div class=\"tile-error\"><p>Cannot be laid out here:</p>"))
        #expect(page.contains("cannot be laid out</span>"))
        #expect(occurrences(of: "<svg class=\"picture\" ", in: page) == 1)
    }

    @Test("the script and style are served; the page allows only its own")
    func assets() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        try await withRouter(server) { client in
            let script = try await client.execute(uri: "/preview.js", method: .get)
            #expect(script.status == .ok)
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(script.text.contains("new EventSource(\"/events\")"))
            let style = try await client.execute(uri: "/preview.css", method: .get)
            #expect(style.headers[.contentType] == "text/css; charset=utf-8")
            let page = try await client.execute(uri: "/", method: .get)
            let policy = try #require(page.headers[HTTPField.Name("Content-Security-Policy")!])
            #expect(policy.contains("default-src 'none'"))
            #expect(policy.contains("script-src 'self'"))
            #expect(page.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
        }
    }

    @Test("HEAD answers like GET, without a body")
    func head() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let response = try await withRouter(server) { client in try await client.execute(uri: "/", method: .head) }
        #expect(response.status == .ok)
        #expect(response.body.readableBytes == 0)
    }

    @Test("texts from FILE are escaped on the page")
    func escaping() async throws {
        let scratch = try Scratch()
        let server = try makeServer(
            exampleCard.replacingOccurrences(of: "\"id\": \"summer-finals\"", with: "\"id\": \"x\", \"<b>\": 1"),
            in: scratch)
        let page = try await withRouter(server) { client in try await client.execute(uri: "/", method: .get).text }
        #expect(!page.contains("<b>\":"))
        #expect(page.contains("&lt;b&gt;"))
    }
}
#endif

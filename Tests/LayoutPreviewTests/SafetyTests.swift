// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import LayoutPreview

@Suite("Safety: only FILE, bounded requests, always running", .timeLimit(.minutes(2)))
struct SafetyTests {
    @Test(
        "no request names a file: traversal, encoded dots and absolute paths are 404",
        arguments: [
            "/../etc/passwd", "/..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E/card.json",
            "//etc/passwd", "/etc/passwd", "/card.json", "/Fonts/Inter-Regular.otf", "/tiles/../card.json",
            "/events/../../card.json", "/preview.js/../card.json", "/./card.json", "/%2fetc%2fpasswd",
            "/frames/..", "/static/preview.css", "/favicon.ico", "/index.html", "/.%2e/.%2e/etc/passwd",
        ])
    func traversal(path: String) async throws {
        let scratch = try Scratch()
        try scratch.write("secret", to: "secret.txt")
        let server = try makeServer(in: scratch)
        let response = try await withRouter(server) { client in try await client.execute(uri: path, method: .get) }
        #expect(response.status == .notFound, "\(path)")
        #expect(!response.text.contains("root:"))
        #expect(!response.text.contains("\"environment\""))
        #expect(!response.text.contains("secret"))
    }

    @Test("other methods are 404 too", arguments: [HTTPRequest.Method.post, .put, .delete, .patch])
    func methods(method: HTTPRequest.Method) async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let response = try await withRouter(server) { client in
            try await client.execute(uri: "/", method: method, body: ByteBuffer(string: "{}"))
        }
        #expect(response.status == .notFound)
    }

    @Test(
        "bad query parameters answer 400 with a message, on every route",
        arguments: [
            ("/?widths=abc", "widths: 'abc' is not a width"),
            ("/tiles?categories=XXL", "categories: unknown content size category 'XXL'"),
            ("/tiles?file=../../etc/passwd", "unknown parameter 'file'"),
            ("/frames?width=390", "category: give exactly one value"),
            ("/frames?width=390&category=L&scheme=light&direction=up", "direction: unknown layout direction 'up'"),
        ])
    func badQuery(uri: String, message: String) async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let response = try await withRouter(server) { client in try await client.execute(uri: uri, method: .get) }
        #expect(response.status == .badRequest)
        #expect(response.text.contains(message))
    }

    @Test("the page's 400 is a page that says why")
    func refusalPage() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        let response = try await withRouter(server) { client in
            try await client.execute(uri: "/?schemes=%3Cscript%3E", method: .get)
        }
        #expect(response.status == .badRequest)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        #expect(response.text.contains("schemes: unknown color scheme '&lt;script&gt;'"))
        #expect(!response.text.contains("<script>"))
    }

    @Test("a matrix over 500 tiles is 400; 480 is drawn")
    func caps() async throws {
        let scratch = try Scratch()
        let server = try makeServer(card(title: "Cap"), in: scratch)
        let categories = "categories=xS,S,M,L,xL,xxL,xxxL,AX1,AX2,AX3,AX4,AX5"
        try await withRouter(server) { client in
            let tooMany = try await client.execute(
                uri: "/tiles?widths=320,375,390,393,402,430,440,744,820,1024,1100&\(categories)", method: .get)
            #expect(tooMany.status == .badRequest)
            #expect(tooMany.text.contains("the matrix has 528 tiles"))
            let most = try await client.execute(
                uri: "/tiles?widths=320,375,390,393,402,430,440,744,820,1024&\(categories)", method: .get)
            #expect(most.status == .ok)
            #expect(occurrences(of: "<figure class=\"tile ", in: most.text) == 480)
        }
    }

    @Test("the server keeps answering after bad requests")
    func keepsRunning() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        try await withRouter(server) { client in
            for uri in ["/../x", "/?widths=-1", "/frames?x=1", "/tiles?widths=\(String(repeating: "9", count: 5000))"] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status.code >= 400 && response.status.code < 500)
            }
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.status == .ok)
            #expect(occurrences(of: "<figure class=\"tile ", in: page.text) == 16)
        }
    }

    @Test("a FILE over the engine's input limit is not read: the page says so and names the limit")
    func oversizedFile() throws {
        let scratch = try Scratch()
        let limit = CardLayoutEngine.defaultMaximumInputBytes
        let file = try scratch.write(String(repeating: " ", count: limit + 1 - exampleCard.utf8.count) + exampleCard)
        let server = try PreviewServer(options: PreviewOptions(file: file.path))
        let problem = try #require(server.source.snapshot.problem)
        #expect(problem.description.contains("card.json: the input is larger than the limit of \(limit) bytes"))
        #expect(server.source.snapshot.document == nil)
    }

    @Test("a FILE that cannot be read at start stops the command with a message")
    func missingFile() throws {
        let scratch = try Scratch()
        let missing = scratch.directory.appendingPathComponent("missing.json").path
        #expect(throws: PreviewError("\(missing): no such file")) {
            try PreviewServer(options: PreviewOptions(file: missing))
        }
        #expect(throws: PreviewError("\(scratch.directory.path): is a directory, not a JSON file")) {
            try PreviewServer(options: PreviewOptions(file: scratch.directory.path))
        }
        #expect(throws: PreviewError("fonts: /nonexistent-fonts: font directory does not exist or cannot be read")) {
            try PreviewServer(
                options: PreviewOptions(file: try scratch.write(exampleCard).path, fontDirectories: ["/nonexistent-fonts"]))
        }
    }

    @Test("the page binds loopback unless told otherwise")
    func loopbackDefault() {
        #expect(PreviewOptions(file: "x").host == "127.0.0.1")
        #expect(PreviewOptions(file: "x").port == 8080)
    }
}
#endif

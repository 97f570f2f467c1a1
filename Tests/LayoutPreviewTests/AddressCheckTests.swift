// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import LayoutPreview

/// Every route of the preview, with a query it answers 200 to.
let everyRoute = [
    "/", "/tiles", "/frames?width=390&category=L&scheme=light&direction=ltr", "/events", "/preview.js",
    "/preview.css", "/not-a-route",
]

/// What no refused answer may carry: the card's texts, its layout, FILE's
/// path, the page's script.
func expectNothingServed(_ text: String, file: URL, _ comment: Comment? = nil) {
    #expect(!text.contains("Summer Finals"), comment)
    #expect(!text.contains(file.path), comment)
    #expect(!text.contains(file.lastPathComponent), comment)
    #expect(!text.contains("<svg"), comment)
    #expect(!text.contains("event: hello"), comment)
    #expect(!text.contains("EventSource"), comment)
    #expect(!text.contains(":root"), comment)
}

@Suite("Address check: only requests addressed to the preview, from its own page", .timeLimit(.minutes(2)))
struct AddressCheckTests {
    @Test("a foreign Host is refused with 421 and no content, on every route", arguments: everyRoute)
    func foreignHost(route: String) async throws {
        let scratch = try Scratch()
        let file = try scratch.write(exampleCard)
        let server = try PreviewServer(options: PreviewOptions(file: file.path, port: 0))
        try await withLiveServer(server) { port, client in
            for host in ["attacker.example:\(port)", "evil.example", "127.0.0.1.evil.example:\(port)", "localhost:1"] {
                let response = try await client.get(route, host: host)
                #expect(response.status == .misdirectedRequest, "\(route) with Host \(host)")
                expectNothingServed(response.text, file: file, "\(route) with Host \(host)")
            }
        }
    }

    @Test("a request without Host is refused", arguments: everyRoute)
    func missingHost(route: String) async throws {
        let scratch = try Scratch()
        let file = try scratch.write(exampleCard)
        let server = try PreviewServer(options: PreviewOptions(file: file.path, port: 0))
        try await withLiveServer(server) { _, client in
            let response = try await client.get(route, host: nil)
            #expect(response.status == .misdirectedRequest)
            expectNothingServed(response.text, file: file)
        }
    }

    @Test("the addresses it listens on are answered, on the port the system picked")
    func ownHost() async throws {
        let scratch = try Scratch()
        let file = try scratch.write(exampleCard)
        let server = try PreviewServer(options: PreviewOptions(file: file.path, port: 0))
        try await withLiveServer(server) { port, client in
            #expect(port != 0)
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LocalHost:\(port)", "[::1]:\(port)"] {
                let page = try await client.get("/", host: host)
                #expect(page.status == .ok, "Host \(host)")
                #expect(page.text.contains("<figure class=\"tile "))
                let script = try await client.get("/preview.js", host: host, headers: [.origin: "http://\(host)"])
                #expect(script.status == .ok, "Host \(host), its own Origin")
            }
            // The same names without the port, or with another, are not this server.
            for host in ["127.0.0.1", "localhost", "[::1]", "127.0.0.1:\(port + 1)", "127.0.0.1:0\(port)x"] {
                #expect(try await client.get("/", host: host).status == .misdirectedRequest, "Host \(host)")
            }
        }
    }

    @Test("a foreign Origin is refused with 421 and no content, on every route, /events included", arguments: everyRoute)
    func foreignOrigin(route: String) async throws {
        let scratch = try Scratch()
        let file = try scratch.write(exampleCard)
        let server = try PreviewServer(options: PreviewOptions(file: file.path, port: 0))
        try await withLiveServer(server) { port, client in
            let host = "127.0.0.1:\(port)"
            for origin in [
                "http://attacker.example", "http://attacker.example:\(port)", "https://127.0.0.1:\(port)", "null",
                "http://127.0.0.1:\(port + 1)", "http://localhost",
            ] {
                let response = try await client.get(route, host: host, headers: [.origin: origin])
                #expect(response.status == .misdirectedRequest, "\(route) from \(origin)")
                expectNothingServed(response.text, file: file, "\(route) from \(origin)")
            }
        }
    }

    @Test("the page's own Origin is answered on every route but the stream (in the router, port 80)")
    func ownOrigin() async throws {
        let scratch = try Scratch()
        let server = try makeServer(in: scratch)
        try await withRouter(server) { client in
            for route in everyRoute where route != "/events" {
                let response = try await client.execute(
                    uri: route, method: .get, headers: [.origin: "http://localhost"])
                #expect(response.status != .misdirectedRequest, "\(route)")
            }
            let refused = try await client.execute(
                uri: "/events", method: .get, headers: [.origin: "http://evil.example"])
            #expect(refused.status == .misdirectedRequest)
        }
    }

    @Test("--host is an address too: its name with the port")
    func hostOption() {
        let address = ServedAddress(host: "192.168.1.20", port: 8080)
        #expect(address.allows(authority: "192.168.1.20:8080"))
        #expect(address.allows(authority: "localhost:8080"))
        #expect(!address.allows(authority: "192.168.1.20"))
        #expect(!address.allows(authority: "192.168.1.21:8080"))
        #expect(address.allows(origin: "http://192.168.1.20:8080"))
        #expect(!address.allows(origin: "http://192.168.1.20:8081"))

        let ipv6 = ServedAddress(host: "fe80::1", port: 9000)
        #expect(ipv6.allows(authority: "[fe80::1]:9000"))
        #expect(!ipv6.allows(authority: "fe80::1:9000"))
        #expect(!ipv6.allows(authority: "[fe80::1]9000"))

        let http = ServedAddress(host: "127.0.0.1", port: 80)
        #expect(http.allows(authority: "localhost"))
        #expect(http.allows(authority: "localhost:80"))
        #expect(!http.allows(authority: "localhost:"))
        #expect(!http.allows(authority: ""))
        #expect(!http.allows(authority: nil))

        // Port 0: nothing is answered until the server knows its port.
        let unbound = ServedAddress(host: "127.0.0.1", port: 0)
        #expect(!unbound.allows(authority: "127.0.0.1:0"))
        unbound.listening(on: 41234)
        #expect(unbound.allows(authority: "127.0.0.1:41234"))
    }
}
#endif

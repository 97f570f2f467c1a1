// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `layout-dump`: `$LAYOUT_DUMP` when set, else next to the test
/// bundle, else in the package's debug build directory.
let executable: URL = {
    if let override = ProcessInfo.processInfo.environment["LAYOUT_DUMP"], !override.isEmpty {
        return URL(fileURLWithPath: override)
    }
    var directories: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    if let argument = CommandLine.arguments.first {
        directories.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
    }
    directories.append(packageRoot.appendingPathComponent(".build/debug"))
    for directory in directories {
        let candidate = directory.appendingPathComponent("layout-dump")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    fatalError("layout-dump was not found next to the tests or in .build/debug; set LAYOUT_DUMP")
}()

/// `layout-dump preview` run as a process, on a free port of 127.0.0.1.
final class PreviewProcess: @unchecked Sendable {
    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    /// The address the command printed.
    private(set) var url: URL?

    init(_ arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = ["preview"] + arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Reads the first line and takes the address from it.
    func waitForAddress() throws -> URL {
        var line = Data()
        let handle = output.fileHandleForReading
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "http://"), let end = text[range.lowerBound...].firstIndex(of: " "),
            let url = URL(string: String(text[range.lowerBound..<end]))
        else {
            throw PreviewProcessError(message: "no address in the first line: \(text)")
        }
        self.url = url
        return url
    }

    /// Sends `signal` and waits (at most `seconds`) for the process to end.
    func stop(with signal: Int32, within seconds: Double = 10) async throws -> (status: Int32, errors: String) {
        kill(process.processIdentifier, signal)
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        if process.isRunning {
            process.terminate()
            throw PreviewProcessError(message: "still running \(seconds) s after signal \(signal)")
        }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text)
    }

    deinit { if process.isRunning { process.terminate() } }
}

struct PreviewProcessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

@Suite("layout-dump preview, the command", .serialized, .timeLimit(.minutes(2)))
struct PreviewCommandTests {
    @Test(
        "prints its address, serves the page and its events over loopback, answers 404 to traversal, and stops cleanly",
        arguments: [SIGINT, SIGTERM])
    func serveAndStop(signal: Int32) async throws {
        let scratch = try Scratch()
        let file = try scratch.write(exampleCard)
        let preview = try PreviewProcess([file.path, "--port", "0"])
        let url = try preview.waitForAddress()
        #expect(url.host == "127.0.0.1")
        let port = try #require(url.port)
        // A connection per request, as the server closes one that idles
        // past its header timeout (5 s), which a busy test run can reach
        // between two requests; a browser simply reconnects. For the same
        // reason a request whose connection the server closed before it
        // answered is sent again, at most twice (every request here is a
        // GET, safe to repeat).
        func get(_ path: String) async throws -> TestClient.Response {
            var attempt = 0
            while true {
                do {
                    return try await TestClient.withClient(host: "127.0.0.1", port: port) { client in
                        try await client.get(path, host: "127.0.0.1:\(port)")
                    }
                } catch ChannelError.ioOnClosedChannel where attempt < 2 {
                    attempt += 1
                }
            }
        }
        let page = try await get("/")
        #expect(page.status == .ok)
        #expect(String(buffer: page.body ?? ByteBuffer()).contains("<figure class=\"tile "))
        for path in ["/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "//etc/passwd", "/..%2f..%2fetc%2fpasswd"] {
            let response = try await get(path)
            #expect(response.status == .notFound, "\(path)")
        }
        let bad = try await get("/?widths=0")
        #expect(bad.status == .badRequest)
        let again = try await get("/tiles")
        #expect(again.status == .ok)
        // An open event stream does not keep the server from stopping.
        let streaming = Task {
            try await TestClient.withClient(host: "127.0.0.1", port: port) { client in
                try await client.get("/events", host: "127.0.0.1:\(port)")
            }
        }
        try await Task.sleep(for: .milliseconds(300))
        let (status, errors) = try await preview.stop(with: signal)
        #expect(status == 0, "stderr: \(errors)")
        let events = try? await streaming.value
        if let events { #expect(String(buffer: events.body ?? ByteBuffer()).hasPrefix("retry: 1000\n\nevent: hello")) }
    }

    @Test("a missing FILE exits 2 with a message and serves nothing")
    func missingFile() async throws {
        let preview = try PreviewProcess(["/nonexistent/card.json", "--port", "0"])
        preview.process.waitUntilExit()
        #expect(preview.process.terminationStatus == 2)
        let (_, errors) = try await preview.stop(with: 0)
        #expect(errors == "/nonexistent/card.json: no such file\n")
    }

    @Test("a port in use exits 2 and says so")
    func portInUse() async throws {
        let scratch = try Scratch()
        let file = try scratch.write(exampleCard)
        let first = try PreviewProcess([file.path, "--port", "0"])
        let port = try #require(try first.waitForAddress().port)
        let second = try PreviewProcess([file.path, "--port", String(port)])
        second.process.waitUntilExit()
        #expect(second.process.terminationStatus == 2)
        let (_, errors) = try await second.stop(with: 0)
        #expect(errors.hasPrefix("cannot serve on 127.0.0.1:\(port): "))
        _ = try await first.stop(with: SIGINT)
    }
}
#endif

// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import LayoutPreview

/// The package's root directory (this file is Tests/LayoutPreviewTests/Support.swift).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The bundled example card, as text.
let exampleCard: String = {
    let url = packageRoot.appendingPathComponent("Examples/promo-card.json")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("\(url.path) cannot be read") }
    return text
}()

/// The example card with its title replaced.
func card(title: String) -> String {
    exampleCard.replacingOccurrences(
        of: #""title": "Summer Finals: every goal, every save, every story from the weekend""#,
        with: #""title": "\#(title)""#)
}

/// A folder of its own for one test, removed afterwards.
final class Scratch: @unchecked Sendable {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layout-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Writes `text` to `name` in the folder (atomically, as editors save).
    @discardableResult
    func write(_ text: String, to name: String = "card.json") throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url, options: .atomic)
        return url
    }
}

/// A server over `text` (written to a scratch file), polling quickly.
func makeServer(_ text: String = exampleCard, in scratch: Scratch) throws -> PreviewServer {
    let file = try scratch.write(text)
    return try PreviewServer(options: PreviewOptions(file: file.path, port: 0, pollInterval: .milliseconds(40)))
}

/// Runs `test` against the server's router, in process (no socket).
///
/// The router test client addresses every request to `localhost` (no
/// port): the server is told it listens on port 80, where that is the
/// address a browser writes.
func withRouter<Value: Sendable>(
    _ server: PreviewServer, _ test: @Sendable (any TestClientProtocol) async throws -> Value
) async throws -> Value {
    server.address.listening(on: 80)
    return try await server.application().test(.router, test)
}

/// Runs `test` against the server listening on a free port of 127.0.0.1
/// (chosen by the system), with a client connected to it; the server stops
/// afterwards.
func withLiveServer<Value: Sendable>(
    _ server: PreviewServer, _ test: @Sendable (_ port: Int, _ client: TestClient) async throws -> Value
) async throws -> Value {
    let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
    let serving = Task { try await server.serveUntilCancelled { port in portContinuation.yield(port) } }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else { throw CancellationError() }
    let client = TestClient(host: "127.0.0.1", port: port, configuration: .init(timeout: .seconds(20)))
    client.connect()
    let result: Result<Value, any Error>
    do {
        result = .success(try await test(port, client))
    } catch {
        result = .failure(error)
    }
    try? await client.shutdown()
    serving.cancel()
    _ = await serving.result
    return try result.get()
}

extension TestClient {
    /// `GET uri` with `Host: authority` (none when nil) and the given headers.
    func get(_ uri: String, host authority: String?, headers: HTTPFields = [:]) async throws -> TestClient.Response {
        try await execute(TestClient.Request(uri, method: .get, authority: authority, headers: headers))
    }
}

extension TestClient.Response {
    var text: String { String(buffer: body ?? ByteBuffer()) }
}

extension TestResponse {
    var text: String { String(buffer: body) }
}

/// Waits (polling, at most `seconds`) until `condition` holds.
func eventually(within seconds: Double = 5, _ condition: @Sendable () async throws -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try await Task.sleep(for: .milliseconds(20))
    }
    return try await condition()
}

/// How many times `needle` occurs in `text`.
func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}
#endif

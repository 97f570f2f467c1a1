// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Foundation
import HummingbirdTesting
import NIOCore
import NIOPosix
import Testing

@testable import LayoutPreview

@Suite("Header timeout: requests that never finish their headers are closed", .timeLimit(.minutes(2)))
struct HeaderTimeoutTests {
    /// How many half-open connections the test holds at once.
    static let halfOpenCount = 300

    @Test("hundreds of half-open requests are closed after the timeout, and GET / answers meanwhile")
    func halfOpenRequests() async throws {
        let scratch = try Scratch()
        let file = try scratch.write(exampleCard)
        var options = PreviewOptions(file: file.path, port: 0)
        options.requestHeaderTimeout = .seconds(2)
        let server = try PreviewServer(options: options)
        try await withLiveServer(server) { port, _ in
            let opened = ContinuousClock.now
            let group = MultiThreadedEventLoopGroup.singleton
            var channels: [any Channel] = []
            for index in 0..<Self.halfOpenCount {
                let channel = try await ClientBootstrap(group: group).connect(host: "127.0.0.1", port: port).get()
                // Headers begun and never ended; every tenth connection
                // keeps sending a byte, which must not keep it open.
                let partial = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: "
                try await channel.writeAndFlush(ByteBuffer(string: partial)).get()
                if index % 10 == 0 { trickle(on: channel) }
                channels.append(channel)
            }

            // The page is served meanwhile, on a connection of its own.
            let client = TestClient(host: "127.0.0.1", port: port, configuration: .init(timeout: .seconds(20)))
            client.connect()
            let page = try await client.get("/", host: "127.0.0.1:\(port)")
            try? await client.shutdown()
            #expect(page.status == .ok)
            #expect(page.text.contains("<figure class=\"tile "))
            let openWhenAnswered = channels.count { $0.isActive }
            #expect(openWhenAnswered > 0, "GET / answered only after the half-open connections were closed")

            // Every half-open connection is closed by the server, within the
            // timeout and a margin; none before the timeout.
            let halfOpen = channels
            let closedAll = try await eventually(within: 15) { halfOpen.allSatisfy { !$0.isActive } }
            let elapsed = ContinuousClock.now - opened
            let stillOpen = channels.count { $0.isActive }
            for channel in channels where channel.isActive { try? await channel.close() }
            #expect(closedAll, "\(stillOpen) of \(Self.halfOpenCount) half-open connections still open after \(elapsed)")
            #expect(elapsed >= .seconds(2))
        }
    }

    /// Sends one more byte of a header value every 300 ms while the
    /// connection is open, as a slow client would (at most 100 bytes).
    private func trickle(on channel: any Channel) {
        Task {
            for _ in 0..<100 where channel.isActive {
                try? await Task.sleep(for: .milliseconds(300))
                try? await channel.writeAndFlush(ByteBuffer(string: "x")).get()
            }
        }
    }
}
#endif

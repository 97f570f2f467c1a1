// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import Dispatch
import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

/// What `layout-dump preview` is asked for.
public struct PreviewOptions: Sendable {
    /// The input JSON file shown and watched.
    public var file: String
    /// The address to listen on: loopback unless told otherwise.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// Font directories added to the bundled Fonts/ (watched too).
    public var fontDirectories: [String]
    /// How often FILE and the fonts are checked for changes.
    public var pollInterval: Duration
    /// How long a connection may take to send a request's headers (from
    /// when it opens, or from the end of its last response) before it is
    /// closed: a client that opens connections and never finishes a request
    /// cannot hold them, or the server's memory, for long.
    var requestHeaderTimeout: Duration = .seconds(5)

    /// The options of `layout-dump preview FILE`, with its defaults.
    public init(
        file: String, host: String = "127.0.0.1", port: Int = 8080, fontDirectories: [String] = [],
        pollInterval: Duration = .milliseconds(200)
    ) {
        self.file = file
        self.host = host
        self.port = port
        self.fontDirectories = fontDirectories
        self.pollInterval = pollInterval
    }
}

/// The live preview: an HTTP server (Hummingbird) whose page shows FILE
/// laid out over a device matrix and redraws when FILE or its fonts change.
public final class PreviewServer: Sendable {
    /// What it serves and where.
    public let options: PreviewOptions
    let source: PreviewSource
    let hub = EventHub()
    let cache = TileCache()
    /// Where the server listens: requests addressed elsewhere are refused.
    let address: ServedAddress

    /// Opens the fonts and reads FILE; throws when FILE cannot be read or
    /// the fonts cannot be opened (a FILE that is not valid is shown with
    /// its error instead).
    public init(options: PreviewOptions) throws(PreviewError) {
        guard (0...65535).contains(options.port) else {
            throw PreviewError("--port must be 0...65535, got \(options.port)")
        }
        self.options = options
        self.address = ServedAddress(host: options.host, port: options.port)
        self.source = try PreviewSource(
            file: options.file, fontDirectories: options.fontDirectories.map { URL(fileURLWithPath: $0) })
    }

    /// The application: routes, and the watcher as its service.
    func application(
        onListening: @escaping @Sendable (_ port: Int) -> Void = { _ in }
    ) -> Application<RouterResponder<BasicRequestContext>> {
        var logger = Logger(label: "layout-dump.preview")
        logger.logLevel = .warning
        let routes = PreviewRoutes(source: source, hub: hub, cache: cache, address: address)
        return Application(
            router: routes.router(),
            // Hummingbird's idle timeout counts from a connection's opening
            // and from the end of each response, and only whole request
            // parts reset it: bytes of headers that never finish do not. A
            // request being answered (an event stream) is never cut.
            server: .http1(configuration: .init(idleTimeout: TimeAmount(options.requestHeaderTimeout))),
            configuration: ApplicationConfiguration(
                address: .hostname(options.host, port: options.port), serverName: nil),
            services: [FileWatcher(source: source, hub: hub, interval: options.pollInterval)],
            onServerRunning: { [address] channel in
                // Known before the first request is taken (port 0 picks one).
                let port = channel.localAddress?.port ?? 0
                address.listening(on: port)
                onListening(port)
            },
            logger: logger)
    }

    /// The page's address for `port`.
    public func url(port: Int) -> String {
        let host = options.host.contains(":") ? "[\(options.host)]" : options.host
        return "http://\(host):\(port)/"
    }

    /// Serves until SIGINT or SIGTERM, then stops: open event streams end,
    /// requests under way finish (for at most a few seconds).
    public func run(onListening: @escaping @Sendable (_ url: String) -> Void) async throws(PreviewError) {
        let app = application { [self] port in onListening(url(port: port)) }
        var configuration = ServiceGroupConfiguration(
            services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: app.logger)
        configuration.maximumGracefulShutdownDuration = .seconds(5)
        do {
            try await ServiceGroup(configuration: configuration).run()
        } catch {
            throw PreviewError("cannot serve on \(options.host):\(options.port): \(error)")
        }
    }

    /// Serves until the calling task is cancelled (no signal handling),
    /// then stops as on Ctrl-C: for tests and benchmarks that run the
    /// server beside other work.
    func serveUntilCancelled(onListening: @escaping @Sendable (_ port: Int) -> Void) async throws {
        let app = application(onListening: onListening)
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(services: [app], logger: app.logger))
        // The group runs apart from the caller's cancellation, which asks it
        // to shut down gracefully instead.
        let running = Task.detached { try await group.run() }
        try await withTaskCancellationHandler {
            try await running.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }

    /// ``run(onListening:)`` for synchronous callers (the command line):
    /// blocks the calling thread until the server stops.
    public func runUntilStopped(onListening: @escaping @Sendable (_ url: String) -> Void) throws(PreviewError) {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task.detached { [self] in
            do throws(PreviewError) {
                try await run(onListening: onListening)
            } catch {
                outcome.error.withLock { $0 = error }
            }
            done.signal()
        }
        done.wait()
        if let error = outcome.error.withLock({ $0 }) { throw error }
    }

    private final class Outcome: Sendable {
        let error = Mutex<PreviewError?>(nil)
    }
}
#endif

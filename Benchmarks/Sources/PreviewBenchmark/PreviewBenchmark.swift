// How long the live preview takes to redraw a 480-tile matrix after a save,
// against the plain `matrix` command over the same 480 environments, in one
// run. Not a test: run it with scripts/preview-benchmark (release build).
//
//   preview-benchmark [FILE] [--runs N] [--layout-dump PATH] [--no-memory]
//
// Preview: the real server (in this process, on 127.0.0.1, through its
// public API) with an open /events stream; each run saves FILE with a new
// title, waits for the change event and fetches /tiles for the 480-tile
// matrix over a loopback socket. "redraw" is event to last byte (layout with
// glyphs, SVG, HTML, transfer), in wall time and in the CPU time the
// process (server and client, all threads) spent meanwhile, which other
// processes on a loaded machine disturb far less; "save to page" adds the
// watcher's pick-up.
// Matrix: what `layout-dump matrix` does after reading its file (decode,
// lay out the 480 environments on all cores, write the table) on a warm
// engine, and the command itself as a process (fonts opened each time).
// Memory (with --layout-dump): see MemoryBenchmark.swift.

import CardGeometry
import CardRendering
import CardText
import Foundation
import LayoutPreview

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// The CPU time the process has used so far, all threads, in milliseconds.
func processCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

func summary(_ values: [Double]) -> String {
    let sorted = values.sorted()
    let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    return String(format: "median %7.1f ms   min %7.1f   max %7.1f", median, sorted.first!, sorted.last!)
}

// MARK: - A loopback HTTP client (blocking, HTTP/1.1, Connection: close)

final class Connection {
    let socket: Int32

    init(port: Int, path: String) throws {
        #if canImport(Glibc)
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw BenchmarkError("cannot connect to 127.0.0.1:\(port)") }
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), 0) }
    }

    /// Reads what is there, waiting at most `timeout` seconds; empty at the end.
    func read(timeout: Double = 60) throws -> [UInt8] {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { throw BenchmarkError("no answer in \(timeout) s") }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = recv(socket, &buffer, buffer.count, 0)
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// Everything until the server closes.
    func readAll() throws -> [UInt8] {
        var all: [UInt8] = []
        while true {
            let chunk = try read()
            if chunk.isEmpty { return all }
            all += chunk
        }
    }

    /// Reads until `text` has come.
    func read(until text: String) throws {
        var seen = ""
        while !seen.contains(text) {
            let chunk = try read(timeout: 10)
            if chunk.isEmpty { throw BenchmarkError("the stream ended before \(text)") }
            seen += String(decoding: chunk, as: UTF8.self)
        }
    }

    deinit { close(socket) }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int?
    var port: Int? {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
@main
enum PreviewBenchmark {
    static func main() throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        func option(_ name: String) -> String? {
            guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
            defer { arguments.removeSubrange(index...(index + 1)) }
            return arguments[index + 1]
        }
        let runs = max(1, Int(option("--runs") ?? "") ?? 7)
        let measuresMemory = !arguments.contains("--no-memory")
        arguments.removeAll { $0 == "--no-memory" }
        let layoutDump = option("--layout-dump")
        // Benchmarks/Sources/PreviewBenchmark/PreviewBenchmark.swift: the repository is four up.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let example = URL(fileURLWithPath: arguments.first ?? root.appendingPathComponent("Examples/promo-card.json").path)
        let original: String
        do {
            original = try String(contentsOf: example, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("\(example.path): cannot be read: \(error)\n".utf8))
            exit(2)
        }
        let query =
            "widths=" + DeviceMatrix.defaultWidths.map { NumberText.format($0) }.joined(separator: ",")
            + "&categories=" + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ",")
            + "&schemes=light,dark&directions=ltr,rtl"
        precondition(DeviceMatrix().count == 480)

        let work = FileManager.default.temporaryDirectory.appendingPathComponent("preview-benchmark-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("card.json")

        /// FILE as the n-th save writes it: the card's title changes each time, so
        /// the changed text is measured again, as after a designer's edit.
        func save(_ n: Int) throws {
            let text = original.replacingOccurrences(
                of: #""title": ""#, with: #""title": "Edit \#(n): "#, options: [], range: original.range(of: #""title": ""#))
            let temporary = work.appendingPathComponent("card.json.tmp")
            try Data(text.utf8).write(to: temporary)
            _ = rename(temporary.path, file.path)
        }

        // MARK: - Preview: save, event, /tiles over 480 environments

        try save(0)
        let server = try PreviewServer(options: PreviewOptions(file: file.path, port: 0))
        let portBox = PortBox()
        let stopped = DispatchSemaphore(value: 0)
        Task.detached {
            try? await server.run { url in portBox.port = URL(string: url)?.port }
            stopped.signal()
        }
        while portBox.port == nil { usleep(10_000) }
        let port = portBox.port!

        /// The /tiles answer for the 480 environments (checked after the clock stops).
        func fetchTiles() throws -> [UInt8] {
            try Connection(port: port, path: "/tiles?" + query).readAll()
        }
        func check(_ response: [UInt8]) throws {
            let text = String(decoding: response, as: UTF8.self)
            guard text.hasPrefix("HTTP/1.1 200"), text.components(separatedBy: "<figure class=\"tile ").count - 1 == 480 else {
                throw BenchmarkError("/tiles did not answer with 480 tiles: \(text.prefix(300))")
            }
        }

        let events = try Connection(port: port, path: "/events")
        try events.read(until: "event: hello")
        try check(try fetchTiles())  // the engine's caches warm up, as on a page already open

        var redraws: [Double] = []
        var redrawCPU: [Double] = []
        var totals: [Double] = []
        var drawn: [Double] = []
        var pageBytes = 0
        let clock = ContinuousClock()
        for run in 1...runs {
            let saved = clock.now
            try save(run)
            try events.read(until: "event: change")
            let event = clock.now
            let eventCPU = processCPUMilliseconds()
            let response = try fetchTiles()
            let done = clock.now
            redrawCPU.append(processCPUMilliseconds() - eventCPU)
            try check(response)
            pageBytes = response.count
            // The page's own figure: the server's layout and drawing alone.
            let text = String(decoding: response.prefix(4096), as: UTF8.self)
            if let range = text.range(of: "laid out and drawn in "),
                let value = Double(text[range.upperBound...].prefix { $0.isNumber })
            {
                drawn.append(value)
            }
            redraws.append(milliseconds(done - event))
            totals.append(milliseconds(done - saved))
        }
        // The whole page of the 480 tiles, as a browser first opens it.
        let page = try Connection(port: port, path: "/?" + query).readAll()
        try check(page)
        // Stopped as Ctrl-C stops it.
        kill(getpid(), SIGINT)
        stopped.wait()

        // MARK: - Matrix: the command's work on a warm engine, and the command itself

        let engine = try CardLayoutEngine(fonts: .bundled())
        func matrixRun(_ n: Int) throws -> Double {
            try save(100 + n)
            let start = clock.now
            let data = try Data(contentsOf: file)
            // As `layout-dump matrix` does: read once, the first width where the input has none.
            let input = try engine.input(
                json: data, fillingMissing: EnvironmentOverrides(width: DeviceMatrix.defaultWidths[0]))
            let report = DeviceMatrix().run(input, engine: engine)
            let table = report.table(source: file.path)
            precondition(report.entries.count == 480 && !table.isEmpty)
            return milliseconds(clock.now - start)
        }
        _ = try matrixRun(0)
        let matrixTimes = try (1...runs).map { try matrixRun($0) }

        var commandTimes: [Double] = []
        if let layoutDump {
            for run in 1...runs {
                try save(200 + run)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: layoutDump)
                process.arguments = ["matrix", file.path]
                process.standardOutput = FileHandle.nullDevice
                let start = clock.now
                try process.run()
                process.waitUntilExit()
                commandTimes.append(milliseconds(clock.now - start))
            }
        }

        print("480 environments (10 widths × 12 categories × 2 schemes × 2 directions), \(runs) saves each, "
            + "\(ProcessInfo.processInfo.activeProcessorCount) cores")
        print("preview, event → /tiles last byte (re-lay, SVG, HTML):  " + summary(redraws)
            + String(format: "   (%.1f MB page part)", Double(pageBytes) / 1_000_000))
        print("  of which laid out and drawn (480 tiles, all cores):    " + summary(drawn))
        print("  CPU time of the process meanwhile (all threads):      " + summary(redrawCPU))
        print("preview, save → /tiles last byte (+ watcher, 200 ms):   " + summary(totals))
        print("matrix, in process (decode, 480 layouts, table):        " + summary(matrixTimes))
        if !commandTimes.isEmpty {
            print("matrix, `layout-dump matrix FILE` process:              " + summary(commandTimes))
        }
        print(String(format: "page of the 480 tiles (GET /):                          %.1f MB", Double(page.count) / 1e6))
        if let layoutDump, measuresMemory {
            for line in try MemoryBenchmark.run(layoutDump: layoutDump, file: file.path) { print(line) }
        }
    }
}

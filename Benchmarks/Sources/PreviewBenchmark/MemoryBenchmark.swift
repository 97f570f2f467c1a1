// The preview server's memory under large views, measured on a real
// `layout-dump preview` process (its resident set, from /proc), over
// loopback only and in bounded loops:
//
// - 40 different 500-tile views, one after the other;
// - then 10 other 500-tile views at once, while a small page (`GET /`, 16
//   tiles) is timed: it must not wait behind them.

import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `layout-dump preview FILE --port 0` process.
final class PreviewProcess {
    let process = Process()
    let port: Int
    private let output = Pipe()

    init(layoutDump: String, file: String) throws {
        process.executableURL = URL(fileURLWithPath: layoutDump)
        process.arguments = ["preview", file, "--port", "0"]
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "http://127.0.0.1:"),
            let port = Int(text[range.upperBound...].prefix { $0.isNumber })
        else {
            process.terminate()
            throw BenchmarkError("layout-dump preview printed no address: \(text)")
        }
        self.port = port
    }

    /// The resident set and its peak, in MB (Linux).
    func memory() -> (resident: Double, peak: Double) {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
        else { return (.nan, .nan) }
        func field(_ name: String) -> Double {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
                let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
            else { return .nan }
            return kilobytes / 1024
        }
        return (field("VmRSS"), field("VmHWM"))
    }

    func stop() {
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
    }
}

enum MemoryBenchmark {
    /// A 500-tile view: 25 widths (shifted by `index`, so each view is its
    /// own) × 5 categories × 2 schemes × 2 directions.
    static func view(_ index: Int) -> String {
        let widths = (0..<25).map { String(300 + 40 * $0 + index) }.joined(separator: ",")
        return "/?widths=\(widths)&categories=xS,M,xxxL,AX2,AX5&schemes=light,dark&directions=ltr,rtl"
    }

    /// Fetches `path` and checks that it is a page of `tiles` tiles; its size.
    static func fetch(_ path: String, port: Int, tiles: Int) throws -> Int {
        let response = try Connection(port: port, path: path).readAll()
        let text = String(decoding: response, as: UTF8.self)
        guard text.hasPrefix("HTTP/1.1 200"), text.components(separatedBy: "<figure class=\"tile ").count - 1 == tiles else {
            throw BenchmarkError("\(path.prefix(60))… did not answer with \(tiles) tiles: \(text.prefix(300))")
        }
        return response.count
    }

    static func run(layoutDump: String, file: String) throws -> [String] {
        let server = try PreviewProcess(layoutDump: layoutDump, file: file)
        defer { server.stop() }
        let clock = ContinuousClock()
        _ = try fetch("/", port: server.port, tiles: 16)
        let start = server.memory()

        var bytes = 0
        let sequentialStart = clock.now
        for index in 0..<40 { bytes = try fetch(view(index), port: server.port, tiles: 500) }
        let sequential = clock.now - sequentialStart
        let afterSequential = server.memory()

        // 10 at once, and a small page timed while they are drawn.
        let errors = Mutex<[String]>([])
        let group = DispatchGroup()
        let port = server.port
        let concurrentStart = clock.now
        for index in 40..<50 {
            group.enter()
            Thread {
                do { _ = try fetch(view(index), port: port, tiles: 500) } catch {
                    errors.withLock { $0.append("\(error)") }
                }
                group.leave()
            }.start()
        }
        usleep(300_000)
        let smallStart = clock.now
        _ = try fetch("/", port: server.port, tiles: 16)
        let small = clock.now - smallStart
        group.wait()
        let concurrent = clock.now - concurrentStart
        let afterConcurrent = server.memory()
        if let error = errors.withLock({ $0.first }) { throw BenchmarkError(error) }

        func mb(_ value: Double) -> String { String(format: "%.0f MB", value) }
        return [
            "server memory (`layout-dump preview` process, resident set):",
            "  after its first page (16 tiles):                        \(mb(start.resident))",
            "  after 40 different 500-tile views, one at a time:       \(mb(afterSequential.resident))"
                + String(format: "   (%.1f s in all, %.1f MB a page)", milliseconds(sequential) / 1000, Double(bytes) / 1e6),
            "  after 10 other 500-tile views at once:                  \(mb(afterConcurrent.resident))"
                + "   (peak \(mb(afterConcurrent.peak)), "
                + String(format: "%.1f s in all)", milliseconds(concurrent) / 1000),
            "  GET / (16 tiles) while the 10 are drawn:                "
                + String(format: "%.0f ms", milliseconds(small)),
        ]
    }
}

import CardGeometry
import CardText
import Foundation

/// `--library FILE [N]`: the in-process cost of a card from a library's
/// NDJSON stream, the baseline of `layout-dump --ndjson`'s per-card figure
/// (Benchmarks/library-figures): every line of FILE is read into memory
/// first, then laid out from its JSON and its `card-layout/1` JSON written
/// (to a discarding sink) on one thread, N times (default 3), each time
/// with the measurer's caches emptied first (as a process starts: every
/// card's texts are new to it); prints the best µs per card.
enum LibraryStream {
    static func run(path: String, times: Int) throws {
        let text = try Data(contentsOf: URL(fileURLWithPath: path))
        let lines = text.split(separator: UInt8(ascii: "\n")).map { Data($0) }
        let engine = CardLayoutEngine(fonts: try FontRegistry.bundled())
        var best = Double.infinity
        for _ in 0..<max(1, times) {
            engine.measurer.removeCachedResults()
            let start = DispatchTime.now().uptimeNanoseconds
            var bytes = 0
            for line in lines {
                guard let layout = try? engine.layout(json: line) else { continue }
                layout.writeJSON(pretty: false) { chunk in bytes &+= chunk.count }
            }
            consume(bytes)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            best = min(best, seconds)
        }
        print(String(format: "in-process layout from JSON, caches emptied: %d cards, %.2f µs per card (best of %d)",
            lines.count, best / Double(lines.count) * 1e6, max(1, times)))
    }
}

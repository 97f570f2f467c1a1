import CardGeometry
import CardGeometryTesting
import CardText
import Foundation

/// `--profile goldens-layout|goldens-check|goldens-write|goldens-none [N]`:
/// the work of `--goldens` on every golden layout case, N times (10 by
/// default), for a profiler such as perf or callgrind; it runs before the
/// corpus is made, so start-up stays small (`goldens-none` reads the cases
/// and lays each out once, to subtract).
///   - `goldens-layout`: empty caches, then every input read and laid out
///     from JSON (the baseline of `--goldens`, cold);
///   - `goldens-check`: empty caches, then every case checked (read, lay
///     out, write its JSON, read the expected file, compare), cold;
///   - `goldens-write`: every layout, made once before, written as its
///     expected file's bytes (the writer alone).
enum GoldenProfile {
    static func run(_ workload: String, times: Int, goldens: URL) {
        let engine = CardLayoutEngine(fonts: try! FontRegistry.bundled())
        let root = goldens.path
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).sorted()
        let cases = GoldenFolder(root: root, files: files).cases.filter { $0.form == .layout }
        let checker = GoldenChecker(engine: engine)
        let layouts = cases.map { goldenCase in
            try! engine.layout(json: try! Data(contentsOf: URL(fileURLWithPath: goldenCase.inputPath)))
        }
        for _ in 0..<times {
            switch workload {
            case "goldens-layout":
                engine.measurer.removeCachedResults()
                for goldenCase in cases {
                    let data = try! Data(contentsOf: URL(fileURLWithPath: goldenCase.inputPath))
                    consume(try! engine.layout(json: data))
                }
            case "goldens-check":
                engine.measurer.removeCachedResults()
                for goldenCase in cases { consume(checker.check(goldenCase)) }
            case "goldens-write":
                for layout in layouts { consume(GoldenComparator.expectedBytes(of: layout)) }
            case "goldens-none": break
            default: fatalError("unknown workload \(workload)")
            }
        }
    }
}

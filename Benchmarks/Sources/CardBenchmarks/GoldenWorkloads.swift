import CardGeometry
import CardGeometryTesting
import Foundation

/// `layout-dump check`'s work on the golden cases against laying the same
/// inputs out from JSON, measured in the same run, on one core: per case,
/// the check reads the input, lays it out, writes its JSON, reads the
/// expected file and compares them; the baseline reads the input and lays
/// it out. The target: the check at most 1.5x the baseline. Passing cases
/// are the common case: the layout is streamed into bytes (no JSON tree)
/// and compared with the file's bytes.
struct GoldenWorkloads {
    let engine: CardLayoutEngine
    let repetitions: Int

    func rows(goldens: URL) -> [Row] {
        let root = goldens.path
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).sorted()
        let cases = GoldenFolder(root: root, files: files).cases.filter { $0.form == .layout }
        let checker = GoldenChecker(engine: engine)
        // Warm: the caches as a run that has started.
        for goldenCase in cases { precondition(checker.check(goldenCase).status == .passed, "\(goldenCase)") }
        var rows: [Row] = []
        // Cold is what `layout-dump check` does (a new process: every text
        // measured once); warm, the same again with the caches full, leaves
        // the check's own work (writing, reading, comparing) most visible.
        for (name, prepare) in [("cold", { engine.measurer.removeCachedResults() }), ("warm", {})] {
            let layout = medianSeconds(repetitions: repetitions, prepare: prepare) {
                for goldenCase in cases {
                    let data = try! Data(contentsOf: URL(fileURLWithPath: goldenCase.inputPath))
                    consume(try! engine.layout(json: data))
                }
            }
            let check = medianSeconds(repetitions: repetitions, prepare: prepare) {
                for goldenCase in cases { consume(checker.check(goldenCase)) }
            }
            rows.append(
                Row(name: "goldens, \(name): lay out every input from JSON", count: cases.count, seconds: layout,
                    target: "baseline"))
            rows.append(
                Row(
                    name: "goldens, \(name): check every case", count: cases.count, seconds: check,
                    target: "<= 1.5x the baseline; \(format(check / layout, 2))x"))
        }
        return rows
    }
}

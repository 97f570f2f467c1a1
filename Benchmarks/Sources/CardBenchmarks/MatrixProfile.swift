import CardGeometry
import CardRendering
import CardText
import Foundation

/// `--profile matrix-command|matrix-typed|matrix-none [N]`: what
/// `layout-dump matrix Examples/promo-card.json` does after start-up, N times
/// (100 by default), for a profiler such as perf or callgrind; it runs before
/// the corpus is made, so start-up stays small (`matrix-none` is start-up
/// only, to subtract).
///   - `matrix-command`: empty caches, read the file's JSON, the first
///     layout, DeviceMatrix.run over the 480 environments and the table;
///   - `matrix-typed`: empty caches, then the same 480 environments laid out
///     from the typed input in a loop (the layouts alone).
enum MatrixProfile {
    static func run(_ workload: String, times: Int) {
        let engine = CardLayoutEngine(fonts: try! FontRegistry.bundled())
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let document = try! Data(contentsOf: root.appendingPathComponent("Examples/promo-card.json"))
        for _ in 0..<times {
            switch workload {
            case "matrix-command":
                engine.measurer.removeCachedResults()
                let matrix = DeviceMatrix()
                let input = try! engine.input(json: document, fillingMissing: EnvironmentOverrides(width: 320))
                consume(try! engine.layout(input))
                consume(matrix.run(input, engine: engine).table(source: "promo-card.json"))
            case "matrix-typed":
                engine.measurer.removeCachedResults()
                let input = try! engine.input(json: document)
                for environment in DeviceMatrix().environments(base: input.environment) {
                    var input = input
                    input.environment = environment
                    consume(try! engine.layout(input))
                }
            case "matrix-none": break
            default: fatalError("unknown workload \(workload)")
            }
        }
    }
}

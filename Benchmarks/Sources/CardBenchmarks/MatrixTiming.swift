import CardGeometry
import CardRendering
import CardText
import Foundation

/// `--matrix CARD [--runs N]`: what `layout-dump matrix CARD` does after
/// start-up (read the JSON, the first layout in the input's own environment,
/// `DeviceMatrix.run` over the 480 environments, the table), repeated N
/// times (50 by default) in this process, in the process's CPU time (every
/// thread: the matrix runs on all cores, so run it under `taskset -c 0` for
/// a figure per core) and in wall time, per environment.
///
/// Two kinds of pass, alternating, so that a loaded machine disturbs both
/// alike:
///   - **cold**: the measurer's caches emptied before the pass (untimed),
///     as a `layout-dump matrix` run sees them: nothing measured yet. This
///     is the honest figure for a run, and the one compared with Pango.
///   - **warm**: the caches kept from the previous pass, as the live
///     preview sees them after a save that changed nothing the texts read.
/// Besides, a cold 1-environment pass (the same path with the matrix
/// narrowed to 320 pt, L, light, left to right), so that the 480-environment
/// pass minus it, divided by 479, leaves out reading and the first layout
/// (the figure the whole-process scripts used to give).
///
/// The file is read once, before the passes; fonts are loaded by the first
/// (untimed) warm-up pass, as a run loads them before it lays out.
enum MatrixTiming {
    static func run(cardPath: String, runs: Int) throws {
        let engine = CardLayoutEngine(fonts: try FontRegistry.bundled())
        let document = try Data(contentsOf: URL(fileURLWithPath: cardPath))
        let source = URL(fileURLWithPath: cardPath).lastPathComponent
        let matrix = DeviceMatrix()
        let one = DeviceMatrix(widths: [320], categories: [.large], schemes: [.light], directions: [.ltr])

        // layout-dump's matrix path, after reading the file.
        func pass(_ matrix: DeviceMatrix) {
            let input = try! engine.input(json: document, fillingMissing: EnvironmentOverrides(width: matrix.widths.first))
            consume(try! engine.layout(input))
            consume(matrix.run(input, engine: engine).table(source: source))
        }
        // One pass, timed: (process CPU, wall), in seconds.
        func timed(_ matrix: DeviceMatrix, cold: Bool) -> (cpu: Double, wall: Double) {
            if cold { engine.measurer.removeCachedResults() }
            let cpuStart = processCPUNanoseconds()
            let wallStart = DispatchTime.now().uptimeNanoseconds
            pass(matrix)
            let wall = Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9
            return (Double(processCPUNanoseconds() - cpuStart) / 1e9, wall)
        }

        pass(matrix)  // warm-up: fonts, faces and shapers loaded, code paged in
        var cold: [(cpu: Double, wall: Double)] = []
        var warm: [(cpu: Double, wall: Double)] = []
        var coldOne: [(cpu: Double, wall: Double)] = []
        for _ in 0..<runs {
            coldOne.append(timed(one, cold: true))
            cold.append(timed(matrix, cold: true))
            warm.append(timed(matrix, cold: false))
        }

        let count = Double(matrix.count)
        func microseconds(_ samples: [Double], per divisor: Double) -> Summary {
            Summary(samples.map { $0 * 1e6 / divisor })
        }
        print("matrix \(cardPath): layout-dump's path (read, first layout, DeviceMatrix.run, table), "
            + "\(matrix.count) environments, \(runs) passes of each kind, alternating")
        print("cold µs CPU per environment: \(microseconds(cold.map(\.cpu), per: count))")
        print("warm µs CPU per environment: \(microseconds(warm.map(\.cpu), per: count))")
        print("cold µs wall per environment: \(microseconds(cold.map(\.wall), per: count))")
        print("warm µs wall per environment: \(microseconds(warm.map(\.wall), per: count))")
        // Each cold pass minus the 1-environment pass before it.
        let differences = zip(cold, coldOne).map { ($0.cpu - $1.cpu) * 1e6 / (count - 1) }
        print("cold minus 1-environment µs CPU per environment: \(Summary(differences))")
    }

    /// The least, median and quartiles of some samples, printed as
    /// `least L median M q1 A q3 B` (Benchmarks/matrix-against-pango reads
    /// the fields by name).
    struct Summary: CustomStringConvertible {
        let sorted: [Double]
        init(_ samples: [Double]) { sorted = samples.sorted() }
        func quantile(_ fraction: Double) -> Double {
            let position = fraction * Double(sorted.count - 1)
            let lower = Int(position.rounded(.down))
            let upper = min(lower + 1, sorted.count - 1)
            return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
        }
        var description: String {
            String(
                format: "least %.3f median %.3f q1 %.3f q3 %.3f", sorted[0], quantile(0.5), quantile(0.25),
                quantile(0.75))
        }
    }

    /// The CPU time of the whole process (every thread), in nanoseconds.
    static func processCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

import CardGeometry
import CardGeometryGoldens
import CardRendering
import Foundation

/// What `check`, `record` and `accept` share.
enum GoldenCommands {
    /// The pending folder when none is given.
    static let defaultPending = ".layout-dump/pending"

    /// Checks every case on all cores, handing each result to `deliver` on
    /// this thread in case order.
    static func run(
        _ cases: [GoldenCase], checker: GoldenChecker, keepsActual: Bool = false,
        deliver: (GoldenResult) throws -> Void
    ) throws {
        try OrderedRun.run(
            cases, window: 4 * AvailableProcessors.count,
            work: { checker.check($0, keepsActual: keepsActual) }, deliver: deliver)
    }

    /// The line printed for a result that fails; nil for one that passed.
    static func line(_ result: GoldenResult) -> String? {
        let label: String
        switch result.status {
        case .passed: return nil
        case .failed: label = "FAIL    "
        case .missing: label = "MISSING "
        case .error: label = "ERROR   "
        case .obsolete: return "OBSOLETE \(result.message ?? result.key)"
        }
        return "\(label) \(result.key)  \(result.headline ?? "")"
    }

    static func print(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}

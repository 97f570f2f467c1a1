import CardGeometry
import CardGeometryGoldens
import CardRendering
import Foundation

/// What `check`, `record` and `accept` share.
enum GoldenCommands {
    /// The pending folder when none is given.
    static let defaultPending = ".layout-dump/pending"

    /// Checks every case on all cores, handing each result to `deliver` on
    /// this thread in case order, with a progress line on a terminal's
    /// stderr (cleared before a failing case's line is printed).
    static func run(
        _ cases: [GoldenCase], checker: GoldenChecker, keepsActual: Bool = false,
        deliver: (GoldenResult) throws -> Void
    ) throws {
        let progress = Progress(total: cases.count, noun: "cases")
        defer { progress.finish() }
        try OrderedRun.run(cases, work: { checker.check($0, keepsActual: keepsActual) }) { result in
            if result.status.fails { progress.finish() }
            try deliver(result)
            progress.advance()
        }
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

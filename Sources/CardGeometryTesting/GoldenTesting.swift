import CardGeometry
@_exported import CardGeometryGoldens
import Foundation

/// Compares layouts with golden files from Swift Testing or XCTest tests,
/// with the comparison `layout-dump check` uses (``GoldenComparator``).
///
/// ```swift
/// import CardGeometry
/// import CardGeometryTesting
/// import Testing
///
/// @Test func promoCard() throws {
///     let layout = try CardLayoutEngine(fonts: .bundled()).layout(json: input)
///     expectGolden(layout, at: "Tests/Goldens/promo.expected.json")
/// }
/// ```
///
/// A failure is recorded as a test issue (Swift Testing's `Issue.record`,
/// XCTest's `XCTFail`) that names the first cause and lists every
/// difference. Setting `CARDGEOMETRY_RECORD_GOLDENS` to `missing`,
/// `failed` or `all` (`1` means `all`) writes the expected files instead;
/// a test that writes one fails, saying what it wrote, so that a recording
/// never passes.
public enum GoldenTesting {
    /// The variable that asks for a recording.
    public static let recordVariable = "CARDGEOMETRY_RECORD_GOLDENS"
    /// At most this many differences are listed per failure.
    public static let shownDifferences = 40

    /// The recording the process's environment asks for, or nil.
    public static var recordMode: RecordMode? {
        recordMode(from: ProcessInfo.processInfo.environment[recordVariable])
    }

    /// The recording `value` asks for: `1` and `all` every file, `failed`,
    /// `missing`; unset, empty or `0` none. Anything else is a mistake:
    /// nil, and ``verify(actual:tree:form:expectedAt:name:comparator:recordMode:)``
    /// is never reached with it (see ``recordModeProblem(from:)``).
    public static func recordMode(from value: String?) -> RecordMode? {
        guard let value else { return nil }
        if value == "1" { return .all }
        return RecordMode(rawValue: value)
    }

    /// A message when `value` is set to something that is not a mode.
    public static func recordModeProblem(from value: String?) -> String? {
        guard let value, !value.isEmpty, value != "0", recordMode(from: value) == nil else { return nil }
        return "\(recordVariable)=\(value) is not a record mode; use missing, failed, all or 1 (all)"
    }

    /// Compares `actual` (a layout or matrix report in the engine's pretty
    /// form with a final newline) with the file at `path`, or records it.
    /// Returns the lines of the failure, empty when the test passes.
    public static func verify(
        actual: Data, tree: () -> JSONValue, form: GoldenCase.Form = .layout, expectedAt path: String,
        name: String, comparator: GoldenComparator = GoldenComparator(),
        recordMode: RecordMode? = GoldenTesting.recordMode
    ) -> [String] {
        if let problem = recordModeProblem(from: ProcessInfo.processInfo.environment[recordVariable]) {
            return [problem]
        }
        let comparison = comparator.compare(actual: actual, tree: tree, form: form, expectedAt: path)
        let status: GoldenResult.Status =
            switch comparison {
            case .matches: .passed
            case .missing: .missing
            case .differs: .failed
            case .unreadable: .error
            }
        if let recordMode, recordMode.writes(status) || (status == .error && recordMode != .missing) {
            return record(actual, to: path, name: name, comparison: comparison, mode: recordMode)
        }
        switch comparison {
        case .matches:
            return []
        case .missing:
            return [
                "\(name): \(path) is missing; record it on purpose with \(recordVariable)=missing "
                    + "(or layout-dump record)"
            ]
        case .unreadable(let error):
            return ["\(name): \(error.message)"]
        case .differs(let differences, _):
            return failureLines(name: name, path: path, differences: differences)
        }
    }

    /// `NAME: 3 differences from PATH`, the first cause, then each difference.
    public static func failureLines(name: String, path: String, differences: [LayoutDifference]) -> [String] {
        let plural = differences.count == 1 ? "" : "s"
        let explanation = GoldenExplanation(differences)
        var lines = ["\(name): \(differences.count) difference\(plural) from \(path)"]
        lines.append("  first cause: \(explanation.headline)")
        lines += differences.prefix(shownDifferences).map { "  " + $0.summary }
        if differences.count > shownDifferences {
            lines.append("  … and \(differences.count - shownDifferences) more")
        }
        return lines
    }

    private static func record(
        _ actual: Data, to path: String, name: String, comparison: GoldenComparator.Comparison, mode: RecordMode
    ) -> [String] {
        let change: GoldenWriter.Change
        do {
            change = try GoldenWriter.write(actual, to: path)
        } catch {
            return ["\(name): \(error.message)"]
        }
        let what: String
        var details: [String] = []
        switch (change, comparison) {
        case (.new, _): what = "new file"
        case (.unchanged, _): what = "unchanged"
        case (.changed, .differs(let differences, _)):
            what = "changed, \(differences.count) value\(differences.count == 1 ? "" : "s")"
            details = differences.prefix(10).map { "  " + $0.summary }
        case (.changed, .unreadable): what = "replaced an unreadable file"
        case (.changed, _): what = "rewritten in the engine's form, equal within the tolerance"
        }
        let variable = ProcessInfo.processInfo.environment[recordVariable] ?? mode.rawValue
        return [
            "\(name): recorded \(path) (\(what)) because \(recordVariable)=\(variable); "
                + "review the diff and run again without the variable"
        ] + details
    }
}

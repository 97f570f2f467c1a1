import CardGeometry
import CardRendering

/// What `matrix` writes on stderr for an input that fails: the rules that
/// failed and how many layouts, then a line per text (or, with
/// `--verbose`, per environment); the environments it cannot be laid out in.
enum FailureReport {
    static func lines(_ verdict: MatrixVerdict, rules: [FailOnRule], source: String, verbose: Bool) -> [String] {
        var lines: [String] = []
        let count = verdict.report.entries.count
        for warning in verdict.failedWarnings {
            lines.append("\(source): --fail-on \(warning.code): \(warning)")
        }
        if !verdict.failing.isEmpty {
            lines.append("\(source): --fail-on \(names(rules)): \(verdict.failing.count) of \(count) layouts fail")
            if verbose {
                lines += verdict.failing.map { environment in
                    let entry = verdict.report.entries[environment.index]
                    return "  \(entry.environmentDescription): "
                        + environment.problems.map(\.description).joined(separator: ", ")
                }
            } else {
                lines += FailureSummary.lines(verdict).map { "  " + $0 }
            }
        }
        if !verdict.errors.isEmpty {
            lines.append("\(source): \(verdict.errors.count) of \(count) layouts cannot be laid out")
            if verbose {
                lines += verdict.errors.compactMap { index in
                    let entry = verdict.report.entries[index]
                    return entry.error.map { "  \(entry.environmentDescription): \($0)" }
                }
            } else {
                lines += FailureSummary.errorLines(verdict).map { "  " + $0 }
            }
        }
        return lines
    }

    /// The rules that check layouts, by check (truncation, resize,
    /// overflow), as written: `truncation:heading,overflow`.
    static func names(_ rules: [FailOnRule]) -> String {
        var ordered: [FailOnRule] = []
        for check in MatrixReport.Check.allCases {
            ordered += rules.filter { $0.subject == .check(check) }
        }
        var seen: Set<String> = []
        return ordered.map(\.description).filter { seen.insert($0).inserted }.joined(separator: ",")
    }
}

import CardGeometry
import CardRendering
import Foundation

/// The verdicts of a many-input matrix run, gathered as the inputs are
/// delivered: the counts, the stderr lines of each input, and (when kept)
/// a case per source for the JUnit and Markdown reports.
struct SourceReports {
    let rules: [FailOnRule]
    /// Whether each source's case is kept for a JUnit or Markdown report.
    var keepsCases = false
    private(set) var count = 0
    private(set) var failCount = 0
    private(set) var errorCount = 0
    private(set) var cases: [Case] = []

    /// One source's verdict, for the reports.
    struct Case {
        var source: String
        var verdict: String
        var lines: [String]
        /// What failed first, for a table cell and a JUnit failure's message.
        var firstProblem: String
    }

    init(rules: [FailOnRule], keepsCases: Bool = false) {
        self.rules = rules
        self.keepsCases = keepsCases
    }

    /// Counts one input's outcome, and returns what goes to stderr for it.
    mutating func add(_ outcome: ManyMatrices.Outcome, verbose: Bool) -> [String] {
        add(source: outcome.item.source.description, outcome.result, verbose: verbose)
    }

    /// Counts one source's verdict, and returns what goes to stderr for it.
    mutating func add(source: String, _ result: Result<MatrixVerdict, InputFailure>, verbose: Bool) -> [String] {
        count += 1
        let verdict: String, lines: [String], first: String
        switch result {
        case .failure(let failure):
            errorCount += 1
            verdict = "error"
            lines = ["\(source): \(failure.text)"]
            first = failure.text
        case .success(let result):
            lines = FailureReport.lines(result, rules: rules, source: source, verbose: verbose)
            verdict = result.passes ? "pass" : "fail"
            if !result.passes { failCount += 1 }
            first = lines.dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? lines.first ?? ""
        }
        if keepsCases { cases.append(Case(source: source, verdict: verdict, lines: lines, firstProblem: first)) }
        return lines
    }

    /// `2000 inputs: 1,840 pass, 158 fail, 2 bad`.
    var totals: String {
        let passed = count - failCount - errorCount
        var text = "\(Progress.grouped(count)) input\(count == 1 ? "" : "s"): \(Progress.grouped(passed)) pass, "
            + "\(Progress.grouped(failCount)) fail"
        if errorCount > 0 { text += ", \(Progress.grouped(errorCount)) bad" }
        return text
    }

    /// A JUnit case per source: failed (its summary lines) or passed.
    func junit() -> String {
        let testCases = cases.map { item in
            JUnitReport.TestCase(
                name: item.source, classname: "layout-dump.matrix", file: item.source,
                failure: item.verdict == "pass"
                    ? nil
                    : JUnitReport.Failure(
                        message: item.firstProblem,
                        type: item.verdict == "error" ? "bad-input" : "check-failed",
                        body: item.lines.joined(separator: "\n")))
        }
        return JUnitReport(name: "layout-dump matrix", suites: [JUnitReport.Suite(name: "matrix", cases: testCases)])
            .xml()
    }

    /// A Markdown summary: the counts, a table of the sources that failed
    /// (in parts of 25 rows), then each one's lines, within the report's
    /// size budget.
    func markdown() -> String {
        var report = MarkdownReport(fullReport: "the JUnit report (--junit)")
        _ = report.append("## layout-dump matrix\n\n\(MarkdownReport.escape(totals))")
        let failing = cases.filter { $0.verdict != "pass" }
        guard !failing.isEmpty else { return report.text() }
        // The table in parts of 25 rows, so that a long one shows as many
        // sources as the budget holds rather than none.
        for start in stride(from: 0, to: failing.count, by: 25) {
            let part = failing[start..<min(start + 25, failing.count)]
            _ = report.append(
                MarkdownReport.table(
                    header: ["source", "verdict", "first problem"],
                    rows: part.map { [$0.source, $0.verdict, $0.firstProblem] }),
                leftOutAs: "table part")
        }
        for item in failing {
            _ = report.append(
                "### \(MarkdownReport.escape(item.source))\n\n```\n\(item.lines.joined(separator: "\n"))\n```",
                leftOutAs: "source")
        }
        return report.text()
    }
}

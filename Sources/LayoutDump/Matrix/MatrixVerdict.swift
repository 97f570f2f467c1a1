import CardGeometry
import CardRendering

/// What `--fail-on` rules make of one input's matrix report and warnings:
/// each environment that fails with the texts and content that failed there
/// and how, the environments the input cannot be laid out in, and the
/// warnings whose code a rule names.
struct MatrixVerdict: Sendable {
    /// How one text or part failed in one environment.
    struct Problem: Hashable, Sendable {
        /// The text's output path, or the overflowing part's name.
        var path: String
        var check: MatrixReport.Check
        /// The size a resized text was set in; how far content overflows.
        var amount: Double?

        /// `heading truncated`, `heading resized to 14 pt`, `widgets[0] overflows by 22.1 pt`.
        var description: String {
            let amount = amount.map { NumberText.format($0) } ?? ""
            switch check {
            case .truncation: return "\(path) truncated"
            case .resize: return "\(path) resized to \(amount) pt"
            case .overflow: return "\(path) overflows by \(amount) pt"
            }
        }
    }

    /// An environment in which some rule fails.
    struct FailingEnvironment: Sendable {
        /// The entry's place in the report.
        var index: Int
        var problems: [Problem]
    }

    /// The matrix that was run.
    var report: MatrixReport
    /// Environments where a check failed, in the matrix's order.
    var failing: [FailingEnvironment]
    /// The report's entries whose input cannot be laid out there.
    var errors: [Int]
    /// The input's warnings that a rule fails on (`--fail-on unknown-key`).
    var failedWarnings: [CardLayoutWarning]

    /// The verdict of `rules` over `report` and the input's `warnings` (a
    /// warning rule's paths match the warning's input path).
    init(report: MatrixReport, rules: [FailOnRule], warnings: [CardLayoutWarning] = []) {
        self.report = report
        failedWarnings = warnings.filter { warning in
            rules.contains { $0.subject == .warning(warning.code.rawValue) && $0.covers(warning.path) }
        }
        let checks = rules.compactMap { rule -> (MatrixReport.Check, FailOnRule)? in
            if case .check(let check) = rule.subject { return (check, rule) }
            return nil
        }
        func applies(_ check: MatrixReport.Check, _ path: String) -> Bool {
            checks.contains { $0.0 == check && $0.1.covers(path) }
        }
        var failing: [FailingEnvironment] = []
        var errors: [Int] = []
        for (index, entry) in report.entries.enumerated() {
            guard let outcome = entry.layout else {
                errors.append(index)
                continue
            }
            guard !checks.isEmpty else { continue }
            var problems: [Problem] = []
            for text in outcome.texts {
                if text.truncated, applies(.truncation, text.name) {
                    problems.append(Problem(path: text.name, check: .truncation))
                }
                if text.resized, applies(.resize, text.name) {
                    problems.append(Problem(path: text.name, check: .resize, amount: text.fontSize))
                }
            }
            for overflow in outcome.overflows where applies(.overflow, overflow.name) {
                problems.append(Problem(path: overflow.name, check: .overflow, amount: overflow.points))
            }
            if !problems.isEmpty { failing.append(FailingEnvironment(index: index, problems: problems)) }
        }
        self.failing = failing
        self.errors = errors
    }

    /// Whether every environment lays out and passes.
    var passes: Bool { failing.isEmpty && errors.isEmpty && failedWarnings.isEmpty }
}

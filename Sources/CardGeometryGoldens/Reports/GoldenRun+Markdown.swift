import Foundation
import CardGeometry
import CardRendering

extension GoldenRun {
    /// How many cases of each group the Markdown report shows.
    public static let casesShownPerGroup = 5
    /// How many causes of a case the Markdown report shows.
    public static let differencesShownPerCase = 8

    /// The run in Markdown for a pull-request comment or a CI job summary,
    /// within `budget` bytes (60 KB): the counts, the groups of failures
    /// with their first cause, and the first cases of each group with their
    /// first differences; then the missing, broken and obsolete cases. What
    /// does not fit is counted at the end.
    public func markdownReport(budget: Int = MarkdownReport.defaultBudget) -> String {
        var report = MarkdownReport(budget: budget, fullReport: "the JUnit, HTML or JSON report")
        let icon = passed ? "✅" : "❌"
        _ = report.append("## \(icon) Golden check: \(MarkdownReport.escape(summary))")
        var facts = ["engine \(engineVersion)", Self.code(fontsDigest)]
        if let filter { facts.append("filter " + Self.code(filter)) }
        if let shard { facts.append("shard \(shard)") }
        if !judgesObsolete { facts.append("obsolete files not judged (the run is narrowed)") }
        _ = report.append(facts.joined(separator: " · "))
        let counts = GoldenResult.Status.allCases.map { status in ["\(status.rawValue)", "\(count(status))"] }
        _ = report.append(MarkdownReport.table(header: ["status", "cases"], rows: counts))

        let groups = self.groups
        if !groups.isEmpty {
            _ = report.append("### Groups\n\nFailures with the same paths and changes, up to the case.")
            let rows = groups.enumerated().map { index, group in
                ["\(index + 1)", "\(group.cases.count)", group.explanation.headline, group.cases[0]]
            }
            _ = report.append(
                MarkdownReport.table(header: ["group", "cases", "first cause", "first case"], rows: rows),
                leftOutAs: "group table")
            let byKey = Dictionary(results.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, group) in groups.enumerated() {
                var block = [
                    "#### Group \(index + 1): \(group.cases.count) case\(group.cases.count == 1 ? "" : "s")",
                    "",
                ]
                for key in group.cases.prefix(Self.casesShownPerGroup) { block.append("- " + Self.code(key)) }
                if group.cases.count > Self.casesShownPerGroup {
                    block.append("- … and \(group.cases.count - Self.casesShownPerGroup) more")
                }
                if let first = byKey[group.cases[0]] {
                    block.append("")
                    block.append("```")
                    // The causes, each with how many followed it: what moved, in a few lines.
                    let causes = first.explanation.causes
                    block += causes.prefix(Self.differencesShownPerCase).map(\.summary)
                    if causes.count > Self.differencesShownPerCase {
                        block.append("… and \(causes.count - Self.differencesShownPerCase) more causes")
                    }
                    block.append("```")
                }
                _ = report.append(block.joined(separator: "\n"), leftOutAs: "group")
            }
        }
        for status in [GoldenResult.Status.missing, .error, .obsolete] {
            let listed = results.filter { $0.status == status }
            guard !listed.isEmpty else { continue }
            let title =
                switch status {
                case .missing: "### Missing expected files"
                case .error: "### Cases that cannot be laid out"
                default: "### Obsolete files"
                }
            _ = report.append(title, leftOutAs: "\(status.rawValue) case")
            for result in listed {
                let line: String
                if status == .obsolete {
                    line = "- \(Self.code(result.expectedPath)) \(MarkdownReport.escape(result.obsolete?.reason ?? ""))"
                } else if status == .missing {
                    line = "- " + Self.code(result.key)
                } else {
                    line = "- \(Self.code(result.key)): \(MarkdownReport.escape(result.message ?? ""))"
                }
                _ = report.append(line, leftOutAs: "\(status.rawValue) case")
            }
        }
        return report.text()
    }

    /// `text` as a Markdown code span (a backtick in it becomes a quote).
    static func code(_ text: String) -> String {
        "`" + text.replacingOccurrences(of: "`", with: "'") + "`"
    }
}

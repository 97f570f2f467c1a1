import CardGeometry
import CardRendering

/// The failures of one input's matrix for a person: one line per text and
/// way of failing, naming the widths and the content size category from
/// which it fails (`heading truncates at ≤ 393 pt from AX1, at 402–440 pt
/// from AX3`), rather than a line per environment; and one line per
/// distinct error.
enum FailureSummary {
    /// A line per text and check, in the order they first fail.
    static func lines(_ verdict: MatrixVerdict) -> [String] {
        let matrix = verdict.report.matrix
        let entries = verdict.report.entries
        // For each text and check: for each width, the smallest category at
        // which it fails in any scheme and direction, and the sizes or amounts.
        struct Key: Hashable {
            var path: String
            var check: MatrixReport.Check
        }
        var order: [Key] = []
        var fromCategory: [Key: [Double: Int]] = [:]
        var amounts: [Key: (min: Double, max: Double)] = [:]
        var counts: [Key: Int] = [:]
        let categoryIndex = Dictionary(
            ContentSizeCategory.allCases.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for environment in verdict.failing {
            let entry = entries[environment.index].environment
            let category = categoryIndex[entry.contentSizeCategory] ?? 0
            for problem in environment.problems {
                let key = Key(path: problem.path, check: problem.check)
                if fromCategory[key] == nil { order.append(key) }
                fromCategory[key, default: [:]][entry.width] = min(
                    fromCategory[key]?[entry.width] ?? Int.max, category)
                counts[key, default: 0] += 1
                if let amount = problem.amount {
                    let old = amounts[key] ?? (amount, amount)
                    amounts[key] = (min(old.min, amount), max(old.max, amount))
                }
            }
        }
        let widths = matrix.widths.sorted()
        return order.map { key in
            let verb: String
            let range = amounts[key].map { range in
                range.min == range.max
                    ? NumberText.format(range.min) : "\(NumberText.format(range.min))–\(NumberText.format(range.max))"
            }
            switch key.check {
            case .truncation: verb = "truncates"
            case .resize: verb = "resized to \(range ?? "?") pt"
            case .overflow: verb = "overflows by \(range ?? "?") pt"
            }
            let places = groups(widths: widths, from: fromCategory[key] ?? [:]).map { group in
                "at \(group.widths) from \(ContentSizeCategory.allCases[group.category].rawValue)"
            }
            let count = counts[key] ?? 0
            return "\(key.path) \(verb) \(places.joined(separator: ", ")) (\(count) layout\(count == 1 ? "" : "s"))"
        }
    }

    /// A line per distinct reason the input cannot be laid out: the first
    /// environment, the reason, and how many more environments give it.
    static func errorLines(_ verdict: MatrixVerdict) -> [String] {
        var order: [String] = []
        var first: [String: String] = [:]
        var counts: [String: Int] = [:]
        for index in verdict.errors {
            let entry = verdict.report.entries[index]
            guard let error = entry.error else { continue }
            let reason = error.description
            if first[reason] == nil {
                order.append(reason)
                first[reason] = entry.environmentDescription
            }
            counts[reason, default: 0] += 1
        }
        return order.map { reason in
            let more = (counts[reason] ?? 1) - 1
            let tail = more > 0 ? " (and \(more) more layout\(more == 1 ? "" : "s") with the same error)" : ""
            return "\(first[reason] ?? ""): \(reason)\(tail)"
        }
    }

    /// Consecutive widths (of the matrix, sorted) that fail from the same
    /// category, written `≤ 393 pt`, `402–440 pt`, `≥ 744 pt`, `320 pt`
    /// or `every width`.
    private static func groups(widths: [Double], from: [Double: Int]) -> [(widths: String, category: Int)] {
        var runs: [(first: Int, last: Int, category: Int)] = []
        for (index, width) in widths.enumerated() {
            guard let category = from[width] else { continue }
            if let last = runs.last, last.last == index - 1, last.category == category {
                runs[runs.count - 1].last = index
            } else {
                runs.append((index, index, category))
            }
        }
        return runs.map { run in
            let low = NumberText.format(widths[run.first]), high = NumberText.format(widths[run.last])
            let text: String
            if run.first == 0, run.last == widths.count - 1, widths.count > 1 {
                text = "every width"
            } else if run.first == run.last {
                text = "\(low) pt"
            } else if run.first == 0 {
                text = "≤ \(high) pt"
            } else if run.last == widths.count - 1 {
                text = "≥ \(low) pt"
            } else {
                text = "\(low)–\(high) pt"
            }
            return (text, run.category)
        }
    }
}

/// A Markdown document with a size budget, for a pull-request comment or a
/// CI job summary (which cap what they show): blocks are appended in order
/// of importance, and once the next block would pass the budget it is left
/// out and counted, and the document ends by saying what was left out and
/// where the rest is.
public struct MarkdownReport: Sendable {
    /// The default budget: 60 KB, under the limits of pull-request comments
    /// and job summaries.
    public static let defaultBudget = 60_000

    /// The most UTF-8 bytes the document may have, its closing note included.
    public let budget: Int
    /// Where the whole report is, said in the closing note when something
    /// was left out (`the JUnit report`, `the HTML report`).
    public var fullReport: String?
    private var blocks: [String] = []
    private var size = 0
    /// What was left out, by what (`case`, `group`): counts in order of
    /// first omission.
    private var omitted: [(what: String, count: Int)] = []
    /// Room kept for the closing note.
    private static let noteReserve = 600

    /// An empty document of at most `budget` bytes.
    public init(budget: Int = MarkdownReport.defaultBudget, fullReport: String? = nil) {
        self.budget = max(Self.noteReserve * 2, budget)
        self.fullReport = fullReport
    }

    /// Appends `block` (a paragraph, heading, list or table; separated from
    /// the others by a blank line) when it fits; otherwise counts it as one
    /// `what` left out. Once anything was left out, later blocks are left
    /// out too, so the document never skips a block to show a later one.
    /// Returns whether it was appended.
    @discardableResult
    public mutating func append(_ block: String, leftOutAs what: String = "section") -> Bool {
        let cost = block.utf8.count + 2
        guard omitted.isEmpty, size + cost <= budget - Self.noteReserve else {
            if let index = omitted.firstIndex(where: { $0.what == what }) {
                omitted[index].count += 1
            } else {
                omitted.append((what, 1))
            }
            return false
        }
        blocks.append(block)
        size += cost
        return true
    }

    /// Whether anything was left out.
    public var isTruncated: Bool { !omitted.isEmpty }

    /// The document: the blocks, then, when some were left out, a note
    /// that counts them (`12 more cases and 2 more groups were left out to
    /// keep this under 60 KB; the JUnit report has them all.`).
    public func text() -> String {
        var text = blocks.joined(separator: "\n\n")
        if !omitted.isEmpty {
            let counts = omitted.map { "\($0.count) more \($0.what)\($0.count == 1 ? "" : "s")" }
            let list =
                counts.count == 1
                ? counts[0] : counts.dropLast().joined(separator: ", ") + " and " + counts.last!
            var note = "_\(list) \(omitted.count == 1 && omitted[0].count == 1 ? "was" : "were") left out "
            note += "to keep this under \(budget / 1000) KB"
            if let fullReport { note += "; \(fullReport) has them all" }
            note += "._"
            text += (text.isEmpty ? "" : "\n\n") + note
        }
        return text + "\n"
    }

    /// `text` safe inside a Markdown table cell or a line of prose: pipes,
    /// backticks, angle brackets and newlines cannot break the layout.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "|": escaped += "\\|"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\n", "\r\n", "\r": escaped += " "
            case "*", "_", "`", "[", "]", "\\": escaped += "\\" + String(character)
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A Markdown table of `rows` under `header`, every cell escaped.
    public static func table(header: [String], rows: [[String]]) -> String {
        var lines = ["| " + header.map(escape).joined(separator: " | ") + " |"]
        lines.append("|" + header.map { _ in " --- |" }.joined())
        for row in rows { lines.append("| " + row.map(escape).joined(separator: " | ") + " |") }
        return lines.joined(separator: "\n")
    }
}

import CardGeometry
import CardText

extension MatrixReport {
    /// The mark of content that overflows.
    public static let overflowMark = "+"

    /// The codes of every text and overflowing part the report shows.
    var markCodes: MarkCodes {
        // An outcome with the texts and overflows of the one before it
        // names the same texts, which change no code: environments that
        // share a geometry share their outcome, and their neighbours often
        // mark the same texts.
        var sequences: [[String]] = []
        var previous: Outcome?
        // By index: a loop over the entries copies each (its environment
        // too), which cost more than the comparison.
        for index in entries.indices {
            guard case .success(let outcome) = entries[index].outcome else { continue }
            if let previous, previous.texts == outcome.texts, previous.overflows == outcome.overflows { continue }
            previous = outcome
            // Names the last sequence names in the same order add nothing
            // (MarkCodes passes over a sequence equal to the one before):
            // compared in place, not made into another array.
            if let last = sequences.last, Self.names(of: outcome, are: last) { continue }
            sequences.append(outcome.texts.map(\.name) + outcome.overflows.map(\.name))
        }
        return MarkCodes(sequences: sequences)
    }

    /// Whether `outcome`'s texts and then its overflows are named `names`, in order.
    private static func names(of outcome: Outcome, are names: [String]) -> Bool {
        guard outcome.texts.count + outcome.overflows.count == names.count else { return false }
        for (index, text) in outcome.texts.enumerated() where text.name != names[index] { return false }
        let offset = outcome.texts.count
        for (index, overflow) in outcome.overflows.enumerated() where overflow.name != names[offset + index] {
            return false
        }
        return true
    }

    /// The marks of one layout's cell: for each affected group of texts its
    /// code and "↓" (resized) and/or "…" (truncated), "+" when it
    /// overflows; e.g. "h… bl↓" (see ``table(source:)`` for the codes).
    public func cellMarks(_ outcome: Outcome) -> String {
        Self.cellMarks(outcome, codes: markCodes)
    }

    static func cellMarks(_ outcome: Outcome, codes: MarkCodes) -> String {
        guard outcome.isTruncated || outcome.isResized || outcome.isOverflowing else { return "" }
        // A cell marks a few groups: a short list, not a dictionary.
        var marks: [(code: String, truncated: Bool, resized: Bool, overflows: Bool)] = []
        func mark(_ name: String, _ update: (inout (code: String, truncated: Bool, resized: Bool, overflows: Bool)) -> Void) {
            let code = codes.code(for: name)
            if let index = marks.firstIndex(where: { $0.code == code }) {
                update(&marks[index])
            } else {
                marks.append((code, false, false, false))
                update(&marks[marks.count - 1])
            }
        }
        for text in outcome.texts where text.truncated || text.resized {
            mark(text.name) { mark in
                mark.truncated = mark.truncated || text.truncated
                mark.resized = mark.resized || text.resized
            }
        }
        for overflow in outcome.overflows {
            mark(overflow.name) { mark in mark.overflows = true }
        }
        return codes.groups.compactMap { _, code in
            guard let mark = marks.first(where: { $0.code == code }) else { return nil }
            return code + LayoutTable.marks(truncated: mark.truncated, resized: mark.resized)
                + (mark.overflows ? overflowMark : "")
        }.joined(separator: " ")
    }

    /// The report as a table of heights: a row per width and category, a
    /// column per scheme and direction; then the legend, the environments
    /// that failed (if any) and the summary. Ends with a newline.
    public func table(source: String? = nil) -> String {
        let codes = markCodes
        var combos: [(ColorScheme, LayoutDirection)] = []
        for scheme in matrix.schemes {
            for direction in matrix.directions { combos.append((scheme, direction)) }
        }
        // Each combination has two columns: the height (right-aligned) and
        // its marks.
        var grid = TextGrid(rightAligned: Set([0] + combos.indices.map { 2 + 2 * $0 }))
        grid.append(["width", "size"] + combos.flatMap { ["\($0.0.rawValue) \($0.1.rawValue)", ""] })
        var index = 0
        var previousWidth: Double?
        // The cells of a row's outcomes: light and dark share one outcome,
        // and left to right and right to left often show the same.
        var rowCells: [(outcome: Outcome, height: String, marks: String)] = []
        for width in matrix.widths {
            for category in matrix.categories {
                var row = [previousWidth == width ? "" : NumberText.format(width), category.rawValue]
                row.reserveCapacity(2 + 2 * combos.count)
                previousWidth = width
                rowCells.removeAll(keepingCapacity: true)
                for _ in combos {
                    guard index < entries.count else { break }
                    // Read in place: a copy of the entry copies its
                    // environment, which the table does not read.
                    let outcome = entries[index].outcome
                    index += 1
                    switch outcome {
                    case .success(let outcome):
                        if let known = rowCells.first(where: { $0.outcome == outcome }) {
                            row.append(known.height)
                            row.append(known.marks)
                        } else {
                            let cell = (outcome, NumberText.format(outcome.height), Self.cellMarks(outcome, codes: codes))
                            rowCells.append(cell)
                            row.append(cell.1)
                            row.append(cell.2)
                        }
                    case .failure:
                        row.append("error")
                        row.append("")
                    }
                }
                grid.append(row)
            }
        }

        var output: [String] = []
        let scales = Set(entries.map(\.environment.displayScale)).sorted().map(String.init).joined(separator: ", ")
        output.append(
            [source, subject].compactMap { $0 }.joined(separator: ": ")
                + " — heights in points (display scale \(scales))")
        output.append("")
        output += grid.render()
        output.append("")
        var legend =
            "marks: \(LayoutTable.truncatedMark) truncated, \(LayoutTable.resizedMark) resized, "
            + "\(Self.overflowMark) overflow"
        if !codes.groups.isEmpty {
            legend += "; " + codes.groups.map { "\($0.code) \($0.group)" }.joined(separator: ", ")
        }
        output.append(legend)
        let failures = entries.compactMap { entry in entry.error.map { (entry, $0) } }
        if !failures.isEmpty {
            output.append("errors:")
            for (entry, error) in failures {
                output.append("  \(entry.environmentDescription): \(error.description)")
            }
        }
        output.append(summary)
        return output.joined(separator: "\n") + "\n"
    }
}

import CardGeometry

extension FitReport {
    /// The report for people, a line per text:
    /// `heading: 71 characters; shows 43 at AX5 on 320 pt; whole up to xL on 320, up to AX2 on 390–440`.
    /// A first line names the source (when given), what was laid out and
    /// the matrix; the environments the input cannot be laid out in follow.
    public func table(source: String? = nil) -> String {
        var lines: [String] = []
        let layouts = "\(matrix.count) layout\(matrix.count == 1 ? "" : "s")"
        lines.append([source, kind.map { "\($0.rawValue)," }, layouts].compactMap { $0 }.joined(separator: " "))
        for text in texts { lines.append("  " + Self.line(text)) }
        if texts.isEmpty { lines.append("  no texts") }
        if !errors.isEmpty {
            lines.append("  \(errors.count) of \(matrix.count) layouts cannot be laid out; the first: "
                + "\(Self.describe(errors[0].cell)): \(errors[0].error)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One text's line.
    static func line(_ text: Text) -> String {
        var parts = ["\(text.path): \(text.characters) character\(text.characters == 1 ? "" : "s")"]
        guard !text.fitsEverywhere, let worst = text.worst else {
            parts.append("fits everywhere")
            return parts.joined(separator: "; ")
        }
        var shows = "shows \(worst.shownCharacters) at \(worst.cell.category.rawValue) on "
            + "\(NumberText.format(worst.cell.width)) pt"
        if let smallest = worst.smallestSize { shows += ", resized down to \(NumberText.format(smallest)) pt" }
        parts.append(shows)
        parts.append(wholeUpTo(text.wholeUpTo))
        return parts.joined(separator: "; ")
    }

    /// `whole up to xL on 320, up to AX2 on 390–440, at every size on 744–1024`;
    /// `never whole on 320` where it truncates at the smallest category.
    static func wholeUpTo(_ limits: [WholeUpTo]) -> String {
        var runs: [(first: Double, last: Double, category: ContentSizeCategory?)] = []
        for limit in limits {
            if let last = runs.last, last.category == limit.category {
                runs[runs.count - 1].last = limit.width
            } else {
                runs.append((limit.width, limit.width, limit.category))
            }
        }
        let largest = ContentSizeCategory.allCases.last
        var parts: [String] = []
        var saysWhole = false
        for run in runs {
            let widths = run.first == run.last
                ? NumberText.format(run.first) : "\(NumberText.format(run.first))–\(NumberText.format(run.last))"
            guard let category = run.category else {
                parts.append("never whole on \(widths)")
                saysWhole = false
                continue
            }
            let limit = category == largest ? "at every size" : "up to \(category.rawValue)"
            parts.append((saysWhole ? "" : "whole ") + "\(limit) on \(widths)")
            saysWhole = true
        }
        return parts.joined(separator: ", ")
    }

    /// "width 320, AX5, dark, rtl".
    static func describe(_ cell: DeviceMatrix.Cell) -> String {
        "width \(NumberText.format(cell.width)), \(cell.category.rawValue), \(cell.scheme.rawValue), "
            + "\(cell.direction.rawValue)"
    }
}

import CardGeometry

/// A layout of any kind as an aligned text table, for a person at a
/// terminal: one row per frame of its JSON (see `FrameRows`) with x, y,
/// width and height, the size a text was set in and marks for truncated (…)
/// and resized (↓) texts; then the layout's other values and its warnings.
public enum LayoutTable {
    /// The mark of a truncated text.
    public static let truncatedMark = "…"
    /// The mark of a resized text.
    public static let resizedMark = "↓"

    /// The marks of a text: "↓" when resized, "…" when truncated, both in
    /// that order, else "".
    public static func marks(truncated: Bool, resized: Bool) -> String {
        (resized ? resizedMark : "") + (truncated ? truncatedMark : "")
    }

    /// Root members the heading or the last lines show.
    private static let headingKeys: Set<String> = ["schema", "kind", "cardId", "size", "warnings"]

    /// The table for `layout`. `source` (a file name) heads it when given.
    /// Ends with a newline.
    public static func render(_ layout: Layout, source: String? = nil) -> String {
        render(json: layout.jsonValue, source: source, warnings: layout.warnings.map(line))
    }

    /// The table for a layout's JSON, as ``render(_:source:)``.
    public static func render(json: JSONValue, source: String? = nil) -> String {
        render(json: json, source: source, warnings: nil)
    }

    /// A warning's line: its text and its code, `theme.colour: unknown
    /// key, ignored [unknown-key]`.
    private static func line(_ warning: CardLayoutWarning) -> String {
        "\(warning) [\(warning.code)]"
    }

    /// The table; `typedWarnings` are the layout's warnings, read from
    /// `json` when nil.
    private static func render(json: JSONValue, source: String?, warnings typedWarnings: [String]?) -> String {
        let root: JSONObject
        if case .object(let object) = json { root = object } else { root = JSONObject() }

        var grid = TextGrid(rightAligned: [1, 2, 3, 4, 5])
        grid.append(FrameRows.header)
        for row in FrameRows.rows(of: json) { grid.append(row) }

        var output: [String] = []
        let subject = LayoutSubject(layoutJSON: json).name(unnamedCard: "card (no id)")
        var heading = [source, subject].compactMap { $0 }.joined(separator: ": ")
        if case .object(let size)? = root["size"], case .number(let width)? = size["width"],
            case .number(let height)? = size["height"]
        {
            heading += " — \(NumberText.format(width)) × \(NumberText.format(height)) pt"
        }
        let names = ["schema", "kind"].compactMap { key -> String? in
            if case .string(let value)? = root[key] { return value }
            return nil
        }
        if !names.isEmpty { heading += " (\(names.joined(separator: ", ")))" }
        output.append(heading)
        output.append("")
        output += grid.render()
        output.append("")
        output.append("marks: \(truncatedMark) truncated, \(resizedMark) resized; frames in points, origin top-left")
        for member in root.members
        where !headingKeys.contains(member.key) && !LayoutJSONTree.containsFrames(member.value) {
            output.append("\(member.key): \(MemberSummary.summary(member.value, nested: false))")
        }
        var warnings = typedWarnings ?? []
        if typedWarnings == nil, case .array(let values)? = root["warnings"] {
            warnings = values.map { value in
                if case .object(let object) = value, case .string(let path)? = object["path"],
                    case .string(let code)? = object["code"], case .string(let message)? = object["message"]
                {
                    return "\(path): \(message) [\(code)]"
                }
                return MemberSummary.summary(value, nested: true)
            }
        }
        if warnings.isEmpty {
            output.append("warnings: none")
        } else {
            output.append("warnings:")
            output += warnings.map { "  " + $0 }
        }
        return output.joined(separator: "\n") + "\n"
    }
}

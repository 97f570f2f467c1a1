import CardGeometry
import CardText

/// A card laid out over a ``DeviceMatrix``: each environment's height and
/// which texts were truncated or resized; as a table, JSON and a summary.
public struct MatrixReport: Hashable, Sendable {
    /// What one environment's layout showed.
    public struct Outcome: Hashable, Sendable {
        public var height: Double
        public var heading: TextMarks?
        public var subheading: TextMarks?
        public var label: TextMarks?

        public init(height: Double, heading: TextMarks?, subheading: TextMarks?, label: TextMarks?) {
            self.height = height
            self.heading = heading
            self.subheading = subheading
            self.label = label
        }

        public init(_ layout: CardLayout) {
            self.init(
                height: layout.size.height, heading: layout.heading.map(TextMarks.init),
                subheading: layout.subheading.map(TextMarks.init), label: layout.button.map { TextMarks($0.label) })
        }

        /// The present texts with their names, in order.
        public var texts: [(element: Element, marks: TextMarks)] {
            [(Element.heading, heading), (.subheading, subheading), (.label, label)].compactMap { element, marks in
                marks.map { (element, $0) }
            }
        }

        public var isTruncated: Bool { texts.contains { $0.marks.truncated } }
        public var isResized: Bool { texts.contains { $0.marks.resized } }
    }

    /// The texts a report follows.
    public enum Element: String, Hashable, Sendable, CaseIterable {
        case heading
        case subheading
        case label

        /// Its letter in a table cell.
        public var letter: String {
            switch self {
            case .heading: "h"
            case .subheading: "s"
            case .label: "b"
            }
        }

        /// How a person calls it.
        public var title: String {
            switch self {
            case .heading: "heading"
            case .subheading: "subheading"
            case .label: "button label"
            }
        }
    }

    /// How one text came out.
    public struct TextMarks: Hashable, Sendable {
        public var truncated: Bool
        public var resized: Bool
        public var lineCount: Int
        public var fontSize: Double

        public init(truncated: Bool, resized: Bool, lineCount: Int, fontSize: Double) {
            self.truncated = truncated
            self.resized = resized
            self.lineCount = lineCount
            self.fontSize = fontSize
        }

        public init(_ text: CardLayout.Text) {
            self.init(
                truncated: text.truncated, resized: text.resized, lineCount: text.lines.count,
                fontSize: text.font.size)
        }
    }

    public struct Entry: Hashable, Sendable {
        public var environment: LayoutEnvironment
        /// The layout's outcome, or why the card cannot be laid out there.
        public var outcome: Result<Outcome, CardLayoutError>

        public init(environment: LayoutEnvironment, outcome: Result<Outcome, CardLayoutError>) {
            self.environment = environment
            self.outcome = outcome
        }

        public var layout: Outcome? { try? outcome.get() }

        public var error: CardLayoutError? {
            if case .failure(let error) = outcome { return error }
            return nil
        }

        /// "width 320, AX5, dark, rtl".
        public var environmentDescription: String {
            "width \(NumberText.format(environment.width)), \(environment.contentSizeCategory.rawValue), "
                + "\(environment.colorScheme.rawValue), \(environment.layoutDirection.rawValue)"
        }
    }

    /// What a check fails on.
    public enum Check: String, Hashable, Sendable, CaseIterable {
        /// Any text truncated.
        case truncation
        /// Any text resized.
        case resize
    }

    public var matrix: DeviceMatrix
    public var cardId: String?
    /// In the matrix's order (width, category, scheme, direction).
    public var entries: [Entry]

    public init(matrix: DeviceMatrix, cardId: String?, entries: [Entry]) {
        self.matrix = matrix
        self.cardId = cardId
        self.entries = entries
    }

    public var truncatedCount: Int { entries.count { $0.layout?.isTruncated == true } }
    public var resizedCount: Int { entries.count { $0.layout?.isResized == true } }
    public var failedCount: Int { entries.count { $0.error != nil } }

    /// "480 layouts: 37 truncated, 12 resized" (", 2 failed" when some
    /// environments could not be laid out).
    public var summary: String {
        var text = "\(entries.count) layout\(entries.count == 1 ? "" : "s"): "
        text += "\(truncatedCount) truncated, \(resizedCount) resized"
        if failedCount > 0 { text += ", \(failedCount) failed" }
        return text
    }

    /// The marks of one layout's cell: for each affected text its letter and
    /// "↓" (resized) and/or "…" (truncated), e.g. "h… b↓".
    public static func cellMarks(_ outcome: Outcome) -> String {
        outcome.texts.compactMap { element, marks in
            let symbols = LayoutTable.marks(truncated: marks.truncated, resized: marks.resized)
            return symbols.isEmpty ? nil : element.letter + symbols
        }.joined(separator: " ")
    }

    /// One line per environment that fails `checks`: the environment and the
    /// texts that were truncated or resized.
    public func failures(for checks: Set<Check>) -> [String] {
        entries.compactMap { entry in
            guard let layout = entry.layout else { return nil }
            var problems: [String] = []
            for (element, marks) in layout.texts {
                if checks.contains(.truncation), marks.truncated { problems.append("\(element.title) truncated") }
                if checks.contains(.resize), marks.resized {
                    problems.append("\(element.title) resized to \(NumberText.format(marks.fontSize)) pt")
                }
            }
            return problems.isEmpty ? nil : "\(entry.environmentDescription): \(problems.joined(separator: ", "))"
        }
    }

    /// The report as a table of heights: a row per width and category, a
    /// column per scheme and direction; then the legend, the environments
    /// that failed (if any) and the summary. Ends with a newline.
    public func table(source: String? = nil) -> String {
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
        for width in matrix.widths {
            for category in matrix.categories {
                var row = [previousWidth == width ? "" : NumberText.format(width), category.rawValue]
                previousWidth = width
                for _ in combos {
                    let entry = entries[index]
                    index += 1
                    switch entry.outcome {
                    case .success(let outcome):
                        row += [NumberText.format(outcome.height), Self.cellMarks(outcome)]
                    case .failure:
                        row += ["error", ""]
                    }
                }
                grid.append(row)
            }
        }

        var output: [String] = []
        let id = cardId.map { "card \(DisplayText.quoted($0))" } ?? "card"
        let scales = Set(entries.map(\.environment.displayScale)).sorted().map(String.init).joined(separator: ", ")
        output.append(
            [source, id].compactMap { $0 }.joined(separator: ": ")
                + " — card heights in points (display scale \(scales))")
        output.append("")
        output += grid.render()
        output.append("")
        output.append(
            "marks: \(LayoutTable.truncatedMark) truncated, \(LayoutTable.resizedMark) resized; "
                + Element.allCases.map { "\($0.letter) \($0.title)" }.joined(separator: ", "))
        let failures = entries.filter { $0.error != nil }
        if !failures.isEmpty {
            output.append("errors:")
            for entry in failures {
                output.append("  \(entry.environmentDescription): \(entry.error!.description)")
            }
        }
        output.append(summary)
        return output.joined(separator: "\n") + "\n"
    }

    /// The report as JSON (`layout-matrix/1`): the counts, then every
    /// environment with its height and, per text, truncated / resized / line
    /// count / size; `error` instead for one that cannot be laid out.
    public var jsonValue: JSONValue {
        var root = JSONObject()
        root.append("schema", .string("layout-matrix/1"))
        root.append("cardId", cardId.map(JSONValue.string) ?? .null)
        root.append("count", .number(Double(entries.count)))
        root.append("truncated", .number(Double(truncatedCount)))
        root.append("resized", .number(Double(resizedCount)))
        root.append("failed", .number(Double(failedCount)))
        root.append(
            "layouts",
            .array(
                entries.map { entry in
                    var object = JSONObject()
                    let environment = entry.environment
                    var env = JSONObject()
                    env.append("width", .number(environment.width))
                    env.append("contentSizeCategory", .string(environment.contentSizeCategory.rawValue))
                    env.append("colorScheme", .string(environment.colorScheme.rawValue))
                    env.append("layoutDirection", .string(environment.layoutDirection.rawValue))
                    env.append("displayScale", .number(Double(environment.displayScale)))
                    env.append("locale", .string(environment.locale))
                    object.append("environment", .object(env))
                    switch entry.outcome {
                    case .success(let outcome):
                        object.append("height", .number(outcome.height))
                        object.append("truncated", .bool(outcome.isTruncated))
                        object.append("resized", .bool(outcome.isResized))
                        for element in Element.allCases {
                            let marks = outcome.texts.first { $0.element == element }?.marks
                            object.append(element.rawValue, marks.map(Self.json) ?? .null)
                        }
                        object.append("error", .null)
                    case .failure(let error):
                        object.append("height", .null)
                        object.append("truncated", .null)
                        object.append("resized", .null)
                        for element in Element.allCases { object.append(element.rawValue, .null) }
                        object.append("error", .string(error.description))
                    }
                    return .object(object)
                }))
        return .object(root)
    }

    private static func json(_ marks: TextMarks) -> JSONValue {
        var object = JSONObject()
        object.append("truncated", .bool(marks.truncated))
        object.append("resized", .bool(marks.resized))
        object.append("lines", .number(Double(marks.lineCount)))
        object.append("size", .number(marks.fontSize))
        return .object(object)
    }

    /// ``jsonValue`` as text (pretty; no trailing newline).
    public func json(pretty: Bool = true) -> String { jsonValue.text(pretty: pretty) }
}

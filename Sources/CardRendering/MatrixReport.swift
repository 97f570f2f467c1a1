import CardGeometry
import CardText

/// A layout of any kind over a ``DeviceMatrix``: each environment's height,
/// which texts were truncated or resized and what overflows; as a table,
/// JSON and a summary.
public struct MatrixReport: Hashable, Sendable {
    /// What one environment's layout showed.
    public struct Outcome: Hashable, Sendable {
        /// The layout's `size.height`.
        public var height: Double
        /// Every text block, in drawing order.
        public var texts: [TextMarks]
        /// What does not fit (kinds that place by fixed sizes).
        public var overflows: [LayoutOverflow]

        /// An outcome from its parts.
        public init(height: Double, texts: [TextMarks], overflows: [LayoutOverflow] = []) {
            self.height = height
            self.texts = texts
            self.overflows = overflows
        }

        /// The outcome of `layout`: its height, texts and overflows.
        public init(_ layout: Layout) {
            // The kind's layout is taken out of the enum once, not once per part.
            let content = layout.content
            self.init(
                height: content.size.height, texts: content.textBlocks.map { TextMarks(name: $0.name, $0.block) },
                overflows: content.overflows)
        }

        /// Whether any text was truncated.
        public var isTruncated: Bool { texts.contains { $0.truncated } }
        /// Whether any text was resized.
        public var isResized: Bool { texts.contains { $0.resized } }
        /// Whether any content overflows.
        public var isOverflowing: Bool { !overflows.isEmpty }
    }

    /// How one text came out.
    public struct TextMarks: Hashable, Sendable {
        /// The text's name, its JSON path (`cards[0].title`).
        public var name: String
        /// Whether an ellipsis was added.
        public var truncated: Bool
        /// Whether the text was set smaller than asked.
        public var resized: Bool
        /// How many lines it shows.
        public var lineCount: Int
        /// The size it was set in.
        public var fontSize: Double

        /// Marks from their parts.
        public init(name: String, truncated: Bool, resized: Bool, lineCount: Int, fontSize: Double) {
            self.name = name
            self.truncated = truncated
            self.resized = resized
            self.lineCount = lineCount
            self.fontSize = fontSize
        }

        /// The marks of a laid-out text block.
        public init(name: String, _ block: TextBlockLayout) {
            self.init(
                name: name, truncated: block.truncated, resized: block.resized, lineCount: block.lines.count,
                fontSize: block.font.size)
        }
    }

    /// One environment of the matrix and what its layout gave.
    public struct Entry: Hashable, Sendable {
        /// The environment the input was laid out in.
        public var environment: LayoutEnvironment
        /// The layout's outcome, or why the input cannot be laid out there.
        public var outcome: Result<Outcome, CardLayoutError>

        /// An entry from its environment and outcome.
        public init(environment: LayoutEnvironment, outcome: Result<Outcome, CardLayoutError>) {
            self.environment = environment
            self.outcome = outcome
        }

        /// The outcome, or `nil` when the input cannot be laid out there.
        public var layout: Outcome? { try? outcome.get() }

        /// Why the input cannot be laid out there, or `nil`.
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
        /// Any content overflowing the space its layout gives it.
        case overflow
    }

    /// The matrix that was run.
    public var matrix: DeviceMatrix
    /// The kind laid out (nil when no environment could say).
    public var kind: LayoutKind?
    /// The id of the card laid out, for kinds that name one.
    public var cardId: String?
    /// In the matrix's order (width, category, scheme, direction).
    public var entries: [Entry]

    /// A report from its parts.
    public init(matrix: DeviceMatrix, kind: LayoutKind?, cardId: String?, entries: [Entry]) {
        self.matrix = matrix
        self.kind = kind
        self.cardId = cardId
        self.entries = entries
    }

    /// How many layouts truncate a text.
    public var truncatedCount: Int { count { $0.isTruncated } }
    /// How many layouts resize a text.
    public var resizedCount: Int { count { $0.isResized } }
    /// How many layouts have content that overflows.
    public var overflowingCount: Int { count { $0.isOverflowing } }
    /// How many environments the input cannot be laid out in.
    public var failedCount: Int {
        entries.count { entry in
            if case .failure = entry.outcome { return true }
            return false
        }
    }

    /// How many layouts `isCounted`, reading each outcome in place.
    private func count(where isCounted: (Outcome) -> Bool) -> Int {
        entries.count { entry in
            if case .success(let outcome) = entry.outcome { return isCounted(outcome) }
            return false
        }
    }

    /// "480 layouts: 37 truncated, 12 resized" (", 3 overflowing" and
    /// ", 2 failed" when some layouts overflow or cannot be laid out).
    public var summary: String {
        var text = "\(entries.count) layout\(entries.count == 1 ? "" : "s"): "
        text += "\(truncatedCount) truncated, \(resizedCount) resized"
        if overflowingCount > 0 { text += ", \(overflowingCount) overflowing" }
        if failedCount > 0 { text += ", \(failedCount) failed" }
        return text
    }

    /// What the report calls the layout: `card "ID"`, else `KIND layout`.
    var subject: String {
        if let cardId { return "card \(DisplayText.quoted(cardId))" }
        return kind.map { "\($0.rawValue) layout" } ?? "layout"
    }

    /// One line per environment that fails `checks`: the environment and the
    /// texts truncated or resized and what overflows, by name.
    public func failures(for checks: Set<Check>) -> [String] {
        guard !checks.isEmpty else { return [] }
        return entries.compactMap { entry in
            guard let layout = entry.layout else { return nil }
            var problems: [String] = []
            for text in layout.texts {
                if checks.contains(.truncation), text.truncated { problems.append("\(text.name) truncated") }
                if checks.contains(.resize), text.resized {
                    problems.append("\(text.name) resized to \(NumberText.format(text.fontSize)) pt")
                }
            }
            if checks.contains(.overflow) {
                for overflow in layout.overflows {
                    problems.append("\(overflow.name) overflows by \(NumberText.format(overflow.points)) pt")
                }
            }
            return problems.isEmpty ? nil : "\(entry.environmentDescription): \(problems.joined(separator: ", "))"
        }
    }
}

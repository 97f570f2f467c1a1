import ArgumentParser
import CardGeometry
import CardRendering

/// One `--fail-on` rule: what fails a check (a text truncated or resized,
/// content that overflows, or a warning of some code), optionally limited to
/// some paths: `truncation:heading,cards[].title` fails only when the
/// heading or a card's title truncates.
struct FailOnRule: Hashable, Sendable, CustomStringConvertible {
    /// What the rule fails on.
    enum Subject: Hashable, Sendable {
        /// A layout's texts or content, in any environment of the matrix.
        case check(MatrixReport.Check)
        /// A warning with this code (`unknown-key`).
        case warning(String)

        var name: String {
            switch self {
            case .check(let check): check.rawValue
            case .warning(let code): code
            }
        }
    }

    var subject: Subject
    /// The paths it is limited to (a text's output path, an overflow's name,
    /// a warning's input path); empty for every path.
    var patterns: [PathPattern] = []

    /// Whether the rule covers the thing at `path`.
    func covers(_ path: String) -> Bool {
        patterns.isEmpty || patterns.contains { $0.matches(path) }
    }

    /// As written: `truncation:heading,cards[].title`.
    var description: String {
        patterns.isEmpty ? subject.name : subject.name + ":" + patterns.map(\.description).joined(separator: ",")
    }
}

/// Reads `--fail-on` arguments: a comma list of checks and warning codes,
/// each optionally followed by `:` and the paths it is limited to, the
/// items after it up to the next check or code being more of its paths
/// (`truncation:heading,cards[].title,resize` is two rules).
enum FailOnList {
    /// The warning codes a rule may name.
    static var warningCodes: [String] { CardLayoutWarning.Code.allCases.map(\.rawValue) }

    static func parse(_ argument: String) throws -> [FailOnRule] {
        var rules: [FailOnRule] = []
        for item in ListArgument.items(argument) {
            let name: Substring, pattern: Substring?
            if let colon = item.firstIndex(of: ":") {
                name = item[..<colon]
                pattern = item[item.index(after: colon)...]
            } else {
                name = item[...]
                pattern = nil
            }
            if let subject = subject(String(name)) {
                var rule = FailOnRule(subject: subject)
                if let pattern {
                    guard !pattern.isEmpty else {
                        throw ValidationError("--fail-on: '\(item)' has no path after ':'; e.g. truncation:heading")
                    }
                    rule.patterns.append(PathPattern(String(pattern)))
                }
                rules.append(rule)
            } else if pattern == nil, !rules.isEmpty, !rules[rules.count - 1].patterns.isEmpty, !item.isEmpty {
                // More paths of the rule before: `truncation:heading,cards[].title`.
                rules[rules.count - 1].patterns.append(PathPattern(item))
            } else {
                throw ValidationError(
                    "--fail-on: unknown check '\(name)'; must be one of truncation, resize, overflow or a warning code "
                        + "(\(warningCodes.joined(separator: ", "))), each optionally followed by :PATH,… "
                        + "(e.g. truncation:heading,cards[].title)")
            }
        }
        return rules
    }

    private static func subject(_ name: String) -> FailOnRule.Subject? {
        if let check = MatrixReport.Check(rawValue: name) { return .check(check) }
        if warningCodes.contains(name) { return .warning(name) }
        return nil
    }

}

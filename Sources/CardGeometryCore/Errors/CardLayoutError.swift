import CardText

/// Why an input cannot be laid out (or a layout document cannot be read).
///
/// Every error names where the problem is (`path`, a JSON path such as
/// `theme.cards.style.heading.textSize`; empty for the whole document), the
/// offending `value` as JSON text, and what is `allowed`. Its description is
/// one line, for example
/// `theme.cards.style.heading.textSize: must be > 0, got -3`.
public struct CardLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem the error reports.
    public enum Kind: Hashable, Sendable {
        /// A value is present but not accepted.
        case invalidValue
        /// A required value is missing (absent or `null`).
        case missingValue
        /// A key appears twice in one JSON object.
        case duplicateKey
        /// The data is not JSON; `path` is empty and `line` / `column` say where.
        case malformedJSON(line: Int, column: Int)
        /// The text layer failed on a value (see ``CardLayoutError/textError``).
        case textLayout
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The JSON path of the value, empty for the whole document.
    public var path: String
    /// The offending value as JSON text (strings quoted); `nil` when missing.
    public var value: String?
    /// What is accepted, phrased to follow "must be" (for example `> 0` or
    /// `one of truncate, resize`); for malformed JSON, what the parser expected.
    public var allowed: String
    /// The text layer's error, when the problem was found by it.
    public var textError: TextError?

    /// An error from its parts.
    public init(kind: Kind, path: String, value: String?, allowed: String, textError: TextError? = nil) {
        self.kind = kind
        self.path = path
        self.value = value
        self.allowed = allowed
        self.textError = textError
    }

    public var description: String {
        let place = path.isEmpty ? "(root)" : path
        switch kind {
        case .invalidValue:
            return "\(place): must be \(allowed), got \(value ?? "nothing")"
        case .missingValue:
            return "\(place): is required; must be \(allowed)"
        case .duplicateKey:
            return "\(place): duplicate key; a key may appear once in an object"
        case .malformedJSON(let line, let column):
            return "invalid JSON at line \(line), column \(column): \(allowed)"
        case .textLayout:
            let text = textError.map { "\($0)" } ?? "unknown failure"
            return "\(place): text layout failed: \(text)"
        }
    }
}

extension CardLayoutError {
    package static func invalid(_ path: JSONPath, _ value: String, allowed: String) -> CardLayoutError {
        CardLayoutError(kind: .invalidValue, path: path.description, value: value, allowed: allowed)
    }

    package static func invalid(_ path: JSONPath, _ value: JSONValue, allowed: String) -> CardLayoutError {
        invalid(path, value.errorText, allowed: allowed)
    }

    package static func missing(_ path: JSONPath, allowed: String) -> CardLayoutError {
        CardLayoutError(kind: .missingValue, path: path.description, value: nil, allowed: allowed)
    }
}

/// Something in an input that was ignored or replaced rather than rejected
/// (a key the schema does not know: payloads evolve, so these are not
/// errors), or something about its layout worth a look (content taller
/// than the space it has). Each has a path, a stable ``code`` a pipeline
/// can filter on, and a message; a layout's `warnings` write it as
/// `{"path", "code", "message"}`, and ``description`` is its text form.
public struct CardLayoutWarning: Hashable, Sendable, CustomStringConvertible {
    /// The JSON path in the input of what the warning is about
    /// (`cards[1].colour`; `(root)` for the whole input).
    public var path: String
    /// What kind of thing happened: stable, for pipelines to filter on.
    public var code: Code
    /// What happened to it.
    public var message: String
    /// How the text form (``description``) writes the path and the message.
    public var joining: Joining

    /// How a warning's text form writes its path and message.
    public enum Joining: Hashable, Sendable {
        /// `path: message`, the usual form.
        case colon
        /// `path message`, for a message that continues its path as a
        /// sentence (`custom is ignored unless style is "custom"`).
        case sentence
        /// The text as the kind words it, for a warning whose text does
        /// not start with its path (`bar height 120 is 4 pt shorter than
        /// its content`).
        case written(String)
    }

    /// A warning with `code` about the value at `path`, written
    /// `path: message` unless `joining` says otherwise.
    public init(path: String, code: Code, message: String, joining: Joining = .colon) {
        self.path = path
        self.code = code
        self.message = message
        self.joining = joining
    }

    /// An unknown key at `path`; `suggestion` is the known key it was
    /// likely meant to be (`unknown key, ignored (did you mean color?)`).
    public static func unknownKey(at path: String, suggesting suggestion: String? = nil) -> CardLayoutWarning {
        CardLayoutWarning(
            path: path, code: .unknownKey,
            message: "unknown key, ignored" + (suggestion.map { " (did you mean \($0)?)" } ?? ""))
    }

    /// The text form: `path: message` (or as ``joining`` says), as
    /// `layout-dump` prints it on stderr.
    public var description: String {
        switch joining {
        case .colon: "\(path): \(message)"
        case .sentence: "\(path) \(message)"
        case .written(let text): text
        }
    }
}

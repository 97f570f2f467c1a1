/// Something in an input that was ignored rather than rejected, such as a
/// key the schema does not know (payloads evolve, so these are not errors).
public struct CardLayoutWarning: Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of what was ignored.
    public var path: String
    /// What happened to it.
    public var message: String
    /// How the path and the message are written together.
    public var joining: Joining

    /// How a warning's path and message are written together.
    public enum Joining: Hashable, Sendable {
        /// `path: message`, the usual form.
        case colon
        /// `path message`, for a message that continues its path as a
        /// sentence (`custom is ignored unless style is "custom"`).
        case sentence
    }

    /// A warning about the value at `path`, written `path: message` unless
    /// `joining` says otherwise.
    public init(path: String, message: String, joining: Joining = .colon) {
        self.path = path
        self.message = message
        self.joining = joining
    }

    /// An unknown key at `path`; `suggestion` is the known key it was
    /// likely meant to be (`unknown key, ignored (did you mean color?)`).
    public static func unknownKey(at path: String, suggesting suggestion: String? = nil) -> CardLayoutWarning {
        CardLayoutWarning(path: path, message: "unknown key, ignored" + (suggestion.map { " (did you mean \($0)?)" } ?? ""))
    }

    /// `path: message` (or `path message`, see ``joining``), as written
    /// in a layout's `warnings`.
    public var description: String {
        switch joining {
        case .colon: "\(path): \(message)"
        case .sentence: "\(path) \(message)"
        }
    }
}

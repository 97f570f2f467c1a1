/// Something in an input that was ignored rather than rejected, such as a
/// key the schema does not know (payloads evolve, so these are not errors).
public struct CardLayoutWarning: Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of what was ignored.
    public var path: String
    /// What happened to it.
    public var message: String

    /// A warning about the value at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// An unknown key at `path`; `suggestion` is the known key it was
    /// likely meant to be (`unknown key, ignored (did you mean color?)`).
    public static func unknownKey(at path: String, suggesting suggestion: String? = nil) -> CardLayoutWarning {
        CardLayoutWarning(path: path, message: "unknown key, ignored" + (suggestion.map { " (did you mean \($0)?)" } ?? ""))
    }

    /// `path: message`, as written in a layout's `warnings`.
    public var description: String { "\(path): \(message)" }
}

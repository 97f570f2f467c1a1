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

    /// An unknown key at `path`.
    public static func unknownKey(at path: String) -> CardLayoutWarning {
        CardLayoutWarning(path: path, message: "unknown key, ignored")
    }

    /// `path: message`, as written in a layout's `warnings`.
    public var description: String { "\(path): \(message)" }
}

/// Why a golden case cannot be compared: a file that cannot be read or an
/// input that cannot be laid out. The message names the file and, for bad
/// JSON or values, the JSON path.
public struct GoldenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message, starting with the file it is about.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

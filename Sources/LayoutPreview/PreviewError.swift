// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
/// Why the preview cannot start or keep serving: FILE cannot be read at
/// all, the fonts cannot be opened, or the address cannot be listened on.
public struct PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, one line, naming the file or address.
    public var message: String

    /// An error with its message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
#endif

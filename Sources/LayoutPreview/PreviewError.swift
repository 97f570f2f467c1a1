// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
/// Why the preview cannot start or keep serving: FILE cannot be read at
/// all, the fonts cannot be opened, or the address cannot be listened on.
public struct PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
#endif

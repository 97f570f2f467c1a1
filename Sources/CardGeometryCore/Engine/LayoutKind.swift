/// A card system the engine lays out, named by an input's `"kind"`
/// (SharedConventions article, "Choosing the kind"). Each system declares its
/// own kind (``storyteller``, ``brazeContentCards``, …) beside its rules;
/// `CardGeometry` lists them all in `allCases` and reads an input's kind with
/// `init(input:)`.
public struct LayoutKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The `kind` as written in JSON (`"braze.contentCards"`).
    public let rawValue: String

    /// The kind written `rawValue` in JSON. Only the kinds of `allCases`
    /// are laid out.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}

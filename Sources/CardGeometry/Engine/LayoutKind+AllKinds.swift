import CardGeometryCore

extension LayoutKind {
    /// Every kind the engine lays out, in the order the kinds are
    /// documented: those of the registry's systems (`KindRegistry`).
    public static let allCases: [LayoutKind] = KindRegistry.systems.map { $0.kindDescription.kind }

    /// The kind an input asks for: its `kind`; when absent or null, the
    /// kind that reads such inputs (Storyteller). Anything else is an error at `kind` that lists the kinds; an
    /// input without `kind` that has another kind's keys, and neither
    /// `card` nor `collection`, is an error that names the kind to add.
    public init(input: JSONValue) throws(CardLayoutError) {
        try self.init(tape: JSONTape(input))
    }

    /// ``init(input:)`` for a document on a tape, which is made a tree only
    /// for an error.
    init(tape: JSONTape) throws(CardLayoutError) {
        guard tape.kind(at: 0) == .object else { throw .invalid(.root, tape.root, allowed: "an object") }
        guard let kind = tape.member(MemberKey.kind), tape.kind(at: kind) != .null else {
            // Read as the kind without `kind` when it has `card` or
            // `collection` (so no other kind's keys are gathered).
            let readsWithoutKind = tape.member(Self.cardKey) != nil || tape.member(Self.collectionKey) != nil
            if !readsWithoutKind, let error = Self.missingKindError(keys: tape.keys()) { throw error }
            guard let kind = KindRegistry.kindOfInputWithoutKind else {
                throw .missing(
                    JSONPath("kind"), allowed: "one of " + Self.allCases.map(\.rawValue).joined(separator: ", "))
            }
            self = kind
            return
        }
        if tape.kind(at: kind) == .string {
            let name = tape.text(at: kind)
            if Self.allCases.contains(LayoutKind(rawValue: name)) {
                self = LayoutKind(rawValue: name)
                return
            }
        }
        throw .invalid(
            JSONPath("kind"), tape.value(at: kind),
            allowed: "one of " + Self.allCases.map(\.rawValue).joined(separator: ", "))
    }

    /// The keys that make an input without `kind` the kind that reads such
    /// inputs, looked up by their numbers.
    private static let cardKey = MemberKey(numbered: "card")
    private static let collectionKey = MemberKey(numbered: "collection")
}

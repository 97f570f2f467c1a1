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
        guard case .object(let object) = input else { throw .invalid(.root, input, allowed: "an object") }
        guard let value = object["kind"], value != .null else {
            if let error = Self.missingKindError(in: object) { throw error }
            guard let system = KindRegistry.systemOfInputWithoutKind else {
                throw .missing(
                    JSONPath("kind"), allowed: "one of " + Self.allCases.map(\.rawValue).joined(separator: ", "))
            }
            self = system.kindDescription.kind
            return
        }
        guard case .string(let name) = value, Self.allCases.contains(LayoutKind(rawValue: name)) else {
            throw .invalid(
                JSONPath("kind"), value, allowed: "one of " + Self.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = LayoutKind(rawValue: name)
    }
}

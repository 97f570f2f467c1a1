import CardGeometryCore

extension LayoutKind {
    /// Every kind the engine lays out, in the order of common.md.
    public static let allCases: [LayoutKind] = [
        .storyteller, .brazeContentCards, .storylyStoryGroups, .sheetCards, .storifyMeWidgets,
    ]

    /// The kind an input asks for: its `kind`, Storyteller when absent or
    /// null. Anything else is an error at `kind` that lists the kinds; an
    /// input without `kind` that has another kind's keys, and neither
    /// `card` nor `collection`, is an error that names the kind to add.
    public init(input: JSONValue) throws(CardLayoutError) {
        guard case .object(let object) = input else { throw .invalid(.root, input, allowed: "an object") }
        guard let value = object["kind"], value != .null else {
            if let error = Self.missingKindError(in: object) { throw error }
            self = .storyteller
            return
        }
        guard case .string(let name) = value, Self.allCases.contains(LayoutKind(rawValue: name)) else {
            throw .invalid(
                JSONPath("kind"), value, allowed: "one of " + Self.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = LayoutKind(rawValue: name)
    }
}

/// The top-level fields every kind's input shares besides `environment`
/// (``LayoutEnvironment/fieldDescription``).
package enum CommonFields {
    /// `$schema`: the JSON Schema the document follows. Any string is
    /// accepted without a warning: editors resolve it (a URL, or a path to
    /// a local copy of `schemas/`), the layout does not use it.
    package static let schema = FieldDescription(
        schemaKey, .string, defaultNote: "none",
        "The JSON Schema this document follows, for editors (any string: a URL or a path); the layout ignores it.")

    /// `kind`: selects the card system.
    package static func kind(_ kind: LayoutKind) -> FieldDescription {
        FieldDescription(required: "kind", .constant(kind.rawValue), "Selects this kind.")
    }

    /// The root's `$schema` has been read by the dispatch (typed, as a
    /// string); readers of the root pass over it.
    static let schemaKey = "$schema"

    /// Reads and checks the root's `$schema` (a string, or null), for every
    /// kind, before the system reads the rest.
    static func readSchema(_ root: ObjectReader) throws(CardLayoutError) {
        guard let value = root.presentValue(schema.key), value != .null else { return }
        guard case .string = value else { throw .invalid(root.path(schemaKey), value, allowed: schema.allowed) }
    }
}

extension CommonFields {
    /// `kind` of the kind an input without a `kind` is read as
    /// (``LayoutSystem/readsInputWithoutKind``): optional, its default the
    /// kind; `noun` says what such an input is ("a Storyteller card").
    package static func kind(_ kind: LayoutKind, absentMeans noun: String) -> FieldDescription {
        FieldDescription(
            "kind", .constant(kind.rawValue), default: .string(kind.rawValue),
            "Selects this kind; an input without a kind is \(noun).")
    }
}

import CardGeometryCore

extension LayoutKind {
    /// The kind's description (input and output): what `layout-dump schema`
    /// and the schema tests use. `nil` for a kind not in `allCases`.
    package var kindDescription: KindDescription? {
        KindRegistry.system(of: self)?.kindDescription
    }
}

extension LayoutKind {
    /// Every key the kinds' inputs describe, at every level: the parser
    /// reads these keys without making a string for each
    /// (``JSONKeyTable``).
    static let inputKeys = JSONKeyTable(
        allCases.compactMap(\.kindDescription).flatMap { description in
            ([description.input] + description.input.nestedObjects).flatMap(\.keys)
        })
}

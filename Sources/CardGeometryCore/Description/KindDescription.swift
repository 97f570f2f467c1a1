/// One kind, described: its input's fields (the root object, which holds
/// the others) and its output's. Each system gives one
/// (``LayoutSystem/kindDescription``); the JSON Schemas under `schemas/`,
/// `layout-dump schema` and the articles' field tables are generated from it.
package struct KindDescription: Sendable {
    /// The kind.
    package let kind: LayoutKind
    /// The schemas' file stem and the article's name in kebab case
    /// (`sheet-cards`): `schemas/sheet-cards.schema.json`.
    package let fileStem: String
    /// A title for the schema ("Sheet cards input").
    package let title: String
    /// The input's top-level object.
    package let input: ObjectDescription
    /// The output's top-level object: its fields, with type and meaning.
    package let output: ObjectDescription
    /// Every warning code the kind gives, with what gives it: the article's
    /// table of warning codes comes from it.
    package let warnings: [WarningDescription]

    package init(
        kind: LayoutKind, fileStem: String, title: String, input: ObjectDescription, output: ObjectDescription,
        warnings: [WarningDescription]
    ) {
        self.kind = kind
        self.fileStem = fileStem
        self.title = title
        self.input = input
        self.output = output
        self.warnings = warnings
    }

    /// Where the schemas are published: the `$id`s are under it. An `$id`
    /// names a schema; editors load the file by a `$schema` path or their
    /// settings (README, "Editor support").
    package static let schemaBase = "https://cardgeometry.dev/schemas/"

    /// The input schema's file name.
    package var inputSchemaFile: String { fileStem + ".schema.json" }
}

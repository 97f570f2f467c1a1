/// A field type the shared cases cannot say, described by the system that
/// reads it: a union such as Braze's `image` (null, the URL, or an object)
/// or its aspect ratios (a number, or "NaN", "Infinity", "-Infinity"), or
/// an object of strings (`extras`). The system gives the error's
/// "must be ...", the reference table's type and the schema; the objects
/// it holds are listed so that their tables and `$defs` are generated too.
package struct CustomFieldType: Sendable {
    /// What a wrong value is told it must be (the error's "must be ...").
    package let allowed: String
    /// The reference table's "type and range" cell.
    package let tableText: String
    /// The field's schema members (`anyOf`, `type`, …), without its
    /// description and default; an object it holds is referenced as
    /// `#/$defs/<name>`.
    package let schema: JSONObject
    /// The described objects the type holds (Braze's `image` object).
    package let objects: [ObjectDescription]

    package init(allowed: String, tableText: String, schema: JSONObject, objects: [ObjectDescription] = []) {
        self.allowed = allowed
        self.tableText = tableText
        self.schema = schema
        self.objects = objects
    }
}

/// A field that holds a value of one type or a reference to a value held
/// elsewhere in the input, written as a string (Storyteller's theme:
/// `"cornerRadius": 8` or `"{theme.primitives.cornerRadius}"`, a color or
/// `"{theme.colors.white.primary}"`). ``FieldType/orReference(_:)`` holds it.
package struct ValueOrReference: Sendable {
    /// The type of a value written in place (its range is the validation
    /// step's).
    package let value: FieldType
    /// What a value in place is called in errors ("a number", "a font
    /// family name").
    package let valueNoun: String
    /// The references allowed, as written.
    package let references: [String]
    /// What the references are called in errors when there are several
    /// ("a theme color reference"); a single reference is named as written.
    package let referencesNoun: String?

    package init(_ value: FieldType, valueNoun: String, references: [String], referencesNoun: String? = nil) {
        self.value = value
        self.valueNoun = valueNoun
        self.references = references
        self.referencesNoun = referencesNoun
    }

    /// What a value of the wrong type is told it must be: "a number or
    /// {theme.primitives.cornerRadius}".
    package var allowed: String {
        valueNoun + " or " + (referencesNoun ?? references.joined(separator: " or "))
    }

    /// What a string written as a reference that is none of these is told
    /// it must be: "one of {theme.colors.white.primary}, …".
    package var allowedReferences: String { "one of " + references.joined(separator: ", ") }

    /// The reference table's type text, from the value type's: the
    /// references named, or listed.
    func tableText(value valueText: String) -> String {
        valueText + ", or " + (referencesNoun ?? references.map { "`\"\($0)\"`" }.joined(separator: ", "))
    }

    /// The schema: the value type's, or one of the references.
    func schema(value valueSchema: [(String, JSONValue)]) -> [(String, JSONValue)] {
        let value = JSONValue.object(JSONObject(valueSchema.map { JSONObject.Member(key: $0.0, value: $0.1) }))
        let references = JSONValue.object(
            JSONObject([.init(key: "enum", value: .array(references.map(JSONValue.string)))]))
        return [("anyOf", .array([value, references]))]
    }
}

extension FieldDescription {
    /// The range of a number field, or of a number-or-reference field's
    /// numbers (``NumberRange/finite`` for any other).
    package var valueRange: NumberRange {
        if case .orReference(let field) = type, case .number(let range) = field.value { return range }
        return numberRange
    }
}

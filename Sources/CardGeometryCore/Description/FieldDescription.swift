/// One input field, described once: its JSON name, type and range,
/// whether it is required or its default, and one line of meaning.
///
/// Descriptions are `static let`s of the type that holds the fields (see
/// docs/field-descriptions.md): reading them costs no allocation, and the
/// reader, the validation step, the unknown-key warnings, the reference
/// tables and the JSON Schema all use the same value.
package struct FieldDescription: Sendable {
    /// The JSON key.
    package let name: String
    /// The key with its number, as a reader looks it up.
    package let key: MemberKey
    /// The type and what is allowed.
    package let type: FieldType
    /// Whether an input must give the field (null counts as missing).
    package let isRequired: Bool
    /// The default an input that leaves the field out gets, as JSON
    /// (`nil`: none, or none a JSON value can say; see ``defaultNote``).
    package let defaultValue: JSONValue?
    /// What the default means when a JSON value cannot say it ("the top
    /// card's preferredPosition").
    package let defaultNote: String?
    /// One line of meaning, for the reference and the schema.
    package let meaning: String

    /// An optional field.
    package init(
        _ name: String, _ type: FieldType, default defaultValue: JSONValue? = nil, defaultNote: String? = nil,
        _ meaning: String
    ) {
        self.name = name
        key = MemberKey(numbered: name)
        self.type = type
        self.isRequired = false
        self.defaultValue = defaultValue
        self.defaultNote = defaultNote
        self.meaning = meaning
    }

    /// A required field.
    package init(required name: String, _ type: FieldType, _ meaning: String) {
        self.name = name
        key = MemberKey(numbered: name)
        self.type = type
        self.isRequired = true
        self.defaultValue = nil
        self.defaultNote = nil
        self.meaning = meaning
    }

    /// The range of a number field (``NumberRange/finite`` for any other).
    package var numberRange: NumberRange {
        if case .number(let range) = type { return range }
        return .finite
    }

    /// What the field must be, for an error that says it is missing: "a
    /// number > 0 and <= 10000".
    package var allowed: String { type.allowed }
}

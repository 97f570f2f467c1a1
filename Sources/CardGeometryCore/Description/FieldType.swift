/// What a described input field holds (``FieldDescription``): the JSON
/// type, and for numbers, integers, enumerations and arrays what is
/// allowed. Reading, the range check, the error texts, the reference table
/// and the JSON Schema all come from it.
package indirect enum FieldType: Sendable {
    /// A number in a range (``NumberRange/finite`` for any finite number).
    case number(NumberRange)
    /// An integer (a number without a fraction; `2.0` is 2) in a range.
    case integer(ClosedRange<Int>)
    /// An integer from a list (`displayScale`: 1, 2 or 3).
    case integerChoice([Int])
    /// Any string.
    case string
    /// `true` or `false`.
    case bool
    /// One of an enumeration's JSON names, in the order errors list them.
    case choice([String])
    /// Exactly this string (an input's `kind`).
    case constant(String)
    /// A color `#RRGGBB` or `#RRGGBBAA`.
    case color
    /// A color, or `{ "light": color, "dark": color }`.
    case dynamicColor
    /// An object with its own description; `alsoRequired` names fields
    /// that are optional in the shared description but required here
    /// (a sheet's `environment.height`).
    case object(ObjectDescription, alsoRequired: [String] = [])
    /// An array of elements of one type, with a count rule.
    case array(FieldType, count: ArrayCount)
    /// An object whose fields are not described here (an output's nested
    /// objects, which the meaning names).
    case anyObject
    /// A value of any of these types (Storyly's group `id`: an integer or
    /// a string); the meaning says what else is allowed.
    case anyOf([FieldType])
    /// A value of one type, or a reference to one held elsewhere in the
    /// input (ValueOrReference.swift).
    case orReference(ValueOrReference)
    /// Any JSON value, passed through unread (Storyteller's `action`).
    case anyValue
    /// A type a system describes itself (``CustomFieldType``).
    case custom(CustomFieldType)

    /// A choice among an enumeration's cases, by their JSON names.
    package static func choice<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) -> FieldType
    where Choice.RawValue == String {
        .choice(Choice.allCases.map(\.rawValue))
    }

    /// What a value of the wrong type is told it must be (the error's
    /// "must be ..."): the texts the readers have always used.
    package var allowed: String {
        switch self {
        case .number(let range): range == .finite ? range.allowed : "a number " + range.allowed
        case .integer(let range): "an integer \(range.lowerBound)...\(range.upperBound)"
        case .integerChoice(let values): "one of " + values.map(String.init).joined(separator: ", ")
        case .string: "a string"
        case .bool: "true or false"
        case .choice(let names): "one of " + names.joined(separator: ", ")
        case .constant(let name): "\"\(name)\""
        case .color: ObjectReader.colorFormat
        case .dynamicColor: DynamicColor.allowed
        case .object, .anyObject: "an object"
        case .orReference(let field): field.allowed
        case .anyValue: "any JSON value"
        case .array(let element, let count): count.allowed(holding: element)
        case .anyOf(let types): types.map(\.allowed).joined(separator: ", or ")
        case .custom(let custom): custom.allowed
        }
    }
}

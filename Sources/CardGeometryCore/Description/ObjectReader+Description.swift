/// Reading described fields: each reads the member named by the field and
/// checks it as the description says, with the texts of the plain readers
/// (``ObjectReader/number(_:_:)`` …). Nothing here allocates on valid
/// input: descriptions are static, keys are compared, not hashed.
extension ObjectReader {
    /// Reads the object's members in document order (``readMembers(known:_:)``),
    /// the known keys being the description's.
    package func readMembers(
        of description: ObjectDescription, _ read: (String) throws(CardLayoutError) -> Bool
    ) throws(CardLayoutError) {
        try readMembers(known: description.keys, read)
    }

    /// A field's value where it is written; `nil` when it is absent or null.
    package func member(_ field: FieldDescription) -> JSONTapeValue? { member(field.key) }

    /// A field's value as a tree; `nil` when it is absent or null.
    package func value(_ field: FieldDescription) -> JSONValue? { value(field.key) }

    /// A number field, in its range.
    package func number(_ field: FieldDescription) throws(CardLayoutError) -> Double? {
        try number(field.key, field.numberRange)
    }

    /// An integer field (a range or a list of values).
    package func integer(_ field: FieldDescription) throws(CardLayoutError) -> Int? {
        switch field.type {
        case .integer(let range): try integer(field.key, in: range)
        case .integerChoice(let values): try integer(field.key, in: values)
        default: preconditionFailure("\(field.name) is not an integer field")
        }
    }

    package func string(_ field: FieldDescription) throws(CardLayoutError) -> String? { try string(field.key) }

    package func bool(_ field: FieldDescription) throws(CardLayoutError) -> Bool? { try bool(field.key) }

    /// A choice field, read into its enumeration (whose JSON names are the
    /// description's).
    package func choice<Choice: RawRepresentable & CaseIterable>(_ field: FieldDescription, _ type: Choice.Type)
        throws(CardLayoutError) -> Choice?
    where Choice.RawValue == String {
        try choice(field.key, type)
    }

    package func dynamicColor(_ field: FieldDescription) throws(CardLayoutError) -> DynamicColor? {
        try dynamicColor(field.key)
    }

    package func literalColor(_ field: FieldDescription) throws(CardLayoutError) -> RGBAColor? {
        try literalColor(field.key)
    }

    /// An object field's reader.
    package func object(_ field: FieldDescription) throws(CardLayoutError) -> ObjectReader? { try object(field.key) }

    /// An array field's elements, their count checked by the field's rule
    /// before any element is read. An array worded by its bounds and
    /// objects (``ArrayCount/Wording/boundsAndObjects``) says so for a value
    /// that is not an array, and shows the array as written when its count
    /// is wrong.
    package func array(_ field: FieldDescription) throws(CardLayoutError) -> JSONTapeElements? {
        if case .array(_, let count) = field.type, case .boundsAndObjects = count.wording {
            guard let value = member(field.key) else { return nil }
            guard let elements = value.elements, count.contains(elements.count) else {
                throw .invalid(path(field.name), value.jsonValue, allowed: field.arrayAllowed)
            }
            return elements
        }
        guard let elements = try array(field.key) else { return nil }
        try field.checkCount(elements.count, in: path)
        return elements
    }
}

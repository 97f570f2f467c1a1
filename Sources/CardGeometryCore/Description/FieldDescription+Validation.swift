/// The checks of the validation step (``LayoutSystem/validate(_:)``),
/// from the field's description: the same range and the same error text
/// wherever a value comes from. A path is built only when a check fails.
extension FieldDescription {
    /// Throws unless `value` is in this number field's range.
    package func check(_ value: Double, in parent: @autoclosure () -> JSONPath) throws(CardLayoutError) {
        try numberRange.check(value, at: parent().appending(name))
    }

    /// Throws unless `value` is allowed in this integer field.
    package func check(_ value: Int, in parent: @autoclosure () -> JSONPath) throws(CardLayoutError) {
        let isAllowed =
            switch type {
            case .integer(let range): range.contains(value)
            case .integerChoice(let values): values.contains(value)
            default: true
            }
        guard isAllowed else { throw .invalid(parent().appending(name), String(value), allowed: allowed) }
    }

    /// Throws unless this array field may hold `count` elements.
    package func checkCount(_ count: Int, in parent: @autoclosure () -> JSONPath) throws(CardLayoutError) {
        guard case .array(_, let rule) = type, !rule.contains(count) else { return }
        throw .invalid(parent().appending(name), rule.written(count), allowed: arrayAllowed)
    }

    /// What this array field must be, for its errors, in its count's
    /// wording (``ArrayCount/Wording``): "…, or null" added where that
    /// wording says so and the field may be left out.
    package var arrayAllowed: String {
        guard case .array(_, let count) = type, case .boundsAndObjects = count.wording, !isRequired else {
            return allowed
        }
        return allowed + ", or null"
    }

    /// What a missing required field is told it must be: an array's count
    /// rule, an object's required fields ("an object with at least a width
    /// and a height"), else the type.
    package var requirement: String {
        switch type {
        case .array: return allowed
        case .object(let object, let alsoRequired):
            let names = object.fields.filter(\.isRequired).map(\.name) + alsoRequired
            guard !names.isEmpty else { return allowed }
            return "an object with at least " + names.map { "a " + $0 }.joined(separator: " and ")
        default: return allowed
        }
    }

    /// The error for this field missing from the object at `parent`.
    package func missing(in parent: JSONPath) -> CardLayoutError {
        .missing(parent.appending(name), allowed: requirement)
    }
}

import CardGeometryCore

/// storifyme-widgets.md words its arrays by their bounds and the objects
/// they hold: "an array of 0 to 50 widget objects", and "…, or null" for
/// an array that may be left out. The wording is built from the field's
/// description, so the count rule is still written once.
extension FieldDescription {
    /// What a widget or story array must be, for its errors.
    var arrayOfObjectsAllowed: String {
        guard case .array(.object(let element, _), let count) = type else { return allowed }
        return "an array of \(count.minimum) to \(count.maximum) \(element.name) objects" + (isRequired ? "" : ", or null")
    }

    /// What an id must be, unique in `collection` ("the array"): for a
    /// missing id.
    func allowed(uniqueIn collection: String) -> String {
        allowed + ", unique in " + collection
    }
}

extension FieldDescription {
    /// Throws unless this widget or story array may hold `count` elements
    /// (the validation step's check of a typed input).
    func checkObjectCount(_ count: Int, in parent: @autoclosure () -> JSONPath) throws(CardLayoutError) {
        guard case .array(_, let rule) = type, !rule.contains(count) else { return }
        throw .invalid(parent().appending(name), rule.written(count), allowed: arrayOfObjectsAllowed)
    }
}

extension CardLayoutWarning {
    /// `warnings` sorted by where their paths are written in `document` (a
    /// parent before its members); ties keep their order. A nested object's
    /// unknown keys are found when it is finished, after the members it
    /// holds: this puts them back where the document has them.
    static func inDocumentOrder(_ warnings: [CardLayoutWarning], of document: JSONValue) -> [CardLayoutWarning] {
        guard warnings.count > 1 else { return warnings }
        var positions: [String: Int] = [:]
        func visit(_ value: JSONValue, at path: JSONPath) {
            positions[path.description] = positions.count
            switch value {
            case .object(let object):
                for member in object.members { visit(member.value, at: path.appending(member.key)) }
            case .array(let elements):
                for (index, element) in elements.enumerated() { visit(element, at: path.appending(index: index)) }
            default:
                break
            }
        }
        visit(document, at: .root)
        return warnings.enumerated().sorted { lhs, rhs in
            (positions[lhs.element.path] ?? Int.max, lhs.offset) < (positions[rhs.element.path] ?? Int.max, rhs.offset)
        }.map(\.element)
    }
}

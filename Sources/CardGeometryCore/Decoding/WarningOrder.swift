extension CardLayoutWarning {
    /// `warnings` sorted by where their paths are written in `document` (a
    /// parent before its members); ties keep their order. A nested object's
    /// unknown keys are found when it is finished, after the members it
    /// holds: this puts them back where the document has them.
    package static func inDocumentOrder(_ warnings: [CardLayoutWarning], of document: JSONValue) -> [CardLayoutWarning] {
        inDocumentOrder(warnings, of: document, path: \.path)
    }

    /// `warnings` of a kind's own form (such as a text with the path it is
    /// about) sorted in the same way, by the path `path` gives for each.
    package static func inDocumentOrder<Warning>(
        _ warnings: [Warning], of document: JSONValue, path pathOf: (Warning) -> String
    ) -> [Warning] {
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
        func position(_ warning: Warning) -> Int { positions[pathOf(warning)] ?? Int.max }
        return warnings.enumerated().sorted { lhs, rhs in
            (position(lhs.element), lhs.offset) < (position(rhs.element), rhs.offset)
        }.map(\.element)
    }
}

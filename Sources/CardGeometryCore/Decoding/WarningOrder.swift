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
        let paths = Array(Set(warnings.map(pathOf)))
        // Positions in a walk of the document that enters only the values
        // some warning's path is in (a usual input's warnings sit in one
        // or two of its branches): the order of what it numbers is the
        // order of a whole walk.
        var positions: [String: Int] = [:]
        /// Whether some warning's path is `path` followed by `step` (a
        /// component as written, `.key` or `[2]`), or goes on from it.
        func holdsAWarning(_ path: String, _ step: String) -> Bool {
            paths.contains { warned in
                var rest = warned.utf8[...]
                guard rest.starts(with: path.utf8) else { return false }
                rest = rest.dropFirst(path.utf8.count)
                guard rest.starts(with: step.utf8) else { return false }
                rest = rest.dropFirst(step.utf8.count)
                return rest.first.map { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") } ?? true
            }
        }
        func visit(_ value: JSONValue, at path: String) {
            positions[path] = positions.count
            func enter(_ member: JSONValue, _ component: JSONPath.Component) {
                // The step alone (short, so not allocated) until it leads
                // to a warning.
                var step = ""
                JSONPath.append(component, to: &step)
                if path.isEmpty == false, case .key = component, step.utf8.first != UInt8(ascii: "[") {
                    step = "." + step
                }
                guard holdsAWarning(path, step) else { return }
                visit(member, at: path + step)
            }
            switch value {
            case .object(let object):
                for member in object.members { enter(member.value, .key(member.key)) }
            case .array(let elements):
                for (index, element) in elements.enumerated() { enter(element, .index(index)) }
            default:
                break
            }
        }
        visit(document, at: "")
        func position(_ warning: Warning) -> Int { positions[pathOf(warning)] ?? Int.max }
        return warnings.enumerated().sorted { lhs, rhs in
            (position(lhs.element), lhs.offset) < (position(rhs.element), rhs.offset)
        }.map(\.element)
    }
}

/// Reading an input in document order (common.md, errors): each object's
/// members are read in the order they are written, so that the first
/// invalid value met in the document is the one reported, and warnings are
/// listed by where their paths are written.
enum DocumentOrder {
    /// Calls `read` with each key of `reader`'s object in document order,
    /// then reports the keys `read` did not read as unknown.
    static func members(of reader: ObjectReader, _ read: (String) throws(CardLayoutError) -> Void)
        throws(CardLayoutError)
    {
        guard case .object(let object) = reader.value else { return }
        for key in object.keys { try read(key) }
        reader.finish()
    }

    /// The position of every path of `document`, in the order they are
    /// written (a parent before its members).
    static func positions(of document: JSONValue) -> [String: Int] {
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
        return positions
    }

    /// `warnings` (each with the path it is about) sorted by where the paths
    /// are written in `document`; ties keep their order.
    static func sorted(_ warnings: [(path: String, text: String)], in document: JSONValue) -> [String] {
        guard warnings.count > 1 else { return warnings.map(\.text) }
        let positions = positions(of: document)
        return warnings.enumerated().sorted { lhs, rhs in
            (positions[lhs.element.path] ?? Int.max, lhs.offset) < (positions[rhs.element.path] ?? Int.max, rhs.offset)
        }.map(\.element.text)
    }
}

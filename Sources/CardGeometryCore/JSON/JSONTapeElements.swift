/// The elements of an array where a ``JSONTape`` has them, in order: each
/// a ``JSONTapeValue``, none made a tree unless asked. Their count is
/// known at once; an element is reached by walking those before it (an
/// index is a place on the tape, not an element's number).
package struct JSONTapeElements: Collection {
    /// An element's place on the tape.
    package struct Index: Comparable {
        fileprivate let entry: Int

        package static func < (lhs: Index, rhs: Index) -> Bool { lhs.entry < rhs.entry }
    }

    package let tape: JSONTape
    /// The array's entry.
    package let index: Int

    package init(tape: JSONTape, index: Int) {
        precondition(tape.kind(at: index) == .array, "not an array")
        self.tape = tape
        self.index = index
    }

    package var startIndex: Index { Index(entry: index + 1) }
    package var endIndex: Index { Index(entry: tape.next(after: index)) }
    package var count: Int { tape.containerCount(at: index) }
    package var isEmpty: Bool { count == 0 }

    package subscript(position: Index) -> JSONTapeValue { JSONTapeValue(tape: tape, index: position.entry) }

    package func index(after position: Index) -> Index { Index(entry: tape.next(after: position.entry)) }

    /// The elements as trees.
    package var jsonValues: [JSONValue] { map(\.jsonValue) }
}

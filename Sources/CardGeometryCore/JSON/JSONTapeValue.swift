/// A value where a ``JSONTape`` has it: what an array's elements and a
/// member read without a tree are (``ObjectReader/member(_:)``,
/// ``ObjectReader/array(_:)``). A scalar is read from the tape as asked;
/// ``jsonValue`` makes the tree of the value, for what keeps it whole or
/// quotes it in an error.
package struct JSONTapeValue {
    package let tape: JSONTape
    /// The value's entry.
    package let index: Int

    package init(tape: JSONTape, index: Int) {
        self.tape = tape
        self.index = index
    }

    /// What the value is.
    package var kind: JSONTape.Kind { tape.kind(at: index) }

    /// The value as a tree.
    package var jsonValue: JSONValue { tape.value(at: index) }

    /// The text of a string; `nil` for any other value.
    package var string: String? { kind == .string ? tape.text(at: index) : nil }

    /// Whether the value is the string `text`, told without making the
    /// value's text when it is written as ASCII without an escape (the
    /// bytes compared); a value that was made equals as strings do.
    package func isString(_ text: String) -> Bool { kind == .string && tape.text(at: index, equals: text) }

    /// A number (a double); `nil` for any other value.
    package var number: Double? { kind == .number ? tape.number(at: index) : nil }

    /// Whether the value is `null`.
    package var isNull: Bool { kind == .null }

    /// An array's elements; `nil` for any other value.
    package var elements: JSONTapeElements? { kind == .array ? JSONTapeElements(tape: tape, index: index) : nil }
}

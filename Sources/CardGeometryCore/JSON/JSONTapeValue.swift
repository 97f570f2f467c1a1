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

    /// The bytes of a string written as ASCII without an escape, where the
    /// document has them; `nil` for any other value (a string the parser
    /// made, a tape written from a tree, not a string). What a choice is
    /// matched against, its entry read once for all the names.
    package var plainStringBytes: UnsafeBufferPointer<UInt8>? { tape.plainStringBytes(at: index) }

    /// Whether `text` is the string whose bytes are `bytes`
    /// (``plainStringBytes``). A choice's reader compares the UTF-8 lengths
    /// first, where it is inlined, and calls this only for a name of the
    /// value's length.
    package static func text(_ text: String, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        guard let base = bytes.baseAddress, bytes.count > 0 else { return true }
        var text = text
        return text.withUTF8 { utf8 in utf8BytesEqual(utf8.baseAddress!, base, count: bytes.count) }
    }

    /// A number (a double); `nil` for any other value.
    package var number: Double? { kind == .number ? tape.number(at: index) : nil }

    /// Whether the value is `null`.
    package var isNull: Bool { kind == .null }

    /// An array's elements; `nil` for any other value.
    package var elements: JSONTapeElements? { kind == .array ? JSONTapeElements(tape: tape, index: index) : nil }
}

/// What ``JSONDocumentParser`` makes of what it reads, value by value: a
/// ``JSONTape`` (``JSONTapeBuilder``) or a ``JSONValue`` tree
/// (``JSONValueBuilder``). The parser is generic over it and specialized for
/// each, so no call goes through the protocol when it runs.
///
/// Ranges are of the bytes being parsed, which the builder knows.
protocol JSONParseBuilder {
    /// A value made (nothing for the tape, whose entries are written in order).
    associatedtype Value
    /// A key made, for the duplicate check and the member it names.
    associatedtype Key
    /// An object being read, from its `{` to its `}`.
    associatedtype OpenObject
    /// An array being read, from its `[` to its `]`.
    associatedtype OpenArray

    mutating func null() -> Value
    mutating func bool(_ value: Bool) -> Value
    mutating func number(_ number: Double) -> Value
    /// A number a double cannot hold: `text`, written at `range`.
    mutating func unrepresentableNumber(_ text: consuming String, at range: Range<Int>) -> Value
    /// A string in ASCII without an escape, written at `range` (between its quotes).
    mutating func plainString(at range: Range<Int>) -> Value
    /// A string whose text the parser made and checked (an escape, or bytes beyond ASCII).
    mutating func string(_ text: consuming String) -> Value

    /// A key the key table holds: its index there and its UTF-8 length.
    mutating func heldKey(_ index: Int, length: Int) -> Key
    /// A key in ASCII without an escape, written at `range`.
    mutating func plainKey(at range: Range<Int>) -> Key
    /// A key whose text the parser made and checked.
    mutating func key(_ text: consuming String) -> Key
    /// The text of `key`.
    func text(of key: Key) -> String
    /// Whether `key` is already a key of the `count` members of `object`;
    /// `seen` holds the keys of a large object once made.
    func isDuplicate(_ key: Key, in object: OpenObject, count: Int, seen: inout Set<String>?) -> Bool

    mutating func beginObject() -> OpenObject
    /// Called once an object is known to have members.
    mutating func expectMembers(of object: inout OpenObject)
    mutating func appendMember(_ key: consuming Key, _ value: consuming Value, to object: inout OpenObject)
    mutating func endObject(_ object: consuming OpenObject, count: Int) -> Value

    mutating func beginArray() -> OpenArray
    /// Called once an array is known to have elements.
    mutating func expectElements(of array: inout OpenArray)
    mutating func appendElement(_ value: consuming Value, to array: inout OpenArray)
    mutating func endArray(_ array: consuming OpenArray, count: Int) -> Value
}

extension JSONParseBuilder {
    /// Objects of up to this many members look for a duplicate key among
    /// the keys before; larger ones keep a set.
    static var linearKeySearchLimit: Int { 12 }
}

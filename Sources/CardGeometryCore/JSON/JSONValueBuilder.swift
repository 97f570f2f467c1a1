/// The ``JSONParseBuilder`` that makes the ``JSONValue`` tree of a document
/// directly, each object's members and each array's elements in an array
/// of their own (what `JSONValue(json:)` gives).
struct JSONValueBuilder: JSONParseBuilder {
    /// The bytes being parsed, valid while the parser runs.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The key table the parser finds held keys in.
    private let keys: JSONKeyTable?

    /// The room a non-empty object or array starts with, rather than
    /// growing 1, 2, 4, 8.
    private static let initialCapacity = 8

    init(bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable?) {
        self.bytes = bytes
        self.keys = keys
    }

    @inline(__always) func null() -> JSONValue { .null }
    @inline(__always) func bool(_ value: Bool) -> JSONValue { .bool(value) }
    @inline(__always) func number(_ number: Double) -> JSONValue { .number(number) }
    func unrepresentableNumber(_ text: consuming String, at range: Range<Int>) -> JSONValue { .unrepresentableNumber(text) }
    @inline(__always) func plainString(at range: Range<Int>) -> JSONValue { .string(text(at: range)) }
    @inline(__always) func string(_ text: consuming String) -> JSONValue { .string(text) }

    @inline(__always) func heldKey(_ index: Int, length: Int) -> String { keys!.name(at: index) }
    @inline(__always) func plainKey(at range: Range<Int>) -> String { text(at: range) }
    @inline(__always) func key(_ text: consuming String) -> String { text }
    @inline(__always) func text(of key: String) -> String { key }

    func isDuplicate(_ key: String, in members: [JSONObject.Member], count: Int, seen: inout Set<String>?) -> Bool {
        if seen == nil, count < Self.linearKeySearchLimit { return JSONObject.index(of: key, in: members) != nil }
        if seen == nil { seen = Set(members.map(\.key)) }
        return !seen!.insert(key).inserted
    }

    @inline(__always) func beginObject() -> [JSONObject.Member] { [] }
    @inline(__always) func expectMembers(of members: inout [JSONObject.Member]) {
        members.reserveCapacity(Self.initialCapacity)
    }
    @inline(__always) func appendMember(_ key: consuming String, _ value: consuming JSONValue, to members: inout [JSONObject.Member]) {
        members.append(JSONObject.Member(key: key, value: value))
    }
    @inline(__always) func endObject(_ members: consuming [JSONObject.Member], count: Int) -> JSONValue {
        .object(JSONObject(members))
    }

    @inline(__always) func beginArray() -> [JSONValue] { [] }
    @inline(__always) func expectElements(of elements: inout [JSONValue]) {
        elements.reserveCapacity(Self.initialCapacity)
    }
    @inline(__always) func appendElement(_ value: consuming JSONValue, to elements: inout [JSONValue]) { elements.append(value) }
    @inline(__always) func endArray(_ elements: consuming [JSONValue], count: Int) -> JSONValue { .array(elements) }

    /// The text of `range`, ASCII.
    @inline(__always)
    private func text(at range: Range<Int>) -> String {
        String(asciiBytes: UnsafeBufferPointer(rebasing: bytes[range]))
    }
}

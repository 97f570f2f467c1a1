/// The ``JSONParseBuilder`` that writes a document's entries onto a
/// ``JSONTape``, in document order: a value is nothing but its entries, an
/// open object or array the index of its first entry (closed with its
/// count and end), a key the index of its entry.
struct JSONTapeBuilder: JSONParseBuilder {
    /// The entries written so far.
    private(set) var writer: JSONTapeWriter
    /// The bytes being parsed (the copy the tape keeps).
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The key table whose indexes held keys are written as.
    private let keys: JSONKeyTable?

    /// A builder with room for `capacity` entries.
    init(bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable?, capacity: Int) {
        self.bytes = bytes
        self.keys = keys
        writer = JSONTapeWriter(capacity: capacity)
    }

    @inline(__always) mutating func null() { writer.append(JSONTape.Entry(kind: .null, first: 0)) }
    @inline(__always) mutating func bool(_ value: Bool) {
        writer.append(JSONTape.Entry(kind: value ? .true : .false, first: 0))
    }
    @inline(__always) mutating func number(_ number: Double) {
        writer.append(JSONTape.Entry(kind: .number, first: Int(bitPattern: UInt(number.bitPattern))))
    }
    mutating func unrepresentableNumber(_ text: consuming String, at range: Range<Int>) {
        writer.append(JSONTape.Entry(kind: .unrepresentableNumber, first: range.lowerBound, second: range.count))
    }
    @inline(__always) mutating func plainString(at range: Range<Int>) {
        writer.append(JSONTape.Entry(kind: .string, first: range.lowerBound, second: range.count))
    }
    @inline(__always) mutating func string(_ text: consuming String) { writer.append(.string, stored: text) }

    @inline(__always) mutating func heldKey(_ index: Int, length: Int) -> Int {
        writer.append(JSONTape.Entry(kind: .key, source: .held, first: index, second: length))
    }
    @inline(__always) mutating func plainKey(at range: Range<Int>) -> Int {
        writer.append(JSONTape.Entry(kind: .key, first: range.lowerBound, second: range.count))
    }
    @inline(__always) mutating func key(_ text: consuming String) -> Int { writer.append(.key, stored: text) }

    /// The text of the key or string entry at `index`.
    func text(of index: Int) -> String {
        let entry = writer.entries[index]
        switch entry.source {
        case .bytes:
            return String(asciiBytes: UnsafeBufferPointer(rebasing: bytes[entry.first..<entry.first + entry.second]))
        case .stored: return writer.strings[entry.first]
        case .held: return keys!.name(at: entry.first)
        }
    }

    func isDuplicate(_ key: Int, in begin: Int, count: Int, seen: inout Set<String>?) -> Bool {
        let text = text(of: key)
        if seen == nil, count < Self.linearKeySearchLimit {
            var earlier = begin + 1
            for _ in 0..<count {
                if self.text(of: earlier) == text { return true }
                earlier = next(after: earlier + 1)
            }
            return false
        }
        if seen == nil {
            var keys = Set<String>()
            var earlier = begin + 1
            for _ in 0..<count {
                keys.insert(self.text(of: earlier))
                earlier = next(after: earlier + 1)
            }
            seen = keys
        }
        return !seen!.insert(text).inserted
    }

    /// The entry after the value at `index`.
    private func next(after index: Int) -> Int {
        let entry = writer.entries[index]
        return entry.kind == .object || entry.kind == .array ? entry.second : index + 1
    }

    @inline(__always) mutating func beginObject() -> Int { writer.append(JSONTape.Entry(kind: .object, first: 0)) }
    @inline(__always) func expectMembers(of begin: inout Int) {}
    @inline(__always) func appendMember(_ key: consuming Int, _ value: consuming Void, to begin: inout Int) {}
    @inline(__always) mutating func endObject(_ begin: consuming Int, count: Int) { writer.close(begin, count: count) }

    @inline(__always) mutating func beginArray() -> Int { writer.append(JSONTape.Entry(kind: .array, first: 0)) }
    @inline(__always) func expectElements(of begin: inout Int) {}
    @inline(__always) func appendElement(_ value: consuming Void, to begin: inout Int) {}
    @inline(__always) mutating func endArray(_ begin: consuming Int, count: Int) { writer.close(begin, count: count) }
}

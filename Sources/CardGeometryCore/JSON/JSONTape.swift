import Foundation

/// A parsed JSON document as one flat list of entries in document order,
/// read without building a ``JSONValue`` tree: what ``JSONParser`` fills
/// (through ``JSONTapeBuilder``) and ``ObjectReader`` reads.
///
/// An object or an array is an entry that holds its count and where its
/// last value ends, followed by its members (a key entry, then the value's
/// entries) or its elements. A string is a range of the document's bytes
/// (made a `String` only when read), or, when it was written with an escape
/// or with bytes beyond ASCII, the text the parser made and checked; a key
/// the key table holds is that table's name. So a document costs its bytes'
/// copy, one list of entries and the texts that needed making, and a value
/// becomes a ``JSONValue`` only when a reader asks for one
/// (``value(at:)``).
///
/// Immutable once made, so it may be shared between threads.
package final class JSONTape: @unchecked Sendable {
    /// What an entry is.
    package enum Kind: UInt8 {
        case object, array, key, string, number, unrepresentableNumber, `true`, `false`, null
    }

    /// Where the text of a key, a string or an unrepresentable number is.
    enum TextSource: UInt8 {
        /// `bytes[first ..< first + second]`, ASCII without an escape.
        case bytes
        /// `strings[first]`.
        case stored
        /// The key table's name at `first`.
        case held
    }

    /// One entry: its meaning depends on its kind.
    struct Entry {
        var kind: Kind
        var source: TextSource = .bytes
        /// An object's or array's count; a text's start or index; a
        /// number's bit pattern.
        var first: Int
        /// An object's or array's end (the entry after its last value); a
        /// text's UTF-8 length (whatever its source).
        var second: Int = 0
    }

    /// The document's bytes (a copy the tape owns), or empty.
    let bytes: UnsafeBufferPointer<UInt8>
    private let entries: UnsafeMutablePointer<Entry>
    /// How many entries there are: the root value's last ends there.
    package let count: Int
    /// The texts made while parsing (escaped, beyond ASCII, or written from a tree).
    let strings: [String]
    /// The names of the key table the parser used (``JSONKeyTable/names``):
    /// a held key's text.
    let heldNames: [String]
    /// Their numbers (``JSONKeyTable/keyIDs``): what a reader finds a held
    /// key's field by.
    let heldKeyIDs: [Int]

    /// A tape of `count` entries at `entries` over `bytes`; the tape frees both.
    init(
        bytes: UnsafeBufferPointer<UInt8>, entries: UnsafeMutablePointer<Entry>, count: Int, strings: [String],
        keys: JSONKeyTable?
    ) {
        self.bytes = bytes
        self.entries = entries
        self.count = count
        self.strings = strings
        heldNames = keys?.names ?? []
        heldKeyIDs = keys?.keyIDs ?? []
    }

    deinit {
        entries.deallocate()
        bytes.deallocate()
    }

    subscript(index: Int) -> Entry {
        @inline(__always) get { entries[index] }
    }

    /// What the entry at `index` is.
    package func kind(at index: Int) -> Kind { entries[index].kind }

    /// The entry after the value at `index` (its last entry's next).
    @inline(__always)
    package func next(after index: Int) -> Int {
        let entry = entries[index]
        return entry.kind == .object || entry.kind == .array ? entry.second : index + 1
    }

    /// How many members or elements the object or array at `index` has.
    package func containerCount(at index: Int) -> Int { entries[index].first }

    /// The text of the key, string or unrepresentable number at `index`.
    package func text(at index: Int) -> String {
        let entry = entries[index]
        switch entry.source {
        case .bytes:
            return String(asciiBytes: UnsafeBufferPointer(rebasing: bytes[entry.first..<entry.first + entry.second]))
        case .stored: return strings[entry.first]
        case .held: return heldNames[entry.first]
        }
    }

    /// Whether the key (or string) at `index` is `key`, told without making
    /// its text.
    /// Every text entry keeps its UTF-8 length, so most keys that differ
    /// are told apart by an integer, whatever their source.
    @inline(__always)
    package func text(at index: Int, equals key: String) -> Bool {
        let entry = entries[index]
        guard key.utf8.count == entry.second else { return false }
        switch entry.source {
        case .held: return heldNames[entry.first] == key
        case .stored: return strings[entry.first] == key
        case .bytes:
            guard entry.second > 0 else { return true }
            var key = key
            return key.withUTF8 { utf8 in
                utf8BytesEqual(utf8.baseAddress!, bytes.baseAddress! + entry.first, count: entry.second)
            }
        }
    }

    /// The number (``JSONKeyIDs``) of the key at `index` when the key table
    /// holds it; -1 for any other key (an escape in it, a tape written from a tree).
    @inline(__always)
    package func keyID(at index: Int) -> Int {
        let entry = entries[index]
        return entry.source == .held ? heldKeyIDs[entry.first] : -1
    }

    /// Whether the key at `index` is `key`: two numbers compared when both
    /// have one, else the texts.
    @inline(__always)
    package func key(at index: Int, is key: MemberKey) -> Bool {
        let entry = entries[index]
        if key.id >= 0, entry.source == .held { return heldKeyIDs[entry.first] == key.id }
        return text(ofKeyAt: index, equals: key.name)
    }

    /// ``text(at:equals:)`` out of line: what ``key(at:is:)`` does for a key
    /// without a number, so that the numbers' comparison stays short where
    /// it is inlined.
    @inline(never)
    private func text(ofKeyAt index: Int, equals key: String) -> Bool {
        text(at: index, equals: key)
    }

    /// The index in `description`'s fields of the field named by the key at
    /// `index`; `nil` when it names none. A key the key table holds is found
    /// by its number (``JSONKeyIDs``), without comparing texts; any other
    /// (an escape in it, a tape written from a tree) by its text.
    @inline(__always)
    package func field(ofKeyAt index: Int, in description: ObjectDescription) -> Int? {
        let entry = entries[index]
        if entry.source == .held { return description.field(ofKeyID: heldKeyIDs[entry.first]) }
        return field(ofTextAt: index, in: description)
    }

    /// ``field(ofKeyAt:in:)`` for a key the key table does not hold, out of
    /// line: the held key's lookup stays short where it is inlined.
    @inline(never)
    private func field(ofTextAt index: Int, in description: ObjectDescription) -> Int? {
        description.keys.firstIndex { text(at: index, equals: $0) }
    }

    /// The number at `index` (a `.number` entry).
    package func number(at index: Int) -> Double {
        Double(bitPattern: UInt64(UInt(bitPattern: entries[index].first)))
    }

    /// The value at `index` as a tree.
    package func value(at index: Int) -> JSONValue {
        let entry = entries[index]
        switch entry.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .number: return .number(number(at: index))
        case .unrepresentableNumber: return .unrepresentableNumber(text(at: index))
        case .string, .key: return .string(text(at: index))
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(entry.first)
            var element = index + 1
            while element < entry.second {
                elements.append(value(at: element))
                element = next(after: element)
            }
            return .array(elements)
        case .object:
            var members: [JSONObject.Member] = []
            members.reserveCapacity(entry.first)
            var key = index + 1
            while key < entry.second {
                members.append(JSONObject.Member(key: text(at: key), value: value(at: key + 1)))
                key = next(after: key + 1)
            }
            return .object(JSONObject(members))
        }
    }

    /// The document as a tree.
    package var root: JSONValue { value(at: 0) }

    /// The entry of the value of the member `key` of the object at
    /// `object` (the root by default); `nil` when it has none.
    package func member(_ key: String, of object: Int = 0) -> Int? {
        member(MemberKey(key), of: object)
    }

    /// ``member(_:of:)`` for a key that may have its number.
    package func member(_ key: MemberKey, of object: Int = 0) -> Int? {
        let entry = entries[object]
        guard entry.kind == .object else { return nil }
        var index = object + 1
        while index < entry.second {
            if self.key(at: index, is: key) { return index + 1 }
            index = next(after: index + 1)
        }
        return nil
    }

    /// The keys of the object at `object` (the root by default), in
    /// document order.
    package func keys(of object: Int = 0) -> [String] {
        let entry = entries[object]
        guard entry.kind == .object else { return [] }
        var keys: [String] = []
        var index = object + 1
        while index < entry.second {
            keys.append(text(at: index))
            index = next(after: index + 1)
        }
        return keys
    }
}

extension JSONTape {
    /// The tape of a tree given in hand (a caller's ``JSONValue``): its texts
    /// are stored, so it reads as a parsed document does.
    package convenience init(_ value: JSONValue) {
        var writer = JSONTapeWriter(capacity: 16)
        writer.write(value)
        self.init(
            bytes: UnsafeBufferPointer(start: UnsafeMutablePointer<UInt8>.allocate(capacity: 0), count: 0),
            entries: writer.entries, count: writer.count, strings: writer.strings, keys: nil)
    }
}

/// Entries written one after another, in storage that grows: what
/// ``JSONTapeBuilder`` and ``JSONTape/init(_:)`` fill, handed to the tape made
/// from them (which then frees it).
struct JSONTapeWriter {
    private(set) var entries: UnsafeMutablePointer<JSONTape.Entry>
    private(set) var count = 0
    private var capacity: Int
    private(set) var strings: [String] = []

    /// The most entries whose storage glibc's allocator hands out from its
    /// per-thread cache (blocks of up to 1,032 bytes), without its slow
    /// paths: 42 entries of 24 bytes.
    static let cachedCapacity = 1_008 / MemoryLayout<JSONTape.Entry>.stride

    /// Room for `capacity` entries; when more are written, room for twice
    /// as many.
    init(capacity: Int) {
        self.capacity = max(capacity, 4)
        entries = .allocate(capacity: self.capacity)
    }

    /// Frees the entries (when no tape takes them).
    func deallocate() { entries.deallocate() }

    /// Appends `entry`; returns its index.
    @inline(__always)
    @discardableResult
    mutating func append(_ entry: JSONTape.Entry) -> Int {
        if count == capacity { grow() }
        (entries + count).initialize(to: entry)
        count += 1
        return count - 1
    }

    /// Appends an entry of `kind` whose text is `text`, stored (with its
    /// UTF-8 length, as every text entry has).
    @discardableResult
    mutating func append(_ kind: JSONTape.Kind, stored text: String) -> Int {
        strings.append(text)
        return append(JSONTape.Entry(kind: kind, source: .stored, first: strings.count - 1, second: text.utf8.count))
    }

    /// Sets the count and end of the object or array begun at `index`.
    @inline(__always)
    mutating func close(_ index: Int, count members: Int) {
        entries[index].first = members
        entries[index].second = count
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<JSONTape.Entry>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: entries, count: count)
        entries.deallocate()
        entries = larger
        capacity *= 2
    }

    /// Writes `value`'s entries.
    mutating func write(_ value: JSONValue) {
        switch value {
        case .null: append(JSONTape.Entry(kind: .null, first: 0))
        case .bool(let bool): append(JSONTape.Entry(kind: bool ? .true : .false, first: 0))
        case .number(let number):
            append(JSONTape.Entry(kind: .number, first: Int(bitPattern: UInt(number.bitPattern))))
        case .unrepresentableNumber(let text): append(.unrepresentableNumber, stored: text)
        case .string(let text): append(.string, stored: text)
        case .array(let elements):
            let begin = append(JSONTape.Entry(kind: .array, first: 0))
            for element in elements { write(element) }
            close(begin, count: elements.count)
        case .object(let object):
            let begin = append(JSONTape.Entry(kind: .object, first: 0))
            for member in object.members {
                append(.key, stored: member.key)
                write(member.value)
            }
            close(begin, count: object.members.count)
        }
    }
}

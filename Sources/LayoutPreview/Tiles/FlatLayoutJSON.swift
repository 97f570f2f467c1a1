// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering

/// A layout's JSON as its kind writes it, held as plain values: each value
/// a node in document order (a container's node says where its values
/// end), each member with its key as the writer gave it, and the bytes of
/// every string and read key in one buffer. No node holds a reference, so
/// writing a layout, comparing two (``FrameDifferences``), keeping one for
/// the next save (``KeptFrames``) and letting it go cost no reference
/// counting and no string per value; ``value(at:)`` gives any part back as
/// a `JSONValue`.
struct FlatLayoutJSON: JSONSink, Sendable {
    /// What a node is.
    enum Kind: UInt8, Sendable {
        /// An object; its members are the nodes up to its `end`.
        case object
        /// An array of `count` elements, the nodes up to its `end`.
        case array
        case number
        /// A string, its UTF-8 bytes in ``text``.
        case string
        /// A number a double cannot hold, as written (its bytes in ``text``).
        case unrepresentableNumber
        case bool
        case null
    }

    /// A member's key: none (an element or the root), as the writer's code
    /// spells it, or read from a tree (its bytes in ``text``).
    enum Key: Sendable {
        case none
        case written(StaticString)
        case read(start: Int, count: Int)
    }

    /// One value.
    struct Node: Sendable {
        var kind: Kind
        /// A boolean's value.
        var flag = false
        /// A container's end: the node after its last value (a leaf's is
        /// the next node).
        var end = 0
        /// An array's length; a string's number of bytes.
        var count = 0
        /// Where a string's bytes start in ``text``.
        var start = 0
        /// A number's value.
        var number = 0.0
        var key = Key.none

        init(kind: Kind) { self.kind = kind }
    }

    private(set) var nodes: [Node] = []
    /// The bytes of the strings and read keys.
    private(set) var text: [UInt8] = []
    /// The open containers: their node and how many values they hold.
    private var open: [(node: Int, count: Int)] = []
    private var pendingKey = Key.none

    /// `layout`'s JSON, as its kind writes it.
    init(_ layout: Layout) {
        nodes.reserveCapacity(256)
        text.reserveCapacity(1024)
        open.reserveCapacity(8)
        if let writable = layout.content as? any JSONWritable {
            writable.writeJSON(to: &self)
        } else {
            value(layout.jsonValue)
        }
    }

    /// `json` as a layout's writer would write it, its keys as read.
    init(json: JSONValue) {
        value(json)
    }

    /// About how many bytes it holds: its nodes and its text.
    var bytes: Int {
        nodes.count * MemoryLayout<Node>.stride + text.count
    }

    /// Where the value at `node` ends: the next node after it.
    func end(of node: Int) -> Int { nodes[node].end }

    // MARK: - Keys and strings

    /// Calls `body` with the UTF-8 bytes of the key of `node` (empty when
    /// it has none).
    func withKeyBytes<Result>(of node: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch nodes[node].key {
        case .none:
            return body(UnsafeBufferPointer(start: nil, count: 0))
        case .written(let key):
            return key.withUTF8Buffer(body)
        case .read(let start, let count):
            return text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<(start + count)])) }
        }
    }

    /// The key of `node` as text ("" when it has none).
    func keyText(of node: Int) -> String {
        withKeyBytes(of: node) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the key of `node` is `key`.
    func key(of node: Int, is key: StaticString) -> Bool {
        if case .written(let written) = nodes[node].key, Self.same(written, key) { return true }
        return withKeyBytes(of: node) { bytes in key.withUTF8Buffer { bytes.elementsEqual($0) } }
    }

    /// Whether the key of `node` is the key of `other` in `json`.
    func key(of node: Int, equalsKeyOf other: Int, in json: FlatLayoutJSON) -> Bool {
        if case .written(let a) = nodes[node].key, case .written(let b) = json.nodes[other].key, Self.same(a, b) {
            return true
        }
        return withKeyBytes(of: node) { a in json.withKeyBytes(of: other) { b in a.elementsEqual(b) } }
    }

    /// Whether two literals are the same bytes in memory (a one-letter key
    /// may be held as a scalar, without them: then its bytes tell).
    private static func same(_ a: StaticString, _ b: StaticString) -> Bool {
        a.hasPointerRepresentation && b.hasPointerRepresentation && a.utf8Start == b.utf8Start
            && a.utf8CodeUnitCount == b.utf8CodeUnitCount
    }

    /// Whether the leaves at `node` and at `other` in `json` hold the same
    /// value (numbers compared as doubles).
    func leaf(_ node: Int, equals other: Int, in json: FlatLayoutJSON) -> Bool {
        let a = nodes[node], b = json.nodes[other]
        guard a.kind == b.kind else { return false }
        switch a.kind {
        case .number: return a.number == b.number
        case .bool: return a.flag == b.flag
        case .null: return true
        case .string, .unrepresentableNumber: return a.count == b.count && sameText(a, as: b, in: json)
        case .object, .array: return false
        }
    }

    /// Whether the value at `node` is, node for node, the value at `other`
    /// in `json`: the same kinds and keys, the same numbers bit for bit, the
    /// same booleans, strings and lengths. A comparison of the two finds no
    /// difference in them, so it need not walk them: one pass over plain
    /// values tells.
    func sameNodes(_ node: Int, as other: Int, in json: FlatLayoutJSON) -> Bool {
        let count = nodes[node].end - node
        guard json.nodes[other].end - other == count else { return false }
        return nodes.withUnsafeBufferPointer { mine in
            json.nodes.withUnsafeBufferPointer { theirs -> Bool in
                for offset in 0..<count {
                    let a = mine[node + offset], b = theirs[other + offset]
                    guard a.kind == b.kind, a.end - node == b.end - other, a.count == b.count, a.flag == b.flag,
                        a.number.bitPattern == b.number.bitPattern
                    else { return false }
                    switch (a.key, b.key) {
                    case (.none, .none): break
                    case (.written(let x), .written(let y)) where Self.same(x, y): break
                    default: guard key(of: node + offset, equalsKeyOf: other + offset, in: json) else { return false }
                    }
                    if a.kind == .string || a.kind == .unrepresentableNumber {
                        guard sameText(a, as: b, in: json) else { return false }
                    }
                }
                return true
            }
        }
    }

    /// Whether the bytes of `a` (a node of this) are those of `b` (a node
    /// of `json`), both of `a.count` bytes.
    private func sameText(_ a: Node, as b: Node, in json: FlatLayoutJSON) -> Bool {
        text.withUnsafeBufferPointer { x in
            json.text.withUnsafeBufferPointer { y in
                var offset = 0
                while offset < a.count {
                    guard x[a.start + offset] == y[b.start + offset] else { return false }
                    offset += 1
                }
                return true
            }
        }
    }

    /// The value at `node` as a tree.
    func value(at node: Int) -> JSONValue {
        let value = nodes[node]
        switch value.kind {
        case .null: return .null
        case .bool: return .bool(value.flag)
        case .number: return .number(value.number)
        case .string: return .string(string(value))
        case .unrepresentableNumber: return .unrepresentableNumber(string(value))
        case .array:
            var elements: [JSONValue] = []
            var child = node + 1
            while child < value.end {
                elements.append(self.value(at: child))
                child = end(of: child)
            }
            return .array(elements)
        case .object:
            var object = JSONObject()
            var child = node + 1
            while child < value.end {
                object.append(keyText(of: child), self.value(at: child))
                child = end(of: child)
            }
            return .object(object)
        }
    }

    private func string(_ node: Node) -> String {
        String(decoding: text[node.start..<(node.start + node.count)], as: UTF8.self)
    }

    // MARK: - Writing

    private mutating func add(_ node: Node) -> Int {
        var node = node
        node.key = pendingKey
        pendingKey = .none
        node.end = nodes.count + 1
        nodes.append(node)
        if !open.isEmpty { open[open.count - 1].count += 1 }
        return nodes.count - 1
    }

    /// A leaf whose bytes `write` appends to ``text``.
    private mutating func addText(_ kind: Kind, _ write: (inout [UInt8]) -> Void) {
        var node = Node(kind: kind)
        node.start = text.count
        write(&text)
        node.count = text.count - node.start
        _ = add(node)
    }

    mutating func beginObject() { open.append((add(Node(kind: .object)), 0)) }

    mutating func endObject() {
        let container = open.removeLast()
        nodes[container.node].end = nodes.count
    }

    mutating func beginArray() { open.append((add(Node(kind: .array)), 0)) }

    mutating func endArray() {
        let container = open.removeLast()
        nodes[container.node].end = nodes.count
        nodes[container.node].count = container.count
    }

    mutating func key(_ key: StaticString) { pendingKey = .written(key) }

    mutating func number(_ number: Double) {
        var node = Node(kind: .number)
        node.number = number
        _ = add(node)
    }

    mutating func string(_ string: String) {
        addText(.string) { $0.append(contentsOf: string.utf8) }
    }

    mutating func bool(_ bool: Bool) {
        var node = Node(kind: .bool)
        node.flag = bool
        _ = add(node)
    }

    mutating func null() { _ = add(Node(kind: .null)) }

    /// A color as a tree writes it: `#RRGGBBAA`.
    mutating func color(_ color: RGBAColor) {
        addText(.string) { color.appendHex(withAlpha: true, to: &$0) }
    }

    mutating func value(_ value: JSONValue) {
        switch value {
        case .object(let object):
            beginObject()
            for member in object.members {
                let start = text.count
                text.append(contentsOf: member.key.utf8)
                pendingKey = .read(start: start, count: text.count - start)
                self.value(member.value)
            }
            endObject()
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .null: null()
        case .bool(let bool): self.bool(bool)
        case .number(let number): self.number(number)
        case .string(let string): self.string(string)
        case .unrepresentableNumber(let written):
            addText(.unrepresentableNumber) { $0.append(contentsOf: written.utf8) }
        }
    }
}
#endif

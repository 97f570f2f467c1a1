// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering

/// A layout's JSON as its kind writes it, held in one array: each value a
/// node in document order (a container's node says where its values end),
/// each member with its key as the writer gave it. Made without a tree of
/// objects (no array or string per object or key), for comparing two
/// layouts (``FrameDifferences``); ``value(at:)`` gives any part back as a
/// `JSONValue`.
struct FlatLayoutJSON: JSONSink, Sendable {
    /// One value.
    enum Node {
        /// An object; its members are the nodes up to `end`.
        case object(end: Int)
        /// An array of `count` elements, the nodes up to `end`.
        case array(end: Int, count: Int)
        /// A number, a string, a boolean or null.
        case leaf(JSONValue)
    }

    /// A member's key: as the writer's code spells it, or read from a tree.
    enum Key {
        case written(StaticString)
        case text(String)

        var text: String {
            switch self {
            case .written(let key): key.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
            case .text(let key): key
            }
        }

        func equals(_ other: Key) -> Bool {
            switch (self, other) {
            case (.written(let a), .written(let b)):
                // The same literal is the same bytes (a one-letter key may
                // be held as a scalar, without them).
                if a.hasPointerRepresentation, b.hasPointerRepresentation, a.utf8Start == b.utf8Start,
                    a.utf8CodeUnitCount == b.utf8CodeUnitCount
                {
                    return true
                }
                return a.withUTF8Buffer { a in b.withUTF8Buffer { b in a.elementsEqual(b) } }
            case (.written(let a), .text(let b)), (.text(let b), .written(let a)):
                return a.withUTF8Buffer { a in a.elementsEqual(b.utf8) }
            case (.text(let a), .text(let b)):
                return a == b
            }
        }

        /// Whether the key is `size`.
        var isSize: Bool { equals(.written("size")) }

        /// What a path needs to know of the key (``KeyFacts``), read from
        /// its bytes.
        var facts: KeyFacts {
            switch self {
            case .written(let key):
                return key.withUTF8Buffer { KeyFacts($0) }
            case .text(let key):
                var key = key
                return key.withUTF8 { KeyFacts($0) }
            }
        }
    }

    /// What a path needs to know of a member's key, found once when the key
    /// is written: whether a JSON path writes it after a dot
    /// (`JSONPath.isIdentifier(utf8:)`; any other key is written in brackets
    /// and quotes), and whether it is `frame`.
    struct KeyFacts: OptionSet, Sendable {
        let rawValue: UInt8

        init(rawValue: UInt8) { self.rawValue = rawValue }

        static let identifier = KeyFacts(rawValue: 1)
        static let frame = KeyFacts(rawValue: 2)

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            var facts: KeyFacts = []
            if JSONPath.isIdentifier(utf8: bytes) { facts.insert(.identifier) }
            if bytes.elementsEqual("frame".utf8) { facts.insert(.frame) }
            self = facts
        }
    }

    private(set) var nodes: [Node] = []
    /// Each node's key in its object (nil in an array or at the root).
    private(set) var keys: [Key?] = []
    /// The facts of each node's key (empty where it has none).
    private(set) var keyFacts: [KeyFacts] = []
    /// The open containers: their node and how many values they hold.
    private var open: [(node: Int, count: Int)] = []
    private var pendingKey: Key?

    /// `layout`'s JSON, as its kind writes it.
    init(_ layout: Layout) {
        nodes.reserveCapacity(256)
        keys.reserveCapacity(256)
        keyFacts.reserveCapacity(256)
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

    /// About how many bytes it holds: its nodes and keys, and its strings.
    var bytes: Int {
        var bytes = nodes.count * (MemoryLayout<Node>.stride + MemoryLayout<Key?>.stride + 1)
        for node in nodes {
            if case .leaf(.string(let string)) = node { bytes += string.utf8.count }
        }
        return bytes
    }

    /// Where the value at `node` ends: the next node after it.
    func end(of node: Int) -> Int {
        switch nodes[node] {
        case .object(let end), .array(let end, _): end
        case .leaf: node + 1
        }
    }

    /// The value at `node` as a tree.
    func value(at node: Int) -> JSONValue {
        switch nodes[node] {
        case .leaf(let value):
            return value
        case .array(let end, _):
            var elements: [JSONValue] = []
            var child = node + 1
            while child < end {
                elements.append(value(at: child))
                child = self.end(of: child)
            }
            return .array(elements)
        case .object(let end):
            var object = JSONObject()
            var child = node + 1
            while child < end {
                object.append(keys[child]?.text ?? "", value(at: child))
                child = self.end(of: child)
            }
            return .object(object)
        }
    }

    // MARK: - Writing

    private mutating func add(_ node: Node) -> Int {
        nodes.append(node)
        keys.append(pendingKey)
        keyFacts.append(pendingKey?.facts ?? [])
        pendingKey = nil
        if !open.isEmpty { open[open.count - 1].count += 1 }
        return nodes.count - 1
    }

    mutating func beginObject() { open.append((add(.object(end: 0)), 0)) }

    mutating func endObject() {
        let container = open.removeLast()
        nodes[container.node] = .object(end: nodes.count)
    }

    mutating func beginArray() { open.append((add(.array(end: 0, count: 0)), 0)) }

    mutating func endArray() {
        let container = open.removeLast()
        nodes[container.node] = .array(end: nodes.count, count: container.count)
    }

    mutating func key(_ key: StaticString) { pendingKey = .written(key) }
    mutating func number(_ number: Double) { _ = add(.leaf(.number(number))) }
    mutating func string(_ string: String) { _ = add(.leaf(.string(string))) }
    mutating func bool(_ bool: Bool) { _ = add(.leaf(.bool(bool))) }
    mutating func null() { _ = add(.leaf(.null)) }
    /// A color as a tree writes it: `#RRGGBBAA`.
    mutating func color(_ color: RGBAColor) { _ = add(.leaf(.string(color.hex))) }

    mutating func value(_ value: JSONValue) {
        switch value {
        case .object(let object):
            beginObject()
            for member in object.members {
                pendingKey = .text(member.key)
                self.value(member.value)
            }
            endObject()
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        default:
            _ = add(.leaf(value))
        }
    }
}
#endif

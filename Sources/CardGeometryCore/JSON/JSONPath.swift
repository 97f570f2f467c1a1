/// Where a value sits in a JSON document, written like
/// `collection.cards[2].title` (keys that are not identifiers in brackets).
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    package enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    private(set) var components: [Component] = []

    package static let root = JSONPath()

    package func appending(_ key: String) -> JSONPath {
        var copy = self
        copy.components.append(.key(key))
        return copy
    }

    package func appending(index: Int) -> JSONPath {
        var copy = self
        copy.components.append(.index(index))
        return copy
    }

    /// A path of dotted keys, such as `JSONPath("theme.cards.style")`.
    package init(_ dotted: String) {
        // One key (`environment`) without splitting: paths are made on every layout.
        guard dotted.utf8.contains(UInt8(ascii: ".")) else {
            components = dotted.isEmpty ? [] : [.key(dotted)]
            return
        }
        components = dotted.split(separator: ".").map { .key(String($0)) }
    }

    package init() {}

    /// The roots of a card's paths, made once (paths are built on every layout).
    package static let card = JSONPath("card")
    package static let collection = JSONPath("collection")
    package static let collectionCards = JSONPath("collection.cards")

    package var description: String {
        var text = ""
        for component in components { Self.append(component, to: &text) }
        return text
    }

    /// Writes one more component after the written path `text`: `.key`, or
    /// `["key"]` for a key that is not an identifier, or `[index]`.
    package static func append(_ component: Component, to text: inout String) {
        switch component {
        case .key(let key):
            if isIdentifier(key) {
                text += text.isEmpty ? key : "." + key
            } else {
                text += "[" + JSONWriter.write(.string(key), pretty: false) + "]"
            }
        case .index(let index):
            text += "[\(index)]"
        }
    }

    /// Whether `key` can be written after a dot: an ASCII letter, `_` or
    /// `$`, then ASCII letters, digits, `_`, `$` or `-`.
    private static func isIdentifier(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { isIdentifier(utf8: $0) }
    }

    /// ``append(_:to:)``'s rule for a key given as its UTF-8 bytes: whether
    /// it is written after a dot rather than in brackets.
    package static func isIdentifier(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
        }
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.allSatisfy { byte in
            isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        }
    }
}

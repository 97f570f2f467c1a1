import Foundation

/// The keys an input is expected to hold (every described field's name),
/// for ``JSONParser`` to use instead of making a string per key it reads:
/// a key found here costs no allocation (a long one would), and is the
/// same string as its field's name, so comparing the two is immediate.
///
/// A key is found by its length and first byte, then compared byte by
/// byte with the few names that share them. Only ASCII keys of up to 63
/// bytes are held; any other key is made as before.
package struct JSONKeyTable: Sendable {
    private struct Entry: Sendable {
        let name: String
        let bytes: [UInt8]
    }

    /// Indexed by `length << 7 | first byte`.
    private let buckets: [[Entry]]
    private static let maximumLength = 63

    package init(_ names: some Sequence<String>) {
        var buckets = [[Entry]](repeating: [], count: (Self.maximumLength + 1) << 7)
        for name in Set(names) {
            let bytes = Array(name.utf8)
            guard !bytes.isEmpty, bytes.count <= Self.maximumLength, bytes.allSatisfy({ $0 < 0x80 }) else { continue }
            buckets[bytes.count << 7 | Int(bytes[0])].append(Entry(name: name, bytes: bytes))
        }
        self.buckets = buckets
    }

    /// The held name whose UTF-8 is `bytes` (ASCII), if any.
    package func name(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let start = bytes.baseAddress, !bytes.isEmpty, bytes.count <= Self.maximumLength else { return nil }
        // Same length and first byte: the rest is compared.
        for entry in buckets[bytes.count << 7 | Int(bytes[0] & 0x7F)] {
            if entry.bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress!, start, bytes.count) == 0 }) {
                return entry.name
            }
        }
        return nil
    }
}

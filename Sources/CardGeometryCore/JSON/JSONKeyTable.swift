import Foundation

/// The keys an input is expected to hold (every described field's name),
/// for ``JSONParser`` to use instead of making a string per key it reads:
/// a key found here costs no allocation (a long one would), and is the
/// same string as its field's name, so comparing the two is immediate.
///
/// Only ASCII keys of 1 to 63 bytes without a quote, a backslash or a
/// control character are held; any other key is made as before.
///
/// A class: the parser and the tape it fills each hold the table, and
/// passing it costs one reference count, not one per array it keeps.
package final class JSONKeyTable: Sendable {
    private struct Entry: Sendable {
        let name: String
        /// Where the name's bytes start in ``JSONKeyTable/nameBytes``, and how many.
        let start: Int
        let length: Int
    }

    /// Every held name's bytes, one after another.
    private let nameBytes: [UInt8]
    /// The entries, grouped by their first two bytes (``bucket(_:_:)``).
    private let entries: [Entry]
    /// Where each group starts in ``entries``; one more at the end.
    private let bucketStarts: [Int]
    private static let maximumLength = 63
    /// The held names, by the index ``name(writtenAt:in:)`` gives.
    package let names: [String]
    /// Where each entry's name is in ``nameBytes``.
    private let spans: [(start: Int, length: Int)]
    /// Each held name's number (``JSONKeyIDs``), by the same index as ``names``.
    package let keyIDs: [Int]

    package init(_ names: some Sequence<String>) {
        var byBucket = [[(name: String, bytes: [UInt8])]](repeating: [], count: 1 << 14)
        for name in Set(names).sorted() {
            let bytes = Array(name.utf8)
            guard !bytes.isEmpty, bytes.count <= Self.maximumLength,
                bytes.allSatisfy({ $0 < 0x80 && $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
            else { continue }
            // A one-byte name is followed by its closing quote.
            byBucket[Self.bucket(bytes[0], bytes.count > 1 ? bytes[1] : UInt8(ascii: "\""))].append((name, bytes))
        }
        var nameBytes: [UInt8] = []
        var entries: [Entry] = []
        var bucketStarts: [Int] = []
        bucketStarts.reserveCapacity(byBucket.count + 1)
        for bucket in byBucket {
            bucketStarts.append(entries.count)
            for (name, bytes) in bucket {
                entries.append(Entry(name: name, start: nameBytes.count, length: bytes.count))
                nameBytes += bytes
            }
        }
        bucketStarts.append(entries.count)
        self.nameBytes = nameBytes
        self.entries = entries
        self.names = entries.map(\.name)
        keyIDs = entries.map { JSONKeyIDs.id(of: $0.name) }
        spans = entries.map { ($0.start, $0.length) }
        self.bucketStarts = bucketStarts
    }

    /// The group of names whose first two bytes are `first` and `second`
    /// (a one-byte name's second is its closing quote).
    private static func bucket(_ first: UInt8, _ second: UInt8) -> Int {
        Int(first & 0x7F) << 7 | Int(second & 0x7F)
    }

    /// The held name whose UTF-8 is `bytes` (ASCII), if any.
    package func name(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !bytes.isEmpty else { return nil }
        let closed = Array(bytes) + [UInt8(ascii: "\"")]
        return closed.withUnsafeBufferPointer { name(writtenAt: 0, in: $0).map { self.name(at: $0.index) } }
    }

    /// The held name at `index` (what ``name(writtenAt:in:)`` found).
    @inline(__always)
    package func name(at index: Int) -> String { entries[index].name }

    /// The held name written in `bytes` from `start` (the byte after a
    /// key's opening quote) and closed by a quote right after it (its index
    /// for ``name(at:)``), and where that quote is. So a held key is found without first scanning it for
    /// its end: a key that is not held (an escape in it, bytes that are
    /// not ASCII, a name no field has) is `nil`, and read as any string.
    @inline(__always)
    package func name(writtenAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (index: Int, end: Int)? {
        guard start + 1 < bytes.count, let base = bytes.baseAddress else { return nil }
        let bucket = Self.bucket(bytes[start], bytes[start + 1])
        let first = bucketStarts[bucket]
        let last = bucketStarts[bucket + 1]
        guard first < last else { return nil }
        let count = bytes.count
        // The spans and bytes read through their buffers: a candidate of
        // the group is told from the key by its closing quote, in a few
        // instructions without bounds checks (`last` is within both), and
        // an entry's copy would retain its name.
        return spans.withUnsafeBufferPointer { spans in
            nameBytes.withUnsafeBufferPointer { nameBytes in
                var index = first
                while index < last {
                    let span = spans[index]
                    let end = start &+ span.length
                    if end < count, base[end] == UInt8(ascii: "\""),
                        utf8BytesEqual(nameBytes.baseAddress! + span.start, base + start, count: span.length)
                    {
                        return (index, end)
                    }
                    index &+= 1
                }
                return nil
            }
        }
    }
}

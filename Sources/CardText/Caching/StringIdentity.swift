/// What tells one string of a run of layouts from another without reading
/// all its bytes: a short string (at most 15 UTF-8 bytes) by its bytes, a
/// longer one by the address of its UTF-8 storage. Equal identities mean
/// the same bytes; the same bytes in two storages are two identities, so a
/// table keyed by them finds again only the string it was given (a batch
/// reads each text of its input from one storage in every environment).
///
/// The storage of a long string is only known while the string lives: a
/// table of identities must keep their strings (``RunBlocks`` does), so
/// that an address is never that of a later string.
struct StringIdentity: Hashable {
    private let first: UInt64
    private let second: UInt64
    private let count: Int

    /// The longest string told by its bytes.
    static let longestInline = 15

    /// The identity of `string`, or `nil` when it has no contiguous UTF-8
    /// storage to name it by.
    init?(_ string: String) {
        let identity = string.utf8.withContiguousStorageIfAvailable { bytes -> (UInt64, UInt64) in
            // A short string's buffer is a copy made for this call: its
            // bytes name it, its address does not.
            guard bytes.count > Self.longestInline else {
                var words: (UInt64, UInt64) = (0, 0)
                withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
                return words
            }
            return (UInt64(UInt(bitPattern: bytes.baseAddress)), 0)
        }
        guard let identity else { return nil }
        (first, second) = identity
        count = string.utf8.count
    }
}

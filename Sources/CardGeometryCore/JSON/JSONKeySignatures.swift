/// A bit per key signature (its UTF-8 length, first and last byte) seen
/// among an object's keys so far, for ``JSONParser``'s duplicate check: a
/// key whose signature no earlier key has is new without comparing it
/// with them, and different keys of a usual object have different
/// signatures. A key whose signature is taken may still be new, and is
/// compared.
struct KeySignatures {
    private var bits: UInt64 = 0

    /// The signature of a key of `length` UTF-8 bytes, the first and the
    /// last of which are `first` and `last` (any byte for an empty key).
    @inline(__always)
    static func signature(length: Int, first: UInt8, last: UInt8) -> Int {
        guard length > 0 else { return 0 }
        return (length &+ Int(first) &* 7 &+ Int(last) &* 13) & 63
    }

    /// The signature of `key`, from its text.
    static func signature(of key: String) -> Int {
        signature(length: key.utf8.count, first: key.utf8.first ?? 0, last: key.utf8.last ?? 0)
    }

    /// Marks `signature` seen; whether an earlier key had it.
    @inline(__always)
    mutating func insert(_ signature: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(signature)
        defer { bits |= bit }
        return bits & bit != 0
    }
}

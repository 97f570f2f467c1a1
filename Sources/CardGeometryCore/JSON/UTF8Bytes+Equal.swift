/// Whether `count` bytes at `first` and at `second` are the same, compared
/// a word at a time: what a key is compared with a name by, where most are
/// short (a call to `memcmp` cost more than comparing them here).
///
/// A count of 8 to 16 is two words that may overlap, 4 to 7 two half
/// words, below 4 byte by byte, longer ones word by word and then their
/// last word. Reads only the `count` bytes of each.
@inline(__always)
func utf8BytesEqual(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
    let a = UnsafeRawPointer(first)
    let b = UnsafeRawPointer(second)
    if count >= 8 {
        var offset = 0
        while offset + 8 < count {
            guard a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
    if count >= 4 {
        return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
            && a.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                == b.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
    }
    for index in 0..<count where first[index] != second[index] { return false }
    return true
}

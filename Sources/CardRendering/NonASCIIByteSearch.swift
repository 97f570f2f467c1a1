/// Finding a byte of 0x80 or more (a byte of a character outside ASCII) in
/// UTF-8 that is mostly ASCII, as a picture's markup is: eight bytes are
/// read at a time, and a word with no byte of 0x80 or more is passed whole.
enum NonASCIIByteSearch {
    /// The index of the first `byte` in `bytes` at or after `start`, or
    /// `bytes.count` when there is none; `byte` must be 0x80 or more.
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        precondition(byte >= 0x80, "only a byte of 0x80 or more is searched for by the word")
        let raw = UnsafeRawBufferPointer(bytes)
        let count = bytes.count
        var index = max(start, 0)
        while index < count {
            if index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            if bytes[index] == byte { return index }
            index += 1
        }
        return count
    }
}

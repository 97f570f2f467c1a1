extension String {
    /// The text of `bytes`, which the caller knows are ASCII (each below
    /// 0x80, so valid UTF-8): what the parser writes for a key or a string
    /// without an escape.
    ///
    /// A text of up to 15 bytes fits in the string itself, and the standard
    /// library makes such a string from ASCII bytes without the validation
    /// and repair `String(decoding:as:)` runs (about 170 instructions per
    /// key). A longer text is made as `String(decoding:as:)` makes it. Bytes
    /// that are not ASCII would still give valid text (repaired, as
    /// `String(decoding:as:)` repairs it), never an invalid string.
    @inline(__always)
    package init(asciiBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= 15, let source = bytes.baseAddress else {
            self.init(decoding: bytes, as: UTF8.self)
            return
        }
        self.init(unsafeUninitializedCapacity: bytes.count) { buffer in
            buffer.baseAddress!.update(from: source, count: bytes.count)
            return bytes.count
        }
    }
}

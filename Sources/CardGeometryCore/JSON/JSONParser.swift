import Foundation

/// Reads JSON text (RFC 8259, UTF-8), keeping object keys in document
/// order: onto a ``JSONTape`` (``tape(_:keys:)``, what the readers read) or
/// into a ``JSONValue`` tree (``parse(_:keys:)``), each made directly by
/// the one ``JSONDocumentParser``, with the same errors.
///
/// Stricter than most readers in one way: a key that appears twice in an
/// object is an error (which value wins would otherwise be a guess). A
/// number a double cannot hold (`1e400`) is kept as written
/// (``JSONValue/unrepresentableNumber(_:)``), so that whoever reads it can
/// report it at its path.
package enum JSONParser {
    /// How deeply arrays and objects may nest.
    package static let maximumDepth = 512

    /// Parses `data` into a tree; a key that `keys` holds is that table's
    /// string. The bytes are read where they are, not copied.
    package static func parse(_ data: Data, keys: JSONKeyTable? = nil) throws(CardLayoutError) -> JSONValue {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(CardLayoutError) in try tree(withoutByteOrderMark(raw), keys: keys) }
        }
        return try result.get()
    }

    package static func parse(_ text: String) throws(CardLayoutError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { bytes in Result { () throws(CardLayoutError) in try tree(bytes, keys: nil) } }
        return try result.get()
    }

    /// Parses `data` onto a tape; a key that `keys` holds is written as
    /// its index in that table.
    package static func tape(_ data: Data, keys: JSONKeyTable? = nil) throws(CardLayoutError) -> JSONTape {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(CardLayoutError) in try tape(withoutByteOrderMark(raw), keys: keys) }
        }
        return try result.get()
    }

    /// The bytes of `raw` after a UTF-8 byte order mark, if it has one.
    private static func withoutByteOrderMark(_ raw: UnsafeRawBufferPointer) -> UnsafeBufferPointer<UInt8> {
        let bytes = raw.bindMemory(to: UInt8.self)
        return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: bytes.dropFirst(3)) : bytes
    }

    /// The tree of `bytes`, which stay valid while it is made; its values
    /// own their text.
    private static func tree(_ bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable?) throws(CardLayoutError)
        -> JSONValue
    {
        var parser = JSONDocumentParser(bytes: bytes, keys: keys, builder: JSONValueBuilder(bytes: bytes, keys: keys))
        return try parser.parseDocument()
    }

    /// The tape of `bytes`, which keeps a copy of them.
    private static func tape(_ bytes: UnsafeBufferPointer<UInt8>, keys: JSONKeyTable?) throws(CardLayoutError)
        -> JSONTape
    {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        let bytes = UnsafeBufferPointer(copy)
        // Room for an entry per 6 bytes, more than a usual input needs:
        // one allocation for most. A document small enough that it most
        // likely has fewer entries (a pretty-printed input has 12 bytes or
        // more an entry) starts with the room the C allocator hands out
        // from its per-thread cache (its estimate is at most 100 entries,
        // at most two doublings away): the larger block cost the
        // allocator's slow paths.
        let cached = JSONTapeWriter.cachedCapacity
        let capacity = bytes.count <= cached * 12 ? cached : min(bytes.count / 6 + 16, 1 << 16)
        var parser = JSONDocumentParser(
            bytes: bytes, keys: keys, builder: JSONTapeBuilder(bytes: bytes, keys: keys, capacity: capacity))
        do throws(CardLayoutError) {
            try parser.parseDocument()
        } catch {
            parser.builder.writer.deallocate()
            bytes.deallocate()
            throw error
        }
        let writer = parser.builder.writer
        return JSONTape(bytes: bytes, entries: writer.entries, count: writer.count, strings: writer.strings, keys: keys)
    }

    package static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

import Foundation

/// The cheap check a font file gets when a registry is made, before it is
/// opened (``FontFace``): it starts as an OpenType or TrueType font (or a
/// collection of them) and its table directory lies within the file. A
/// missing, empty, truncated or foreign file is an error at once, naming
/// the file, without reading the font's tables.
enum FontFileHeader {
    /// The tags a font file starts with: TrueType (1.0 and `true`),
    /// OpenType with CFF outlines (`OTTO`), and a collection (`ttcf`).
    private static func isFontTag(_ tag: UInt32) -> Bool { tag == 0x0001_0000 || tag == 0x7472_7565 || tag == 0x4F54_544F }
    private static let collectionTag: UInt32 = 0x7474_6366

    /// Throws ``TextError/fontFileMissing(path:)`` or
    /// ``TextError/fontFileCorrupt(path:reason:)`` for a file that is not a
    /// font.
    static func check(path: String) throws(TextError) {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .fontFileMissing(path: path) }
        defer { try? handle.close() }
        let size: UInt64
        do {
            size = try handle.seekToEnd()
        } catch {
            throw .fontFileMissing(path: path)
        }
        guard size > 0 else { throw .fontFileCorrupt(path: path, reason: "the file is empty") }
        func read(_ count: Int, at offset: UInt64) throws(TextError) -> [UInt8] {
            guard offset + UInt64(count) <= size else {
                throw .fontFileCorrupt(path: path, reason: "truncated: its table directory ends past the file's end")
            }
            do {
                try handle.seek(toOffset: offset)
                let bytes = try handle.read(upToCount: count) ?? Data()
                guard bytes.count == count else { throw TextError.fontFileMissing(path: path) }
                return [UInt8](bytes)
            } catch {
                throw .fontFileCorrupt(path: path, reason: "cannot be read")
            }
        }
        var offset: UInt64 = 0
        var header = try read(12, at: 0)
        if uint32(header, 0) == collectionTag {
            // A collection: check its first font.
            let fonts = uint32(header, 8)
            guard fonts > 0 else { throw .fontFileCorrupt(path: path, reason: "a font collection with no font") }
            offset = UInt64(uint32(try read(4, at: 12), 0))
            header = try read(12, at: offset)
        }
        guard isFontTag(uint32(header, 0)) else {
            throw .fontFileCorrupt(
                path: path, reason: "not an OpenType or TrueType font (its first bytes are no font's tag)")
        }
        let tableCount = Int(header[4]) << 8 | Int(header[5])
        guard tableCount > 0 else { throw .fontFileCorrupt(path: path, reason: "a font with no table") }
        let directory = try read(16 * tableCount, at: offset + 12)
        for table in 0..<tableCount {
            let start = UInt64(uint32(directory, 16 * table + 8))
            let length = UInt64(uint32(directory, 16 * table + 12))
            guard start + length <= size else {
                throw .fontFileCorrupt(path: path, reason: "truncated: a table ends past the file's end")
            }
        }
    }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}

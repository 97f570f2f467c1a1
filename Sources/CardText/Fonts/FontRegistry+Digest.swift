import Foundation

extension FontRegistry {
    /// A short fingerprint of the font set, such as `fonts:3f9a0c41d2e87b16`:
    /// the same fonts give the same digest on every machine, and a font
    /// added, removed, reordered or changed gives another. Reports that name
    /// it let a team tell a font change from a change in their cards.
    ///
    /// It covers each face's file name, size and first 64 KiB, which holds
    /// the font's table directory, where every table's checksum is recorded,
    /// so an edit anywhere in a font changes it. It reads the files, so
    /// compute it once per run.
    public func digest() -> String {
        var hash = FNV1a64()
        for face in faces {
            hash.combine(Array(face.fileName.utf8))
            hash.combine(0)
            let attributes = try? FileManager.default.attributesOfItem(atPath: face.path)
            let size = (attributes?[.size] as? NSNumber)?.uint64Value ?? 0
            withUnsafeBytes(of: size.littleEndian) { hash.combine(Array($0)) }
            if let handle = FileHandle(forReadingAtPath: face.path) {
                if let head = try? handle.read(upToCount: 1 << 16) { hash.combine(Array(head)) }
                try? handle.close()
            }
        }
        return "fonts:" + hash.hex
    }
}

/// The 64-bit FNV-1a hash: small, stable across platforms and runs (unlike
/// `Hasher`), and enough to tell font sets apart.
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ bytes: [UInt8]) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
    }

    mutating func combine(_ byte: UInt8) { combine([byte]) }

    /// 16 lowercase hexadecimal digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// A line's text, made when it is first read: a device matrix reads how
/// many lines a text has and where they stand, never what they say, so a
/// line of a short paragraph keeps the paragraph's UTF-16 and its range in
/// it (and the ellipsis after a truncated line) instead of a string of its
/// own. Reading ``string`` gives what the string made at once gives, so a
/// line compares and hashes by that string, as a `String` does.
package struct LineText: Sendable {
    private enum Storage: Sendable {
        case string(String)
        /// `units[range]`, then `suffix`.
        case units([UInt16], Range<Int>, suffix: String)
    }

    private let storage: Storage

    /// The longest paragraph (in UTF-16 units) whose lines keep its units
    /// instead of strings of their own: a long paragraph's lines hold
    /// their own text, so that a layout kept after the measurement does
    /// not hold the paragraph's UTF-16 beside its text.
    static let longestSharedParagraph = 4096

    /// A line whose text is `string`.
    package init(_ string: String) {
        storage = .string(string)
    }

    /// The line `units[range]` of a paragraph, then `suffix` (the ellipsis
    /// of a truncated line, or nothing).
    init(units: [UInt16], range: Range<Int>, suffix: String = "") {
        if units.count <= Self.longestSharedParagraph {
            storage = .units(units, range, suffix: suffix)
        } else {
            storage = .string(Self.string(units, range) + suffix)
        }
    }

    /// The text.
    package var string: String {
        switch storage {
        case .string(let string): string
        case .units(let units, let range, let suffix): suffix.isEmpty ? Self.string(units, range) : Self.string(units, range) + suffix
        }
    }

    /// `units[range]` as a string. Decoding from a contiguous buffer costs
    /// ~50x less than from an array slice; ASCII (most lines of Latin text)
    /// is copied byte by byte, since even then the standard library decodes
    /// UTF-16 scalar by scalar.
    static func string(_ units: [UInt16], _ range: Range<Int>) -> String {
        units.withUnsafeBufferPointer { all in
            let line = UnsafeBufferPointer(rebasing: all[range])
            guard line.allSatisfy({ $0 < 0x80 }) else { return String(decoding: line, as: UTF16.self) }
            return String(unsafeUninitializedCapacity: line.count) { bytes in
                for (index, unit) in line.enumerated() { bytes[index] = UInt8(truncatingIfNeeded: unit) }
                return line.count
            }
        }
    }
}

extension LineText: Hashable {
    package static func == (lhs: LineText, rhs: LineText) -> Bool { lhs.string == rhs.string }

    package func hash(into hasher: inout Hasher) { hasher.combine(string) }
}

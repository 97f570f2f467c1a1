import CCardICU

/// Grapheme clusters, line-break opportunities and bidi levels from ICU, for
/// UTF-16 text. Offsets are UTF-16 code units.
enum TextSegmentation {
    /// Grapheme cluster starts, ascending, followed by `units.count`.
    static func graphemeBoundaries(_ units: UnsafeBufferPointer<UInt16>) throws(TextError) -> [Int32] {
        var boundaries = [Int32](repeating: 0, count: units.count + 1)
        let count = try boundaries.withUnsafeMutableBufferPointer { out throws(TextError) in
            try graphemeBoundaries(units, into: out.baseAddress!)
        }
        boundaries.removeLast(boundaries.count - count - 1)
        return boundaries
    }

    /// ``graphemeBoundaries(_:)`` written into `boundaries` (room for
    /// `units.count + 1` entries, as a paragraph's columns give it);
    /// returns the number of clusters (one entry fewer than written).
    static func graphemeBoundaries(
        _ units: UnsafeBufferPointer<UInt16>, into boundaries: UnsafeMutablePointer<Int32>
    ) throws(TextError) -> Int {
        // Below U+0300 (where combining marks start) every code unit is a
        // cluster of its own, CR LF aside.
        if !units.contains(where: { $0 >= 0x300 || $0 == 0x0D }) {
            for index in 0...units.count { boundaries[index] = Int32(index) }
            return units.count
        }
        boundaries[0] = 0
        // The first entry is 0; ICU writes the ends after it.
        let count = card_icu_grapheme_breaks(units.baseAddress, Int32(units.count), boundaries + 1, Int32(units.count))
        guard count >= 0 else { throw .textServiceFailed("grapheme breaking failed (ICU error \(-count))") }
        return Int(count)
    }

    /// The offsets (after 0) at which a line may start by UAX #14 for
    /// `locale`, ascending and ending with `units.count`.
    static func lineBreakOffsets(_ units: UnsafeBufferPointer<UInt16>, locale: String) throws(TextError) -> [Int32] {
        var offsets = [Int32](repeating: 0, count: units.count + 1)
        let count = try offsets.withUnsafeMutableBufferPointer { out throws(TextError) in
            try lineBreaks(units, locale: locale, into: out.baseAddress!, mandatory: nil)
        }
        offsets.removeLast(offsets.count - count)
        return offsets
    }

    /// ``lineBreakOffsets(_:locale:)`` written into `offsets` (room for
    /// `units.count + 1` entries, as a paragraph's analysis gives it); returns
    /// how many were written.
    static func lineBreakOffsets(
        _ units: UnsafeBufferPointer<UInt16>, locale: String, into offsets: UnsafeMutableBufferPointer<Int32>
    ) throws(TextError) -> Int {
        precondition(offsets.count > units.count)
        if let count = wordBreaksBetweenSpaces(units, into: offsets.baseAddress!) { return count }
        return try lineBreaks(units, locale: locale, into: offsets.baseAddress!, mandatory: nil)
    }

    /// ``lineBreakOffsets(_:locale:into:)`` for text of ASCII letters,
    /// digits, spaces and the ASCII symbols of class AL only (most short
    /// titles), without ICU: by UAX #14 such text may break only after a
    /// run of spaces, before what follows it (LB7, LB18; letters, digits
    /// and AL symbols hold together by LB23 and LB28), in every locale (the
    /// locales' tailorings change other classes). So the offsets are each
    /// start of a non-space after a space, then `units.count`, as ICU gives
    /// them (`WordBreaksBetweenSpacesTests` compares the two). `nil` for
    /// empty text or text with any other unit, which ICU breaks.
    static func wordBreaksBetweenSpaces(
        _ units: UnsafeBufferPointer<UInt16>, into offsets: UnsafeMutablePointer<Int32>
    ) -> Int? {
        guard !units.isEmpty else { return nil }
        var count = 0
        var afterSpace = false
        for index in units.indices {
            let unit = units[index]
            guard unit < 0x80, holdsTogetherAlphabetic(unit) || unit == 0x20 else { return nil }
            let isSpace = unit == 0x20
            if afterSpace && !isSpace {
                offsets[count] = Int32(index)
                count += 1
            }
            afterSpace = isSpace
        }
        offsets[count] = Int32(units.count)
        return count + 1
    }

    /// The ASCII units of Line_Break AL or NU as two bit sets, unit `u` at
    /// bit `u` of the first when below 64, else at bit `u - 64` of the
    /// second: the letters, the digits, and # & * < = > @ ^ _ ~ and the
    /// grave accent.
    static let alphabeticBelow64: UInt64 = 0x73ff_0448_0000_0000
    static let alphabeticFrom64: UInt64 = 0x47ff_ffff_c7ff_ffff

    /// Whether the ASCII `unit` is one of those.
    static func holdsTogetherAlphabetic(_ unit: UInt16) -> Bool {
        unit < 64
            ? alphabeticBelow64 & (1 << UInt64(unit)) != 0 : alphabeticFrom64 & (1 << UInt64(unit & 63)) != 0
    }

    /// ``lineBreakOffsets(_:locale:)`` with whether each break is mandatory.
    static func lineBreaks(
        _ units: UnsafeBufferPointer<UInt16>, locale: String
    ) throws(TextError) -> [(offset: Int32, isMandatory: Bool)] {
        var offsets = [Int32](repeating: 0, count: units.count + 1)
        var hard = [UInt8](repeating: 0, count: units.count + 1)
        let count = try offsets.withUnsafeMutableBufferPointer { out throws(TextError) in
            try hard.withUnsafeMutableBufferPointer { hardOut throws(TextError) in
                try lineBreaks(units, locale: locale, into: out.baseAddress!, mandatory: hardOut.baseAddress)
            }
        }
        return (0..<count).map { (offsets[$0], hard[$0] != 0) }
    }

    /// Fills `offsets` (and `mandatory`, when given), each with room for
    /// `units.count + 1` entries; returns how many were written.
    private static func lineBreaks(
        _ units: UnsafeBufferPointer<UInt16>, locale: String, into offsets: UnsafeMutablePointer<Int32>,
        mandatory: UnsafeMutablePointer<UInt8>?
    ) throws(TextError) -> Int {
        let count = card_icu_line_breaks(
            units.baseAddress, Int32(units.count), locale, offsets, mandatory, Int32(units.count + 1))
        guard count >= 0 else { throw .textServiceFailed("line breaking failed (ICU error \(-count))") }
        return Int(count)
    }

    /// Bidi embedding levels per code unit for one paragraph, and the
    /// paragraph's level (0 LTR, 1 RTL): from its first strong character,
    /// else `fallbackRTL`.
    static func bidiLevels(
        _ units: UnsafeBufferPointer<UInt16>, fallbackRTL: Bool
    ) throws(TextError) -> (levels: [UInt8], paragraphLevel: UInt8) {
        // Text with no right-to-left or explicit-embedding characters is all
        // level 0 in a left-to-right paragraph: when the fallback is LTR, or
        // when an ASCII letter makes the first strong character L.
        if !fallbackRTL ? !units.contains(where: mayBeRightToLeft) : isLeftToRightInEitherDirection(units) {
            return ([UInt8](repeating: 0, count: units.count), 0)
        }
        var levels = [UInt8](repeating: 0, count: units.count)
        let paragraphLevel = levels.withUnsafeMutableBufferPointer { out in
            card_icu_bidi_levels(units.baseAddress, Int32(units.count), fallbackRTL ? 1 : 0, out.baseAddress)
        }
        guard paragraphLevel >= 0 else { throw .textServiceFailed("bidi failed (ICU error \(-paragraphLevel))") }
        return (levels, UInt8(paragraphLevel))
    }

    /// ``bidiLevels(_:fallbackRTL:)`` written into `levels` (room for
    /// `units.count` entries), without an array: `levels` is written only
    /// when ICU's bidi step runs; `isAllZero` says when it did not (every
    /// level is then 0, as is the paragraph's).
    static func bidiLevels(
        _ units: UnsafeBufferPointer<UInt16>, fallbackRTL: Bool, into levels: UnsafeMutableBufferPointer<UInt8>
    ) throws(TextError) -> (paragraphLevel: UInt8, isAllZero: Bool) {
        if !fallbackRTL ? !units.contains(where: mayBeRightToLeft) : isLeftToRightInEitherDirection(units) {
            return (0, true)
        }
        precondition(levels.count >= units.count)
        let paragraphLevel = card_icu_bidi_levels(
            units.baseAddress, Int32(units.count), fallbackRTL ? 1 : 0, levels.baseAddress)
        guard paragraphLevel >= 0 else { throw .textServiceFailed("bidi failed (ICU error \(-paragraphLevel))") }
        return (UInt8(paragraphLevel), false)
    }

    /// Whether `units` hold no character that may be right to left
    /// (``mayBeRightToLeft(_:)``) and an ASCII letter: then the first strong
    /// character is left to right, every level is 0 and the paragraph's
    /// level 0, whatever the fallback direction (``bidiLevels(_:fallbackRTL:)``).
    static func isLeftToRightInEitherDirection(_ units: some Sequence<UInt16>) -> Bool {
        var hasLetter = false
        for unit in units {
            if mayBeRightToLeft(unit) { return false }
            if !hasLetter && UnicodeProperties.isASCIILetter(unit) { hasLetter = true }
        }
        return hasLetter
    }

    /// Whether `text` is one paragraph (no mandatory break) that
    /// ``isLeftToRightInEitherDirection(_:)-(Sequence<UInt16>)`` reads as
    /// left to right in either direction, after any text case too (case
    /// mapping makes no right-to-left character and keeps ASCII letters
    /// letters).
    static func isLeftToRightInEitherDirection(_ text: String) -> Bool {
        if let ascii = isASCIILeftToRightInEitherDirection(text) { return ascii }
        let units = text.utf16
        return !units.contains(where: UnicodeProperties.isMandatoryBreak) && isLeftToRightInEitherDirection(units)
    }

    /// ``isLeftToRightInEitherDirection(_:)-(String)`` for a text of ASCII
    /// only, read from its UTF-8 bytes (a matrix asks it of every text in
    /// every right-to-left environment); `nil` when the text has another
    /// character. No ASCII character may be right to left, and its
    /// mandatory breaks are U+000A to U+000D.
    private static func isASCIILeftToRightInEitherDirection(_ text: String) -> Bool? {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            var hasLetter = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if (0x0A...0x0D).contains(byte) { return false }
                if !hasLetter && UnicodeProperties.isASCIILetter(byte) { hasLetter = true }
            }
            return hasLetter
        }
        return answer ?? nil
    }

    /// Whether `text` may hold a character ``mayBeRightToLeft(_:)`` finds,
    /// but for the supplementary planes, where it finds only what can be
    /// right to left (U+10800 to U+10FFF and U+1E800 to U+1EFFF, the
    /// blocks whose characters default to R or AL, UAX #9): read from its
    /// UTF-8 without decoding it (about 1 ns a byte). A lead byte of U+0580
    /// to U+07FF (Hebrew to NKo, a few Armenian letters too), or the forms
    /// of U+0800 to U+08FF, U+FB00 to U+FDFF, U+FE70 to U+FEFF, the bidi
    /// controls and those two supplementary ranges. So emoji (and their
    /// variation selectors) are not counted.
    static func mayBeRightToLeft(utf8 text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte < 0xD6 {
                    index += 1
                    continue
                }
                switch byte {
                case 0xD6...0xDF: return true
                case 0xF0 where index + 2 < count:
                    let second = bytes[index + 1]
                    let third = bytes[index + 2]
                    if (second == 0x90 || second == 0x9E) && (0xA0...0xBF).contains(third) { return true }
                case 0xE0 where index + 1 < count && (0xA0...0xA3).contains(bytes[index + 1]): return true
                case 0xEF where index + 2 < count:
                    // U+FB00 to U+FDFF and U+FE70 to U+FEFF (not the
                    // variation selectors and forms of U+FE00 to U+FE6F).
                    let second = bytes[index + 1]
                    if (0xAC...0xB7).contains(second) || second == 0xBA || second == 0xBB { return true }
                    if second == 0xB9 && bytes[index + 2] >= 0xB0 { return true }
                case 0xE2 where index + 2 < count:
                    let second = bytes[index + 1]
                    let third = bytes[index + 2]
                    if second == 0x80 && (third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third)) { return true }
                    if second == 0x81 && (0xA6...0xA9).contains(third) { return true }
                default: break
                }
                index += 1
            }
            return false
        }
    }

    /// Whether a UTF-16 unit can be, or be part of, a character of bidi class
    /// R, AL or AN, or an explicit embedding, override, isolate or mark:
    /// Hebrew to the end of the Arabic Extended blocks, the Hebrew and Arabic
    /// presentation forms, the bidi controls, and any surrogate (the
    /// supplementary right-to-left scripts).
    static func mayBeRightToLeft(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x200E...0x200F, 0x202A...0x202E,
            0x2066...0x2069, 0xD800...0xDFFF:
            true
        default: false
        }
    }
}

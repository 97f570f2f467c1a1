import CCardICU

/// Grapheme clusters, line-break opportunities and bidi levels from ICU, for
/// UTF-16 text. Offsets are UTF-16 code units.
enum TextSegmentation {
    /// Grapheme cluster starts, ascending, followed by `units.count`.
    static func graphemeBoundaries(_ units: UnsafeBufferPointer<UInt16>) throws(TextError) -> [Int32] {
        var boundaries = [Int32](repeating: 0, count: units.count + 1)
        let count = boundaries.withUnsafeMutableBufferPointer { out in
            // The first entry stays 0; ICU writes the ends after it.
            card_icu_grapheme_breaks(units.baseAddress, Int32(units.count), out.baseAddress! + 1, Int32(units.count))
        }
        guard count >= 0 else { throw .textServiceFailed("grapheme breaking failed (ICU error \(-count))") }
        boundaries.removeLast(boundaries.count - Int(count) - 1)
        return boundaries
    }

    /// The offsets (after 0) at which a line may start by UAX #14 for
    /// `locale`, ascending and ending with `units.count`, with whether each
    /// break is mandatory.
    static func lineBreaks(
        _ units: UnsafeBufferPointer<UInt16>, locale: String
    ) throws(TextError) -> [(offset: Int32, isMandatory: Bool)] {
        var offsets = [Int32](repeating: 0, count: units.count + 1)
        var hard = [UInt8](repeating: 0, count: units.count + 1)
        let count = offsets.withUnsafeMutableBufferPointer { out in
            hard.withUnsafeMutableBufferPointer { hardOut in
                card_icu_line_breaks(
                    units.baseAddress, Int32(units.count), locale, out.baseAddress, hardOut.baseAddress,
                    Int32(units.count + 1))
            }
        }
        guard count >= 0 else { throw .textServiceFailed("line breaking failed (ICU error \(-count))") }
        return (0..<Int(count)).map { (offsets[$0], hard[$0] != 0) }
    }

    /// Bidi embedding levels per code unit for one paragraph, and the
    /// paragraph's level (0 LTR, 1 RTL): from its first strong character,
    /// else `fallbackRTL`.
    static func bidiLevels(
        _ units: UnsafeBufferPointer<UInt16>, fallbackRTL: Bool
    ) throws(TextError) -> (levels: [UInt8], paragraphLevel: UInt8) {
        var levels = [UInt8](repeating: 0, count: units.count)
        let paragraphLevel = levels.withUnsafeMutableBufferPointer { out in
            card_icu_bidi_levels(units.baseAddress, Int32(units.count), fallbackRTL ? 1 : 0, out.baseAddress)
        }
        guard paragraphLevel >= 0 else { throw .textServiceFailed("bidi failed (ICU error \(-paragraphLevel))") }
        return (levels, UInt8(paragraphLevel))
    }
}

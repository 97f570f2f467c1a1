import CardText

/// Turns fuzz bytes into a `TextRequest`.
///
/// Byte layout: option bytes first, read in this order — family, weight,
/// size, width, max lines, flags (fitting, alignment, direction, text case,
/// glyphs), locale, letter spacing, line height, maximum height — then the
/// text, decoded
/// as UTF-8 (invalid sequences become U+FFFD). Each option byte picks a
/// value from a table of ordinary and edge values (index 0 is an ordinary
/// one, so zero bytes give a plain request); the last entry of a numeric
/// table reads the next 8 bytes as a raw `Double` (any bit pattern, NaNs
/// included) and the last entry of the locale table reads a length byte
/// and that many bytes. Missing bytes read as 0.
struct FuzzedRequest {
    private var bytes: ArraySlice<UInt8>

    static func make(from input: [UInt8], families: [String]) -> TextRequest {
        var reader = FuzzedRequest(bytes: input[...])
        let family = reader.pick(families)
        let weight = reader.pick([400, 100, 200, 300, 500, 600, 700, 800, 900, 0, 50, 150, 950, 1000, -100, .min, .max])
        let size = reader.double([16, 22, 1, 0.5, 0.01, 1e-6, 100, 1000, 9999.5, 10000, 10000.0001, 0, -1])
        let width = reader.double([320, 0, 1, 0.1, 10, 100, 390, 1e6, 1e300, -1, -0.0])
        let maxLines = reader.pick([nil, 1, 2, 3, 5, 0, -1, Int.max, Int.min] as [Int?])
        let flags = reader.byte()
        let locale = reader.locale()
        let letterSpacing = reader.double([0, 0.2, -0.5, 1, 10, -10, -100, 1e6, -1e6])
        let lineHeight = reader.optionalDouble([0, 1, 20, 1000, -1])
        let maximumHeight = reader.optionalDouble([1e7, 100, 40, 0, -1])
        let text = String(decoding: reader.bytes, as: UTF8.self)

        let fitting: TextFitting = flags & 1 == 0 ? .truncate : .resize
        let alignment = TextAlignment.allCases[Int(flags >> 1 & 3) % 3]
        let direction: LayoutDirection = flags & 8 == 0 ? .ltr : .rtl
        let textCase = TextCase.allCases[Int(flags >> 4 & 3) % 3]
        let includesGlyphs = flags & 64 != 0
        return TextRequest(
            text: text,
            style: TextStyle(
                family: family, weight: weight, size: size, lineHeight: lineHeight,
                letterSpacing: letterSpacing, textCase: textCase),
            width: width, maxLines: maxLines, fitting: fitting, alignment: alignment,
            direction: direction, locale: locale, includesGlyphs: includesGlyphs, maximumHeight: maximumHeight)
    }

    private mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    private mutating func pick<T>(_ values: [T]) -> T {
        values[Int(byte()) % values.count]
    }

    /// One of `values`, a non-finite or extreme value, or 8 raw bytes.
    private mutating func double(_ values: [Double]) -> Double {
        let table = values + [.nan, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
        let index = Int(byte()) % (table.count + 1)
        if index < table.count { return table[index] }
        var pattern: UInt64 = 0
        for _ in 0..<8 { pattern = pattern << 8 | UInt64(byte()) }
        return Double(bitPattern: pattern)
    }

    private mutating func optionalDouble(_ values: [Double]) -> Double? {
        byte() & 1 == 0 ? nil : double(values)
    }

    private mutating func locale() -> String {
        let table = [
            "en", "ar", "he", "th", "ja", "zh-Hans", "zh-Hant", "ko", "hi", "de", "fr", "tr", "az", "el", "lt",
            "nl", "", "und", "root", "x", "en_US_POSIX", "en-u-lb-strict", "ja-u-lb-loose", "@calendar=gregorian",
            "ar-u-nu-arab", "zz-ZZ", String(repeating: "a-", count: 200),
        ]
        let index = Int(byte()) % (table.count + 1)
        if index < table.count { return table[index] }
        let length = Int(byte())
        let raw = bytes.prefix(length)
        bytes = bytes.dropFirst(length)
        return String(decoding: raw, as: UTF8.self)
    }
}

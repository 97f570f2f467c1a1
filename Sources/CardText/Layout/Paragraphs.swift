/// Splits UTF-16 text into paragraphs at mandatory breaks (LF, CR, CR LF,
/// VT, FF, NEL, U+2028, U+2029). A break at the very end adds no paragraph;
/// empty text has none.
enum Paragraphs {
    static func ranges(in units: [UInt16]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < units.count {
            let unit = units[index]
            guard UnicodeProperties.isMandatoryBreak(unit) else {
                index += 1
                continue
            }
            ranges.append(start..<index)
            index += (unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A) ? 2 : 1
            start = index
        }
        if start < units.count { ranges.append(start..<units.count) }
        return ranges
    }
}

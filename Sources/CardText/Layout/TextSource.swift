/// A text's UTF-16 units, decoded from the string only as far as they are
/// asked for, and its paragraphs found one at a time, so that a long text
/// costs what is read of it. Paragraphs end at mandatory breaks (LF, CR,
/// CR LF, VT, FF, NEL, U+2028, U+2029); a break at the very end adds no
/// paragraph; empty text has none.
struct TextSource {
    /// The units decoded so far.
    private(set) var units: [UInt16] = []
    private var iterator: String.UTF16View.Iterator
    private var isExhausted = false

    init(_ text: String) {
        iterator = text.utf16.makeIterator()
        // A short text is decoded at once, which is faster.
        if text.utf8.count <= Self.decodedAtOnce {
            units = Array(text.utf16)
            isExhausted = true
        }
    }

    /// A text whose units are `units`, all decoded already.
    init(decoded units: [UInt16]) {
        iterator = "".utf16.makeIterator()
        self.units = units
        isExhausted = true
    }

    /// The longest text (in UTF-8 bytes) decoded at once.
    static let decodedAtOnce = 16_384

    /// Whether the text has no units.
    var isEmpty: Bool {
        mutating get { !decode(upTo: 1) }
    }

    /// Decodes units until there are `count` of them; whether there are.
    @discardableResult
    mutating func decode(upTo count: Int) -> Bool {
        while units.count < count && !isExhausted {
            if let unit = iterator.next() { units.append(unit) } else { isExhausted = true }
        }
        return units.count >= count
    }

    /// The paragraph that starts at `start`: its units up to its mandatory
    /// break, or, when it runs longer than both `window` and `whole` units,
    /// its first `window` units (`isComplete` false); and where the next
    /// paragraph starts (`nil` when none does: a break at the very end adds
    /// none).
    mutating func paragraph(
        from start: Int, within window: Int?, unlessWithin whole: Int = 0
    ) -> (range: Range<Int>, isComplete: Bool, next: Int?) {
        var index = start
        let limit = window.map { max($0, whole) }
        // Units decoded already are read without a call per unit.
        while index < units.count || decode(upTo: index + 1) {
            let unit = units[index]
            if UnicodeProperties.isMandatoryBreak(unit) {
                let isCRLF = unit == 0x0D && decode(upTo: index + 2) && units[index + 1] == 0x0A
                let next = index + (isCRLF ? 2 : 1)
                return (start..<index, true, decode(upTo: next + 1) ? next : nil)
            }
            if let window, let limit, index - start == limit {
                return (start..<(start + window), false, nil)
            }
            index += 1
        }
        return (start..<index, true, nil)
    }
}

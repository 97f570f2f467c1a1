/// Shared glyphs each kept once, told apart by their numbers
/// (``SharedGlyphOutlines/Glyph``'s `number`, small and dense): a bit per
/// number says whether a glyph was seen, and the glyphs are listed in the
/// order they were first inserted. Glyphs of one ``SharedGlyphOutlines``
/// only (another's numbers mean other glyphs).
///
/// A picture, a kept shape's drawing, a shared line and a page of tiles
/// note their glyphs so: joining two of them (``formUnion(_:)``) looks at
/// their bits first, and at their glyphs only when the other has a glyph
/// this one lacks, which after the first few pictures of a page is rare.
/// Two are equal when they hold the same numbers.
package struct GlyphNumbers: Sendable, Equatable {
    /// Bit `n % 64` of word `n / 64` is set when glyph number `n` is in.
    private var words: [UInt64] = []
    /// The glyphs' numbers, each once, in the order they were first
    /// inserted: the glyphs themselves are the outlines' (``glyphs(in:)``),
    /// so that noting one copies no text.
    package private(set) var numbers: [Int] = []

    package init() {}

    package init(_ glyphs: some Sequence<SharedGlyphOutlines.Glyph>) {
        insert(contentsOf: glyphs)
    }

    /// How many glyphs are in.
    package var count: Int { numbers.count }

    /// The glyphs, each once, in the order they were first inserted, as
    /// `outlines` (the ones that numbered them) hold them.
    package func glyphs(in outlines: SharedGlyphOutlines) -> [SharedGlyphOutlines.Glyph] {
        outlines.glyphs(numbered: numbers)
    }

    /// Inserts `glyph` unless its number is in already.
    mutating func insert(_ glyph: SharedGlyphOutlines.Glyph) {
        insert(number: glyph.number)
    }

    /// Inserts the glyph numbered `number` unless it is in already.
    private mutating func insert(number: Int) {
        let (word, bit) = number.quotientAndRemainder(dividingBy: 64)
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        let mask = UInt64(1) << UInt64(bit)
        guard words[word] & mask == 0 else { return }
        words[word] |= mask
        numbers.append(number)
    }

    mutating func insert(contentsOf glyphs: some Sequence<SharedGlyphOutlines.Glyph>) {
        for glyph in glyphs { insert(number: glyph.number) }
    }

    /// Inserts the glyphs of `other` that are not in: when none is in yet,
    /// `other` as it is (its storage shared, nothing copied); when every
    /// one is, nothing but a look at the bits.
    package mutating func formUnion(_ other: GlyphNumbers) {
        if numbers.isEmpty {
            self = other
            return
        }
        guard !isSuperset(of: other) else { return }
        for number in other.numbers { insert(number: number) }
    }

    /// Whether every glyph of `other` is in.
    private func isSuperset(of other: GlyphNumbers) -> Bool {
        for (index, word) in other.words.enumerated() where word != 0 {
            guard index < words.count, word & ~words[index] == 0 else { return false }
        }
        return true
    }

    /// The same numbers (the words past the last set bit aside).
    package static func == (a: GlyphNumbers, b: GlyphNumbers) -> Bool {
        a.count == b.count && a.isSuperset(of: b)
    }
}

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
    /// The glyphs, each once, in the order they were first inserted.
    package private(set) var glyphs: [SharedGlyphOutlines.Glyph] = []

    package init() {}

    package init(_ glyphs: some Sequence<SharedGlyphOutlines.Glyph>) {
        insert(contentsOf: glyphs)
    }

    /// How many glyphs are in.
    package var count: Int { glyphs.count }

    /// Inserts `glyph` unless its number is in already.
    mutating func insert(_ glyph: SharedGlyphOutlines.Glyph) {
        let (word, bit) = glyph.number.quotientAndRemainder(dividingBy: 64)
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        let mask = UInt64(1) << UInt64(bit)
        guard words[word] & mask == 0 else { return }
        words[word] |= mask
        glyphs.append(glyph)
    }

    mutating func insert(contentsOf glyphs: some Sequence<SharedGlyphOutlines.Glyph>) {
        for glyph in glyphs { insert(glyph) }
    }

    /// Inserts the glyphs of `other` that are not in: nothing but a look at
    /// the bits when there are none.
    package mutating func formUnion(_ other: GlyphNumbers) {
        guard !isSuperset(of: other) else { return }
        insert(contentsOf: other.glyphs)
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

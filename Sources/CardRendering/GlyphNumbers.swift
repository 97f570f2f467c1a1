/// Shared glyphs each kept once, told apart by their numbers
/// (``SharedGlyphOutlines/Glyph``'s `number`, small and dense): a bit per
/// number says whether a glyph was seen, and the glyphs are listed in the
/// order they were first inserted. Glyphs of one ``SharedGlyphOutlines``
/// only (another's numbers mean other glyphs).
struct GlyphNumbers {
    /// Bit `n % 64` of word `n / 64` is set when glyph number `n` is in.
    private var words: [UInt64] = []
    /// The glyphs, each once, in the order they were first inserted.
    private(set) var glyphs: [SharedGlyphOutlines.Glyph] = []

    init() {}

    init(_ glyphs: some Sequence<SharedGlyphOutlines.Glyph>) {
        insert(contentsOf: glyphs)
    }

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
}

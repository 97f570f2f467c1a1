import CardGeometry
import CardText
import Foundation
import Testing

@testable import CardRendering

/// A picture notes the shared glyphs it places by their numbers: each
/// glyph once, the set of them the set of glyphs placed.
@Suite struct GlyphNumbersTests {
    @Test func eachGlyphOnceInTheOrderFirstInsertedAndNumbersAreDense() throws {
        let outlines = SharedGlyphOutlines(fonts: fonts)
        let face = "Inter-Regular.otf"
        let found = (1...150).compactMap { outlines.glyph(UInt32($0), fontFile: face) }
        try #require(found.count > 100)
        #expect(found.map(\.number) == Array(0..<found.count), "numbered 0, 1, 2… as first asked for")
        #expect(outlines.glyph(5, fontFile: face)?.number == found.first { $0.glyph == 5 }?.number, "asked again")
        var numbers = GlyphNumbers()
        let inserted = found.reversed() + found + [found[70], found[0], found[130 % found.count]]
        numbers.insert(contentsOf: inserted)
        #expect(numbers.glyphs(in: outlines) == Array(found.reversed()))
        #expect(Set(numbers.glyphs(in: outlines)) == Set(inserted))
        #expect(GlyphNumbers([]).glyphs(in: outlines).isEmpty)
        #expect(numbers.numbers == found.reversed().map(\.number), "numbers only, in the order first inserted")
    }

    /// Joining two is inserting the other's glyphs one by one; equal is
    /// holding the same glyphs, in whatever order they came.
    @Test func aUnionIsEveryGlyphOfBothAndEqualIsTheSameGlyphs() throws {
        let outlines = SharedGlyphOutlines(fonts: fonts)
        let found = (1...300).compactMap { outlines.glyph(UInt32($0), fontFile: "Inter-Regular.otf") }
        try #require(found.count > 200)
        // Sets of every shape: empty, one glyph, within one word of bits,
        // across words, the last glyphs only (words of zeros before).
        let sets: [[SharedGlyphOutlines.Glyph]] = [
            [], [found[3]], Array(found[0..<40]), Array(found[10..<150]), Array(found[60..<70]),
            Array(found[(found.count - 5)...]), found.enumerated().filter { $0.offset % 3 == 0 }.map(\.element), found,
        ]
        for a in sets {
            for b in sets {
                var union = GlyphNumbers(a)
                union.formUnion(GlyphNumbers(b))
                var oneByOne = GlyphNumbers(a)
                oneByOne.insert(contentsOf: b)
                #expect(union.glyphs(in: outlines) == oneByOne.glyphs(in: outlines))
                #expect(union.numbers == oneByOne.numbers)
                #expect(Set(union.glyphs(in: outlines)) == Set(a).union(b))
                #expect((GlyphNumbers(a) == GlyphNumbers(b)) == (Set(a) == Set(b)))
                #expect(GlyphNumbers(a + b) == GlyphNumbers(b.reversed() + a.reversed()))
            }
        }
        // A glyph of a later word makes a set unequal to one without it,
        // and a union with an empty set or with itself changes nothing.
        var far = GlyphNumbers([found[0], found.last!])
        #expect(far != GlyphNumbers([found[0]]) && far != GlyphNumbers([found.last!]))
        far.formUnion(GlyphNumbers())
        far.formUnion(far)
        #expect(far.glyphs(in: outlines) == [found[0], found.last!] && far.count == 2)
        // Into an empty set, a union is the other set.
        var empty = GlyphNumbers()
        empty.formUnion(far)
        #expect(empty == far && empty.numbers == far.numbers)
    }
}

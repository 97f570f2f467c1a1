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
        #expect(numbers.glyphs == Array(found.reversed()))
        #expect(Set(numbers.glyphs) == Set(inserted))
        #expect(GlyphNumbers([]).glyphs.isEmpty)
    }
}

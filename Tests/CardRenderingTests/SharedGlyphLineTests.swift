import CardGeometry
import CardText
import Foundation
import Testing

@testable import CardRendering

/// A line of glyphs placed at once for the page is the line placed glyph
/// by glyph: the same `<use>`, the same glyphs and the same shared line.
@Suite struct SharedGlyphLineTests {
    @Test func aLinePlacedAtOnceIsTheLinePlacedGlyphByGlyph() throws {
        let outlines = SharedGlyphOutlines(fonts: fonts)
        var placed = 0
        var withoutOutline = 0
        for file in ColorTemplateTests.goldenInputs {
            guard let input = try? engine.input(json: Data(contentsOf: file)),
                let layout = try? engine.layout(input, includesGlyphs: true)
            else { continue }
            for (_, block) in layout.textBlocks {
                for line in block.lines {
                    let atOnce = SharedGlyphUse(outlines)
                    let byGlyph = SharedGlyphUse(outlines)
                    let runs = outlines.placed(line.glyphRuns)
                    var use = MarkupLines()
                    if let id = atOnce.place(runs) { use.write(use: id, x: line.frame.x, y: line.baseline) }
                    var facesWithoutOutline: Set<String> = []
                    for run in line.glyphRuns {
                        for glyph in run.glyphs {
                            guard let id = byGlyph.id(of: glyph.glyph, fontFile: run.fontFile, size: run.fontSize)
                            else {
                                facesWithoutOutline.insert(run.fontFile)
                                continue
                            }
                            byGlyph.place(id, size: run.fontSize, x: glyph.x, y: glyph.y)
                        }
                    }
                    let expected = byGlyph.placeLine(x: line.frame.x, baseline: line.baseline)
                    #expect(
                        String(decoding: use.bytes, as: UTF8.self) == expected, "\(file.lastPathComponent): \(line.text)")
                    #expect(atOnce.used == byGlyph.used && atOnce.lines == byGlyph.lines)
                    #expect(atOnce.numbers == byGlyph.numbers && runs.numbers == byGlyph.numbers)
                    #expect(Set(runs.facesWithoutOutline) == facesWithoutOutline)
                    placed += 1
                    if !facesWithoutOutline.isEmpty { withoutOutline += 1 }
                }
            }
        }
        #expect(placed > 500)
        #expect(withoutOutline > 100)
    }

    /// A line asked for again is the entry made the first time; outlines
    /// with the same prefix name the same glyphs at the same places alike,
    /// and glyphs placed otherwise get another line.
    @Test func aLineIsNamedByItsGlyphsAndKept() throws {
        let outlines = SharedGlyphOutlines(fonts: fonts)
        let other = SharedGlyphOutlines(fonts: fonts)
        let layout = try sampleLayout(title: "Summer Finals")
        let line = try #require(layout.storyteller?.heading?.lines.first)
        let runs = outlines.placed(line.glyphRuns)
        let glyphs = runs.numbers.glyphs(in: outlines).enumerated().map { index, glyph in
            SharedGlyphOutlines.PlacedGlyph(id: glyph.id, size: 20, x: Double(index) * 10, y: 0)
        }
        let first = outlines.line(glyphs)
        let again = outlines.line(glyphs)
        #expect(first.id == again.id && first.definition == again.definition)
        #expect(other.line(glyphs).id == first.id && other.line(glyphs).definition == first.definition)
        #expect(first.id.hasPrefix("glyph-L"))
        var moved = glyphs
        moved[0].x += 0.5
        #expect(outlines.line(moved).id != first.id)
        var larger = glyphs
        larger[1].size = 21
        let mixed = outlines.line(larger)
        #expect(mixed.id != first.id)
        #expect(mixed.definition.contains(#"scale(0.021)"#))
    }

    /// The outlines tell a bitmap face (one without outlines) as a picture
    /// drawn alone tells it, for every face a golden input's line has a
    /// glyph without an outline of, and for the emoji face.
    @Test func aBitmapFaceIsTheOnePictureDrawnAloneFinds() throws {
        let outlines = SharedGlyphOutlines(fonts: fonts)
        var alone = OutlineCache(fonts: fonts)
        var faces: Set<String> = ["NotoColorEmoji.ttf"]
        for file in ColorTemplateTests.goldenInputs.prefix(120) {
            guard let input = try? engine.input(json: Data(contentsOf: file)),
                let layout = try? engine.layout(input, includesGlyphs: true)
            else { continue }
            for (_, block) in layout.textBlocks {
                for line in block.lines { faces.formUnion(outlines.placed(line.glyphRuns).facesWithoutOutline) }
            }
        }
        #expect(faces.count > 1)
        for face in faces.sorted() {
            #expect(outlines.isBitmapFace(face) == alone.isBitmapFace(face), "\(face)")
            // Asked again: the kept answer.
            #expect(outlines.isBitmapFace(face) == alone.isBitmapFace(face), "\(face)")
        }
        #expect(outlines.isBitmapFace("NotoColorEmoji.ttf"))
    }
}

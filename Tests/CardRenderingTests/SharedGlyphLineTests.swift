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
                    let use = atOnce.place(runs, x: line.frame.x, baseline: line.baseline)
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
                    #expect(use == expected, "\(file.lastPathComponent): \(line.text)")
                    #expect(atOnce.used == byGlyph.used && atOnce.lines == byGlyph.lines)
                    #expect(Set(runs.facesWithoutOutline) == facesWithoutOutline)
                    placed += 1
                    if !facesWithoutOutline.isEmpty { withoutOutline += 1 }
                }
            }
        }
        #expect(placed > 500)
        #expect(withoutOutline > 100)
    }
}

import CardGeometry
import CardText
import Foundation
import Testing

@testable import CardRendering

@Suite("SVG path data")
struct SVGPathTests {
    @Test("A known outline is scaled by size / unitsPerEm, flipped, and placed at its origin")
    func knownOutline() {
        // A 100 × 700 unit bar with a quadratic and a cubic edge, 1000 units per em.
        let outline = OutlinePath(
            unitsPerEm: 1000,
            segments: [
                .move(x: 0, y: 0), .line(x: 100, y: 0), .quad(cx: 150, cy: 350, x: 100, y: 700),
                .cubic(c1x: 66, c1y: 750, c2x: 33, c2y: 750, x: 0, y: 700), .close,
            ])
        // At 10 pt one unit is 0.01 pt; y up becomes y down from the baseline.
        let data = SVGPathData.pathData(outline, size: 10, x: 5, baseline: 20)
        #expect(data == "M5 20L6 20Q6.5 16.5 6 13C5.66 12.5 5.33 12.5 5 13Z")
    }

    @Test("Negative coordinates (descenders, left side bearings) and rounding")
    func negative() {
        let outline = OutlinePath(unitsPerEm: 2048, segments: [.move(x: -20.48, y: -409.6), .line(x: 1, y: 1), .close])
        let data = SVGPathData.pathData(outline, size: 20.48, x: 0, baseline: 0)
        #expect(data == "M-0.205 4.096L0.01 -0.01Z")
        #expect(SVGPathData.pathData(outline, size: 20.48, x: 0, baseline: 0, decimals: 1) == "M-0.2 4.1L0 0Z")
    }

    @Test("A GlyphOutline converts command by command")
    func fromGlyphOutline() throws {
        // Inter's "I" at 100 pt: a plain bar standing on the baseline.
        let block = try engine.measurer.measure(
            TextRequest(
                text: "I", style: TextStyle(family: "Inter", weight: 400, size: 100), width: 1000,
                includesGlyphs: true))
        let run = try #require(block.lines.first?.glyphRuns.first)
        let glyph = try #require(run.glyphs.first)
        let outline = try #require(fonts.outline(glyph: glyph.glyph, fontFile: run.fontFile))
        let path = OutlinePath(outline)
        #expect(path.unitsPerEm == outline.unitsPerEm)
        #expect(path.segments.count == outline.commands.count)
        if case .move(let point) = outline.commands.first, case .move(let x, let y)? = path.segments.first {
            #expect(x == point.x && y == point.y)
        } else {
            Issue.record("the outline does not start with a move")
        }

        let data = SVGPathData.pathData(path, size: 100, x: 50, baseline: 200)
        let numbers = data.split(whereSeparator: { "MLQCZ ".contains($0) }).compactMap { Double($0) }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        // Standing on the baseline, rising by the cap height (about 0.73 em).
        #expect(abs(ys.max()! - 200) < 0.01)
        #expect(ys.min()! > 200 - 80 && ys.min()! < 200 - 65)
        #expect(xs.min()! > 50 && xs.max()! < 50 + 40)
    }

    @Test("Rounded rectangles clamp the radius to half the shorter side")
    func roundedRect() {
        #expect(SVGPathData.roundedRect(x: 0, y: 0, width: 10, height: 4, radius: 0) == "M0 0H10V4H0Z")
        let pill = SVGPathData.roundedRect(x: 0, y: 0, width: 10, height: 4, radius: 9)
        #expect(pill.hasPrefix("M2 0H8A2 2 0 0 1 10 2"))
    }
}

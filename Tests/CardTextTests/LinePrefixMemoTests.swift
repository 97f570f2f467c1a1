import Foundation
import Testing

@testable import CardText

/// A paragraph keeps the line starts its truncated lines were spliced onto
/// (EllipsisWidthMemo): a line from a start shaped before, for a longer
/// line, reuses that shaping, and still gets the width the whole line
/// shaped with its ellipsis gives.
@Suite struct LinePrefixMemoTests {
    @Test func aKeptLineStartServesShorterLinesFromIt() throws {
        let fonts = try Support.fonts()
        let primary = try fonts.face(family: "Inter", weight: 400)
        let selection = FontSelection(
            chain: fonts.fallbackChain(primary: primary, weight: 400), emoji: fonts.emojiFace(weight: 400))
        let shaper = Shaper(locale: "en")
        let ellipsis = Ellipsis(face: primary)
        let text = "AVATAR Tomorrow: every goal, every save, every story from the weekend of finals"
        let paragraph = try ShapedParagraph(
            units: Array(text.utf16), selection: selection, locale: "en", fallbackRTL: false, shaper: shaper)
        let start = 8
        #expect(paragraph.ellipsisWidths.prefix(from: start, through: start + 2) == nil)
        // The longest line first: its start is kept for every shorter one.
        var checked = 0
        for end in stride(from: paragraph.count, to: start + 1, by: -3) {
            let line = start..<paragraph.trimmedEnd(start..<end)
            guard line.count > 1 else { continue }
            var prefix: ShapedParagraph.LinePrefix?
            let spliced = paragraph.advancesBeforeEllipsis(line, ellipsis: ellipsis, shaper: shaper, prefix: &prefix)
            #expect(prefix?.end == paragraph.trimmedEnd(start..<paragraph.count), "the kept start, not one shaped again")
            var whole = 0.0
            paragraph.shapeLine(line, ellipsis: ellipsis, shaper: shaper) { face, glyph, _ in
                whole += Double(glyph.advance) / face.unitsPerEm
            }
            #expect(Support.close(spliced.clusters.reduce(0, +) + spliced.ellipsis, whole), "\(line)")
            checked += 1
        }
        #expect(checked > 15)
        #expect(paragraph.ellipsisWidths.prefix(from: start, through: paragraph.count) != nil)
        #expect(paragraph.ellipsisWidths.prefix(from: start + 1, through: start + 3) == nil)
    }

    /// The cache keys compare texts by their bytes: the same storage at
    /// once, equal bytes in other storage, never canonically equivalent
    /// ones.
    @Test func textsCompareByTheirBytes() {
        let long = String(repeating: "every goal, every save ", count: 3)
        let copy = String(decoding: Array(long.utf8), as: UTF8.self)
        #expect(long.hasSameUTF8(as: long))
        #expect(long.hasSameUTF8(as: copy))
        #expect(!long.hasSameUTF8(as: copy.dropLast() + "t"))
        #expect("".hasSameUTF8(as: ""))
        #expect("é".hasSameUTF8(as: "é"))
        #expect(!"\u{E9}".hasSameUTF8(as: "e\u{301}"))
        #expect(!"ab".hasSameUTF8(as: "ac"))
    }
}

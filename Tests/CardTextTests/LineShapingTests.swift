import Foundation
import Testing

@testable import CardText

/// A line is shaped in context as a whole and on its own: the text of the
/// lines before and after it is no shaping context (docs/text-internals.md,
/// "Lines are shaped on their own"). So a word broken between grapheme clusters
/// (an emergency break) is shaped as two texts.
@Suite struct LineShapingTests {
    /// The width at `size` of `text` shaped by HarfBuzz alone, as one run in
    /// `face`, with no context.
    static func widthShapedAlone(
        _ text: String, face: FontFace, size: Double, isRTL: Bool, script: ScriptTag
    ) -> Double {
        let units = Array(text.utf16)
        let glyphs = units.withUnsafeBufferPointer {
            Shaper(locale: "en").shape($0, range: 0..<units.count, face: face, isRTL: isRTL, script: script)
        }
        return glyphs.reduce(0.0) { $0 + Double($1.advance) } * size / face.unitsPerEm
    }

    /// The advances of `text`'s clusters in `range` (UTF-16) when the whole
    /// text is shaped as one run: what a line would measure if the rest of
    /// its word were its context.
    static func widthInContext(
        _ text: String, range: Range<Int>, face: FontFace, size: Double, isRTL: Bool, script: ScriptTag
    ) -> Double {
        let units = Array(text.utf16)
        let glyphs = units.withUnsafeBufferPointer {
            Shaper(locale: "en").shape($0, range: 0..<units.count, face: face, isRTL: isRTL, script: script)
        }
        return glyphs.filter { range.contains(Int($0.cluster)) }.reduce(0.0) { $0 + Double($1.advance) } * size
            / face.unitsPerEm
    }

    /// An Arabic word wider than the line is broken between grapheme
    /// clusters: each line is the word's part shaped alone, so the letters at
    /// the break take their final and initial forms, and every line is as
    /// wide as HarfBuzz shapes its part alone (not as the part measures
    /// inside the joined word).
    @Test func arabicWordBrokenByAnEmergencyBreakTakesFinalAndInitialForms() throws {
        let word = "التطبيقاتالمستخدمةللمستخدمين"
        let size = 22.0
        for width in [40.0, 60.0, 75.0, 100.0] {
            let block = try Support.measure(word, style: TextStyle(size: size), width: width, direction: .rtl)
            try #require(block.lines.count >= 2, "width \(width)")
            let face = try Support.face(try #require(block.lines[0].fontFiles.first))
            #expect(face.fileName.hasPrefix("NotoSansArabic"))
            var differsFromContext = false
            for line in block.lines {
                let alone = Self.widthShapedAlone(line.text, face: face, size: size, isRTL: true, script: ScriptTag("Arab"))
                #expect(Support.close(line.width, alone), "width \(width): \(line.text) \(line.width) vs \(alone)")
                #expect(line.width <= width + 1e-9 || line.text.count == 1)
                let inWord = Self.widthInContext(word, range: line.range, face: face, size: size, isRTL: true, script: ScriptTag("Arab"))
                if !Support.close(alone, inWord) { differsFromContext = true }
            }
            // The break falls between joining letters: shaping the parts
            // alone gives other widths than the word's own shaping.
            #expect(differsFromContext, "width \(width)")
            // The emergency break keeps the most clusters that fit, each
            // prefix shaped alone.
            let first = block.lines[0]
            let clusters = Support.graphemeBoundaries(word).sorted()
            let nextEnd = try #require(clusters.first { $0 > first.range.upperBound })
            let next = Support.substring(word, 0..<nextEnd)
            #expect(Self.widthShapedAlone(next, face: face, size: size, isRTL: true, script: ScriptTag("Arab")) > width)
        }
    }

    /// The glyphs drawn for an Arabic line broken inside a word are those of
    /// its part shaped alone.
    @Test func arabicEmergencyBreakDrawsThePartsShapedAlone() throws {
        let word = "التطبيقاتالمستخدمة"
        let size = 22.0
        let block = try Support.measure(
            word, style: TextStyle(size: size), width: 60, direction: .rtl, includesGlyphs: true)
        try #require(block.lines.count >= 2)
        for line in block.lines {
            let face = try Support.face(try #require(line.fontFiles.first))
            let units = Array(line.text.utf16)
            let expected = units.withUnsafeBufferPointer {
                Shaper(locale: "en").shape($0, range: 0..<units.count, face: face, isRTL: true, script: ScriptTag("Arab"))
            }.map(\.glyph)
            #expect(line.glyphRuns.flatMap(\.glyphs).map(\.glyph) == expected, "\(line.text)")
        }
    }

    /// A Latin kerning pair ("AV", "VA" in Inter) split by an emergency
    /// break does not kern across the break: each line is as wide as its
    /// part shaped alone, wider than the same letters inside the kerned word.
    @Test func latinKerningPairSplitByAnEmergencyBreakDoesNotKern() throws {
        let word = String(repeating: "AV", count: 40)
        let size = 22.0
        for width in [50.0, 77.0, 120.0, 200.0] {
            let block = try Support.measure(word, style: TextStyle(size: size), width: width)
            try #require(block.lines.count >= 2, "width \(width)")
            let face = try Support.face(try #require(block.lines[0].fontFiles.first))
            #expect(face.fileName.hasPrefix("Inter"))
            for (index, line) in block.lines.enumerated() {
                let alone = Self.widthShapedAlone(line.text, face: face, size: size, isRTL: false, script: .latin)
                #expect(Support.close(line.width, alone), "width \(width): \(line.text) \(line.width) vs \(alone)")
                #expect(line.width <= width + 1e-9)
                if index < block.lines.count - 1 {
                    // The kern across the break is not applied.
                    let inWord = Self.widthInContext(word, range: line.range, face: face, size: size, isRTL: false, script: .latin)
                    #expect(line.width > inWord + 1e-6, "width \(width): \(line.text)")
                }
            }
            // The longest prefix shaped alone that fits.
            let first = block.lines[0]
            let next = Support.substring(word, 0..<(first.range.upperBound + 1))
            #expect(Self.widthShapedAlone(next, face: face, size: size, isRTL: false, script: .latin) > width)
        }
    }

    /// Two runs whose letters join (an Arabic letter, then a Syriac one the
    /// fonts do not have, in one word): their boundary is no safe break, so
    /// a line ending there is reshaped on its own.
    @Test func runBoundaryBetweenJoiningLettersIsNoSafeBreak() throws {
        let fonts = try Support.fonts()
        let primary = try fonts.face(family: "Inter", weight: 400)
        let selection = FontSelection(
            chain: fonts.fallbackChain(primary: primary, weight: 400), emoji: fonts.emojiFace(weight: 400))
        let shaper = Shaper(locale: "ar")
        let arabic = "بببب"
        let paragraph = try ShapedParagraph(
            units: Array((arabic + "\u{0712}\u{0712}").utf16), selection: selection, locale: "ar",
            fallbackRTL: true, shaper: shaper)
        let boundary = arabic.count
        try #require(paragraph.runOfCluster[boundary] != paragraph.runOfCluster[boundary - 1])
        #expect(!paragraph.isSafeBreak[boundary])
        let face = paragraph.runs[0].face
        let alone = Self.widthShapedAlone(arabic, face: face, size: 1, isRTL: true, script: ScriptTag("Arab"))
        let line = paragraph.advancesShapedAsLine(0..<boundary, shaper: shaper).reduce(0, +)
        #expect(Support.close(line, alone), "\(line) vs \(alone)")
        #expect(!Support.close(paragraph.advanceSums[boundary], alone), "the paragraph joins the two runs")

        // A space between them: the boundary is safe.
        let spaced = try ShapedParagraph(
            units: Array((arabic + " \u{0712}\u{0712}").utf16), selection: selection, locale: "ar",
            fallbackRTL: true, shaper: shaper)
        let spacedBoundary = try #require((1..<spaced.count).first { spaced.runOfCluster[$0] != spaced.runOfCluster[$0 - 1] })
        #expect(spaced.isSafeBreak[spacedBoundary])
    }
}

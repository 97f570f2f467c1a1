import Testing

@testable import CardText

/// A paragraph's analysis written into one scratch allocation
/// (`ParagraphScratch`) gives what the arrays it replaced gave: ICU's bidi
/// levels and line breaks, and the levels, runs and break opportunities of
/// the paragraph built from them.
@Suite struct ParagraphAnalysisTests {
    static let texts = [
        "", "Plain text, with words.", "abc מרחבא def", "مرحبا بالعالم 123", "«שלום» abc", "123 !",
        "e\u{301}te\u{301} naïve café 👍🏽 done", "\u{202B}embedded\u{202C} text", "ไทยภาษา and more",
    ]

    @Test(arguments: texts)
    func bidiLevelsIntoABuffer(_ text: String) throws {
        let units = Array(text.utf16)
        for fallbackRTL in [false, true] {
            let array = try units.withUnsafeBufferPointer { buffer throws(TextError) in
                try TextSegmentation.bidiLevels(buffer, fallbackRTL: fallbackRTL)
            }
            var levels = [UInt8](repeating: 0xFF, count: units.count)
            let written = try units.withUnsafeBufferPointer { buffer throws(TextError) in
                try levels.withUnsafeMutableBufferPointer { out throws(TextError) in
                    try TextSegmentation.bidiLevels(buffer, fallbackRTL: fallbackRTL, into: out)
                }
            }
            #expect(written.paragraphLevel == array.paragraphLevel, "\(text) \(fallbackRTL)")
            if written.isAllZero {
                #expect(array.levels.allSatisfy { $0 == 0 }, "\(text) \(fallbackRTL)")
                #expect(levels.allSatisfy { $0 == 0xFF }, "not written when all are 0")
            } else {
                #expect(levels == array.levels, "\(text) \(fallbackRTL)")
            }
        }
    }

    @Test(arguments: texts)
    func lineBreaksIntoABuffer(_ text: String) throws {
        let units = Array(text.utf16)
        let array = try units.withUnsafeBufferPointer { buffer throws(TextError) in
            try TextSegmentation.lineBreakOffsets(buffer, locale: "en")
        }
        var offsets = [Int32](repeating: -1, count: units.count + 1)
        let count = try units.withUnsafeBufferPointer { buffer throws(TextError) in
            try offsets.withUnsafeMutableBufferPointer { out throws(TextError) in
                try TextSegmentation.lineBreakOffsets(buffer, locale: "en", into: out)
            }
        }
        #expect(Array(offsets[0..<count]) == array)
    }

    @Test func scratchBuffersDoNotOverlap() {
        let scratch = ParagraphScratch(units: 7, clusters: 5)
        defer { scratch.deallocate() }
        #expect(scratch.glyphFlags.allSatisfy { $0 == 0 })
        #expect(scratch.spaceSeparation.allSatisfy { $0 == 0 })
        for index in scratch.clusterOfUnit.indices { scratch.clusterOfUnit[index] = -1 }
        for index in scratch.lineBreaks.indices { scratch.lineBreaks[index] = -2 }
        for index in scratch.unitLevels.indices { scratch.unitLevels[index] = 3 }
        for index in scratch.glyphFlags.indices { scratch.glyphFlags[index] = 4 }
        for index in scratch.spaceSeparation.indices { scratch.spaceSeparation[index] = 5 }
        #expect(scratch.clusterOfUnit.allSatisfy { $0 == -1 })
        #expect(scratch.lineBreaks.allSatisfy { $0 == -2 })
        #expect(scratch.unitLevels.allSatisfy { $0 == 3 })
        #expect(scratch.glyphFlags.allSatisfy { $0 == 4 })
        #expect(scratch.spaceSeparation.allSatisfy { $0 == 5 })
        #expect(scratch.lineBreaks.count == 8)
    }

    /// Levels per cluster come from ICU's levels at each cluster's start,
    /// or are all 0 when the bidi step is skipped; runs split where they change.
    @Test func clusterLevelsAndRuns() throws {
        let fonts = try Support.fonts()
        let primary = try fonts.face(family: "Inter", weight: 400)
        let selection = FontSelection(
            chain: fonts.fallbackChain(primary: primary, weight: 400), emoji: fonts.emojiFace(weight: 400))
        let shaper = Shaper(locale: "en")
        func paragraph(_ text: String, rtl: Bool) throws -> ShapedParagraph {
            try ShapedParagraph(units: Array(text.utf16), selection: selection, locale: "en", fallbackRTL: rtl, shaper: shaper)
        }
        let latin = try paragraph("Plain words here", rtl: true)
        #expect(latin.paragraphLevel == 0)
        #expect(latin.levels.allSatisfy { $0 == 0 })
        #expect(latin.runs.count == 1)
        #expect(Array(latin.breakOpportunities) == [6, 12, 16])

        let mixed = try paragraph("abc שלום def", rtl: false)
        #expect(mixed.paragraphLevel == 0)
        #expect(Array(mixed.levels) == [0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0])
        // A run never spans a change of level.
        var runLevels: [UInt8] = []
        for run in mixed.runs {
            #expect(mixed.levels[run.clusters].allSatisfy { $0 == run.level })
            if runLevels.last != run.level { runLevels.append(run.level) }
        }
        #expect(runLevels == [0, 1, 0])
        #expect(Array(mixed.breakOpportunities) == [4, 9, 12])

        let arabic = try paragraph("مرحبا بالعالم", rtl: false)
        #expect(arabic.paragraphLevel == 1)
        #expect(arabic.levels.allSatisfy { $0 == 1 })
        #expect(arabic.advances.allSatisfy { $0 >= 0 })
        #expect(arabic.advanceSums.last! > 0)
    }
}

import Foundation
import Testing

@testable import CardText

/// A text laid out left to right in both directions is broken into lines
/// once: a right-to-left request takes the left-to-right block with its
/// lines aligned again. It must give the block breaking it again gives.
@Suite struct DirectionSharingTests {
    static let words = [
        "every", "goal", "save", "Weltmeisterschaft", "a", "of", "2026", "—", "(live)", "HIGHLIGHTS", "é", "🙂",
        "co-op", "mid-season", "\u{200F}", "שידור", "مباشر",
    ]

    /// Random words (emoji and right-to-left words in some, which are not
    /// shared), sizes, widths, alignments, fittings and line limits.
    @Test func rightToLeftTakesTheLeftToRightLinesRealigned() throws {
        let fonts = try Support.fonts()
        let sharing = TextMeasurer(fonts: fonts)
        let breaking = TextMeasurer(fonts: fonts, firstWindow: TextMeasurer.defaultFirstWindow, sharesDirections: false)
        let batch = TextMeasurer(fonts: fonts)
        let pins = ParagraphPins()
        var random = SeededGenerator(seed: 2800)
        var shared = 0
        for round in 0..<400 {
            var text = ""
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                // Right-to-left words and a right-to-left mark in a quarter of
                // the texts, new lines in a fifth.
                let pool = round % 4 == 0 ? Self.words : Array(Self.words.dropLast(3))
                text += pool.randomElement(using: &random)! + (round % 5 == 1 && Int.random(in: 0..<8, using: &random) == 0 ? "\n" : " ")
            }
            let style = TextStyle(
                size: [11.0, 17, 22, 34].randomElement(using: &random)!,
                letterSpacing: [0, 0.5].randomElement(using: &random)!,
                textCase: [.default, .upper].randomElement(using: &random)!)
            let request = TextRequest(
                text: text, style: style, width: Double.random(in: 30...400, using: &random).rounded(),
                maxLines: [nil, 1, 2, 3].randomElement(using: &random)!,
                fitting: [.truncate, .resize].randomElement(using: &random)!,
                alignment: [.start, .center, .end].randomElement(using: &random)!, direction: .rtl,
                includesGlyphs: round % 2 == 0)
            let fromSharing = Result { () throws(TextError) in try sharing.measure(request) }
            let fromBreaking = Result { () throws(TextError) in try breaking.measure(request) }
            #expect(fromSharing == fromBreaking, "round \(round): \(request)")
            // In a batch, which takes the left-to-right block without
            // caching the right-to-left one.
            let inBatch = Result { () throws(TextError) in try batch.measure(request, keepingParagraphsIn: pins) }
            #expect(inBatch == fromBreaking, "round \(round), in a batch: \(request)")
            if TextSegmentation.isLeftToRightInEitherDirection(text) { shared += 1 }
        }
        #expect(shared > 80, "\(shared) of 400 shared")
    }

    /// An ASCII text is read from its bytes: the answer must be the one
    /// its UTF-16 units give, for letters, digits, punctuation, controls
    /// and each mandatory break, and for texts with other characters.
    @Test func asciiTextsAreReadAsTheirUnitsAre() {
        var random = SeededGenerator(seed: 2801)
        let pool: [String] = ["a", "Z", "7", " ", "-", "(", "\n", "\r", "\u{0B}", "\u{0C}", "\t", "\u{1F}", "é", "ש", "\u{85}"]
        var yes = 0
        for round in 0..<2000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                // Non-ASCII characters in a third of the texts.
                let choices = round % 3 == 0 ? pool : Array(pool.dropLast(3))
                text += choices.randomElement(using: &random)!
            }
            let units = text.utf16
            let expected =
                !units.contains(where: UnicodeProperties.isMandatoryBreak)
                && TextSegmentation.isLeftToRightInEitherDirection(units)
            #expect(TextSegmentation.isLeftToRightInEitherDirection(text) == expected, "\(text.debugDescription)")
            if expected { yes += 1 }
        }
        // Both answers, many times.
        #expect(yes > 50 && yes < 1950, "\(yes) of 2000 left to right")
    }
}

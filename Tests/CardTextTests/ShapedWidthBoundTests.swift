import Foundation
import Testing

@testable import CardText

/// A long text whose words' shaped widths alone fill more lines than the
/// maximum height allows is refused before its lines are set
/// (``ShapedWidthBound``), with the error setting them gives.
@Suite struct ShapedWidthBoundTests {
    static let words = ["summer", "finals", "every", "goal", "save", "a", "of", "Weltmeisterschaft", "the", "Kickoff"]

    static func words(_ bytes: Int, seed: UInt64) -> String {
        var random = SeededGenerator(seed: seed)
        var text = ""
        while text.utf8.count < bytes { text += words.randomElement(using: &random)! + " " }
        return text
    }

    /// Refused from the shaped width, or with the lines set: the same error,
    /// or the same block.
    @Test func refusesWhatSettingTheLinesRefuses() throws {
        let fonts = try Support.fonts()
        let text = Self.words(300_000, seed: 28)
        let cases: [(size: Double, width: Double, spacing: Double, maximum: Double, refused: Bool)] = [
            (22, 200, 0, 100_000, true), (44, 200, 0, 1_000_000, true), (17, 390, 1.5, 50_000, true),
            (22, 120, 0, 10_000_000, false), (22, 200, -0.5, 100_000, true),
        ]
        for entry in cases {
            let request = TextRequest(
                text: text, style: TextStyle(size: entry.size, letterSpacing: entry.spacing), width: entry.width,
                maximumHeight: entry.maximum)
            let bounded = Result { () throws(TextError) in try TextMeasurer(fonts: fonts).measure(request) }
            let set = Result { () throws(TextError) in
                try TextMeasurer(fonts: fonts, firstWindow: TextMeasurer.defaultFirstWindow, refusesByShapedWidth: false)
                    .measure(request)
            }
            #expect(bounded == set, "\(entry)")
            if case .failure(.tooHigh) = set {} else if entry.refused { Issue.record("\(entry): not refused") }
        }
    }

    /// Whenever the bound says a text needs `n` lines, setting its lines
    /// gives at least `n`: random words, widths, sizes and letter spacings,
    /// the bound asked for one line more than the text has and for fewer.
    @Test func neverClaimsMoreLinesThanTheTextHas() throws {
        let fonts = try Support.fonts()
        let measurer = TextMeasurer(fonts: fonts, firstWindow: TextMeasurer.defaultFirstWindow, refusesByShapedWidth: false)
        let primary = try fonts.face(family: "Inter", weight: 400)
        let shaper = Shaper(locale: "en")
        var random = SeededGenerator(seed: 2828)
        var proven = 0
        for round in 0..<300 {
            let text = Self.words(Int.random(in: 20...3000, using: &random), seed: UInt64(round))
            let style = TextStyle(
                size: Double.random(in: 8...60, using: &random).rounded(),
                letterSpacing: [0, 0, 0.5, 2].randomElement(using: &random)!)
            let request = TextRequest(text: text, style: style, width: Double.random(in: 40...400, using: &random))
            let lines = try measurer.measure(request).lines.count
            func needs(_ count: Int) -> Bool {
                ShapedWidthBound.needsAtLeast(
                    count, text: text, request: request, primary: primary, shaper: shaper, shortest: 0)
            }
            #expect(!needs(lines + 1), "round \(round): \(lines) lines, \(request.width) pt, \(style)")
            if needs(max(1, lines / 2)) { proven += 1 }
        }
        // The bound is close enough to be of use for many texts (spaces and
        // the room left at line ends are not counted).
        #expect(proven > 100, "\(proven) of 300")
    }

    /// Text the proof does not hold for is never refused by it: other
    /// characters than ASCII letters and spaces, a word wider than the line.
    @Test func answersOnlyForWordsOfLettersThatFit() throws {
        let fonts = try Support.fonts()
        let primary = try fonts.face(family: "Inter", weight: 400)
        let shaper = Shaper(locale: "en")
        let style = TextStyle(size: 22)
        func needs(_ text: String, width: Double = 200, lines: Int = 1) -> Bool {
            ShapedWidthBound.needsAtLeast(
                lines, text: text, request: TextRequest(text: text, style: style, width: width), primary: primary,
                shaper: shaper, shortest: 0)
        }
        let text = Self.words(2000, seed: 1)
        #expect(needs(text))
        for other in ["-", ",", "1", "\n", "\u{E9}", "\u{627}", "\u{2044}"] { #expect(!needs(text + other + " goal")) }
        // A word wider than the line counts one line of its own, and no more.
        let wide = String(repeating: "Weltmeisterschaft ", count: 100)
        #expect(needs(wide, width: 50, lines: 99))
        #expect(!needs(wide, width: 50, lines: 101))
    }
}

import Foundation
import Testing

@testable import CardText

/// A run of layouts (``ParagraphPins``) keeps the blocks it measured by a
/// table that tells texts apart by their storage (``RunBlocks``). A block
/// found there must be the one measuring the request alone gives, for every
/// part of the request that the key compares.
@Suite struct RunBlockTests {
    /// One text (one storage), one size and one width, and every other part
    /// of the request changed in turn, measured in one run twice over: each
    /// must be what a measurer of its own gives. A key that left one part
    /// out would hand a block made for another request.
    @Test func blocksOfARunAreTheRequestsOwn() throws {
        let fonts = try Support.fonts()
        let text = "Summer Finals: every goal, every save, every story from the weekend"
        let base = TextRequest(text: text, style: TextStyle(size: 22), width: 180, maxLines: 2)
        var variants: [TextRequest] = [base]
        func variant(_ change: (inout TextRequest) -> Void) {
            var request = base
            change(&request)
            variants.append(request)
        }
        variant { $0.maxLines = 1 }
        variant { $0.maxLines = nil }
        variant { $0.fitting = .resize }
        variant { $0.alignment = .center }
        variant { $0.alignment = .end }
        variant { $0.direction = .rtl }
        variant { $0.locale = "de" }
        variant { $0.includesGlyphs = true }
        variant { $0.style.weight = 700 }
        variant { $0.style.lineHeight = 30 }
        variant { $0.style.letterSpacing = 0.5 }
        variant { $0.style.textCase = .upper }
        variant { $0.style.family = "NanumGothic" }
        variant { $0.style.size = 17 }
        variant { $0.width = 240 }
        let batch = TextMeasurer(fonts: fonts)
        let pins = ParagraphPins()
        for pass in 0..<2 {
            for (index, request) in variants.enumerated() {
                let alone = Result { () throws(TextError) in try TextMeasurer(fonts: fonts).measure(request) }
                let inRun = Result { () throws(TextError) in try batch.measure(request, keepingParagraphsIn: pins) }
                #expect(inRun == alone, "pass \(pass), variant \(index): \(request)")
            }
        }
        // The right-to-left request takes the left-to-right block: one block
        // fewer than requests.
        #expect(pins.blockCount == variants.count - 1)
    }

    /// A run's block is found again after the measurer's own cache lost it,
    /// and a block the measurer cached before the run is found by the run.
    @Test func aRunKeepsWhatTheMeasurerDrops() throws {
        let fonts = try Support.fonts()
        let measurer = TextMeasurer(fonts: fonts)
        let pins = ParagraphPins()
        let request = TextRequest(text: String(repeating: "every goal ", count: 4), style: TextStyle(size: 17), width: 120)
        let first = try measurer.measure(request, keepingParagraphsIn: pins)
        measurer.removeCachedResults()
        #expect(try measurer.measure(request, keepingParagraphsIn: pins) == first)
        let other = TextRequest(text: request.text, style: TextStyle(size: 17), width: 150)
        let cached = try measurer.measure(other)
        #expect(try measurer.measure(other, keepingParagraphsIn: pins) == cached)
        #expect(pins.blockCount == 2)
    }

    /// A short string is told by its bytes, a long one by its storage: the
    /// same bytes in another storage are another identity, and strings of
    /// one length with other bytes never share one.
    @Test func identitiesTellStringsApart() throws {
        let short = "every goal"
        let rebuiltShort = String("every goal!".dropLast())
        #expect(StringIdentity(short) == StringIdentity(rebuiltShort))
        #expect(StringIdentity("every goat") != StringIdentity(short))
        #expect(StringIdentity("every goal, 15!") != StringIdentity("every goal, 16!"))
        #expect(StringIdentity("") == StringIdentity(String()))
        #expect(StringIdentity("a") != StringIdentity("a\0"))

        let long = "Summer Finals: every goal, every save"
        let copy = long
        let rebuilt = String(decoding: Array(long.utf8), as: UTF8.self)
        let other = "Summer Finals: every goal, every safe"
        #expect(rebuilt == long)
        let identity = try #require(StringIdentity(long))
        #expect(identity == StringIdentity(copy))
        #expect(StringIdentity(rebuilt) != StringIdentity(long))
        #expect(StringIdentity(other) != StringIdentity(long))
    }

    /// A line's text is made when it is read; it compares and hashes as the
    /// string made at once does.
    @Test func lineTextsAreTheirStrings() {
        let units = Array("every goal, every save".utf16)
        let lazy = LineText(units: units, range: 6..<10, suffix: "…")
        let eager = LineText("goal…")
        #expect(lazy.string == "goal…")
        #expect(lazy == eager)
        #expect(lazy.hashValue == eager.hashValue)
        #expect(LineText(units: units, range: 0..<5) != eager)
        // A long paragraph's line holds its own string.
        let long = Array(String(repeating: "é", count: LineText.longestSharedParagraph + 1).utf16)
        #expect(LineText(units: long, range: 0..<3).string == "ééé")
    }
}

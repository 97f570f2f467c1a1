import Foundation
import Testing

@testable import CardText

/// Text with no letter (digits, emoji, punctuation) has no strong
/// character, so a window of it cannot know the paragraph's direction. When
/// the whole text is known to be left to right throughout (no right-to-left
/// character or bidi control, a left-to-right fallback), every level is 0
/// and a window settles after a space before a digit or an emoji as it does
/// before a letter.
@Suite struct LetterlessTextTests {
    static let texts: [(name: String, text: String)] = [
        ("digits", "2024 12 31 1,250 7.5 0 42 100 3 14 15 92 65 358 97 93 23 84 62 64 338 327 950 "),
        ("emoji", "🔥 ⚽️ 🏆 🎉 👀 🔥 ⚽️ 👀 🏆 "),
        ("digits and emoji", "🔥 2024 ⚽️ 3 1 🏆 "),
        ("digits and punctuation", "12 (34) 56 78! 90 12 - 34 % 56 1.5 2,000 "),
    ]

    static func paragraph(_ text: String, length: Int?, knownLeftToRight: Bool) throws -> ShapedParagraph {
        let fonts = try Support.fonts()
        let primary = try fonts.face(family: "Inter", weight: 400)
        let selection = FontSelection(
            chain: fonts.fallbackChain(primary: primary, weight: 400), emoji: fonts.emojiFace(weight: 400))
        let units = Array(text.utf16)
        return try ShapedParagraph(
            units: length.map { Array(units[..<$0]) } ?? units, selection: selection, locale: "en",
            fallbackRTL: false, shaper: Shaper(locale: "en"), isComplete: length == nil,
            isLeftToRightThroughout: knownLeftToRight)
    }

    @Test(arguments: texts.map(\.name))
    func aWindowOfTextWithNoLetterSettlesWhenItsLevelsAreKnown(name: String) throws {
        let sample = try #require(Self.texts.first { $0.name == name }).text
        let text = String(repeating: sample, count: 2_000 / sample.utf16.count + 1)
        let whole = try Self.paragraph(text, length: nil, knownLeftToRight: false)
        let window = try Self.paragraph(text, length: 512, knownLeftToRight: true)
        let settled = Int(window.clusterStarts[window.reliableCount])
        #expect(settled >= 512 - ShapedParagraph.windowMargin - 64, "\(name): settled up to \(settled) of 512")
        SettledPointTests.expectSettled(window, like: whole, name)
        // Without the levels known, nothing settles.
        #expect(try Self.paragraph(text, length: 512, knownLeftToRight: false).reliableCount == 0)
    }

    /// A long title of digits or emoji in a two-line heading is laid out
    /// from a window, and gives what the whole paragraph gives; in a
    /// right-to-left environment, or with a right-to-left character after
    /// the window, it is laid out whole, the same.
    @Test func aLongTitleWithNoLetterLaysOutFromAWindowAsWhole() throws {
        let fonts = try Support.fonts()
        for (name, sample) in Self.texts {
            let long = String(repeating: sample, count: 30_000 / sample.utf16.count)
            for text in [long, long + " שלום"] {
                for direction in LayoutDirection.allCases {
                    for fitting in TextFitting.allCases {
                        let request = TextRequest(
                            text: text, style: TextStyle(weight: 600, size: 22), width: 326, maxLines: 2,
                            fitting: fitting, direction: direction)
                        let windowed = try TextMeasurer(fonts: fonts).measure(request)
                        let whole = try TextMeasurer(fonts: fonts, firstWindow: nil).measure(request)
                        #expect(windowed == whole, "\(name) \(direction) \(fitting)")
                        #expect(windowed.isTruncated && windowed.lines.count == 2)
                    }
                }
            }
        }
    }
}

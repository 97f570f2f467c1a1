import Foundation
import Testing

@testable import CardText

/// A block with a line limit is laid out from windows of its long paragraphs
/// (their first units): the result must be exactly the one the whole
/// paragraphs give, for any text.
@Suite struct WindowTests {
    static let words = FittingTests.words + [
        "ไฮไลต์", "ฟุตบอล", "週末の", "ハイライト", "全ゴール", "决赛精彩集锦", "한국어", "सप्ताहांत", "ΟΔΟΣ", "Москва",
        "(quoted)", "“Hi”", "«oui»", "123", "١٢٣", "$5.00", "50%", "e\u{301}", "\u{0651}", "a\u{200D}b", "🇫🇷🇯🇵",
        "co-op", "U.S.A.", "x", "\u{200B}", "…",
    ]
    /// Explicit embeddings and isolates: a window that has one is never
    /// settled, so they are rare here.
    static let rareWords = ["\u{2066}mixed\u{2069}", "\u{202B}embed\u{202C}", "\u{2067}", "\u{202A}"]
    static let separators = [" ", " ", " ", " ", " ", "", "", "  ", "\u{00A0}", "\t", "-", "/", "\n", ", "]

    static func randomText(words count: Int, using random: inout SeededGenerator) -> String {
        var text = ""
        for index in 0..<count {
            if index > 0 {
                var separator = separators.randomElement(using: &random)!
                if separator == "\n" && Int.random(in: 0..<4, using: &random) != 0 { separator = " " }
                text += separator
            }
            text += Int.random(in: 0..<300, using: &random) == 0
                ? rareWords.randomElement(using: &random)! : words.randomElement(using: &random)!
        }
        return text
    }

    static func randomRequest(_ text: String, using random: inout SeededGenerator) -> TextRequest {
        let style = TextStyle(
            family: ["Inter", "Inter", "Inter", "Noto Sans Arabic"].randomElement(using: &random)!,
            weight: [400, 600, 700].randomElement(using: &random)!,
            size: [11, 13, 16, 17.5, 22, 24.25, 34].randomElement(using: &random)!,
            lineHeight: [nil, nil, 30].randomElement(using: &random)!,
            letterSpacing: [0, 0, 0.5, -0.4, 1.5].randomElement(using: &random)!,
            textCase: [.default, .default, .default, .upper, .lower].randomElement(using: &random)!)
        return TextRequest(
            text: text, style: style, width: [0, 30, 120, 240, 326, 390, 900, 4000].randomElement(using: &random)!,
            maxLines: [1, 2, 2, 2, 3, 5].randomElement(using: &random)!,
            fitting: TextFitting.allCases.randomElement(using: &random)!,
            alignment: TextAlignment.allCases.randomElement(using: &random)!,
            direction: LayoutDirection.allCases.randomElement(using: &random)!,
            locale: ["en", "en", "ar", "th", "ja", "zh"].randomElement(using: &random)!,
            includesGlyphs: Int.random(in: 0..<4, using: &random) == 0)
    }

    /// Measures `request` from windows (every paragraph windowed, the first
    /// window 100, 300 or 1024 units) and from whole paragraphs, expects
    /// the same block and returns it.
    static func expectWindowsGiveWhole(
        _ request: TextRequest, using random: inout SeededGenerator, fonts: FontRegistry, _ context: String
    ) throws -> TextBlock {
        let windowed = TextMeasurer(
            fonts: fonts, firstWindow: [100, 300, 1024].randomElement(using: &random)!, windowedLength: 0)
        let block = try windowed.measure(request)
        #expect(block == (try TextMeasurer(fonts: fonts, firstWindow: nil).measure(request)), "\(context): \(request)")
        return block
    }

    /// Random long texts of every script, laid out from windows as short as
    /// 100 units (doubled each time), against whole paragraphs.
    @Test func windowsGiveWhatWholeParagraphsGive() throws {
        let fonts = try Support.fonts()
        var random = SeededGenerator(seed: 0x5EED_11)
        var truncated = 0
        var resized = 0
        for index in 0..<300 {
            let text = Self.randomText(words: Int.random(in: 20...400, using: &random), using: &random)
            let request = Self.randomRequest(text, using: &random)
            let block = try Self.expectWindowsGiveWhole(request, using: &random, fonts: fonts, "case \(index)")
            if block.isTruncated { truncated += 1 }
            if block.isResized { resized += 1 }
        }
        #expect(truncated > 150 && resized > 20)
    }

    /// The analysis of a window, up to where it is settled, is the whole
    /// paragraph's; and ordinary text in every bundled script settles.
    @Test func aWindowIsSettledUpToItsReliableEnd() throws {
        var random = SeededGenerator(seed: 0xA11_0C)
        var settled = 0
        for index in 0..<200 {
            let text = Self.randomText(words: Int.random(in: 40...200, using: &random), using: &random)
                .replacingOccurrences(of: "\n", with: " ")
            let rtl = Bool.random(using: &random)
            let whole = try SettledPointTests.paragraph(text, family: "Inter", rtl: rtl)
            let length = Int.random(in: 70...max(70, text.utf16.count - 1), using: &random)
            let window = try SettledPointTests.paragraph(text, family: "Inter", length: length, rtl: rtl)
            let r = window.reliableCount
            #expect(r <= window.count && Int(window.clusterStarts[r]) + ShapedParagraph.windowMargin <= length || r == 0)
            guard r > 0 else { continue }
            settled += 1
            SettledPointTests.expectSettled(window, like: whole, "case \(index): \(text.debugDescription) window \(length)")
        }
        #expect(settled > 140)
    }

    /// The width of a line shaped with its ellipsis, reshaping only the
    /// line's end and splicing it in, is the width of the whole line shaped
    /// with the ellipsis.
    @Test func splicedEllipsisShapingEqualsTheWholeLineShaped() throws {
        let fonts = try Support.fonts()
        var random = SeededGenerator(seed: 0xE111_95E)
        var spliced = 0
        for family in ["Inter", "Noto Sans Arabic", "Noto Sans Devanagari"] {
            for weight in [400, 600] {
                let primary = try fonts.face(family: family, weight: weight)
                let selection = FontSelection(
                    chain: fonts.fallbackChain(primary: primary, weight: weight), emoji: fonts.emojiFace(weight: weight))
                let shaper = Shaper(locale: "en")
                let ellipsis = Ellipsis(face: primary)
                for _ in 0..<40 {
                    let text = Self.randomText(words: Int.random(in: 3...30, using: &random), using: &random)
                        .replacingOccurrences(of: "\n", with: " ")
                    let paragraph = try ShapedParagraph(
                        units: Array(text.utf16), selection: selection, locale: "en", fallbackRTL: false, shaper: shaper)
                    guard paragraph.count > 1 else { continue }
                    for _ in 0..<8 {
                        let start = Int.random(in: 0..<paragraph.count, using: &random)
                        let end = paragraph.trimmedEnd(start..<Int.random(in: (start + 1)...paragraph.count, using: &random))
                        let line = start..<end
                        guard !line.isEmpty, paragraph.ellipsisJoinsRun(after: line, ellipsis) else { continue }
                        spliced += 1
                        var prefix: ShapedParagraph.LinePrefix?
                        if Bool.random(using: &random) {
                            // A prefix shaped for a line with the same start, longer or shorter.
                            let other = start..<Int.random(in: (start + 1)...paragraph.count, using: &random)
                            _ = paragraph.advancesBeforeEllipsis(other, ellipsis: ellipsis, shaper: shaper, prefix: &prefix)
                        }
                        let fast = paragraph.advancesBeforeEllipsis(line, ellipsis: ellipsis, shaper: shaper, prefix: &prefix)
                        var whole = [Double](repeating: 0, count: line.count)
                        var wholeEllipsis = 0.0
                        paragraph.shapeLine(line, ellipsis: ellipsis, shaper: shaper) { face, glyph, cluster in
                            let ems = Double(glyph.advance) / face.unitsPerEm
                            if let cluster { whole[cluster - start] += ems } else { wholeEllipsis += ems }
                        }
                        #expect(
                            Support.close(fast.clusters.reduce(0, +) + fast.ellipsis, whole.reduce(0, +) + wholeEllipsis),
                            "\(family) \(weight): \(text.debugDescription) \(line)")
                    }
                }
            }
        }
        #expect(spliced > 200)
    }

    /// Text no window settles (one word longer than the widest window, or an
    /// isolate at the start of a long title) is laid out whole, the same.
    @Test func textNoWindowSettlesIsLaidOutWhole() throws {
        let fonts = try Support.fonts()
        let word = String(repeating: "Weltmeisterschaftsqualifikation", count: 2_200)
        let isolated = "\u{2067}" + String(repeating: "every goal, every save ", count: 400)
        #expect(word.utf16.count > TextMeasurer.widestWindow)
        for text in [word, isolated] {
            for fitting in TextFitting.allCases {
                let request = TextRequest(
                    text: text, style: TextStyle(weight: 600, size: 22), width: 326, maxLines: 2, fitting: fitting)
                let windowed = try TextMeasurer(fonts: fonts).measure(request)
                let whole = try TextMeasurer(fonts: fonts, firstWindow: nil).measure(request)
                #expect(windowed == whole)
                #expect(windowed.isTruncated && windowed.lines.count == 2)
            }
        }
    }

    /// A megabyte title in a two-line heading shows what a short title with
    /// the same start shows: its cost follows the shown text.
    @Test(arguments: TextFitting.allCases)
    func aMegabyteTitleLaysOutLikeAShortOne(fitting: TextFitting) throws {
        let sentence = "Summer finals: every goal, every save and the story of the weekend "
        let long = String(repeating: sentence, count: 1_000_000 / sentence.utf8.count + 1)
        #expect(long.utf8.count > 1_000_000)
        let short = String(repeating: sentence, count: 4)
        for direction in LayoutDirection.allCases {
            let style = TextStyle(weight: 600, size: 22, letterSpacing: 0.2)
            func request(_ text: String) -> TextRequest {
                TextRequest(
                    text: text, style: style, width: 326, maxLines: 2, fitting: fitting, direction: direction,
                    includesGlyphs: true)
            }
            let measurer = try Support.measurer()
            var block = try measurer.measure(request(long))
            let reference = try measurer.measure(request(short))
            #expect(block.isTruncated && block.lines.count == 2)
            #expect(block.text == long)
            block.text = reference.text
            #expect(block == reference)
        }
    }
}

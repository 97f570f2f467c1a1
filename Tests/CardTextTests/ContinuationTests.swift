import Foundation
import Testing

@testable import CardText

/// A long paragraph with no line limit (under a maximum height) is laid out
/// in successive windows: the lines of a window up to a line start where
/// the paragraph may be continued are kept, the window is dropped and the
/// rest is read from there. The block must be exactly the one the whole
/// paragraphs give.
@Suite struct ContinuationTests {
    /// Measures `request` from short windows continued in windows of at
    /// most `continued` units, and from whole paragraphs.
    static func expectContinuedGivesWhole(
        _ request: TextRequest, continued: Int, fonts: FontRegistry, _ context: String
    ) throws -> TextBlock? {
        let windowed = TextMeasurer(fonts: fonts, firstWindow: 100, windowedLength: 0, continuedWindow: continued)
        let whole = TextMeasurer(fonts: fonts, firstWindow: nil)
        do {
            let block = try windowed.measure(request)
            #expect(block == (try whole.measure(request)), "\(context): \(request)")
            return block
        } catch {
            #expect(throws: error) { try whole.measure(request) }
            return nil
        }
    }

    /// Random texts of every script (right-to-left words and bidi controls
    /// included, which keep a paragraph from being continued), with no line
    /// limit and a maximum height, in windows as short as 200 units.
    @Test func continuedWindowsGiveWhatWholeParagraphsGive() throws {
        let fonts = try Support.fonts()
        var random = SeededGenerator(seed: 0xC0_471_6E)
        var laidOut = 0
        for index in 0..<160 {
            var text = WindowTests.randomText(words: Int.random(in: 100...900, using: &random), using: &random)
            if Int.random(in: 0..<3, using: &random) > 0 {
                // Mostly left-to-right text, which may be continued.
                text = String(text.unicodeScalars.filter { !TextSegmentation.mayBeRightToLeft(UInt16(min($0.value, 0xD800))) })
            }
            var request = WindowTests.randomRequest(text, using: &random)
            request.maxLines = Int.random(in: 0..<4, using: &random) == 0 ? 40 : nil
            request.fitting = .truncate
            request.maximumHeight = [1e7, 1e7, 3000].randomElement(using: &random)!
            let continued = [200, 400, 1000].randomElement(using: &random)!
            if try Self.expectContinuedGivesWhole(request, continued: continued, fonts: fonts, "case \(index)") != nil {
                laidOut += 1
            }
        }
        #expect(laidOut > 100)
    }

    /// Long left-to-right text in the fonts whose line starts may continue
    /// a paragraph, with letter spacing: the sums of advances of the rest go
    /// on from the paragraph's, so widths agree to the last bit.
    @Test func continuedWidthsAgreeToTheLastBit() throws {
        let fonts = try Support.fonts()
        let sentence = "Summer finals: every goal, every save and the story of the weekend, 2024. "
        for (family, text) in [
            ("Inter", String(repeating: sentence, count: 60)),
            ("NanumGothic", String(repeating: "주말의 모든 골과 선방, 그리고 이야기 ", count: 150)),
            ("Inter", String(repeating: "สัปดาห์ ไฮไลต์ ฟุตบอล ", count: 150)),
        ] {
            for letterSpacing in [0, 0.37, -0.21] {
                let request = TextRequest(
                    text: text, style: TextStyle(family: family, size: 17.3, letterSpacing: letterSpacing), width: 211.7,
                    maximumHeight: 1e7)
                let block = try Self.expectContinuedGivesWhole(request, continued: 300, fonts: fonts, family)
                #expect((block?.lines.count ?? 0) > 30)
            }
        }
    }

    /// The UTF-8 scan that decides for a whole text finds every character
    /// the UTF-16 test finds, and passes plain text.
    @Test func theUTF8ScanFindsEveryRightToLeftCharacter() {
        var random = SeededGenerator(seed: 0x0B1D1)
        let pieces: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x58F, 0x590...0x8FF, 0x900...0x2000, 0x200B...0x2070, 0x3000...0x30FF,
            0xFB00...0xFEFF, 0x1F300...0x1F64F, 0x10800...0x10FFF, 0x1D400...0x1D7FF, 0x1E800...0x1EFFF,
        ]
        for _ in 0..<3_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let range = pieces.randomElement(using: &random)!
                if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &random)) { scalars.append(scalar) }
            }
            let text = String(scalars)
            // The ranges whose characters may be R, AL or AN, or a bidi control.
            let rightToLeft: [ClosedRange<UInt32>] = [
                0x590...0x8FF, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFB1D...0xFDFF, 0xFE70...0xFEFF,
                0x10800...0x10FFF, 0x1E800...0x1EFFF,
            ]
            let expected = text.unicodeScalars.contains { scalar in rightToLeft.contains { $0.contains(scalar.value) } }
            if expected { #expect(TextSegmentation.mayBeRightToLeft(utf8: text), "\(text.unicodeScalars.map(\.value))") }
        }
        #expect(!TextSegmentation.mayBeRightToLeft(utf8: "Summer finals: “every goal” — 2024 … 日本語 한국어 ไทย"))
        #expect(TextSegmentation.mayBeRightToLeft(utf8: "a \u{202B}b"))
        #expect(TextSegmentation.mayBeRightToLeft(utf8: "a \u{200F}"))
        #expect(TextSegmentation.mayBeRightToLeft(utf8: "a \u{2067}"))
        #expect(TextSegmentation.mayBeRightToLeft(utf8: "a ש"))
        #expect(TextSegmentation.mayBeRightToLeft(utf8: "a \u{08A0}"))
        #expect(TextSegmentation.mayBeRightToLeft(utf8: "a \u{FEFC}"))
        #expect(TextSegmentation.mayBeRightToLeft(utf8: "a \u{10900}"))  // Phoenician
        #expect(TextSegmentation.mayBeRightToLeft(utf8: "a \u{1E922}"))  // Adlam
        #expect(TextSegmentation.mayBeRightToLeft(utf8: "a \u{1EE00}"))  // Arabic mathematical
        #expect(!TextSegmentation.mayBeRightToLeft(utf8: "🔥 ⚽️ 👍🏽 👩‍👩‍👧‍👦 🇫🇷 𝐀"))
    }

    /// The points a paragraph may be continued at: a line start after a
    /// lone space, at a strong left-to-right letter of its own script.
    @Test func aParagraphContinuesAtALetterAfterASpace() throws {
        let text = "every goal 123 \u{00A0}save x\u{0301}y ª and (the) story of the weekend and the season"
            + String(repeating: " and more", count: 20)
        let window = try SettledPointTests.paragraph(text, family: "Inter", length: 150)
        func continues(before word: String) -> Bool {
            let unit = text.utf16.distance(from: text.utf16.startIndex, to: text.range(of: word)!.lowerBound.samePosition(in: text.utf16)!)
            guard let cluster = window.clusterStarts.firstIndex(of: Int32(unit)) else { return false }
            return window.continues(at: cluster)
        }
        #expect(continues(before: "goal"))
        #expect(continues(before: "story"))
        #expect(!continues(before: "123"))  // a digit is not strong
        #expect(!continues(before: "(the"))  // nor is a bracket
        #expect(!continues(before: "save"))  // after a no-break space
        #expect(continues(before: "x\u{0301}"))  // a letter with its mark
        #expect(!continues(before: "ery goal"))  // not after a space
        #expect(!continues(before: "\u{00A0}"))
        #expect(!window.continues(at: window.reliableCount))  // past what the window settles
    }
}

/// A long run in a face where a space separates shaping is shaped word by
/// word (`SegmentedRunShaping`): the paragraph's analysis is the one the
/// run shaped whole gives.
@Suite struct SegmentedRunShapingTests {
    static func expectSameAnalysis(_ a: ShapedParagraph, _ b: ShapedParagraph, _ context: String) {
        #expect(a.advances == b.advances, "\(context)")
        #expect(a.advanceSums == b.advanceSums, "\(context)")
        #expect(a.isSafeBreak == b.isSafeBreak, "\(context)")
        #expect(a.breakOpportunities == b.breakOpportunities, "\(context)")
    }

    @Test func wordByWordShapingIsTheWholeRunsShaping() throws {
        let fonts = try Support.fonts()
        var random = SeededGenerator(seed: 0x5E6_3E47)
        let words = [
            "Inter": ["every", "goal", "Summer", "AVATAR", "office", "fluffy", "Tower", "2024", "W", "Ta"],
            "NanumGothic": ["주말의", "모든", "골과", "선방", "이야기", "한국어"],
            "Noto Sans Arabic": ["شاهد", "جميع", "الأهداف", "لِلْمُبَارَاة", "ﻻ", "\u{064B}"],
            "Noto Sans Hebrew": ["שבוע", "הַשָּׁבוּעַ", "משחק", "שַׁעַר"],
        ]
        let odd = ["\u{0301}", "\t", ""]
        var segmented = 0
        for family in ["Inter", "NanumGothic", "Noto Sans Arabic", "Noto Sans Hebrew"] {
            let primary = try fonts.face(family: family, weight: 400)
            let selection = FontSelection(
                chain: fonts.fallbackChain(primary: primary, weight: 400), emoji: fonts.emojiFace(weight: 400))
            for _ in 0..<12 {
                var text = ""
                for index in 0..<Int.random(in: 20...300, using: &random) {
                    if index > 0 { text += [" ", " ", " ", "  ", " \u{0301}"].randomElement(using: &random)! }
                    text +=
                        Int.random(in: 0..<20, using: &random) == 0
                        ? odd.randomElement(using: &random)! : words[family]!.randomElement(using: &random)!
                }
                let units = Array(text.utf16)
                for rtl in [false, true] {
                    func shaped(_ length: Int) throws -> ShapedParagraph {
                        try ShapedParagraph(
                            units: units, selection: selection, locale: "en", fallbackRTL: rtl,
                            shaper: Shaper(locale: "en"), segmentedRunLength: length)
                    }
                    let pieces = try shaped(0)
                    if pieces.runs.contains(where: { $0.clusters.count > 40 }) { segmented += 1 }
                    Self.expectSameAnalysis(pieces, try shaped(.max), "\(family): \(text.debugDescription)")
                }
            }
        }
        #expect(segmented > 40, "\(segmented) paragraphs shaped in pieces")
    }

    /// Inter's case-sensitive punctuation reads across spaces, and its
    /// fractions around a fraction slash: a run with them is shaped whole,
    /// one without them word by word, and both give the run's shaping.
    @Test func intersPunctuationKeepsARunWhole() throws {
        let fonts = try Support.fonts()
        let primary = try fonts.face(family: "Inter", weight: 400)
        let selection = FontSelection(
            chain: fonts.fallbackChain(primary: primary, weight: 400), emoji: fonts.emojiFace(weight: 400))
        var random = SeededGenerator(seed: 0x1_2044)
        let words = ["EVERY", "GOAL", "save", "Tower", "2024", "office"]
        let marks = ["-", "(", ")", ":", "+", "->", "1\u{2044}2", "\u{2014}", "x"]
        for round in 0..<16 {
            var text = ""
            for index in 0..<Int.random(in: 40...200, using: &random) {
                if index > 0 { text += " " }
                text += words.randomElement(using: &random)!
            }
            let plain = text
            if round > 0 {
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let at = text.index(text.startIndex, offsetBy: Int.random(in: 0..<text.count, using: &random))
                    text.insert(contentsOf: " " + marks.randomElement(using: &random)! + " ", at: at)
                }
            }
            #expect(try SettledPointTests.spaceSeparates(text, family: "Inter") == (text == plain), "\(text)")
            let units = Array(text.utf16)
            func shaped(_ length: Int) throws -> ShapedParagraph {
                try ShapedParagraph(
                    units: units, selection: selection, locale: "en", fallbackRTL: false,
                    shaper: Shaper(locale: "en"), segmentedRunLength: length)
            }
            Self.expectSameAnalysis(try shaped(0), try shaped(.max), text.debugDescription)
        }
    }

    /// A paragraph that would fill the measurer's paragraph cache alone is
    /// not kept in it (it would hold tens of bytes a unit for the
    /// measurer's life).
    @Test func aParagraphLargerThanHalfTheCacheIsNotKept() throws {
        let fonts = try Support.fonts()
        let measurer = TextMeasurer(fonts: fonts, cacheCapacity: 64)
        let short = TextRequest(text: "every goal and every save", style: TextStyle(size: 17), width: 300)
        _ = try measurer.measure(short)
        #expect(measurer.cachedParagraphCount == 1)
        let long = String(repeating: "every goal and every save ", count: 1_000)
        _ = try measurer.measure(TextRequest(text: long, style: TextStyle(size: 17), width: 300))
        #expect(measurer.cachedParagraphCount == 1)
    }
}

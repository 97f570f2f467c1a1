import Foundation
import Testing

@testable import CardText

/// Where a window of a long paragraph is settled (``ShapedParagraph/reliableEnd``):
/// text of every bundled script settles within a short window, so that a
/// long title costs what it shows; and what a window settles is what the
/// whole paragraph gives, also for the scripts, bidi controls and brackets
/// whose settling needs more than HarfBuzz's flags.
@Suite struct SettledPointTests {
    /// A sentence per script, in the family a card would set it in.
    static let sentences: [(name: String, family: String, text: String)] = [
        ("Latin", "Inter", "Summer finals: every goal, every save and the story of the weekend "),
        ("Arabic", "Noto Sans Arabic", "نهائي الدوري الليلة: شاهد جميع الأهداف والتصديات "),
        ("Arabic after Inter", "Inter", "شاهد جميع الأهداف "),
        ("Hebrew", "Inter", "הרגעים הגדולים של העונה שידור חי "),
        ("Korean", "Inter", "오늘 밤 경기의 하이라이트를 모두 보세요 "),
        ("Japanese", "Inter", "東京で今夜の試合のハイライトをすべて見よう。ゴールもセーブも、"),
        ("kana", "Inter", "きょうのしあいのはいらいとをすべてみよう、"),
        ("Chinese", "Inter", "总决赛精彩瞬间每一个进球和每一次扑救"),
        ("Devanagari", "Inter", "सभी गोल यहाँ देखें और हर बचाव "),
        ("Thai with spaces", "Inter", "ดูประตูทั้งหมด ได้ที่นี่ ในรอบชิงชนะเลิศ "),
        ("mixed", "Inter", "Watch שידור חי now 123 مباشر! (live) "),
        ("one Latin word", "Inter", "Supercalifragilisticexpialidocious"),
        ("one letter", "Inter", "A"),
        ("one Greek word", "Inter", "ΟΔΟΣΚΑΙΣΤΡΑΤΑ"),
        ("one Hebrew word", "Inter", "הרגעיםהגדולים"),
    ]

    static func paragraph(
        _ text: String, family: String, length: Int? = nil, locale: String = "en", rtl: Bool = false
    ) throws -> ShapedParagraph {
        let fonts = try Support.fonts()
        let primary = try fonts.face(family: family, weight: 400)
        let selection = FontSelection(
            chain: fonts.fallbackChain(primary: primary, weight: 400), emoji: fonts.emojiFace(weight: 400))
        let units = Array(text.utf16)
        return try ShapedParagraph(
            units: length.map { Array(units[..<$0]) } ?? units, selection: selection, locale: locale,
            fallbackRTL: rtl, shaper: Shaper(locale: locale), isComplete: length == nil)
    }

    /// Asserts that the analysis of `window` up to its reliable end is
    /// `whole`'s.
    static func expectSettled(_ window: ShapedParagraph, like whole: ShapedParagraph, _ context: String) {
        let r = window.reliableCount
        #expect(Array(window.clusterStarts[...r]) == Array(whole.clusterStarts[...r]), "\(context)")
        #expect(Array(window.advances[..<r]) == Array(whole.advances[..<r]), "\(context)")
        #expect(Array(window.isSafeBreak[...r]) == Array(whole.isSafeBreak[...r]), "\(context)")
        #expect(Array(window.levels[..<r]) == Array(whole.levels[..<r]), "\(context)")
        #expect(Array(window.scripts[..<r]) == Array(whole.scripts[..<r]), "\(context)")
        #expect(Array(window.isWhitespace[..<r]) == Array(whole.isWhitespace[..<r]), "\(context)")
        #expect(window.paragraphLevel == whole.paragraphLevel, "\(context)")
        #expect(Array(window.breakOpportunities) == whole.breakOpportunities.filter { $0 <= r }, "\(context)")
        for cluster in 0..<r {
            let a = window.runs[Int(window.runOfCluster[cluster])]
            let b = whole.runs[Int(whole.runOfCluster[cluster])]
            #expect(
                a.face === b.face && a.level == b.level && a.script == b.script
                    && a.clusters.lowerBound == b.clusters.lowerBound, "\(context)")
        }
    }

    /// A window of 512 units settles in every script a card may show, most
    /// of the way: the first window a long title gets is enough.
    @Test(arguments: sentences.map(\.name))
    func ordinaryTextOfEveryScriptSettlesInAShortWindow(script: String) throws {
        let sentence = try #require(Self.sentences.first { $0.name == script })
        let text = String(repeating: sentence.text, count: 2_000 / sentence.text.utf16.count + 1)
        for rtl in [false, true] {
            let window = try Self.paragraph(text, family: sentence.family, length: 512, rtl: rtl)
            let whole = try Self.paragraph(text, family: sentence.family, rtl: rtl)
            let settled = Int(window.clusterStarts[window.reliableCount])
            #expect(settled >= 512 - ShapedParagraph.windowMargin - 64, "\(script): settled up to \(settled) of 512")
            Self.expectSettled(window, like: whole, script)
        }
    }

    /// Whether a space separates shaping in `text` set in `family` as one
    /// run of `script`.
    static func spaceSeparates(
        _ text: String, family: String, weight: Int = 400, script: ScriptTag = ScriptTag("Latn"), rtl: Bool = false
    ) throws -> Bool {
        let face = try Support.fonts().face(family: family, weight: weight)
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer {
            face.spaceSeparatesShaping(
                in: $0, range: 0..<units.count, script: script, isRTL: rtl,
                language: Shaper(locale: "en").language)
        }
    }

    /// HarfBuzz marks every Arabic word start unsafe to concat (its joining
    /// pass) and every pair a legacy `kern` table looks at (NanumGothic has
    /// only one): there a space that no lookup names settles the window.
    /// Inter's SemiBold kerns the space, so its spaces never separate; in
    /// its Regular only the case-sensitive punctuation reads a space (as
    /// context), and its fraction feature (around a fraction slash), so
    /// text without them separates.
    @Test func aSpaceSeparatesShapingWhereNoLookupThatAppliesNamesIt() throws {
        let arabic = "شاهد جميع الأهداف "
        #expect(try Self.spaceSeparates(arabic, family: "Noto Sans Arabic", script: ScriptTag("Arab"), rtl: true))
        #expect(try Self.spaceSeparates(arabic, family: "Noto Sans Arabic", weight: 700, script: ScriptTag("Arab"), rtl: true))
        #expect(try Self.spaceSeparates("주말의 모든 골과 선방", family: "NanumGothic", script: ScriptTag("Hang")))
        #expect(try Self.spaceSeparates("שבוע משחק שַׁעַר", family: "Noto Sans Hebrew", script: ScriptTag("Hebr"), rtl: true))
        #expect(try Self.spaceSeparates("every goal and every SAVE 2024", family: "Inter"))
        #expect(try !Self.spaceSeparates("GOALS - SAVES", family: "Inter"))
        #expect(try !Self.spaceSeparates("every (goal)", family: "Inter"))
        #expect(try !Self.spaceSeparates("1\u{2044}2 of the goals", family: "Inter"))
        // Inter has no glyph for U+219A (an arrow with a stroke): HarfBuzz
        // decomposes it into an arrow that takes the case form and a stroke.
        #expect(try !Self.spaceSeparates("GOALS \u{219A} SAVES", family: "Inter"))
        // A mark may compose with its base into a glyph of its own.
        #expect(try !Self.spaceSeparates("every gole\u{0301} saved", family: "Inter"))
        #expect(try Self.spaceSeparates("every golé saved", family: "Inter"))
        #expect(try !Self.spaceSeparates("every goal and every save", family: "Inter", weight: 600))
    }

    /// The verdicts a face keeps are bounded: the language comes from input.
    @Test func aFaceKeepsABoundedNumberOfVerdicts() throws {
        let face = try Support.fonts().face(family: "Inter", weight: 400)
        let units = Array("every goal and every save".utf16)
        for index in 0..<(FontFace.spaceSeparationCapacity * 3) {
            _ = units.withUnsafeBufferPointer {
                face.spaceSeparatesShaping(
                    in: $0, range: 0..<units.count, script: ScriptTag("Latn"), isRTL: false,
                    language: Shaper(locale: "x-test-\(index)").language)
            }
        }
        #expect(face.spaceSeparationVerdictCount <= FontFace.spaceSeparationCapacity)
        #expect(face.spaceSeparationVerdictCount > 0)
    }

    /// A face keeps a bounded number of HarfBuzz shaping plans, whatever
    /// locales it is asked to shape in, and shapes the same with a plan it
    /// made again.
    @Test func aFaceKeepsABoundedNumberOfShapePlans() throws {
        let face = try Support.fonts().face(family: "Inter", weight: 400)
        let units = Array("Summer finals: every goal".utf16)
        func shaped(_ locale: String) -> [ShapedGlyph] {
            units.withUnsafeBufferPointer {
                Shaper(locale: locale).shape($0, range: 0..<units.count, face: face, isRTL: false, script: ScriptTag("Latn"))
            }
        }
        let first = shaped("en")
        for index in 0..<(ShapePlanCache.capacity * 3) { _ = shaped("x-plan-\(index)") }
        #expect(face.shapePlans.count <= ShapePlanCache.capacity)
        let again = shaped("en")
        #expect(again.map(\.glyph) == first.map(\.glyph))
        #expect(again.map(\.advance) == first.map(\.advance))
    }

    /// Why the punctuation matters: between capitals Inter gives a hyphen
    /// its case form, reading across the spaces around it. Shaped alone,
    /// the hyphen keeps its plain form.
    @Test func intersCaseFormsReadAcrossASpace() throws {
        let face = try Support.fonts().face(family: "Inter", weight: 400)
        let shaper = Shaper(locale: "en")
        func glyphs(_ text: String) -> [UInt32] {
            let units = Array(text.utf16)
            return units.withUnsafeBufferPointer {
                shaper.shape($0, range: 0..<units.count, face: face, isRTL: false, script: ScriptTag("Latn")).map(\.glyph)
            }
        }
        let whole = glyphs("GOALS - SAVES")
        let alone = glyphs("- ")
        #expect(whole[6] != alone[0])
        #expect(glyphs("goals - saves")[6] == alone[0])
        // So does the arrow HarfBuzz makes of U+219A, which Inter lacks.
        #expect(glyphs("GOALS \u{219A} SAVES")[6] != glyphs("\u{219A} ")[0])
    }

    /// Without the space rule no Arabic word start would settle: HarfBuzz
    /// flags them all.
    @Test func harfBuzzFlagsEveryArabicWordStart() throws {
        let fonts = try Support.fonts()
        let arabic = String(repeating: "شاهد جميع الأهداف ", count: 40)
        let units = Array(arabic.utf16)
        let face = try fonts.face(family: "Noto Sans Arabic", weight: 400)
        let glyphs = units.withUnsafeBufferPointer {
            Shaper(locale: "ar").shape(
                $0, range: 0..<units.count, face: face, isRTL: true, script: ScriptTag("Arab"),
                producingUnsafeToConcat: true)
        }
        let wordStarts = Set((1..<units.count).filter { units[$0 - 1] == 0x20 })
        let flagged = glyphs.filter { wordStarts.contains(Int($0.cluster)) && $0.isUnsafeToConcat }
        #expect(flagged.count == wordStarts.count)
    }

    /// A window of a long run of Inter text shaped word by word settles
    /// as the run shaped whole does, at what the whole paragraph gives.
    @Test func aWindowShapedWordByWordSettlesLikeTheWholeRun() throws {
        let fonts = try Support.fonts()
        let primary = try fonts.face(family: "Inter", weight: 400)
        let selection = FontSelection(
            chain: fonts.fallbackChain(primary: primary, weight: 400), emoji: fonts.emojiFace(weight: 400))
        let text = String(repeating: "Summer finals every goal every save and the story of the AVATAR weekend ", count: 80)
        let units = Array(text.utf16)
        func window(segmentedRunLength: Int) throws -> ShapedParagraph {
            try ShapedParagraph(
                units: Array(units[..<2048]), selection: selection, locale: "en", fallbackRTL: false,
                shaper: Shaper(locale: "en"), isComplete: false, segmentedRunLength: segmentedRunLength)
        }
        let pieces = try window(segmentedRunLength: 0)
        let whole = try window(segmentedRunLength: .max)
        #expect(pieces.reliableCount > 1_900)
        Self.expectSettled(pieces, like: try Self.paragraph(text, family: "Inter"), "word by word")
        Self.expectSettled(whole, like: try Self.paragraph(text, family: "Inter"), "whole")
    }

    /// ICU skips the explicit levels of text with one direction: an
    /// embedding in a left-to-right window leaves it all at level 0, while
    /// a whole paragraph with right-to-left text after the window puts the
    /// embedded text at level 2. Such a window does not settle past the
    /// control; with both directions in the window it does.
    @Test func aBidiControlSettlesOnlyInAWindowWithBothDirections() throws {
        let latin = String(repeating: "every goal and every save ", count: 12)
        let text = "Final \u{202A}" + latin + String(repeating: "שלום עולם ", count: 30)
        let length = latin.utf16.count
        let window = try Self.paragraph(text, family: "Inter", length: length)
        let whole = try Self.paragraph(text, family: "Inter")
        #expect(Int(window.clusterStarts[window.reliableCount]) <= 6)
        #expect(whole.levels[10] == 2)
        Self.expectSettled(window, like: whole, "embedding, one direction")

        let mixed = "שלום Final \u{202A}" + latin + String(repeating: "שלום עולם ", count: 30)
        let mixedWindow = try Self.paragraph(mixed, family: "Inter", length: length)
        #expect(Int(mixedWindow.clusterStarts[mixedWindow.reliableCount]) > 100)
        Self.expectSettled(mixedWindow, like: try Self.paragraph(mixed, family: "Inter"), "embedding, both directions")

        // An isolate still open does not settle; once closed it does.
        let isolate = "שלום Final \u{2067}" + latin + "\u{2069} " + latin + String(repeating: "שלום עולם ", count: 30)
        let open = try Self.paragraph(isolate, family: "Inter", length: length)
        #expect(Int(open.clusterStarts[open.reliableCount]) <= 12)
        let closed = try Self.paragraph(isolate, family: "Inter", length: 2 * length)
        #expect(Int(closed.clusterStarts[closed.reliableCount]) > length)
        Self.expectSettled(closed, like: try Self.paragraph(isolate, family: "Inter"), "closed isolate")
    }

    /// With both directions before it, a bracket still open may be closed
    /// after the window, and N0 then resolves it from what the pair holds
    /// there: "א ( ב … b )" in a left-to-right paragraph puts the bracket at
    /// level 0 (the pair holds an L), the window alone at level 1 (between
    /// two R). The window does not settle past such a bracket.
    @Test func anOpenBracketAfterBothDirectionsDoesNotSettle() throws {
        let hebrew = String(repeating: "שלום עולם ", count: 20)
        let text = "Final א (" + hebrew + "goal) " + String(repeating: "every goal ", count: 30)
        let bracket = Array(text.utf16).firstIndex(of: 0x28)!
        let window = try Self.paragraph(text, family: "Inter", length: hebrew.utf16.count)
        let whole = try Self.paragraph(text, family: "Inter")
        #expect(Int(window.clusterStarts[window.reliableCount]) <= bracket)
        let cluster = whole.clusterStarts.firstIndex(of: Int32(bracket))!
        #expect(whole.levels[cluster] == 0)
        Self.expectSettled(window, like: whole, "open bracket")
    }

    /// Phrase breaking (`lw=phrase`) reads a dictionary: ideographs no
    /// longer settle a window by pairs.
    @Test func phraseBreakingDoesNotSettleBetweenIdeographs() throws {
        let text = String(repeating: "总决赛精彩瞬间每一个进球和每一次扑救", count: 40)
        let pairs = try Self.paragraph(text, family: "Inter", length: 512, locale: "zh")
        let phrases = try Self.paragraph(text, family: "Inter", length: 512, locale: "ja@lw=phrase")
        #expect(pairs.reliableCount > 0)
        #expect(phrases.reliableCount == 0)
    }

    static let words = [
        "نهائي", "الدوري", "الليلة", "شاهد", "جميع", "الأهداف", "مباشر!", "(مرحبا)", "بالعالم", "١٢٣", "،",
        "שלום", "הרגעים", "(חי)", "오늘", "밤", "경기의", "하이라이트를", "東京で今夜の試合の", "ハイライトをすべて見よう。",
        "ゴールもセーブも、", "总决赛精彩瞬间", "ไฮไลต์ฟุตบอล", "the", "Wave", "(quoted", "closed)", "[x", "y]", "a", "123",
        "$5.00", "50%", "😀", "🇫🇷", "e\u{301}", "\u{0651}", "सप्ताहांत", "ΟΔΟΣ", "“Hi”", "«oui»", "co-op",
    ]
    static let controls = ["\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{200F}", "\u{200E}"]

    /// Random text leaning to one script (Arabic, Hebrew and Korean, or
    /// Japanese and Chinese) or to none, with open and closed brackets and
    /// a bidi control every 60 words or so.
    static func randomText(words count: Int, using random: inout SeededGenerator) -> String {
        let leanings = [words[0...10], words[11...17], words[18...21]]
        let leaning = Int.random(in: 0...leanings.count, using: &random)
        var text = ""
        for index in 0..<count {
            if index > 0 { text += [" ", " ", " ", "", "  ", "\u{00A0}"].randomElement(using: &random)! }
            if Int.random(in: 0..<60, using: &random) == 0 {
                text += controls.randomElement(using: &random)!
            } else if leaning < leanings.count && Int.random(in: 0..<3, using: &random) > 0 {
                text += leanings[leaning].randomElement(using: &random)!
            } else {
                text += words.randomElement(using: &random)!
            }
        }
        return text
    }

    /// Random windows of such text, in the faces they lean to: settled as
    /// the whole paragraph is.
    @Test func randomWindowsOfEveryScriptAreSettledAsTheWholeParagraph() throws {
        var random = SeededGenerator(seed: 0xBEEF_0001)
        var settled = 0
        for index in 0..<500 {
            let text = Self.randomText(words: Int.random(in: 30...250, using: &random), using: &random)
            let family = ["Inter", "Noto Sans Arabic", "NanumGothic", "Inter"].randomElement(using: &random)!
            let locale = ["en", "ar", "ja", "ko", "th"].randomElement(using: &random)!
            let rtl = Bool.random(using: &random)
            let count = text.utf16.count
            let length = Int.random(in: 70...max(70, count - 1), using: &random)
            guard length < count else { continue }
            let window = try Self.paragraph(text, family: family, length: length, locale: locale, rtl: rtl)
            guard window.reliableCount > 0 else { continue }
            settled += 1
            let whole = try Self.paragraph(text, family: family, locale: locale, rtl: rtl)
            Self.expectSettled(window, like: whole, "case \(index): \(family) \(locale) \(text.debugDescription) window \(length)")
        }
        #expect(settled > 350)
    }

    /// Blocks of such text laid out from windows (as short as 100 units)
    /// are the blocks the whole paragraphs give.
    @Test func randomBlocksOfEveryScriptAreTheWholeParagraphs() throws {
        let fonts = try Support.fonts()
        var random = SeededGenerator(seed: 0xBEEF_0002)
        var truncated = 0
        for index in 0..<300 {
            let text = Self.randomText(words: Int.random(in: 20...400, using: &random), using: &random)
            var request = WindowTests.randomRequest(text, using: &random)
            request.style.family = ["Inter", "Noto Sans Arabic", "NanumGothic", "Inter"].randomElement(using: &random)!
            request.locale = ["en", "ar", "ja", "ko", "th"].randomElement(using: &random)!
            let block = try WindowTests.expectWindowsGiveWhole(request, using: &random, fonts: fonts, "case \(index)")
            if block.isTruncated { truncated += 1 }
        }
        #expect(truncated > 200)
    }

    /// One word longer than a window (no break opportunity in it) settles
    /// between letters where HarfBuzz marks it safe to break in a face whose
    /// lookups match at most 16 glyphs (Inter's match 12); and a line of it
    /// is too wide long before the window ends, so its lines are known: the
    /// blocks are the whole word's, truncated or resized, in both
    /// directions. Negative letter spacing could make the word narrow as it
    /// grows: that is laid out whole.
    @Test func aLongWordLaysOutFromAWindowAsWhole() throws {
        let fonts = try Support.fonts()
        #expect(try fonts.face(family: "Inter", weight: 600).maxContext == 12)
        let words = [
            String(repeating: "Supercalifragilisticexpialidocious", count: 350),
            String(repeating: "A", count: 12_000),
            String(repeating: "ΟΔΟΣΚΑΙΣΤΡΑΤΑ", count: 900),
        ]
        for word in words {
            // Its first 512 units are enough for both lines.
            let primary = try fonts.face(family: "Inter", weight: 400)
            for fitting in TextFitting.allCases {
                let layout = TextLayout(
                    request: TextRequest(text: word, style: TextStyle(size: 22), width: 326, maxLines: 2, fitting: fitting),
                    text: word, paragraphs: [.init(offset: 0, shaped: try Self.paragraph(word, family: "Inter", length: 512))],
                    primary: primary, shaper: Shaper(locale: "en"))
                #expect(throws: Never.self) { try layout.layout() }
            }
            for fitting in TextFitting.allCases {
                for direction in LayoutDirection.allCases {
                    for letterSpacing in [0, 0.3, -0.2] {
                        let request = TextRequest(
                            text: word, style: TextStyle(weight: 600, size: 22, letterSpacing: letterSpacing), width: 326,
                            maxLines: 2, fitting: fitting, direction: direction, includesGlyphs: true)
                        let windowed = try TextMeasurer(fonts: fonts).measure(request)
                        let whole = try TextMeasurer(fonts: fonts, firstWindow: nil).measure(request)
                        #expect(windowed == whole, "\(word.prefix(12)) \(fitting) \(direction) \(letterSpacing)")
                        #expect(windowed.isTruncated && windowed.lines.count == 2)
                    }
                }
            }
        }
    }
}

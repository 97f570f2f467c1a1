import Foundation
import Testing

@testable import CardText

/// Line boxes, baselines, alignment, letter spacing, widths and font choice
/// (FontsAndFallback and LinesAndFitting articles).
@Suite struct MetricsTests {
    static let interFiles = [
        "Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf", "Inter-ExtraBold.otf",
        "Inter-Black.otf",
    ]

    @Test(arguments: interFiles)
    func interMetrics(_ file: String) throws {
        let face = try Support.face(file)
        #expect(face.unitsPerEm == 2816)
        #expect(face.ascender == 2728)
        #expect(face.descender == 680)
        #expect(face.lineGap == 0)
    }

    @Test func naturalLineBox() throws {
        let measurer = try Support.measurer()
        #expect(try measurer.naturalLineHeight(family: "Inter", weight: 400, size: 22) == 26.625)
        #expect(try measurer.naturalLineHeight(family: "Inter", weight: 700, size: 2816) == 3408)

        let block = try Support.measure("One\nTwo\nThree")
        let ascent = 2728.0 * 22 / 2816
        let descent = 680.0 * 22 / 2816
        #expect(block.lines.map(\.height) == [26.625, 26.625, 26.625])
        #expect(block.lines.map(\.top) == [0, 26.625, 53.25])
        // No leading: the baseline is the ascent below the top.
        for line in block.lines { #expect(line.baseline == line.top + ascent) }
        #expect(ascent + descent == 26.625)
        #expect(block.height == 79.875)
    }

    @Test(arguments: [40.0, 26.625, 10, 0])
    func lineHeightSplitsLeadingEvenly(lineHeight: Double) throws {
        let block = try Support.measure("One\nTwo\nThree", style: TextStyle(size: 22, lineHeight: lineHeight))
        let ascent = 2728.0 * 22 / 2816
        let descent = 680.0 * 22 / 2816
        var top = 0.0
        for line in block.lines {
            #expect(line.height == lineHeight)
            #expect(line.top == top, "tops stack")
            #expect(Support.close(line.baseline, top + (lineHeight - (ascent + descent)) / 2 + ascent))
            top += lineHeight
        }
        #expect(block.height == top)
    }

    @Test func fallbackFacesDoNotMakeALineTaller() throws {
        // Noto Sans Arabic's ascent + descent (2.112 em) is larger than Inter's.
        let latin = try Support.measure("Hello")
        let mixed = try Support.measure("Hello مرحبا 你好 😀")
        #expect(mixed.lines[0].height == latin.lines[0].height)
        #expect(mixed.lines[0].baseline == latin.lines[0].baseline)
        // A style whose own face is Arabic uses the Arabic metrics.
        let arabic = try Support.measure("مرحبا", style: TextStyle(family: "Noto Sans Arabic", size: 22))
        #expect(Support.close(arabic.lines[0].height, (1374.0 + 738) * 22 / 1000))
        #expect(Support.close(arabic.lines[0].baseline, 1374.0 * 22 / 1000))
    }

    @Test func alignmentFollowsTheEnvironmentDirection() throws {
        let text = "A short line\nA rather longer second line"
        let width = 400.0
        for direction in LayoutDirection.allCases {
            for alignment in TextAlignment.allCases {
                let block = try Support.measure(text, width: width, alignment: alignment, direction: direction)
                try #require(block.lines.count == 2)
                #expect(block.lines[0].width < block.lines[1].width)
                for line in block.lines {
                    let free = width - line.width
                    let expected: Double =
                        switch (alignment, direction) {
                        case (.start, .ltr), (.end, .rtl): 0
                        case (.end, .ltr), (.start, .rtl): free
                        case (.center, _): free / 2
                        }
                    #expect(line.x == expected, "\(alignment) \(direction)")
                }
            }
        }
        // An Arabic paragraph in an LTR environment still starts on the left.
        let arabic = try Support.measure("مرحبا", width: width, alignment: .start, direction: .ltr)
        #expect(arabic.lines[0].x == 0)
    }

    @Test func alignmentIgnoresHangingWhitespace() throws {
        let block = try Support.measure("Hello     ", width: 300, alignment: .end)
        #expect(block.lines[0].width == (try Support.singleLineWidth("Hello")))
        #expect(block.lines[0].x == 300 - block.lines[0].width)
    }

    @Test func letterSpacingFollowsEveryClusterIncludingTheLast() throws {
        let spacing = 1.75
        let spaced = TextStyle(size: 22, letterSpacing: spacing)
        // Clusters, not code points: é with a combining accent and a ZWJ family count once.
        let cases: [(String, Int)] = [
            ("abc", 3), ("a b", 3), ("e\u{301}te\u{301}", 3), ("👩‍👩‍👧‍👦x", 2), ("你好", 2), ("1,234", 5),
        ]
        for (text, clusters) in cases {
            let plain = try Support.singleLineWidth(text)
            #expect(Support.close(try Support.singleLineWidth(text, style: spaced), plain + Double(clusters) * spacing), "\(text)")
        }
    }

    @Test func letterSpacingSkipsHangingWhitespace() throws {
        let spaced = TextStyle(size: 22, letterSpacing: 3)
        let trailing = try Support.measure("abc   ", style: spaced)
        #expect(Support.close(trailing.lines[0].width, try Support.singleLineWidth("abc") + 9))
        // At a line break the hanging space takes none either.
        let width = try Support.singleLineWidth("abc def", style: spaced)
        let broken = try Support.measure("abc def ghi", style: spaced, width: width)
        #expect(broken.lines.map(\.text) == ["abc def ", "ghi"])
        #expect(broken.lines[0].width == width)
    }

    @Test func letterSpacingSkipsCursiveScripts() throws {
        let spaced = TextStyle(size: 22, letterSpacing: 2)
        for text in ["مرحبا بالعالم", "مرحبا 123", "ܫܠܡܐ"] {
            let plain = try Support.measure(text).lines[0].width
            let withSpacing = try Support.measure(text, style: spaced).lines[0].width
            #expect(Support.close(plain, withSpacing), "\(text)")
        }
        // Latin and Hebrew clusters next to Arabic ones keep theirs: "ab " (3) and "שלום" (4).
        let plain = try Support.measure("ab مرحبا שלום").lines[0].width
        let withSpacing = try Support.measure("ab مرحبا שלום", style: spaced).lines[0].width
        #expect(Support.close(withSpacing, plain + 7 * 2))
        // The ellipsis after Arabic takes no spacing; after Latin it does.
        let arabicText = "مرحبا بالعالم مرحبا"
        let arabic = try Support.measure(arabicText, width: 100, maxLines: 1)
        let arabicSpaced = try Support.measure(arabicText, style: spaced, width: 100, maxLines: 1)
        #expect(arabic.isTruncated && arabicSpaced.lines.map(\.text) == arabic.lines.map(\.text))
        #expect(Support.close(arabicSpaced.lines[0].width, arabic.lines[0].width))
        let latin = try Support.measure("Hello world again", style: spaced, width: 100, maxLines: 1)
        let keptLatin = String(latin.lines[0].text.dropLast())
        #expect(Support.close(
            latin.lines[0].width,
            try Support.singleLineWidth(keptLatin, style: spaced) + Support.singleLineWidth("\u{2026}", style: spaced)))
    }

    @Test func lineWidthExcludesTrailingWhitespaceOnly() throws {
        let hello = try Support.singleLineWidth("Hello")
        #expect(try Support.measure("Hello \u{2003}\u{3000}\t").lines[0].width == hello)
        #expect(try Support.singleLineWidth("  Hello") > hello, "leading whitespace counts")
        #expect(try Support.singleLineWidth("Hello\u{202F}") > hello, "a no-break space counts")
        let block = try Support.measure("Hello world", width: 1000)
        #expect(block.width == block.lines[0].width)
    }

    @Test func tabIsMeasuredAsASpace() throws {
        #expect(try Support.singleLineWidth("a\tb") == (try Support.singleLineWidth("a b")))
    }

    // MARK: Fonts

    @Test func fallbackChoosesFacesByScript() throws {
        #expect(try Support.measure("Hello").fontFiles == ["Inter-Regular.otf"])
        #expect(try Support.measure("مرحبا").fontFiles == ["NotoSansArabic-Regular.ttf"])
        #expect(try Support.measure("שלום").fontFiles == ["NotoSansHebrew-Regular.ttf"])
        #expect(try Support.measure("नमस्ते").fontFiles == ["NotoSansDevanagari-Regular.ttf"])
        #expect(try Support.measure("สวัสดี").fontFiles == ["NotoSansThai-Regular.ttf"])
        #expect(try Support.measure("你好").fontFiles == ["DroidSansFallbackFull.ttf"])
        #expect(try Support.measure("😀").fontFiles == ["NotoColorEmoji.ttf"])
    }

    @Test(arguments: [
        (100, "NotoSansArabic-Regular.ttf", "Inter-Regular.otf"),
        (400, "NotoSansArabic-Regular.ttf", "Inter-Regular.otf"),
        (500, "NotoSansArabic-Regular.ttf", "Inter-Medium.otf"),
        (600, "NotoSansArabic-Bold.ttf", "Inter-SemiBold.otf"),
        (700, "NotoSansArabic-Bold.ttf", "Inter-Bold.otf"),
        (900, "NotoSansArabic-Bold.ttf", "Inter-Black.otf"),
    ])
    func fallbackUsesTheNearestWeight(weight: Int, arabic: String, inter: String) throws {
        let block = try Support.measure("Hi مرحبا", style: TextStyle(weight: weight, size: 22))
        #expect(block.fontFiles == [inter, arabic])
        #expect(block.primaryFontFile == inter)
        #expect(try Support.measurer().fontFile(family: "Inter", weight: weight) == inter)
    }

    @Test func emojiPresentationPrefersTheEmojiFace() throws {
        // ☺ (U+263A) has no emoji presentation: only the emoji face has it,
        // so it is still served from there; with U+FE0F it asks for it.
        #expect(try Support.measure("☺").fontFiles == ["NotoColorEmoji.ttf"])
        // "#", digits, © and ™ are in Inter: text presentation stays there...
        #expect(try Support.measure("#1 © ™").fontFiles == ["Inter-Regular.otf"])
        // ...and emoji presentation (U+FE0F, keycaps) goes to the emoji face.
        let keycap = try Support.measure("#️⃣", includesGlyphs: true)
        #expect(keycap.fontFiles == ["NotoColorEmoji.ttf"])
        #expect(try Support.measure("©️").fontFiles == ["NotoColorEmoji.ttf"])
        // U+FE0E asks for text: © stays in Inter.
        #expect(try Support.measure("©\u{FE0E}").fontFiles == ["Inter-Regular.otf"])
        // The ZWJ family and skin tones are one cluster in the emoji face.
        let family = try Support.measure("👩‍👩‍👧‍👦👍🏽", includesGlyphs: true)
        #expect(family.fontFiles == ["NotoColorEmoji.ttf"])
        #expect(family.lines[0].glyphRuns.flatMap(\.glyphs).count == 2)
    }

    @Test func commonCharactersStayInThePreviousFace() throws {
        // Digits and spaces after Arabic stay in Noto Sans Arabic, which has them.
        let afterArabic = try Support.measure("مرحبا 123", includesGlyphs: true)
        #expect(afterArabic.fontFiles == ["NotoSansArabic-Regular.ttf"])
        #expect(afterArabic.lines[0].glyphRuns.map(\.fontFile) == ["NotoSansArabic-Regular.ttf"])
        // Noto Sans Arabic has no "#": the cluster goes back to the chain.
        #expect(try Support.measure("مرحبا #").fontFiles == ["NotoSansArabic-Regular.ttf", "Inter-Regular.otf"])
        // After Latin, digits are Inter's; at the paragraph start too.
        #expect(try Support.measure("abc 123").fontFiles == ["Inter-Regular.otf"])
        #expect(try Support.measure("123 مرحبا").fontFiles == ["Inter-Regular.otf", "NotoSansArabic-Regular.ttf"])
        // Not after an emoji: the space after 😀 is Inter's, not the emoji face's.
        let emoji = try Support.measure("😀 1", includesGlyphs: true)
        #expect(emoji.fontFiles == ["NotoColorEmoji.ttf", "Inter-Regular.otf"])
        #expect(emoji.lines[0].glyphRuns.map { $0.glyphs.count } == [1, 2])
        // Thai has no digits of its own: they fall back through the chain.
        #expect(try Support.measure("สวัสดี 1").fontFiles == ["NotoSansThai-Regular.ttf", "Inter-Regular.otf"])
    }

    @Test func aCharacterNoFaceHasIsThePrimaryNotdef() throws {
        let block = try Support.measure("\u{0378}", style: TextStyle(weight: 700, size: 22), includesGlyphs: true)
        #expect(block.fontFiles == ["Inter-Bold.otf"])
        #expect(block.lines[0].glyphRuns.flatMap(\.glyphs).map(\.glyph) == [0])
        #expect(block.lines[0].width > 0)
    }

    @Test func fontFilesPerLineInOrderOfFirstUse() throws {
        let block = try Support.measure("😀 abc مرحبا 你好 abc 😀")
        #expect(block.lines[0].fontFiles == [
            "NotoColorEmoji.ttf", "Inter-Regular.otf", "NotoSansArabic-Regular.ttf", "DroidSansFallbackFull.ttf",
        ])
        // Per line, and for the block in order of first use over the lines.
        let width = try Support.singleLineWidth("你好 abc")
        let lines = try Support.measure("你好 abc\nمرحبا 😀\nxyz", width: width)
        #expect(lines.lines.map(\.fontFiles) == [
            ["DroidSansFallbackFull.ttf", "Inter-Regular.otf"], ["NotoSansArabic-Regular.ttf", "NotoColorEmoji.ttf"],
            ["Inter-Regular.otf"],
        ])
        #expect(lines.fontFiles == [
            "DroidSansFallbackFull.ttf", "Inter-Regular.otf", "NotoSansArabic-Regular.ttf", "NotoColorEmoji.ttf",
        ])
        #expect(lines.primaryFontFile == "Inter-Regular.otf")
    }

    @Test func registryFallbackChainFollowsTheManifest() throws {
        let fonts = try Support.fonts()
        #expect(fonts.families == [
            "Droid Sans Fallback", "Inter", "NanumGothic", "Noto Color Emoji", "Noto Sans Arabic",
            "Noto Sans Devanagari", "Noto Sans Hebrew", "Noto Sans Thai",
        ])
        let bold = try fonts.face(family: "Inter", weight: 700)
        #expect(fonts.fallbackChain(primary: bold, weight: 700).map(\.fileName) == [
            "Inter-Bold.otf", "NotoSansArabic-Bold.ttf", "NotoSansHebrew-Bold.ttf", "NotoSansDevanagari-Bold.ttf",
            "NotoSansThai-Bold.ttf", "DroidSansFallbackFull.ttf", "NanumGothicBold.ttf",
        ])
        #expect(fonts.emojiFace(weight: 700)?.fileName == "NotoColorEmoji.ttf")
        // A fallback family as the style's face is not repeated in the chain.
        let hebrew = try fonts.face(family: "Noto Sans Hebrew", weight: 400)
        #expect(fonts.fallbackChain(primary: hebrew, weight: 400).map(\.fileName) == [
            "NotoSansHebrew-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansDevanagari-Regular.ttf",
            "NotoSansThai-Regular.ttf", "DroidSansFallbackFull.ttf", "NanumGothic.ttf",
        ])
    }

    @Test func nearestWeightFollowsTheCSSRule() {
        let all = [100, 200, 300, 400, 500, 600, 700, 800, 900]
        for weight in all { #expect(FontWeight.nearest(to: weight, in: all) == weight) }
        // 400 tries 500 first, then lighter, then heavier.
        #expect(FontWeight.nearest(to: 400, in: [300, 500, 600]) == 500)
        #expect(FontWeight.nearest(to: 400, in: [300, 600]) == 300)
        #expect(FontWeight.nearest(to: 400, in: [600, 700]) == 600)
        // 500 tries lighter down from 500 (400 first), then heavier.
        #expect(FontWeight.nearest(to: 500, in: [300, 400, 600]) == 400)
        #expect(FontWeight.nearest(to: 500, in: [600, 700]) == 600)
        // Lighter than 400: lighter first, descending; then heavier ascending.
        #expect(FontWeight.nearest(to: 300, in: [100, 200, 400]) == 200)
        #expect(FontWeight.nearest(to: 300, in: [400, 700]) == 400)
        // Heavier than 500: heavier first, ascending; then lighter descending.
        #expect(FontWeight.nearest(to: 600, in: [400, 700, 900]) == 700)
        #expect(FontWeight.nearest(to: 800, in: [400, 700]) == 700)
        #expect(FontWeight.nearest(to: 600, in: [400, 500]) == 500)
        #expect(FontWeight.nearest(to: 600, in: []) == nil)
        for weight in [450, 0, 1000, -100] { #expect(!FontWeight.isValid(weight)) }
    }

    // MARK: Bidi

    @Test func baseDirectionFromTheFirstStrongCharacter() throws {
        func level(_ text: String, _ direction: LayoutDirection) throws -> UInt8 {
            let units = Array(text.utf16)
            return try units.withUnsafeBufferPointer { buffer throws(TextError) in
                try TextSegmentation.bidiLevels(buffer, fallbackRTL: direction == .rtl)
            }.paragraphLevel
        }
        #expect(try level("abc مرحبا", .rtl) == 0)
        #expect(try level("123 مرحبا abc", .ltr) == 1)
        #expect(try level("«שלום» abc", .ltr) == 1)
        #expect(try level("123 !", .ltr) == 0)
        #expect(try level("123 !", .rtl) == 1)
        #expect(try level("", .rtl) == 1)
    }

    @Test func visualOrderReversesRunsByLevel() {
        #expect(LineGlyphs.visualOrder(levels: [0, 0, 0]) == [0, 1, 2])
        #expect(LineGlyphs.visualOrder(levels: [0, 0, 1, 1, 1, 0]) == [0, 1, 4, 3, 2, 5])
        #expect(LineGlyphs.visualOrder(levels: [1, 1, 2, 2, 1]) == [4, 2, 3, 1, 0])
        #expect(LineGlyphs.visualOrder(levels: [1, 2, 3, 3, 2, 1]) == [5, 1, 3, 2, 4, 0])
    }

    @Test func mixedLinesAreDrawnInVisualOrder() throws {
        // LTR paragraph: Latin left, then the Arabic word.
        let ltr = try Support.measure("abc مرحبا", includesGlyphs: true)
        #expect(ltr.lines[0].glyphRuns.map(\.fontFile) == ["Inter-Regular.otf", "NotoSansArabic-Regular.ttf"])
        // RTL paragraph (first strong is Arabic): the Latin word stands left.
        let rtl = try Support.measure("مرحبا abc", includesGlyphs: true)
        #expect(rtl.lines[0].glyphRuns.map(\.fontFile) == ["Inter-Regular.otf", "NotoSansArabic-Regular.ttf"])
        for block in [ltr, rtl] {
            let xs = block.lines[0].glyphRuns.flatMap { $0.glyphs.map(\.x) }
            #expect(xs == xs.sorted())
            #expect(xs.first == 0)
            #expect(xs.last.map { $0 < block.lines[0].width } == true)
        }
    }

    @Test func glyphPositionsAddUpToTheLineWidth() throws {
        // The pen after the last glyph is the width plus its letter spacing:
        // read as the x of a glyph appended after it.
        let style = TextStyle(size: 22, letterSpacing: 1.25)
        let line = try Support.measure("AVATAR Wave|", style: style, includesGlyphs: true).lines[0]
        let bar = try #require(line.glyphRuns.last?.glyphs.last)
        #expect(Support.close(bar.x, try Support.singleLineWidth("AVATAR Wave", style: style)))
        #expect(line.glyphRuns.allSatisfy { $0.fontSize == 22 })
        #expect(line.glyphRuns.flatMap(\.glyphs).count == 12)
        // Glyphs only when asked for.
        #expect(try Support.measure("AVATAR Wave|", style: style).lines[0].glyphRuns.isEmpty)
    }
}

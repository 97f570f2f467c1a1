import Foundation
import Testing

@testable import CardText

/// Truncation and the resize scan (LinesAndFitting article, "Fitting").
@Suite struct FittingTests {
    static let ellipsis = "\u{2026}"

    /// The clusters the spec's truncation keeps on a last line that starts at
    /// `start` and may run to `paragraphEnd`: the longest prefix of whole
    /// clusters that fits with the ellipsis once the whitespace before the
    /// ellipsis is dropped. Widths come from measuring each candidate with the
    /// ellipsis as a line of its own (so the two are shaped together).
    static func expectedKeptText(
        _ text: String, from start: Int, to paragraphEnd: Int, width: Double, style: TextStyle,
        ellipsis: String = ellipsis
    ) throws -> String {
        let content = Support.substring(text, start..<paragraphEnd)
        let clusters = Array(content)
        for count in stride(from: clusters.count, through: 1, by: -1) {
            var kept = String(clusters[0..<count])
            while let last = kept.unicodeScalars.last, last.properties.isWhitespace, last != "\u{00A0}" {
                kept.unicodeScalars.removeLast()
            }
            if kept.isEmpty { continue }
            if try Support.singleLineWidth(kept + ellipsis, style: style) <= width + 1e-9 { return kept }
        }
        return ""
    }

    /// Text before the ellipsis is shaped as if the text ended there: the
    /// last kept Arabic letter takes its final (not its joining) form, so the
    /// truncated line is as wide as the kept text set alone plus the ellipsis.
    @Test func textBeforeTheEllipsisEndsThere() throws {
        let text = "مرحبا بالعالم مرحبا"
        let style = TextStyle(size: 22)
        let block = try Support.measure(text, style: style, width: 100, maxLines: 1, direction: .rtl)
        let line = try #require(block.lines.first)
        #expect(block.isTruncated)
        let kept = String(line.text.dropLast())
        #expect(line.text.hasSuffix(Self.ellipsis) && !kept.isEmpty)
        // After the ellipsis a cluster of Arabic takes no letter spacing, and
        // none is set here; the ellipsis is measured in Inter.
        let expected = try Support.singleLineWidth(kept, style: style)
            + Support.singleLineWidth(Self.ellipsis, style: style)
        #expect(Support.close(line.width, expected), "\(line.width) vs \(expected)")
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let text = "Card geometry"
        let width = try Support.singleLineWidth(text)
        let block = try Support.measure(text, width: width, maxLines: 1)
        #expect(block.lines.map(\.text) == [text])
        #expect(!block.isTruncated && !block.isResized)
        #expect(block.lines[0].width == width)
        #expect(block.lines[0].range == 0..<13)
    }

    @Test(arguments: ["Card geometry", "Typography", "AVATAR Wave", "Toyota office", "你好世界你好"])
    func oneCharacterTooLongTruncatesToLongestFittingPrefix(_ text: String) throws {
        let longer = text + "s"
        for letterSpacing in [0, 1.5] {
            let style = TextStyle(size: 22, letterSpacing: letterSpacing)
            let spacedWidth = try Support.singleLineWidth(text, style: style)
            let fitting = try Support.measure(text, style: style, width: spacedWidth, maxLines: 1)
            #expect(!fitting.isTruncated)
            #expect(fitting.lines.map(\.text) == [text])

            let block = try Support.measure(longer, style: style, width: spacedWidth, maxLines: 1)
            #expect(block.isTruncated)
            try #require(block.lines.count == 1)
            let line = block.lines[0]
            let kept = try Self.expectedKeptText(
                longer, from: 0, to: longer.utf16.count, width: spacedWidth, style: style)
            #expect(line.text == kept + Self.ellipsis)
            #expect(line.range == 0..<kept.utf16.count)
            #expect(line.width <= spacedWidth + 1e-9)
            let expectedWidth = try Support.singleLineWidth(kept + Self.ellipsis, style: style)
            #expect(Support.close(line.width, expectedWidth))
        }
    }

    @Test func singleUnbreakableWord() throws {
        let word = "Supercalifragilisticexpialidocious"
        let oneLine = try Support.measure(word, width: 100, maxLines: 1)
        #expect(oneLine.isTruncated)
        let kept = try Self.expectedKeptText(word, from: 0, to: word.utf16.count, width: 100, style: TextStyle(size: 22))
        #expect(oneLine.lines.map(\.text) == [kept + Self.ellipsis])

        // Two lines: the first is an emergency break, the second starts where
        // it ended and is truncated.
        let twoLines = try Support.measure(word, width: 100, maxLines: 2)
        #expect(twoLines.isTruncated)
        try #require(twoLines.lines.count == 2)
        let first = twoLines.lines[0]
        #expect(word.hasPrefix(first.text))
        #expect(first.width <= 100)
        let next = Support.substring(word, 0..<(first.range.upperBound + 1))
        #expect(try Support.singleLineWidth(next) > 100, "the emergency break keeps the longest prefix that fits")
        let second = twoLines.lines[1]
        #expect(second.range.lowerBound == first.range.upperBound)
        let keptSecond = try Self.expectedKeptText(
            word, from: first.range.upperBound, to: word.utf16.count, width: 100, style: TextStyle(size: 22))
        #expect(second.text == keptSecond + Self.ellipsis)

        // Without a limit the whole word is set, broken between clusters.
        let all = try Support.measure(word, width: 100)
        #expect(!all.isTruncated)
        #expect(all.lines.map(\.text).joined() == word)
        #expect(all.lines.allSatisfy { $0.width <= 100 })
    }

    @Test func nothingFitsLeavesTheEllipsisAlone() throws {
        let block = try Support.measure("Hello", width: 1, maxLines: 1)
        #expect(block.isTruncated)
        #expect(block.lines.map(\.text) == [Self.ellipsis])
        #expect(block.lines[0].range == 0..<0)
        #expect(block.lines[0].width == (try Support.singleLineWidth(Self.ellipsis)))
    }

    @Test func whitespaceBeforeTheEllipsisIsDropped() throws {
        let width = try Support.singleLineWidth("Hello") + Support.singleLineWidth(Self.ellipsis) + 1
        #expect(try Support.singleLineWidth("Hello w") + Support.singleLineWidth(Self.ellipsis) > width)
        let block = try Support.measure("Hello world again", width: width, maxLines: 1)
        #expect(block.lines.map(\.text) == ["Hello" + Self.ellipsis])
        #expect(block.lines[0].range == 0..<5)
        // Also for a run of spaces and other White_Space characters.
        let spaced = try Support.measure("Hello \u{2003}\t world again", width: width, maxLines: 1)
        #expect(spaced.lines.map(\.text) == ["Hello" + Self.ellipsis])
    }

    @Test func hiddenParagraphsGetTheEllipsis() throws {
        let block = try Support.measure("A\nB\nC", maxLines: 2)
        #expect(block.lines.map(\.text) == ["A", "B" + Self.ellipsis])
        #expect(block.lines.map(\.range) == [0..<1, 2..<3])
        #expect(block.isTruncated)

        // The last line never runs past its paragraph's mandatory break.
        let short = try Support.measure("Short\nA second paragraph", maxLines: 1)
        #expect(short.lines.map(\.text) == ["Short" + Self.ellipsis])
        #expect(short.lines[0].range == 0..<5)

        // An empty paragraph as the last shown line: the ellipsis alone.
        let empty = try Support.measure("A\n\nC", maxLines: 2)
        #expect(empty.lines.map(\.text) == ["A", Self.ellipsis])
        #expect(empty.lines[1].range == 2..<2)

        // Exactly as many lines as allowed: nothing hidden, no ellipsis.
        let exact = try Support.measure("A\nB", maxLines: 2)
        #expect(exact.lines.map(\.text) == ["A", "B"])
        #expect(!exact.isTruncated)
        #expect(try Support.measure("A\nB\n", maxLines: 2).isTruncated == false)
    }

    @Test(arguments: [
        ("مرحبا بالعالم مرحبا بالعالم", "NotoSansArabic-Regular.ttf"),
        ("שלום עולם שלום עולם", "NotoSansHebrew-Regular.ttf"),
    ])
    func rtlTruncationPutsTheEllipsisAtTheLogicalEnd(text: String, file: String) throws {
        for direction in LayoutDirection.allCases {
            let block = try Support.measure(
                text, width: 110, maxLines: 1, direction: direction, includesGlyphs: true)
            #expect(block.isTruncated)
            try #require(block.lines.count == 1)
            let line = block.lines[0]
            #expect(line.text.hasSuffix(Self.ellipsis))
            let kept = String(line.text.dropLast())
            #expect(text.hasPrefix(kept) && !kept.isEmpty)
            #expect(line.range == 0..<kept.utf16.count)
            #expect(line.width <= 110 + 1e-9)
            #expect(line.fontFiles == [file, "Inter-Regular.otf"])

            // Drawn right to left: the ellipsis (Inter's glyph) stands leftmost.
            let ellipsisGlyph = try #require(
                try Support.measure(Self.ellipsis, includesGlyphs: true).lines[0].glyphRuns.first?.glyphs.first?.glyph)
            let glyphs = line.glyphRuns.flatMap { run in run.glyphs.map { (run.fontFile, $0) } }
            let leftmost = try #require(glyphs.min { $0.1.x < $1.1.x })
            #expect(leftmost.0 == "Inter-Regular.otf" && leftmost.1.glyph == ellipsisGlyph)
            #expect(line.glyphRuns.first?.fontFile == "Inter-Regular.otf")
        }
    }

    @Test func ltrTextInAnRTLEnvironmentEndsOnTheRight() throws {
        let block = try Support.measure(
            "Hello world again and again", width: 120, maxLines: 1, direction: .rtl, includesGlyphs: true)
        let line = try #require(block.lines.first)
        #expect(line.text.hasSuffix(Self.ellipsis))
        #expect(line.glyphRuns.last?.fontFile == "Inter-Regular.otf")
        let xs = line.glyphRuns.flatMap { $0.glyphs.map(\.x) }
        #expect(xs == xs.sorted(), "left to right")
        #expect(line.x == 120 - line.width, "start is right in RTL")
    }

    static let clusterTexts = [
        "👩‍👩‍👧‍👦👩‍👩‍👧‍👦 family e\u{301}e\u{301}e\u{301} 🇫🇷🇯🇵",
        "क्षत्रिय नमस्ते ñ̃ñ̃ñ̃ a\u{308}\u{301}\u{323}b 👍🏽👍🏽👍🏽",
        "สวัสดีครับ 👨‍👩‍👧 ก\u{E34}\u{E48}ก\u{E34}\u{E48}ก\u{E34}\u{E48}",
        "مرحبا بالعالم 👩‍👩‍👧‍👦 1️⃣2️⃣ é",
    ]

    @Test(arguments: clusterTexts)
    func graphemeClustersAreNeverSplit(_ text: String) throws {
        let boundaries = Support.graphemeBoundaries(text)
        for width in [0.0, 3, 8, 15, 25, 40, 70, 120] {
            for maxLines in [nil, 1, 2] as [Int?] {
                let block = try Support.measure(text, width: width, maxLines: maxLines)
                for line in block.lines {
                    #expect(boundaries.contains(line.range.lowerBound), "width \(width): \(line.text.debugDescription)")
                    #expect(boundaries.contains(line.range.upperBound), "width \(width): \(line.text.debugDescription)")
                    let content = line.text.hasSuffix(Self.ellipsis) && block.isTruncated && line == block.lines.last
                        ? String(line.text.dropLast()) : line.text
                    #expect(content == Support.substring(text, line.range))
                }
            }
        }
    }

    @Test func upperCaseMapsSharpSToSSBeforeShaping() throws {
        let style = TextStyle(size: 22, textCase: .upper)
        let block = try Support.measure("Straße", style: style)
        #expect(block.text == "STRASSE")
        #expect(block.lines.map(\.text) == ["STRASSE"])
        #expect(block.lines[0].range == 0..<7)
        #expect(block.lines[0].width == (try Support.singleLineWidth("STRASSE")))
        // Ranges index into the cased text: truncation keeps whole SS.
        let narrow = try Support.measure("Straße Straße", style: style, width: 60, maxLines: 1)
        #expect(narrow.text == "STRASSE STRASSE")
        #expect(Support.substring(narrow.text, narrow.lines[0].range) + Self.ellipsis == narrow.lines[0].text)
    }

    @Test func textCaseUsesUnicodeDefaultMappings() throws {
        #expect(try Support.measure("ǆemal ﬁsh", style: TextStyle(size: 22, textCase: .upper)).text == "ǄEMAL FISH")
        #expect(try Support.measure("İSTANBUL", style: TextStyle(size: 22, textCase: .lower)).text == "i\u{307}stanbul")
        // Final sigma: a capital sigma at the end of a word lower-cases to ς.
        #expect(try Support.measure("ΟΔΟΣ ΟΔΟΣ.", style: TextStyle(size: 22, textCase: .lower)).text == "οδος οδος.")
        #expect(try Support.measure("MiXeD", style: TextStyle(size: 22)).text == "MiXeD")
        // Not a locale's mapping: i upper-cases to I, not to the Turkish İ.
        #expect(try Support.measure("igloo", style: TextStyle(size: 22, textCase: .upper)).text == "IGLOO")
    }

    @Test func ellipsisFallsBackToThreeDotsWithoutAGlyph() throws {
        let thai = try Support.face("NotoSansThai-Regular.ttf")
        #expect(!thai.covers(0x2026))
        let style = TextStyle(family: "Noto Sans Thai", size: 22)
        let block = try Support.measure("สวัสดีครับผมชื่อสมชาย", style: style, width: 80, maxLines: 1)
        #expect(block.isTruncated)
        #expect(block.lines[0].text.hasSuffix("..."))
        #expect(!block.lines[0].text.contains(Self.ellipsis))
    }

    // MARK: The ellipsis is shaped with its line

    /// Inter SemiBold kerns "w…" by -208 units: at 24 pt "going w…" is
    /// 1.773 pt narrower than the two shaped apart, so "w" fits in 344 pt.
    @Test func theEllipsisIsShapedWithTheLastKeptCluster() throws {
        let style = TextStyle(weight: 600, size: 24)
        let shown = "headline that keeps going w" + Self.ellipsis
        let apart = try Support.singleLineWidth("headline that keeps going w", style: style)
            + Support.singleLineWidth(Self.ellipsis, style: style)
        #expect(abs(apart - 344.727) < 5e-4, "\(apart)")
        for (text, maxLines) in [
            ("headline that keeps going well beyond the card", 1), ("Breaking\nheadline that keeps going well beyond", 2),
        ] {
            let block = try Support.measure(text, style: style, width: 344, maxLines: maxLines)
            #expect(block.isTruncated)
            let line = try #require(block.lines.last)
            #expect(line.text == shown)
            #expect(abs(line.width - 342.955) < 5e-4, "\(line.width)")
            #expect(Support.close(line.width, try Support.singleLineWidth(shown, style: style)))
            #expect(Support.substring(text, line.range) == "headline that keeps going w")
        }
    }

    /// A button label (one line, SemiBold 16): "r…" kerns, so "wher…" fits
    /// in its own shaped width although "wher" and "…" apart do not.
    @Test func theLabelKeepsTheClusterTheKerningMakesRoomFor() throws {
        let style = TextStyle(weight: 600, size: 16)
        let width = try Support.singleLineWidth("wher" + Self.ellipsis, style: style)
        #expect(try Support.singleLineWidth("wher", style: style) + Support.singleLineWidth(Self.ellipsis, style: style) > width + 0.5)
        let block = try Support.measure("wherever you go", style: style, width: width, maxLines: 1)
        #expect(block.lines.map(\.text) == ["wher" + Self.ellipsis])
        #expect(block.lines[0].range == 0..<4)
        #expect(block.lines[0].width == width)
        // A hair narrower, "wher…" no longer fits.
        let narrower = try Support.measure("wherever you go", style: style, width: width - 0.01, maxLines: 1)
        #expect(narrower.lines.map(\.text) == ["whe" + Self.ellipsis])
    }

    /// When nothing fits with the ellipsis, the line is the ellipsis alone;
    /// the kerned "w…" decides whether the first cluster fits.
    @Test func theEllipsisAloneWhenNoClusterFitsWithIt() throws {
        for letterSpacing in [0.0, 1.5] {
            let style = TextStyle(weight: 600, size: 24, letterSpacing: letterSpacing)
            let kerned = try Support.singleLineWidth("w" + Self.ellipsis, style: style)
            let alone = try Support.singleLineWidth(Self.ellipsis, style: style)
            let fits = try Support.measure("wow", style: style, width: kerned, maxLines: 1)
            #expect(fits.lines.map(\.text) == ["w" + Self.ellipsis])
            #expect(fits.lines[0].width == kerned)

            let block = try Support.measure("wow", style: style, width: kerned - 0.01, maxLines: 1)
            #expect(block.isTruncated)
            #expect(block.lines.map(\.text) == [Self.ellipsis])
            #expect(block.lines[0].range == 0..<0)
            #expect(block.lines[0].width == alone)
            #expect(block.lines[0].fontFiles == ["Inter-SemiBold.otf"])
        }
        // After a first line that ends in Arabic the ellipsis alone takes
        // the Arabic script: no letter spacing.
        let style = TextStyle(size: 22, letterSpacing: 2)
        let block = try Support.measure("مرحبا\nwow", style: style, width: 1, maxLines: 2)
        #expect(block.lines.last?.text == Self.ellipsis)
        #expect(block.lines.last?.width == (try Support.singleLineWidth(Self.ellipsis, style: TextStyle(size: 22))))
    }

    /// The last kept Arabic letter takes its final form: in a Latin primary
    /// face the ellipsis is a run of its own; in Noto Sans Arabic (which has
    /// no "…") the "..." joins the Arabic run, and still the letter before
    /// it is final.
    @Test(arguments: [("Inter", Self.ellipsis), ("Noto Sans Arabic", "...")])
    func arabicBeforeTheEllipsisKeepsItsFinalForm(family: String, ellipsis: String) throws {
        let style = TextStyle(family: family, size: 22)
        let text = "مرحبا بالعالم مرحبا"
        for width in [60.0, 80, 100, 120] {
            let block = try Support.measure(text, style: style, width: width, maxLines: 1, includesGlyphs: true)
            let line = try #require(block.lines.first)
            #expect(line.text.hasSuffix(ellipsis))
            let kept = String(line.text.dropLast(ellipsis.count))
            guard !kept.isEmpty else { continue }
            #expect(kept == (try Self.expectedKeptText(text, from: 0, to: text.utf16.count, width: width, style: style)))
            // The kept text's glyphs are those of the kept text set alone,
            // where its last letter ends the text.
            let alone = try Support.measure(kept, style: style, includesGlyphs: true).lines[0]
            let arabic = { (line: TextLine) in
                line.glyphRuns.filter { $0.fontFile == "NotoSansArabic-Regular.ttf" }.flatMap { $0.glyphs.map(\.glyph) }
            }
            let dot = try #require(try Support.measure(".", style: style, includesGlyphs: true).lines[0].glyphRuns.first?.glyphs.first?.glyph)
            #expect(arabic(line).filter { $0 != dot } == arabic(alone), "width \(width)")
            #expect(Support.close(line.width, try Support.singleLineWidth(kept + ellipsis, style: style)))
        }
    }

    /// A face without "…" ends the line with "...", shaped with the line
    /// when the last kept cluster is in that face: Noto Sans Arabic has no
    /// "…", so its "..." joins the right-to-left Arabic run and stands
    /// leftmost.
    @Test func threeDotsAreShapedWithTheLine() throws {
        let style = TextStyle(family: "Noto Sans Arabic", size: 22)
        let dot = try #require(try Support.measure(".", style: style, includesGlyphs: true).lines[0].glyphRuns.first?.glyphs.first?.glyph)
        let text = "مرحبا بالعالم مرحبا بالعالم"
        for width in [50.0, 80, 110] {
            for direction in LayoutDirection.allCases {
                let block = try Support.measure(
                    text, style: style, width: width, maxLines: 1, direction: direction, includesGlyphs: true)
                let line = try #require(block.lines.first)
                #expect(line.text.hasSuffix("...") && !line.text.contains(Self.ellipsis))
                let kept = String(line.text.dropLast(3))
                #expect(kept == (try Self.expectedKeptText(
                    text, from: 0, to: text.utf16.count, width: width, style: style, ellipsis: "...")))
                #expect(Support.close(line.width, try Support.singleLineWidth(line.text, style: style)))
                #expect(line.fontFiles == ["NotoSansArabic-Regular.ttf"])
                #expect(line.glyphRuns.count == 1)
                let glyphs = line.glyphRuns.flatMap(\.glyphs).sorted { $0.x < $1.x }
                #expect(glyphs.prefix(3).allSatisfy { $0.glyph == dot }, "the dots stand leftmost")
            }
        }
    }

    /// In an RTL environment, LTR text still ends with the kerned ellipsis on
    /// the right, and the line stands at the right edge.
    @Test func rightToLeftEnvironmentKernsTheEllipsis() throws {
        let style = TextStyle(weight: 600, size: 24)
        let block = try Support.measure(
            "headline that keeps going well beyond", style: style, width: 344, maxLines: 1, direction: .rtl,
            includesGlyphs: true)
        let line = try #require(block.lines.first)
        #expect(line.text == "headline that keeps going w" + Self.ellipsis)
        #expect(abs(line.width - 342.955) < 5e-4)
        #expect(line.x == 344 - line.width)
        let ellipsisWidth = try Support.singleLineWidth(Self.ellipsis, style: style)
        let last = try #require(line.glyphRuns.last?.glyphs.last)
        #expect(Support.close(last.x + ellipsisWidth, line.width), "the ellipsis ends the line, kerned against w")
    }

    // MARK: Resize

    @Test func resizeCandidatesStepByHalfPointsToHalfTheSize() {
        let sizes = TextLayout.resizeCandidates(for: 22)
        #expect(sizes.count == 23)
        #expect(sizes.first == 22 && sizes.last == 11)
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 - $1 == 0.5 })
        #expect(TextLayout.resizeCandidates(for: 15.3).last.map { abs($0 - 7.8) < 1e-12 } == true)
        #expect(TextLayout.resizeCandidates(for: 13).last == 6.5)
        #expect(TextLayout.resizeCandidates(for: 0.75) == [0.75])
    }

    @Test func resizeFlags() throws {
        // Fits at the starting size.
        let fits = try Support.measure("Hello", width: 200, maxLines: 2, fitting: .resize)
        #expect(fits.fontSize == 22 && !fits.isResized && !fits.isTruncated)

        // Fits only smaller: resized, not truncated, every line whole words.
        let text = "Storyteller cards promote content"
        let smaller = try Support.measure(text, width: 150, maxLines: 2, fitting: .resize)
        #expect(smaller.isResized && !smaller.isTruncated)
        #expect(smaller.fontSize < 22 && smaller.fontSize >= 11)
        #expect(smaller.lines.count <= 2)
        #expect(smaller.lines.map(\.text).joined() == text)
        // One step larger does not fit in two lines.
        let larger = try Support.measure(
            text, style: TextStyle(size: smaller.fontSize + 0.5), width: 150, maxLines: 2)
        #expect(larger.isTruncated)

        // Never fits (three paragraphs in two lines): smallest size, truncated.
        let never = try Support.measure("A\nB\nC", maxLines: 2, fitting: .resize)
        #expect(never.fontSize == 11 && never.isResized && never.isTruncated)
        #expect(never.lines.map(\.text) == ["A", "B" + Self.ellipsis])

        // A long word is not broken while a smaller size avoids it.
        let word = try Support.measure("Supercalifragilisticexpialidocious", width: 200, maxLines: 2, fitting: .resize)
        #expect(word.lines.count == 1 && word.isResized && !word.isTruncated)
    }

    @Test func resizeScalesLineHeightAndLetterSpacing() throws {
        let style = TextStyle(size: 20, lineHeight: 30, letterSpacing: 2)
        let block = try Support.measure("Storyteller cards promote content", style: style, width: 150, maxLines: 2, fitting: .resize)
        let s = block.fontSize
        #expect(block.isResized)
        #expect(block.lines.allSatisfy { Support.close($0.height, 30 * (s / 20)) })
        let scaled = TextStyle(size: s, lineHeight: 30 * (s / 20), letterSpacing: 2 * (s / 20))
        let reference = try Support.measure("Storyteller cards promote content", style: scaled, width: 150, maxLines: 2)
        #expect(block.lines == reference.lines)
    }

    /// The spec's resize, as a plain linear scan over truncate-mode
    /// measurements: the first size whose lines fit the limit with every line
    /// ending at a UAX #14 opportunity or a paragraph end, else the smallest
    /// size, truncated.
    static func referenceResize(_ request: TextRequest, measurer: TextMeasurer) throws -> TextBlock {
        let size = request.style.size
        var candidates: [Double] = []
        var step = 0.0
        while size - step * 0.5 >= size * 0.5 - 1e-9 {
            candidates.append(size - step * 0.5)
            step += 1
        }
        func attempt(_ s: Double, maxLines: Int?) throws -> TextBlock {
            var style = request.style
            style.size = s
            style.lineHeight = request.style.lineHeight.map { $0 * (s / size) }
            style.letterSpacing = request.style.letterSpacing * (s / size)
            var scaled = request
            scaled.style = style
            scaled.fitting = .truncate
            scaled.maxLines = maxLines
            return try measurer.measure(scaled)
        }
        for s in candidates {
            let block = try attempt(s, maxLines: nil)
            let text = block.text
            let opportunities = Set(try Support.breakOpportunities(text, locale: request.locale))
            let utf16 = Array(text.utf16)
            let endsWell = block.lines.allSatisfy { line in
                let end = line.range.upperBound
                return end == utf16.count || opportunities.contains(end)
                    || UnicodeProperties.isMandatoryBreak(utf16[end])
            }
            if endsWell && (request.maxLines.map { block.lines.count <= $0 } ?? true) {
                return try attempt(s, maxLines: request.maxLines)
            }
        }
        return try attempt(candidates.last!, maxLines: request.maxLines)
    }

    static let words = [
        "a", "the", "card", "cards", "geometry", "Storyteller", "promote", "content", "AVATAR", "Wave", "office",
        "Supercalifragilistic", "typography", "—", "1,234.56", "https://example.com/path", "#hashtag",
        "مرحبا", "بالعالم", "שלום", "你好世界", "สวัสดีครับ", "😀", "👩‍👩‍👧‍👦", "👍🏽", "e\u{301}te\u{301}",
        "नमस्ते", "Straße",
    ]

    @Test func resizeEqualsTheLinearScan() throws {
        var random = SeededGenerator(seed: 0xCA4D_6E0)
        let measurer = TextMeasurer(fonts: try Support.fonts())
        var resizedCount = 0
        var truncatedCount = 0
        for index in 0..<300 {
            let wordCount = Int.random(in: 1...10, using: &random)
            var text = ""
            for word in 0..<wordCount {
                if word > 0 {
                    text += ["", " ", " ", " ", " ", "  ", "\n", "-"].randomElement(using: &random)!
                }
                text += Self.words.randomElement(using: &random)!
            }
            let style = TextStyle(
                weight: [400, 600, 700].randomElement(using: &random)!,
                size: [13, 15, 16, 17.5, 22, 24.25, 28].randomElement(using: &random)!,
                lineHeight: [nil, nil, 30, 18.5].randomElement(using: &random)!,
                letterSpacing: [0, 0, 0.5, -0.4, 1.5, -2, -6].randomElement(using: &random)!,
                textCase: [.default, .default, .upper].randomElement(using: &random)!)
            let request = TextRequest(
                text: text, style: style, width: Double.random(in: 20...320, using: &random).rounded(),
                maxLines: [1, 2, 2, 2, 3, nil].randomElement(using: &random)!, fitting: .resize,
                alignment: TextAlignment.allCases.randomElement(using: &random)!,
                direction: LayoutDirection.allCases.randomElement(using: &random)!)
            let block = try measurer.measure(request)
            let expected = try Self.referenceResize(request, measurer: measurer)
            #expect(block.fontSize == expected.fontSize, "case \(index): \(text.debugDescription) width \(request.width)")
            #expect(block.isResized == (expected.fontSize != style.size), "case \(index)")
            #expect(block.isTruncated == expected.isTruncated, "case \(index)")
            #expect(block.lines == expected.lines, "case \(index): \(text.debugDescription)")
            #expect(block.height == expected.height && block.width == expected.width)
            if block.isResized { resizedCount += 1 }
            if block.isTruncated { truncatedCount += 1 }
        }
        // The cases exercise all three outcomes.
        #expect(resizedCount > 30 && truncatedCount > 10 && resizedCount < 270)
    }

    @Test func truncationKeepsTheLongestFittingPrefixOnRandomLatinText() throws {
        var random = SeededGenerator(seed: 42)
        let latin = ["a", "the", "card", "geometry", "AVATAR", "Wave", "office", "To", "typography", "1,234", "—"]
        for _ in 0..<60 {
            let text = (0..<Int.random(in: 2...8, using: &random)).map { _ in latin.randomElement(using: &random)! }
                .joined(separator: " ")
            let style = TextStyle(size: 22, letterSpacing: [0, 0.75].randomElement(using: &random)!)
            let width = Double.random(in: 30...260, using: &random)
            let block = try Support.measure(text, style: style, width: width, maxLines: 1)
            guard block.isTruncated else {
                #expect(try Support.singleLineWidth(text, style: style) <= width + 1e-9)
                continue
            }
            let kept = try Self.expectedKeptText(text, from: 0, to: text.utf16.count, width: width, style: style)
            #expect(block.lines[0].text == kept + Self.ellipsis, "\(text.debugDescription) at \(width)")
        }
    }
}

import Foundation
import Testing

@testable import CardText

/// Line breaking (LinesAndFitting article, "Breaking lines" and "Fitting"): UAX
/// #14 opportunities from ICU, emergency breaks between grapheme clusters,
/// mandatory breaks.
@Suite struct LineBreakingTests {
    struct ConformanceLine: CustomStringConvertible {
        var lineNumber: Int
        var scalars: [UInt32]
        /// Code point positions (after 0) where the test marks a break.
        var breaks: [Int]
        var description: String {
            "line \(lineNumber): " + scalars.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
        }
    }

    static func loadConformanceLines() throws -> [ConformanceLine] {
        let url = try #require(
            Bundle.module.url(forResource: "LineBreakTest-sample", withExtension: "txt", subdirectory: "Fixtures"))
        let contents = try String(contentsOf: url, encoding: .utf8)
        var lines: [ConformanceLine] = []
        for (index, raw) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let tokens = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !tokens.isEmpty else { continue }
            var scalars: [UInt32] = []
            var breaks: [Int] = []
            for token in tokens {
                switch token {
                case "÷": if !scalars.isEmpty { breaks.append(scalars.count) }
                case "×": break
                default: scalars.append(try #require(UInt32(token, radix: 16), "bad token \(token) on line \(index + 1)"))
                }
            }
            lines.append(ConformanceLine(lineNumber: index + 1, scalars: scalars, breaks: breaks))
        }
        return lines
    }

    @Test func unicodeLineBreakTestSample() throws {
        let lines = try Self.loadConformanceLines()
        #expect(lines.count == 589)
        var failures: [String] = []
        var icuTailored: [Int] = []
        for line in lines {
            var units: [UInt16] = []
            var unitOffsets = [0]
            for value in line.scalars {
                let scalar = try #require(Unicode.Scalar(value), "\(line) has a surrogate code point")
                units += Array(String(Character(scalar)).utf16)
                unitOffsets.append(units.count)
            }
            let expected = line.breaks.map { unitOffsets[$0] }
            let actual = try units.withUnsafeBufferPointer { buffer throws(TextError) in
                try TextSegmentation.lineBreaks(buffer, locale: "en")
            }.map { Int($0.offset) }
            if actual != expected {
                // ICU's rule LB 20.09 (not in default UAX #14, ICU-8151): no
                // break after a hyphen at the start of text before a letter.
                let icuTailoring = line.scalars.count == 2 && line.scalars[0] == 0x2D && actual == [expected.last!]
                if icuTailoring { icuTailored.append(line.lineNumber) } else {
                    failures.append("\(line): expected \(expected), got \(actual)")
                }
            }
        }
        // Lines 205 and 217: HYPHEN-MINUS before NUMBER SIGN, SECTION SIGN (AL, AI).
        #expect(icuTailored == [205, 217])
        #expect(failures.isEmpty, "\(failures.count) lines differ:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test func mandatoryBreaksAreFlagged() throws {
        let units = Array("a b\nc\r\nd\u{2028}e\u{2029}f".utf16)
        let breaks = try units.withUnsafeBufferPointer { buffer throws(TextError) in
            try TextSegmentation.lineBreaks(buffer, locale: "en")
        }
        #expect(breaks.map(\.offset) == [2, 4, 7, 9, 11, 12])
        #expect(breaks.map(\.isMandatory) == [false, true, true, true, true, false])
    }

    @Test func thaiIsBrokenByDictionary() throws {
        // สวัสดี|ครับ|ผม|ชื่อ|สมชาย: no spaces, breaks between words only.
        let text = "สวัสดีครับผมชื่อสมชาย"
        #expect(try Support.breakOpportunities(text, locale: "th") == [6, 10, 12, 16, 21])
        #expect(try Support.breakOpportunities(text, locale: "en") == [6, 10, 12, 16, 21])

        // Laid out narrow, every line but an emergency one ends at a word.
        let block = try Support.measure(text, width: 60)
        #expect(block.lines.map(\.text).prefix(3) == ["สวัสดี", "ครับ", "ผมชื่อ"])
        #expect(block.fontFiles == ["NotoSansThai-Regular.ttf"])
    }

    @Test func cjkBreaksBetweenIdeographs() throws {
        #expect(try Support.breakOpportunities("你好世界") == [1, 2, 3, 4])
        // No break before the ideographic full stop (UAX #14 CL).
        #expect(try Support.breakOpportunities("你好。世界") == [1, 3, 4, 5])

        let oneEm = try Support.singleLineWidth("你")
        let block = try Support.measure("你好世界你好", width: oneEm * 2.5)
        #expect(block.lines.map(\.text) == ["你好", "世界", "你好"])
        #expect(!block.isTruncated)
    }

    /// Checks the invariants of an untruncated layout of `text`: lines cover
    /// the text in order, each boundary is a grapheme boundary, each line fits
    /// unless it is a single cluster, and a line ends inside a word only when
    /// that word does not fit (an emergency break). The word is measured
    /// alone, so `checksEmergencyBreaks` is only for text whose words shape
    /// alone as in context (no digits taking an RTL script, say).
    static func checkLayout(_ text: String, width: Double, checksEmergencyBreaks: Bool = true) throws {
        let block = try Support.measure(text, width: width)
        #expect(!block.isTruncated)
        let boundaries = Support.graphemeBoundaries(text)
        let opportunities = Set(try Support.breakOpportunities(text))
        var expectedStart = 0
        for line in block.lines {
            #expect(line.range.lowerBound == expectedStart, "\(line.text.debugDescription) starts where the previous ended")
            #expect(boundaries.contains(line.range.lowerBound) && boundaries.contains(line.range.upperBound))
            #expect(line.text == Support.substring(text, line.range))
            let clusters = line.text.trimmingCharacters(in: .whitespaces).count
            #expect(line.width <= width + 1e-9 || clusters == 1, "\(line.text.debugDescription) overflows")
            if checksEmergencyBreaks && !opportunities.contains(line.range.upperBound) {
                // Emergency: the text up to the next opportunity must not fit.
                let next = try #require(opportunities.sorted().first { $0 > line.range.upperBound })
                let word = Support.substring(text, line.range.lowerBound..<next)
                #expect(try Support.singleLineWidth(word) > width, "\(word.debugDescription) would fit in \(width)")
            }
            expectedStart = line.range.upperBound
        }
        #expect(expectedStart == text.utf16.count)
    }

    @Test(arguments: [10.0, 25, 40, 60, 90, 140])
    func urlsAndHashtagsBreakBetweenClusters(width: Double) throws {
        try Self.checkLayout("https://example.com/a/very/long/path?query=1&b=2 #hashtagthatislong", width: width)
        try Self.checkLayout("#CardGeometryIsGreat #😀👍🏽ok #e\u{301}e\u{301}e\u{301}e\u{301}", width: width)
    }

    @Test func randomTextsKeepTheLayoutInvariants() throws {
        var random = SeededGenerator(seed: 7)
        let words = [
            "a", "card", "geometry", "Supercalifragilistic", "https://example.com/a/b?c=d", "#hashtag", "—", "1,234.56",
            "你好世界", "สวัสดีครับ", "😀", "👩‍👩‍👧‍👦", "👍🏽", "e\u{301}te\u{301}", "नमस्ते", "(quoted)", "don't",
        ]
        let rtlWords = ["مرحبا", "بالعالم", "שלום", "עולם", "١٢٣"]
        for index in 0..<200 {
            let pool = index % 2 == 0 ? words : words + rtlWords
            let text = (0..<Int.random(in: 1...8, using: &random)).map { _ in pool.randomElement(using: &random)! }
                .joined(separator: [" ", " ", "", "  "].randomElement(using: &random)!)
            try Self.checkLayout(
                text, width: Double.random(in: 0...200, using: &random), checksEmergencyBreaks: index % 2 == 0)
        }
    }

    @Test func emergencyBreakOnlyWhenTheWordAloneDoesNotFit() throws {
        // "#CardGeometry" fits alone: it moves to the next line whole; the
        // hashtag sign is not separated from its word.
        let hashtagWidth = try Support.singleLineWidth("#CardGeometry")
        let block = try Support.measure("Follow #CardGeometry today", width: hashtagWidth + 1)
        #expect(block.lines.map(\.text) == ["Follow ", "#CardGeometry ", "today"])

        // A URL narrower than one of its parts is broken between clusters.
        let url = "https://example.com"
        let narrow = try Support.measure(url, width: try Support.singleLineWidth("https://") - 0.01)
        #expect(narrow.lines[0].text == "https:/")
        #expect(narrow.lines.map(\.text).joined() == url)
    }

    @Test func mandatoryBreaksAlwaysBreak() throws {
        let block = try Support.measure("A\r\nB\nC\u{2028}D\u{2029}E")
        #expect(block.lines.map(\.text) == ["A", "B", "C", "D", "E"])
        #expect(block.lines.map(\.range) == [0..<1, 3..<4, 5..<6, 7..<8, 9..<10])
        // A lone CR is a break too; CR LF is one break, not two.
        #expect(try Support.measure("A\rB").lines.map(\.text) == ["A", "B"])
        #expect(try Support.measure("A\r\n\r\nB").lines.map(\.text) == ["A", "", "B"])
    }

    @Test func newlineAloneIsOneEmptyLine() throws {
        let block = try Support.measure("\n")
        #expect(block.lines.count == 1)
        #expect(block.lines[0].text == "")
        #expect(block.lines[0].range == 0..<0)
        #expect(block.lines[0].width == 0)
        #expect(block.height == block.lines[0].height)
        #expect(block.height > 0)
    }

    @Test func breakAtTheVeryEndAddsNoLine() throws {
        for text in ["A\n", "A\r\n", "A\u{2028}", "A\u{2029}"] {
            let block = try Support.measure(text)
            #expect(block.lines.map(\.text) == ["A"], "\(text.debugDescription)")
            #expect(block.lines.map(\.range) == [0..<1])
        }
        #expect(try Support.measure("A\n\n").lines.map(\.text) == ["A", ""])
    }

    @Test func emptyStringIsZeroLines() throws {
        let block = try Support.measure("")
        #expect(block.lines.isEmpty)
        #expect(block.height == 0)
        #expect(block.width == 0)
        #expect(!block.isTruncated)
        #expect(block.fontFiles.isEmpty)
    }

    @Test func linesKeepTrailingWhitespaceWhichHangs() throws {
        let width = try Support.singleLineWidth("Hello world")
        let block = try Support.measure("Hello world", width: width - 0.01)
        #expect(block.lines.map(\.text) == ["Hello ", "world"])
        #expect(block.lines[0].range == 0..<6)
        #expect(block.lines[0].width == (try Support.singleLineWidth("Hello")))
        // Trailing whitespace never pushes a word to the next line.
        let exact = try Support.measure("Hello world      again", width: width)
        #expect(exact.lines.map(\.text) == ["Hello world      ", "again"])
    }

    @Test func noBreakSpaceDoesNotBreakOrHang() throws {
        let width = try Support.singleLineWidth("Hello")
        let block = try Support.measure("Hello\u{00A0}world", width: width + 1)
        // No opportunity at a no-break space: the word is broken by emergency.
        #expect(block.lines.first?.text == "Hello")
        #expect(block.lines.map(\.text).joined() == "Hello\u{00A0}world")
        // A trailing no-break space is not whitespace that hangs: it counts.
        #expect(try Support.singleLineWidth("Hello\u{00A0}") > width)
        #expect(try Support.singleLineWidth("Hello ") == width)
    }
}

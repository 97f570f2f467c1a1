import Testing

@testable import CardText

/// A paragraph's per-cluster facts, kept in one allocation
/// (`ParagraphColumns`) and read through `ParagraphColumn`s, agree with
/// one another and with its runs, and a column read from a paragraph keeps
/// the paragraph's block alive.
@Suite struct ParagraphColumnsTests {
    static func paragraph(_ text: String, rtl: Bool = false, isComplete: Bool = true) throws -> ShapedParagraph {
        let fonts = try Support.fonts()
        let primary = try fonts.face(family: "Inter", weight: 400)
        let selection = FontSelection(
            chain: fonts.fallbackChain(primary: primary, weight: 400), emoji: fonts.emojiFace(weight: 400))
        return try ShapedParagraph(
            units: Array(text.utf16), selection: selection, locale: "en", fallbackRTL: rtl,
            shaper: Shaper(locale: "en"), isComplete: isComplete, advanceBase: 2.5)
    }

    @Test(arguments: ParagraphAnalysisTests.texts)
    func columnsAgree(_ text: String) throws {
        let paragraph = try Self.paragraph(text)
        let count = paragraph.count
        #expect(paragraph.clusterStarts.count == count + 1)
        #expect(paragraph.clusterStarts.first == 0)
        #expect(paragraph.clusterStarts.last == Int32(text.utf16.count))
        #expect(zip(paragraph.clusterStarts, paragraph.clusterStarts.dropFirst()).allSatisfy { $0 < $1 })
        for column in [paragraph.advances.count, paragraph.scripts.count, paragraph.levels.count,
                       paragraph.isWhitespace.count, paragraph.runOfCluster.count] {
            #expect(column == count)
        }
        #expect(paragraph.advanceSums.count == count + 1 && paragraph.spacingCounts.count == count + 1)
        #expect(paragraph.advanceSums[0] == 2.5, "the sums start at the base")
        #expect(paragraph.spacingCounts[0] == 0)
        for cluster in 0..<count {
            #expect(paragraph.advanceSums[cluster + 1] == paragraph.advanceSums[cluster] + paragraph.advances[cluster])
            let spaced: Int32 = paragraph.scripts[cluster].isCursive ? 0 : 1
            #expect(paragraph.spacingCounts[cluster + 1] == paragraph.spacingCounts[cluster] + spaced)
            let run = paragraph.runs[Int(paragraph.runOfCluster[cluster])]
            #expect(run.clusters.contains(cluster))
            #expect(run.level == paragraph.levels[cluster])
        }
        #expect(paragraph.isSafeBreak.count == count + 1)
        #expect(paragraph.isSafeBreak[0] && paragraph.isSafeBreak[count], "a paragraph's ends are safe breaks")
        let opportunities = Array(paragraph.breakOpportunities)
        #expect(opportunities == opportunities.sorted() && Set(opportunities).count == opportunities.count)
        #expect(opportunities.last == (count > 0 ? Int32(count) : nil) || count == 0)
        #expect(paragraph.breaksAreSafe == opportunities.allSatisfy { paragraph.isSafeBreak[Int($0)] })
        #expect(paragraph.isWhitespace.contains(true) == text.contains(" "))
    }

    /// A column holds its paragraph: read after the last reference to the
    /// paragraph is gone, it gives what it gave while the paragraph was held.
    @Test func aColumnOutlivesItsParagraphsOtherReferences() throws {
        func columns() throws -> (sums: ParagraphColumn<Double>, starts: ParagraphColumn<Int32>) {
            let paragraph = try Self.paragraph("Plain text, with words.")
            return (paragraph.advanceSums, paragraph.clusterStarts)
        }
        let kept = try columns()
        let again = try Self.paragraph("Plain text, with words.")
        #expect(kept.sums == again.advanceSums)
        #expect(kept.starts == again.clusterStarts)
        #expect(Array(kept.sums[1...3]) == Array(again.advanceSums[1...3]))
    }

    @Test func columnsOfAnEmptyParagraph() throws {
        let paragraph = try Self.paragraph("")
        #expect(paragraph.count == 0)
        #expect(Array(paragraph.clusterStarts) == [0])
        #expect(Array(paragraph.advanceSums) == [2.5])
        #expect(paragraph.advances.isEmpty && paragraph.levels.isEmpty)
        #expect(Array(paragraph.isSafeBreak) == [true])
    }

    /// An index out of a column's range stops the program, as an array's does.
    @Test func anIndexOutOfRangeStops() async {
        await #expect(processExitsWith: .failure) {
            let paragraph = try ParagraphColumnsTests.paragraph("abc")
            _ = paragraph.advances[paragraph.count]
        }
    }
}

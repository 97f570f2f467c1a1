import Testing

@testable import CardText

/// A paragraph's runs (`ParagraphRuns`, the first held in place): they
/// cover the paragraph's clusters in order, one run where one face, level
/// and script set them all, and are indexed and checked as an array is.
@Suite struct ParagraphRunsTests {
    @Test(arguments: ParagraphAnalysisTests.texts)
    func runsCoverTheClustersInOrder(_ text: String) throws {
        let paragraph = try ParagraphColumnsTests.paragraph(text)
        let runs = Array(paragraph.runs)
        #expect(runs.count == paragraph.runs.count)
        #expect(runs.isEmpty == (paragraph.count == 0))
        var next = 0
        for (index, run) in runs.enumerated() {
            #expect(run.clusters.lowerBound == next && !run.clusters.isEmpty)
            next = run.clusters.upperBound
            for cluster in run.clusters { #expect(paragraph.runOfCluster[cluster] == Int32(index)) }
            if index > 0 {
                let before = runs[index - 1]
                #expect(before.face !== run.face || before.level != run.level || before.script != run.script)
            }
        }
        #expect(next == paragraph.count)
    }

    @Test func aTextInOneFaceIsOneRun() throws {
        #expect(try ParagraphColumnsTests.paragraph("Plain text, with words.").runs.count == 1)
        #expect(try ParagraphColumnsTests.paragraph("abc מרחבא def").runs.count > 1)
    }

    @Test func runsAppendedAreReadInOrder() throws {
        let face = try Support.fonts().face(family: "Inter", weight: 400)
        var runs = ParagraphRuns()
        #expect(runs.isEmpty && runs.count == 0)
        runs.append(ShapedParagraph.Run(clusters: 0..<4, face: face, level: 0, script: .latin))
        #expect(runs.count == 1 && runs[0].clusters == 0..<4)
        runs.append(ShapedParagraph.Run(clusters: 4..<5, face: face, level: 1, script: .latin))
        runs.append(ShapedParagraph.Run(clusters: 5..<9, face: face, level: 0, script: .latin))
        #expect(runs.map(\.clusters) == [0..<4, 4..<5, 5..<9])
        #expect(runs.map(\.level) == [0, 1, 0])
        #expect(runs.last?.clusters == 5..<9)
    }

    @Test func anIndexOutOfRangeStops() async {
        await #expect(processExitsWith: .failure) {
            let paragraph = try ParagraphColumnsTests.paragraph("abc")
            _ = paragraph.runs[paragraph.runs.count]
        }
        await #expect(processExitsWith: .failure) {
            _ = ParagraphRuns()[0]
        }
    }
}

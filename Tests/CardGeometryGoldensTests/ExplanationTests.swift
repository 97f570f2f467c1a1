import CardGeometry
import CardGeometryGoldens
import Testing

@Suite("Differences that say what moved")
struct ExplanationTests {
    @Test("A difference names its path, both values and the change")
    func summary() {
        let width = LayoutDifference(path: "heading.lines[0].frame.width", expected: "279", actual: "278.333")
        #expect(width.summary == "heading.lines[0].frame.width 279 → 278.333 (−0.667)")
        #expect(width.field == "width")
        let grown = LayoutDifference(path: "size.height", expected: "300", actual: "320")
        #expect(grown.summary == "size.height 300 → 320 (+20)")
        let text = LayoutDifference(path: "heading.text", expected: #""A""#, actual: #""B""#)
        #expect(text.summary == #"heading.text "A" → "B""#)
        #expect(text.delta == nil)
        let lines = LayoutDifference(path: "heading.lines", expected: "2 elements", actual: "3 elements")
        #expect(lines.field == "lines")
        #expect(lines.delta == nil)
        #expect(LayoutDifference(path: "layouts[390 L light ltr].height", expected: "1", actual: "2").field == "height")
    }

    @Test("Frames moved by the same amount follow the first cause")
    func followers() {
        let differences = [
            LayoutDifference(path: "heading.frame.height", expected: "44", actual: "64"),
            LayoutDifference(path: "subheading.frame.y", expected: "100", actual: "120"),
            LayoutDifference(path: "subheading.lines[0].frame.y", expected: "100", actual: "120"),
            LayoutDifference(path: "button.frame.y", expected: "300", actual: "320"),
            LayoutDifference(path: "size.height", expected: "400", actual: "420"),
            LayoutDifference(path: "button.label.text", expected: #""Go""#, actual: #""Went""#),
        ]
        let explanation = GoldenExplanation(differences)
        // The card's size grew with the heading: a follower of the same change.
        #expect(explanation.causes.count == 3)
        #expect(explanation.causes[0].summary == "heading.frame.height 44 → 64 (+20); +1 value changed by height +20")
        #expect(explanation.causes[1].summary == "subheading.frame.y 100 → 120 (+20); +2 frames moved by y +20")
        #expect(explanation.causes[2].difference.path == "button.label.text")
        #expect(explanation.causes[2].followers.isEmpty)
        #expect(explanation.headline == "heading.frame.height 44 → 64 (+20); +1 value changed by height +20; and 2 more causes")
        let moved = GoldenExplanation([
            LayoutDifference(path: "a.baseline", expected: "10", actual: "5"),
            LayoutDifference(path: "b.baseline", expected: "20", actual: "15"),
        ])
        #expect(moved.causes[0].followersSummary == "+1 value changed by baseline −5")
        let resized = GoldenExplanation([
            LayoutDifference(path: "size.height", expected: "300", actual: "280"),
            LayoutDifference(path: "card.frame.height", expected: "300", actual: "280"),
        ])
        #expect(resized.causes[0].summary == "size.height 300 → 280 (−20); +1 frame resized by height −20")
    }

    @Test("Failures with the same paths and changes are one group, whatever the case")
    func groups() {
        let shift = [
            LayoutDifference(path: "heading.frame.width", expected: "279", actual: "278.333")
        ]
        let other = [LayoutDifference(path: "heading.frame.width", expected: "279", actual: "270")]
        let sameChangeOtherValues = [
            LayoutDifference(path: "heading.frame.width", expected: "300", actual: "299.333")
        ]
        func failed(_ name: String, _ differences: [LayoutDifference]) -> GoldenResult {
            GoldenResult(goldenCase: GoldenCase(root: "g", name: name), status: .failed, differences: differences)
        }
        let results = [
            failed("a", other), failed("b", shift), failed("c", shift), failed("d", sameChangeOtherValues),
            GoldenResult(goldenCase: GoldenCase(root: "g", name: "e"), status: .passed),
        ]
        let groups = GoldenGroup.groups(results)
        #expect(groups.map(\.cases) == [["g/b", "g/c", "g/d"], ["g/a"]])
        #expect(groups[0].explanation.headline == "heading.frame.width 279 → 278.333 (−0.667)")
        #expect(results[1].fingerprint?.count == 16)
        #expect(results[4].fingerprint == nil)
    }
}

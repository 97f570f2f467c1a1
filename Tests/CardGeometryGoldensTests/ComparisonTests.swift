import CardGeometry
import CardGeometryGoldens
import Foundation
import Testing

@Suite("Golden comparison")
struct ComparisonTests {
    let checker = GoldenChecker(engine: engine)

    @Test("A copy of a repository golden passes; frames within 0.01 pt pass, beyond fail; other values to 3 decimals")
    func tolerance() throws {
        let folder = try goldenCopy([placementCase])
        let goldenCase = GoldenCase(root: folder.path, name: placementCase)
        #expect(checker.check(goldenCase).status == .passed)
        let expected = URL(fileURLWithPath: goldenCase.expectedPath)
        let original = try Data(contentsOf: expected)

        // Within the frame tolerance (and rewritten, so not byte-equal): passes.
        try edit(expected, "\"height\": 201.333\n", "\"height\": 201.34\n")
        #expect(checker.check(goldenCase).status == .passed)

        try original.write(to: expected)
        try edit(expected, "\"height\": 201.333\n", "\"height\": 201.35\n")
        let moved = checker.check(goldenCase)
        #expect(moved.status == .failed)
        #expect(moved.differences.map(\.summary) == ["media.frame.height 201.35 → 201.333 (−0.017)"])

        // A baseline is not a frame: any change at 3 decimals fails.
        try original.write(to: expected)
        let text = try String(contentsOf: expected, encoding: .utf8)
        let baseline = try #require(text.firstRange(of: "\"baseline\": "))
        let end = try #require(text[baseline.upperBound...].firstIndex(of: ","))
        let value = try #require(Double(text[baseline.upperBound..<end]))
        var changed = text
        changed.replaceSubrange(baseline.upperBound..<end, with: NumberText.format(value + 0.002))
        try Data(changed.utf8).write(to: expected)
        let result = checker.check(goldenCase)
        #expect(result.status == .failed)
        #expect(result.differences.count == 1)
        #expect(result.differences.first?.field == "baseline")
        #expect(result.actual == original)
    }

    @Test("Missing, broken and invalid cases say why; a passing case keeps nothing unless asked")
    func statuses() throws {
        let folder = try temporaryFolder()
        try Data(cardInput(title: "Hello").utf8).write(to: folder.appendingPathComponent("new.input.json"))
        try Data(#"{"environment": {"width": 390}, "card": {"id": 3, "title": "x"}}"#.utf8)
            .write(to: folder.appendingPathComponent("bad.input.json"))
        try Data(cardInput(title: "Hi").utf8).write(to: folder.appendingPathComponent("notjson.input.json"))
        try Data("{".utf8).write(to: folder.appendingPathComponent("notjson.expected.json"))
        let cases = GoldenFolder(root: folder.path, files: files(under: folder)).cases
        let results = cases.map { checker.check($0) }
        #expect(results.map(\.status) == [.error, .missing, .error])
        #expect(results[0].message?.contains("bad.input.json: card.id") == true, "\(results[0].message ?? "")")
        #expect(results[1].actual != nil)
        #expect(results[1].message == folder.path + "/new.expected.json is missing")
        #expect(results[2].message?.contains("notjson.expected.json: not a JSON document") == true)

        let recorded = try #require(results[1].actual)
        try recorded.write(to: folder.appendingPathComponent("new.expected.json"))
        let passed = checker.check(cases[1])
        #expect(passed.status == .passed)
        #expect(passed.actual == nil)
        #expect(checker.check(cases[1], keepsActual: true).actual == recorded)
    }
}

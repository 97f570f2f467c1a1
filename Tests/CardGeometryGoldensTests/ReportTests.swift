import CardGeometry
import CardGeometryGoldens
import CardRendering
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("Reports of a golden run")
struct ReportTests {
    /// A run over three copies of repository goldens: one passes, one
    /// fails (a title changed), one has no expected file; and an obsolete file.
    static func sampleRun() throws -> GoldenRun {
        let names = [placementCase, "storyteller-cards/placement/below-button-only", "braze-content-cards/feed/controls-among-cards"]
        let folder = try goldenCopy(names)
        let folderCases = GoldenFolder(root: folder.path, files: files(under: folder)).cases
        // The Braze feed has no expected file; the button-only card's label is longer.
        try FileManager.default.removeItem(atPath: folderCases[0].expectedPath)
        try edit(URL(fileURLWithPath: folderCases[1].inputPath), "\"Open the schedule\"", "\"Open the full schedule for today\"")
        try Data("{}\n".utf8).write(to: folder.appendingPathComponent("storyteller-cards/placement/old.expected.json"))
        let discovered = GoldenFolder(root: folder.path, files: files(under: folder))
        let checker = GoldenChecker(engine: engine)
        let results = discovered.cases.map { checker.check($0) } + discovered.obsolete.map(GoldenResult.init(obsolete:))
        return GoldenRun(results: results, engineVersion: "9.9.9", fontsDigest: "0123456789abcdef0123")
    }

    @Test("The JSON report has the engine, the counts, the groups and every case")
    func json() throws {
        let run = try Self.sampleRun()
        let report = run.json()
        let value = try JSONValue(json: Data(report.utf8))
        guard case .object(let root) = value else { Issue.record("not an object"); return }
        #expect(root.keys == ["schema", "engine", "run", "counts", "groups", "cases"])
        #expect(root["schema"] == .string("card-layout-check/1"))
        #expect(report.contains(#""version": "9.9.9""#))
        #expect(report.contains(#""obsoleteJudged": true"#))
        #expect(report.contains(#""failed": 1"#))
        #expect(report.contains(#""obsolete": 1"#))
        #expect(report.contains(#""path": "button.label.text""#))
    }

    @Test("JUnit: a suite per top folder, a case per case with class name and file, failures with their first cause")
    func junit() throws {
        let run = try Self.sampleRun()
        let xml = run.junitReport().xml()
        let document = try XMLDocument(data: Data(xml.utf8))
        let suites = try document.nodes(forXPath: "/testsuites/testsuite").compactMap { $0 as? XMLElement }
        let names = suites.map { $0.attribute(forName: "name")?.stringValue ?? "" }
        #expect(names.contains("storyteller-cards"))
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.count == run.results.count)
        let failing = try #require(cases.first { $0.attribute(forName: "name")?.stringValue == "below-button-only" })
        #expect(failing.attribute(forName: "classname")?.stringValue?.hasSuffix("storyteller-cards/placement") == true)
        #expect(failing.attribute(forName: "file")?.stringValue?.hasSuffix("below-button-only.input.json") == true)
        let failure = try #require(failing.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == run.results.first { $0.status == .failed }?.headline)
        #expect(failure.stringValue?.contains("button.label.text") == true)
        let obsolete = try #require(cases.first { $0.attribute(forName: "name")?.stringValue == "old.expected.json" })
        #expect(obsolete.elements(forName: "failure").first?.attribute(forName: "type")?.stringValue == "obsolete")
    }

    @Test("Markdown: counts, groups and their first cases; within its budget, saying what was left out")
    func markdown() throws {
        let run = try Self.sampleRun()
        let text = run.markdownReport()
        #expect(text.hasPrefix("## ❌ Golden check: "))
        #expect(text.contains("### Groups"))
        #expect(text.contains("button.label.text"))
        #expect(text.contains("### Obsolete files"))
        let small = run.markdownReport(budget: 1300)
        #expect(small.utf8.count <= 1300)
        #expect(small.contains("left out"))
    }

    @Test("HTML: self-contained, pictures side by side, moved frames outlined expected dashed and actual solid")
    func html() throws {
        let run = try Self.sampleRun()
        let html = GoldenHTMLReport(run: run, engine: engine).html()
        for remote in ["src=\"http", "href=\"http", "url(http", "@import", "<script src", "<link"] {
            #expect(!html.contains(remote), "\(remote)")
        }
        #expect(html.contains("<h2>Groups</h2>"))
        #expect(html.contains("<table class=\"differences\">"))
        let images = html.matches(of: /src="data:image\/svg\+xml;base64,([^"]+)"/).map { String($0.1) }
        #expect(images.count >= 3)
        let svgs = images.compactMap { Data(base64Encoded: $0) }.map { String(decoding: $0, as: UTF8.self) }
        let overlay = try #require(svgs.first { $0.contains("class=\"moved\"") })
        #expect(overlay.contains(#"class="expected""#) && overlay.contains(#"stroke-dasharray="4 3""#))
        #expect(overlay.contains(#"class="actual""#))
        #expect(overlay.contains("class=\"line button.label\""), "the actual card is drawn with its glyphs")
    }
}

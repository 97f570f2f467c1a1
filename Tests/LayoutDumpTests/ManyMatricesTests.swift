import Foundation
import Testing

@Suite("matrix and fit over many inputs: one report with an entry per source, JUnit and Markdown")
struct ManyMatricesTests {
    /// Three cards: a short title (passes), a long one (truncates), and a bad one.
    func library() throws -> URL {
        let folder = try temporaryDirectory().appendingPathComponent("cards")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(cardJSON(title: "Finals").utf8).write(to: folder.appendingPathComponent("a.json"))
        try Data(cardJSON(title: longTitle).utf8).write(to: folder.appendingPathComponent("b.json"))
        try Data(#"{"environment": {"width": 390}, "card": {"title": false}}"#.utf8)
            .write(to: folder.appendingPathComponent("c.json"))
        return folder
    }

    let narrow = ["--widths", "320,1024", "--categories", "L"]

    @Test("--format json: a verdict, the warnings and the failing environments per source; exit 2 when an input is bad")
    func document() throws {
        let folder = try library()
        let result = try run(["matrix", folder.path, "--format", "json", "--fail-on", "truncation:heading"] + narrow)
        #expect(result.status == 2)
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["schema"] as? String == "layout-matrices/1")
        #expect((document["engine"] as? [String: Any])?["version"] is String)
        #expect(document["failOn"] as? [String] == ["truncation:heading"])
        let sources = try #require(document["sources"] as? [[String: Any]])
        #expect(sources.map { $0["source"] as? String } == ["a", "b", "c"].map { "\(folder.path)/\($0).json" })
        #expect(sources.map { $0["verdict"] as? String } == ["pass", "fail", "error"])
        let failures = try #require(sources[1]["failures"] as? [[String: Any]])
        // At 320 pt in both schemes and directions; not at 1024 pt.
        #expect(failures.count == 4)
        #expect(failures.allSatisfy { ($0["environment"] as? [String: Any])?["width"] as? Double == 320 })
        let problems = try #require(failures.first?["problems"] as? [[String: Any]])
        #expect(problems.first?["path"] as? String == "heading")
        #expect(problems.first?["check"] as? String == "truncation")
        #expect(((sources[2]["error"] as? [String: Any])?["path"] as? String) == "card.title")
        let counts = try #require(document["counts"] as? [String: Any])
        #expect(counts["sources"] as? Int == 3 && counts["passed"] as? Int == 1)
        #expect(counts["failed"] as? Int == 1 && counts["errors"] as? Int == 1)
        // Stderr: a summary per input and text, and the totals.
        #expect(result.stderr.contains("\(folder.path)/b.json: --fail-on truncation:heading: 4 of 8 layouts fail"))
        #expect(result.stderr.contains("  heading truncates at 320 pt from L (4 layouts)"))
        #expect(result.stderr.contains("\(folder.path)/c.json: card.title: "))
        #expect(result.stderr.contains("3 inputs: 1 pass, 1 fail, 1 bad"))
    }

    @Test("Exit 1 when a check fails and every input is good; 0 when all pass")
    func exitCodes() throws {
        let folder = try library()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("c.json"))
        let failing = try run(["matrix", folder.path, "--fail-on", "truncation"] + narrow)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("\(folder.path)/a.json"))  // a table per input, named
        #expect(failing.stdout.contains("\(folder.path)/b.json"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("b.json"))
        let passing = try run(["matrix", folder.path, "--fail-on", "truncation"] + narrow)
        #expect(passing.status == 0)
        #expect(passing.stderr.contains("1 input: 1 pass, 0 fail"))
    }

    @Test("--junit and --markdown: a case per source, the failures in both")
    func reports() throws {
        let folder = try library()
        let directory = try temporaryDirectory()
        let junit = directory.appendingPathComponent("matrix.xml"), markdown = directory.appendingPathComponent("matrix.md")
        let result = try run(
            ["matrix", folder.path, "--fail-on", "truncation", "--junit", junit.path, "--markdown", markdown.path] + narrow)
        #expect(result.status == 2)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        let elements = try xmlElements(xml)
        let cases = elements.filter { $0.name == "testcase" }
        #expect(cases.map { $0.attributes["name"] } == ["a", "b", "c"].map { "\(folder.path)/\($0).json" })
        let failures = elements.filter { $0.name == "failure" }
        #expect(failures.count == 2)
        #expect(failures.first?.attributes["message"]?.contains("heading truncates") == true)
        let text = try String(contentsOf: markdown, encoding: .utf8)
        #expect(text.contains("3 inputs: 1 pass, 1 fail, 1 bad"))
        #expect(text.contains("heading truncates at 320 pt from L"))
        #expect(!text.contains("/a.json |"))  // only the sources that failed are listed
    }

    @Test("One file alone keeps the layout-matrix/1 document")
    func singleFile() throws {
        let file = try inputFile(cardJSON(title: "Finals"))
        let result = try run(["matrix", file.path, "--format", "json"] + narrow)
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["schema"] as? String == "layout-matrix/1")
    }

    @Test("fit over a folder: an entry per source, the bad one with its error")
    func fitMany() throws {
        let folder = try library()
        let result = try run(["fit", folder.path, "--format", "json"] + narrow)
        #expect(result.status == 2)
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let sources = try #require(document["sources"] as? [[String: Any]])
        #expect(sources.count == 3)
        #expect((sources[0]["texts"] as? [[String: Any]])?.first?["fitsEverywhere"] as? Bool == true)
        #expect((sources[1]["texts"] as? [[String: Any]])?.first?["fitsEverywhere"] as? Bool == false)
        #expect((sources[2]["error"] as? [String: Any])?["path"] as? String == "card.title")
        let table = try run(["fit", folder.path] + narrow)
        #expect(table.stdout.contains("\(folder.path)/b.json storyteller, 8 layouts"))
    }

    @Test("A long Markdown summary stays within 60 KB, lists what fits and says what was left out")
    func markdownBudget() throws {
        // 700 failing cards over a one-environment matrix: their table rows alone pass 60 KB.
        let stream = (0..<700).map { _ in cardJSON(title: longTitle).replacingOccurrences(of: "\n", with: " ") + "\n" }.joined()
        let directory = try temporaryDirectory()
        let markdown = directory.appendingPathComponent("summary.md"), junit = directory.appendingPathComponent("j.xml")
        let result = try run(
            [
                "matrix", "--ndjson", "-", "--widths", "320", "--categories", "L", "--schemes", "light",
                "--directions", "ltr", "--fail-on", "truncation", "--markdown", markdown.path, "--junit", junit.path,
            ], stdin: Data(stream.utf8))
        #expect(result.status == 1)
        let text = try String(contentsOf: markdown, encoding: .utf8)
        #expect(text.utf8.count <= 60_000)
        #expect(text.contains("700 inputs: 0 pass, 700 fail"))
        #expect(text.contains("| &lt;stdin&gt; line 1 | fail | heading truncates at 320 pt from L (1 layout) |"))
        #expect(text.contains("were left out to keep this under 60 KB; the JUnit report (--junit) has them all."))
        let cases = try xmlElements(try String(contentsOf: junit, encoding: .utf8)).filter { $0.name == "testcase" }
        #expect(cases.count == 700)
    }
}

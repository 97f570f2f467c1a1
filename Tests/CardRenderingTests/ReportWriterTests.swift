import Foundation
import Testing

@testable import CardRendering

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The JUnit and Markdown writers that reports for CI and reviewers share.
@Suite("Report writers")
struct ReportWriterTests {
    private let report = JUnitReport(
        name: "layout-dump check",
        suites: [
            .init(
                name: "storyteller-cards",
                cases: [
                    .init(name: "text/long", classname: "storyteller-cards", file: "Goldens/a.input.json", time: 0.0125),
                    .init(
                        name: "text/<bad> & \"quoted\"", classname: "storyteller-cards", time: 1,
                        failure: .init(
                            message: "heading.frame.y 12 → 32 (+20)", type: "difference",
                            body: "line 1 & <2>\n\u{0}control"),
                        systemOut: "[[ATTACHMENT|pending/a.svg]]"),
                ]),
            .init(name: "empty", cases: []),
        ], timestamp: Date(timeIntervalSince1970: 1_800_000_000))

    @Test("JUnit XML parses, and carries the counts, names, files and failures")
    func junitParses() throws {
        let xml = report.xml()
        let document = try XMLDocument(data: Data(xml.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "2")
        #expect(root.attribute(forName: "failures")?.stringValue == "1")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 2)
        #expect(suites[0].attribute(forName: "timestamp")?.stringValue == "2027-01-15T08:00:00")
        #expect(suites[0].attribute(forName: "time")?.stringValue == "1.013")
        let cases = suites[0].elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["text/long", "text/<bad> & \"quoted\""])
        #expect(cases[0].attribute(forName: "file")?.stringValue == "Goldens/a.input.json")
        #expect(cases[0].attribute(forName: "time")?.stringValue == "0.013")
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "heading.frame.y 12 → 32 (+20)")
        #expect(failure.attribute(forName: "type")?.stringValue == "difference")
        #expect(failure.stringValue == "line 1 & <2>\n\u{FFFD}control")
        #expect(cases[1].elements(forName: "system-out").first?.stringValue == "[[ATTACHMENT|pending/a.svg]]")
        #expect(suites[1].attribute(forName: "tests")?.stringValue == "0")
    }

    @Test("Seconds are written with three decimals")
    func seconds() {
        #expect(JUnitReport.seconds(0) == "0.000")
        #expect(JUnitReport.seconds(0.0004) == "0.000")
        #expect(JUnitReport.seconds(0.0125) == "0.013")
        #expect(JUnitReport.seconds(12.5) == "12.500")
        #expect(JUnitReport.seconds(.nan) == "0.000")
    }

    @Test("Markdown keeps to its budget and says what it left out")
    func markdownBudget() {
        var markdown = MarkdownReport(budget: 2_000, fullReport: "the JUnit report")
        let titled = markdown.append("# Title")
        #expect(titled)
        var appended = 0
        for index in 0..<100 where markdown.append("- case \(index): " + String(repeating: "x", count: 80), leftOutAs: "case") {
            appended += 1
        }
        markdown.append("## Groups", leftOutAs: "group")
        let text = markdown.text()
        #expect(text.utf8.count <= 2_000)
        #expect(appended > 5 && appended < 100)
        #expect(markdown.isTruncated)
        #expect(text.hasSuffix(
            "_\(100 - appended) more cases and 1 more group were left out to keep this under 2 KB; "
                + "the JUnit report has them all._\n"))
    }

    @Test("Markdown that fits is left whole, with no note")
    func markdownWhole() {
        var markdown = MarkdownReport()
        markdown.append("# Title")
        markdown.append(MarkdownReport.table(header: ["case", "change"], rows: [["a|b", "x <y> `z`"]]))
        #expect(!markdown.isTruncated)
        #expect(markdown.text() == "# Title\n\n| case | change |\n| --- | --- |\n| a\\|b | x &lt;y&gt; \\`z\\` |\n")
    }
}

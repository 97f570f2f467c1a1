import CardGeometry
import CardText
import Foundation
import Testing

@testable import CardRendering

@Suite("Matrix report")
struct MatrixReportTests {
    typealias Marks = MatrixReport.TextMarks

    func marks(truncated: Bool = false, resized: Bool = false) -> Marks {
        Marks(truncated: truncated, resized: resized, lineCount: 2, fontSize: resized ? 19.5 : 22)
    }

    /// A 1 width × 2 categories × 1 scheme × 2 directions report, made by hand.
    func handMadeReport() -> MatrixReport {
        let matrix = DeviceMatrix(widths: [320], categories: [.large, .accessibilityExtraExtraExtraLarge], schemes: [.light], directions: [.ltr, .rtl])
        let environments = matrix.environments(base: LayoutEnvironment(width: 1))
        let outcomes: [Result<MatrixReport.Outcome, CardLayoutError>] = [
            .success(.init(height: 300, heading: marks(), subheading: nil, label: marks())),
            .success(.init(height: 300.333, heading: marks(truncated: true), subheading: nil, label: marks())),
            .success(
                .init(height: 412.5, heading: marks(truncated: true, resized: true), subheading: marks(resized: true),
                      label: marks(truncated: true))),
            .failure(CardLayoutError(kind: .invalidValue, path: "theme.cards.style.padding", value: "200", allowed: "smaller")),
        ]
        return MatrixReport(
            matrix: matrix, cardId: "c1",
            entries: zip(environments, outcomes).map { MatrixReport.Entry(environment: $0, outcome: $1) })
    }

    @Test("Cells mark truncated (…) and resized (↓) texts by letter")
    func cellMarks() {
        #expect(MatrixReport.cellMarks(.init(height: 1, heading: marks(), subheading: nil, label: nil)) == "")
        #expect(
            MatrixReport.cellMarks(
                .init(height: 1, heading: marks(truncated: true), subheading: marks(resized: true), label: marks(truncated: true, resized: true)))
                == "h… s↓ b↓…")
    }

    @Test("The summary counts layouts with any truncated or resized text, and failures")
    func summary() {
        let report = handMadeReport()
        #expect(report.truncatedCount == 2)
        #expect(report.resizedCount == 1)
        #expect(report.failedCount == 1)
        #expect(report.summary == "4 layouts: 2 truncated, 1 resized, 1 failed")
    }

    @Test("The table has a row per width and category and a column pair per scheme and direction")
    func table() {
        let table = handMadeReport().table(source: "card.json")
        let lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "card.json: card \"c1\" — card heights in points (display scale 3)")
        #expect(lines[2].split(separator: " ") == ["width", "size", "light", "ltr", "light", "rtl"])
        #expect(lines[3].split(separator: " ") == ["320", "L", "300", "300.333", "h…"])
        #expect(lines[4].split(separator: " ") == ["AX5", "412.5", "h↓…", "s↓", "b…", "error"])
        // Heights are right-aligned under their header.
        let header = lines[2]
        let ltrEnd = header.range(of: "light ltr")!.upperBound.utf16Offset(in: header)
        #expect(lines[3].utf16.count >= ltrEnd)
        #expect(String(lines[3].utf16.prefix(ltrEnd))!.hasSuffix(" 300"))
        #expect(table.contains("marks: … truncated, ↓ resized; h heading, s subheading, b button label\n"))
        #expect(table.contains("errors:\n  width 320, AX5, light, rtl: theme.cards.style.padding: must be smaller, got 200\n"))
        #expect(table.hasSuffix("4 layouts: 2 truncated, 1 resized, 1 failed\n"))
    }

    @Test("Failures list each failing environment with what failed")
    func failures() {
        let report = handMadeReport()
        #expect(report.failures(for: []) == [])
        #expect(
            report.failures(for: [.truncation]) == [
                "width 320, L, light, rtl: heading truncated",
                "width 320, AX5, light, ltr: heading truncated, button label truncated",
            ])
        #expect(
            report.failures(for: [.resize]) == [
                "width 320, AX5, light, ltr: heading resized to 19.5 pt, subheading resized to 19.5 pt"
            ])
    }

    @Test("JSON lists every environment with its height and per-text marks")
    func json() throws {
        let report = handMadeReport()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        #expect(object["schema"] as? String == "layout-matrix/1")
        #expect(object["count"] as? Int == 4)
        #expect(object["truncated"] as? Int == 2)
        #expect(object["failed"] as? Int == 1)
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        #expect(layouts.count == 4)
        let third = layouts[2]
        let environment = try #require(third["environment"] as? [String: Any])
        #expect(environment["contentSizeCategory"] as? String == "AX5")
        #expect(environment["layoutDirection"] as? String == "ltr")
        #expect(third["height"] as? Double == 412.5)
        let heading = try #require(third["heading"] as? [String: Any])
        #expect(heading["truncated"] as? Bool == true && heading["resized"] as? Bool == true)
        #expect(third["subheading"] is [String: Any])
        #expect(layouts[0]["subheading"] is NSNull)
        #expect(layouts[3]["height"] is NSNull)
        #expect((layouts[3]["error"] as? String)?.hasPrefix("theme.cards.style.padding") == true)
    }

    @Test("The matrix runs every combination through the engine, in order")
    func run() throws {
        let matrix = DeviceMatrix(widths: [320, 1024], categories: [.large, .accessibilityExtraExtraExtraLarge], schemes: [.dark], directions: [.ltr, .rtl])
        #expect(matrix.count == 8)
        #expect(DeviceMatrix().count == 480)
        let parsed = try input(
            """
            {"environment": {"width": 390, "displayScale": 2},
             "card": {"id": "long", "title": "Summer Finals: every goal, every save, every story from the weekend and more",
                      "buttonText": "Watch"}}
            """)
        let report = matrix.run(parsed, engine: engine)
        #expect(report.entries.map(\.environment.width) == [320, 320, 320, 320, 1024, 1024, 1024, 1024])
        #expect(report.entries.map(\.environment.layoutDirection) == [.ltr, .rtl, .ltr, .rtl, .ltr, .rtl, .ltr, .rtl])
        #expect(report.entries.allSatisfy { $0.environment.displayScale == 2 && $0.environment.colorScheme == .dark })
        for entry in report.entries {
            var single = parsed
            single.environment = entry.environment
            let layout = try engine.layout(single)
            #expect(entry.layout == MatrixReport.Outcome(layout))
        }
        // The long title is truncated at 320 pt and AX5, not at 1024 pt and L.
        #expect(report.entries[2].layout?.heading?.truncated == true)
        #expect(report.entries[4].layout?.heading?.truncated == false)
        #expect(report.cardId == "long")
    }
}

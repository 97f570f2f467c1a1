import CardGeometry
import CardText
import Foundation
import Testing

@testable import CardRendering

@Suite("Matrix report")
struct MatrixReportTests {
    typealias Marks = MatrixReport.TextMarks

    func marks(_ name: String, truncated: Bool = false, resized: Bool = false) -> Marks {
        Marks(name: name, truncated: truncated, resized: resized, lineCount: 2, fontSize: resized ? 19.5 : 22)
    }

    /// A 1 width × 2 categories × 1 scheme × 2 directions report, made by hand.
    func handMadeReport() -> MatrixReport {
        let matrix = DeviceMatrix(widths: [320], categories: [.large, .accessibilityExtraExtraExtraLarge], schemes: [.light], directions: [.ltr, .rtl])
        let environments = matrix.environments(base: LayoutEnvironment(width: 1))
        let outcomes: [Result<MatrixReport.Outcome, CardLayoutError>] = [
            .success(.init(height: 300, texts: [marks("heading"), marks("button.label")])),
            .success(.init(height: 300.333, texts: [marks("heading", truncated: true), marks("button.label")])),
            .success(
                .init(
                    height: 412.5,
                    texts: [
                        marks("heading", truncated: true, resized: true), marks("subheading", resized: true),
                        marks("button.label", truncated: true),
                    ])),
            .failure(CardLayoutError(kind: .invalidValue, path: "theme.cards.style.padding", value: "200", allowed: "smaller")),
        ]
        return MatrixReport(
            matrix: matrix, kind: .storyteller, cardId: "c1",
            entries: zip(environments, outcomes).map { MatrixReport.Entry(environment: $0, outcome: $1) })
    }

    /// A report of a kind with repeated texts and overflows (a widget stack).
    func widgetReport() -> MatrixReport {
        let matrix = DeviceMatrix(widths: [390], categories: [.large], schemes: [.light], directions: [.ltr, .rtl])
        let environments = matrix.environments(base: LayoutEnvironment(width: 1))
        let outcomes: [Result<MatrixReport.Outcome, CardLayoutError>] = [
            .success(
                .init(
                    height: 640, texts: [marks("widgets[0].stories[0].title"), marks("widgets[0].stories[1].title", truncated: true)],
                    overflows: [LayoutOverflow(name: "widgets[1]", points: 12.5)])),
            .success(.init(height: 640, texts: [marks("widgets[0].stories[0].title")])),
        ]
        return MatrixReport(
            matrix: matrix, kind: .storifyMeWidgets, cardId: nil,
            entries: zip(environments, outcomes).map { MatrixReport.Entry(environment: $0, outcome: $1) })
    }

    @Test("Cells mark truncated (…), resized (↓) and overflowing (+) groups by code")
    func cellMarks() {
        let codes = MarkCodes(names: ["heading", "subheading", "button.label"])
        #expect(MatrixReport.cellMarks(.init(height: 1, texts: [marks("heading")]), codes: codes) == "")
        #expect(
            MatrixReport.cellMarks(
                .init(
                    height: 1,
                    texts: [
                        marks("heading", truncated: true), marks("subheading", resized: true),
                        marks("button.label", truncated: true, resized: true),
                    ]), codes: codes) == "h… s↓ bl↓…")
        let report = widgetReport()
        #expect(report.cellMarks(report.entries[0].layout!) == "wst… w+")
    }

    @Test("Codes are the initials of a name's keys, indexes dropped, numbered when shared")
    func codes() {
        #expect(MarkCodes.group(of: "cards[12].title") == "cards[].title")
        #expect(MarkCodes.group(of: "widgets[0].stories[3].title") == "widgets[].stories[].title")
        #expect(MarkCodes.group(of: #"odd["a b"].x"#) == #"odd["a b"].x"#)
        let codes = MarkCodes(names: [
            "cards[0].title", "cards[0].description", "cards[1].title", "cards[1].domain", "cards[2].description", "message",
        ])
        #expect(codes.groups.map(\.code) == ["ct", "cd", "cd2", "m"])
        #expect(codes.groups.map(\.group) == ["cards[].title", "cards[].description", "cards[].domain", "message"])
        #expect(codes.code(for: "cards[7].domain") == "cd2")
        #expect(codes.code(for: "unknown") == "?")
        // A group first seen in a later layout goes after the one before it there.
        let front = MarkCodes(sequences: [["subheading"], ["heading", "subheading"], ["heading", "subheading", "footer"]])
        #expect(front.groups.map(\.group) == ["heading", "subheading", "footer"])
        let ordered = MarkCodes(sequences: [["heading", "button.label"], ["heading", "subheading", "button.label"]])
        #expect(ordered.groups.map(\.code) == ["h", "s", "bl"])
    }

    @Test("The summary counts layouts with any truncated or resized text, overflows, and failures")
    func summary() {
        let report = handMadeReport()
        #expect(report.truncatedCount == 2)
        #expect(report.resizedCount == 1)
        #expect(report.failedCount == 1)
        #expect(report.summary == "4 layouts: 2 truncated, 1 resized, 1 failed")
        #expect(widgetReport().summary == "2 layouts: 1 truncated, 0 resized, 1 overflowing")
    }

    @Test("The table has a row per width and category and a column pair per scheme and direction")
    func table() {
        let table = handMadeReport().table(source: "card.json")
        let lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "card.json: card \"c1\" — heights in points (display scale 3)")
        #expect(lines[2].split(separator: " ") == ["width", "size", "light", "ltr", "light", "rtl"])
        #expect(lines[3].split(separator: " ") == ["320", "L", "300", "300.333", "h…"])
        #expect(lines[4].split(separator: " ") == ["AX5", "412.5", "h↓…", "s↓", "bl…", "error"])
        // Heights are right-aligned under their header.
        let header = lines[2]
        let ltrEnd = header.range(of: "light ltr")!.upperBound.utf16Offset(in: header)
        #expect(lines[3].utf16.count >= ltrEnd)
        #expect(String(lines[3].utf16.prefix(ltrEnd))!.hasSuffix(" 300"))
        #expect(table.contains("marks: … truncated, ↓ resized, + overflow; h heading, s subheading, bl button.label\n"))
        #expect(table.contains("errors:\n  width 320, AX5, light, rtl: theme.cards.style.padding: must be smaller, got 200\n"))
        #expect(table.hasSuffix("4 layouts: 2 truncated, 1 resized, 1 failed\n"))

        let widgets = widgetReport().table(source: "stack.json")
        #expect(widgets.hasPrefix("stack.json: storifyme.widgets layout — heights in points (display scale 3)\n"))
        #expect(widgets.contains("; wst widgets[].stories[].title, w widgets[]\n"))
    }

    @Test("Failures list each failing environment with what failed, by name")
    func failures() {
        let report = handMadeReport()
        #expect(report.failures(for: []) == [])
        #expect(
            report.failures(for: [.truncation]) == [
                "width 320, L, light, rtl: heading truncated",
                "width 320, AX5, light, ltr: heading truncated, button.label truncated",
            ])
        #expect(
            report.failures(for: [.resize]) == [
                "width 320, AX5, light, ltr: heading resized to 19.5 pt, subheading resized to 19.5 pt"
            ])
        #expect(report.failures(for: [.overflow]) == [])
        #expect(widgetReport().failures(for: [.overflow]) == ["width 390, L, light, ltr: widgets[1] overflows by 12.5 pt"])
    }

    @Test("JSON lists every environment with its height, its texts by name and its overflows")
    func json() throws {
        let report = handMadeReport()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        #expect(object["schema"] as? String == "layout-matrix/1")
        #expect(object["kind"] as? String == "storyteller")
        #expect(object["cardId"] as? String == "c1")
        #expect(object["count"] as? Int == 4)
        #expect(object["truncated"] as? Int == 2)
        #expect(object["overflowing"] as? Int == 0)
        #expect(object["failed"] as? Int == 1)
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        #expect(layouts.count == 4)
        let third = layouts[2]
        let environment = try #require(third["environment"] as? [String: Any])
        #expect(environment["contentSizeCategory"] as? String == "AX5")
        #expect(environment["layoutDirection"] as? String == "ltr")
        #expect(third["height"] as? Double == 412.5)
        let texts = try #require(third["texts"] as? [[String: Any]])
        #expect(texts.map { $0["name"] as? String } == ["heading", "subheading", "button.label"])
        #expect(texts[0]["truncated"] as? Bool == true && texts[0]["resized"] as? Bool == true)
        #expect(texts[1]["size"] as? Double == 19.5 && texts[1]["lines"] as? Int == 2)
        #expect((layouts[0]["texts"] as? [Any])?.count == 2)
        #expect(layouts[3]["height"] is NSNull && layouts[3]["texts"] is NSNull)
        #expect((layouts[3]["error"] as? String)?.hasPrefix("theme.cards.style.padding") == true)

        let widgets = try #require(
            try JSONSerialization.jsonObject(with: Data(widgetReport().json().utf8)) as? [String: Any])
        #expect(widgets["kind"] as? String == "storifyme.widgets")
        #expect(widgets["cardId"] is NSNull)
        let first = try #require((widgets["layouts"] as? [[String: Any]])?.first)
        #expect(first["overflowing"] as? Bool == true)
        let overflows = try #require(first["overflows"] as? [[String: Any]])
        #expect(overflows.count == 1 && overflows[0]["name"] as? String == "widgets[1]" && overflows[0]["points"] as? Double == 12.5)
    }

    @Test("The matrix runs every combination of the input document through the engine, in order")
    func run() throws {
        let matrix = DeviceMatrix(widths: [320, 1024], categories: [.large, .accessibilityExtraExtraExtraLarge], schemes: [.dark], directions: [.ltr, .rtl])
        #expect(matrix.count == 8)
        #expect(DeviceMatrix().count == 480)
        let document = try JSONValue(
            json: Data(
                """
                {"environment": {"width": 390, "displayScale": 2, "locale": "de"},
                 "card": {"id": "long", "title": "Summer Finals: every goal, every save, every story from the weekend and more",
                          "buttonText": "Watch"}}
                """.utf8))
        let report = matrix.run(document, engine: engine)
        #expect(report.entries.map(\.environment.width) == [320, 320, 320, 320, 1024, 1024, 1024, 1024])
        #expect(report.entries.map(\.environment.layoutDirection) == [.ltr, .rtl, .ltr, .rtl, .ltr, .rtl, .ltr, .rtl])
        #expect(report.entries.allSatisfy { $0.environment.displayScale == 2 && $0.environment.colorScheme == .dark })
        #expect(report.entries.allSatisfy { $0.environment.locale == "de" })
        for entry in report.entries {
            let single = EnvironmentOverrides(
                width: entry.environment.width, contentSizeCategory: entry.environment.contentSizeCategory,
                colorScheme: .dark, layoutDirection: entry.environment.layoutDirection)
            let layout = try engine.layout(engine.input(jsonValue: document, replacing: single))
            #expect(entry.layout == MatrixReport.Outcome(layout))
            #expect(entry.layout?.height == layout.size.height)
        }
        // The long title is truncated at 320 pt and AX5, not at 1024 pt and L.
        #expect(report.entries[2].layout?.texts.first { $0.name == "heading" }?.truncated == true)
        #expect(report.entries[4].layout?.texts.first { $0.name == "heading" }?.truncated == false)
        #expect(report.cardId == "long")
        #expect(report.kind == .storyteller)
    }

    @Test("An environment that cannot be laid out is an error entry; the kind still comes from the input")
    func runErrors() throws {
        let document = try JSONValue(
            json: Data(#"{"environment": {"width": 1024}, "theme": {"cards": {"style": {"marginHorizontal": 150}}}, "card": {"title": "x"}}"#.utf8))
        let report = DeviceMatrix(widths: [320], categories: [.large], schemes: [.light], directions: [.ltr]).run(document, engine: engine)
        #expect(report.failedCount == 1)
        #expect(report.kind == .storyteller)
        #expect(report.cardId == nil)
    }
}

import CardGeometry
import Testing

@testable import CardRendering

@Suite("Layout table")
struct LayoutTableTests {
    /// The table's rows (between the header line and the first blank line after it).
    func rows(_ table: String) -> [String] {
        let lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = lines.firstIndex { $0.hasPrefix("element") }!
        let end = lines[start...].firstIndex { $0.isEmpty }!
        return Array(lines[start..<end])
    }

    @Test("Every frame has a row with x, y, width and height, right-aligned")
    func frames() {
        let table = LayoutTable.render(handMadeLayout(), source: "card.json")
        let rows = rows(table)
        #expect(rows[0].split(separator: " ").prefix(8) == ["element", "x", "y", "width", "height", "size", "marks", "details"])
        let names = rows.dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names == ["card", "media", "textContainer", "heading", "line", "line", "subheading", "button", "label", "line"])
        let card = rows.first { $0.hasPrefix("card") }!
        #expect(card.split(separator: " ").prefix(5) == ["card", "16", "0", "358", "321.333"])
        // Right-aligned numbers end in the same column.
        let header = rows[0]
        let heightEnd = header.range(of: "height")!.upperBound.utf16Offset(in: header)
        for row in rows.dropFirst() where !row.contains(" - ") {
            let prefix = String(row.utf16.prefix(heightEnd))!
            #expect(prefix.last != " ", "height column misaligned in \(row)")
        }
        #expect(table.hasPrefix("card.json: card \"hand\" — 390 × 321.333 pt (card-layout/1, storyteller)\n"))
    }

    @Test("Texts show their size, marks and quoted lines; absent parts say none")
    func texts() {
        let table = LayoutTable.render(handMadeLayout(headingTruncated: true, labelResized: true))
        let rows = rows(table)
        let heading = rows.first { $0.hasPrefix("heading") }!
        #expect(heading.contains("  22  …  "))
        #expect(heading.hasSuffix("Inter 600, #1A1A1AFF, start, 2 lines"))
        let label = rows.first { $0.hasPrefix("  label") }!
        #expect(label.contains("15.5  ↓"))
        #expect(rows.contains { $0.hasPrefix("  line 2") && $0.hasSuffix(#""goal, every save…""#) })
        #expect(rows.contains { $0.hasPrefix("    line 1") && $0.hasSuffix(#""WATCH \"NOW\"\t""#) })
        #expect(rows.contains { $0.hasPrefix("subheading") && $0.hasSuffix("none") })
        #expect(rows.contains { $0.hasPrefix("textContainer") && $0.hasSuffix("none") })
        let button = rows.first { $0.hasPrefix("button") }!
        #expect(button.hasSuffix("radius 22, background #E4002BFF, outline #FFFFFFFF × 1"))
        #expect(table.contains("warnings:\n  card.extra: unknown key, ignored\n"))
    }

    @Test("Marks: ↓ for resized, … for truncated, both when both")
    func marks() {
        #expect(LayoutTable.marks(truncated: false, resized: false) == "")
        #expect(LayoutTable.marks(truncated: true, resized: false) == "…")
        #expect(LayoutTable.marks(truncated: false, resized: true) == "↓")
        #expect(LayoutTable.marks(truncated: true, resized: true) == "↓…")
        let untouched = LayoutTable.render(handMadeLayout(headingTruncated: false))
        #expect(!rows(untouched).contains { $0.contains("…  ") || $0.contains("↓") })
    }

    @Test("A real layout's table lists each line of each text")
    func realLayout() throws {
        let (_, layout) = try sampleLayout(title: "Summer Finals: every goal, every save, every story from the weekend")
        let rows = rows(LayoutTable.render(layout))
        let lineRows = rows.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("line ") }
        let lineCount = (layout.heading?.lines.count ?? 0) + (layout.subheading?.lines.count ?? 0)
            + (layout.button?.label.lines.count ?? 0)
        #expect(lineRows.count == lineCount)
        for line in layout.heading!.lines {
            #expect(lineRows.contains { $0.hasSuffix(DisplayText.quoted(line.text)) })
        }
    }
}

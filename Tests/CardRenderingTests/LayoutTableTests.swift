import CardGeometry
import Foundation
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
        let table = LayoutTable.render(.storyteller(handMadeLayout()), source: "card.json")
        let rows = rows(table)
        #expect(rows[0].split(separator: " ").prefix(8) == ["element", "x", "y", "width", "height", "size", "marks", "details"])
        let names = rows.dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names == ["card", "media", "heading", "line", "line", "button", "button.label", "line"])
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

    @Test("Texts show their size, marks and quoted lines; parts their other members")
    func texts() {
        let table = LayoutTable.render(.storyteller(handMadeLayout(headingTruncated: true, labelResized: true)))
        let rows = rows(table)
        let heading = rows.first { $0.hasPrefix("heading") }!
        #expect(heading.contains("  22  …  "))
        #expect(heading.hasSuffix("Inter 600, face Inter-SemiBold.otf, #1A1A1AFF, start, 2 lines"))
        let label = rows.first { $0.hasPrefix("button.label") }!
        #expect(label.contains("15.5  ↓"))
        #expect(rows.contains { $0.hasPrefix("  line 2") && $0.hasSuffix(#""goal, every save…""#) })
        #expect(rows.contains { $0.hasPrefix("  line 1") && $0.hasSuffix(#""WATCH \"NOW\"\t""#) })
        // Absent parts (null in the JSON) have no row.
        #expect(!rows.contains { $0.hasPrefix("subheading") || $0.hasPrefix("textContainer") })
        let button = rows.first { $0.hasPrefix("button ") }!
        #expect(button.hasSuffix("radius 22, background #E4002BFF, outline #FFFFFFFF × 1"))
        #expect(rows.first { $0.hasPrefix("media") }!.hasSuffix("image, radius 12"))
        #expect(table.contains("\nbehavior: reloadOnExit true, reloadOnForeground false\n"))
        #expect(table.contains("warnings:\n  card.extra: unknown key, ignored [unknown-key]\n"))
    }

    @Test("Marks: ↓ for resized, … for truncated, both when both")
    func marks() {
        #expect(LayoutTable.marks(truncated: false, resized: false) == "")
        #expect(LayoutTable.marks(truncated: true, resized: false) == "…")
        #expect(LayoutTable.marks(truncated: false, resized: true) == "↓")
        #expect(LayoutTable.marks(truncated: true, resized: true) == "↓…")
        let untouched = LayoutTable.render(.storyteller(handMadeLayout(headingTruncated: false)))
        #expect(!rows(untouched).contains { $0.contains("…  ") || $0.contains("↓") })
    }

    @Test("A real layout's table lists each line of each text")
    func realLayout() throws {
        let layout = try sampleLayout(title: "Summer Finals: every goal, every save, every story from the weekend")
        let rows = rows(LayoutTable.render(layout))
        let lineRows = rows.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("line ") }
        #expect(lineRows.count == layout.textBlocks.reduce(0) { $0 + $1.block.lines.count })
        for line in layout.storyteller!.heading!.lines {
            #expect(lineRows.contains { $0.hasSuffix(DisplayText.quoted(line.text)) })
        }
    }
}

/// The table of a layout JSON tree made by hand, shaped like other kinds'.
@Suite("Layout table of any kind")
struct GenericLayoutTableTests {
    func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        #"{"x": \#(x), "y": \#(y), "width": \#(width), "height": \#(height)}"#
    }

    var json: JSONValue {
        let text = """
            {"schema": "card-layout/1", "kind": "braze.contentCards", "size": {"width": 390, "height": 500},
             "feed": {"frame": \(frame(0, 0, 390, 500)), "backgroundColor": "#F2F2F7FF", "context": "navigation",
                      "doneButton": false, "title": null},
             "cards": [
               {"id": "c1", "type": "classic", "pinned": true, "viewed": false, "position": 0,
                "frame": \(frame(16, 10, 358, 120)), "backgroundColor": null, "cornerRadius": 0,
                "border": {"width": 1, "color": "#E5E5EAFF"}, "shadow": null,
                "image": {"frame": \(frame(28, 22, 60, 60)), "cornerRadius": 4, "url": "https://cdn.example/w.png"},
                "title": {"frame": \(frame(100, 22, 262, 40)), "text": "Members only", "color": "#1A1A1AFF",
                          "alignment": "start", "font": {"family": "Inter", "weight": 700, "size": 16.5, "file": "Inter-Bold.otf"},
                          "truncated": true, "resized": true,
                          "lines": [{"text": "Members", "frame": \(frame(100, 22, 70.25, 20)), "baseline": 38, "width": 70.25,
                                     "range": [0, 7], "fonts": ["Inter-Bold.otf"]},
                                    {"text": "only…", "frame": \(frame(100, 42, 40, 20)), "baseline": 58, "width": 40,
                                     "range": [8, 12], "fonts": ["Inter-Bold.otf"]}]},
                "pin": {"frame": \(frame(350, 10, 24, 24)), "color": "#0A84FFFF"}},
               {"id": "c2", "type": "banner", "frame": null, "image": null}],
             "content": {"frame": \(frame(0, 500, 390, 100)), "viewport": \(frame(0, 500, 390, 80)), "alpha": 1},
             "mapButtons": {"alpha": 0.5, "top": {"frame": \(frame(340, 60, 40, 81)), "buttons": [\(frame(340, 60, 40, 40)), \(frame(340, 101, 40, 40))]}},
             "hidden": [{"id": "c9", "reason": "dismissed"}],
             "positions": {"extended": 100, "peaking": 400.5},
             "message": null,
             "warnings": [{"path": "cards[1].colour", "code": "unknown-key", "message": "unknown key, ignored"}]}
            """
        return try! JSONValue(json: Data(text.utf8))
    }

    func table() -> [String] {
        LayoutTable.render(json: json, source: "feed.json").split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    func cells(_ line: String) -> [String] { line.split(separator: " ").map(String.init) }

    @Test("Every part and every other frame is a row named by its JSON path, in document order")
    func rowNames() {
        let lines = table()
        #expect(lines[0] == "feed.json: braze.contentCards layout — 390 × 500 pt (card-layout/1, braze.contentCards)")
        let start = lines.firstIndex { $0.hasPrefix("element") }!
        let rows = lines[(start + 1)...].prefix { !$0.isEmpty }
        #expect(rows.map { cells($0)[0] } == [
            "feed", "cards[0]", "cards[0].image", "cards[0].title", "line", "line", "cards[0].pin", "cards[1]",
            "content", "content.viewport", "mapButtons", "mapButtons.top", "mapButtons.top.buttons[0]", "mapButtons.top.buttons[1]",
        ])
        let viewport = rows.first { $0.hasPrefix("content.viewport ") }!
        #expect(cells(viewport) == ["content.viewport", "0", "500", "390", "80"])
        // A part whose frame is null has dashes.
        #expect(cells(rows.first { $0.hasPrefix("cards[1] ") }!) == ["cards[1]", "-", "-", "-", "-", "banner,", "id", "c2"])
    }

    @Test("A part's details are its other members; a text block's its size, marks, font and lines")
    func details() {
        let lines = table()
        func row(_ name: String) -> String { lines.first { $0.hasPrefix(name + " ") }! }
        #expect(row("feed").hasSuffix("  background #F2F2F7FF, context navigation"))
        #expect(row("cards[0]").hasSuffix("  classic, id c1, pinned, position 0, background none, square, border #E5E5EAFF × 1"))
        #expect(row("cards[0].image").hasSuffix("  radius 4, url https://cdn.example/w.png"))
        #expect(row("cards[0].pin").hasSuffix("  #0A84FFFF"))
        let title = cells(row("cards[0].title"))
        #expect(title[1...7] == ["100", "22", "262", "40", "16.5", "↓…", "Inter"])
        #expect(row("cards[0].title").hasSuffix("Inter 700, face Inter-Bold.otf, #1A1A1AFF, start, 2 lines"))
        #expect(lines.contains { $0.hasPrefix("  line 2 ") && $0.hasSuffix(#""only…""#) })
        #expect(row("content").hasSuffix("  alpha 1"))
        // An object that holds parts but has no frame shows its own values on a row of dashes.
        #expect(cells(row("mapButtons")) == ["mapButtons", "-", "-", "-", "-", "alpha", "0.5"])
    }

    @Test("A text's row names the faces that drew it, not only the style's")
    func drawingFaces() throws {
        let korean = """
            {"kind": "braze.contentCards", "environment": {"width": 390, "locale": "ko"},
             "cards": [{"id": "k1", "type": "classic", "title": "여름 결승전 Finals", "cardDescription": "Summer finals"}]}
            """
        let layout = try engine.layout(json: Data(korean.utf8))
        let rows = LayoutTable.render(layout).split(separator: "\n").map(String.init)
        let title = try #require(rows.first { $0.hasPrefix("cards[0].title ") })
        #expect(title.contains("Inter 700, faces NanumGothicBold.ttf + Inter-Bold.otf, "), "\(title)")
        let description = try #require(rows.first { $0.hasPrefix("cards[0].description ") })
        #expect(description.contains(", face Inter-Regular.otf, "), "\(description)")
    }

    @Test("The root's other values and the warnings close the table")
    func footer() {
        let lines = table()
        let end = Array(lines.suffix(from: lines.firstIndex { $0.hasPrefix("marks:") }!))
        #expect(end == [
            "marks: … truncated, ↓ resized; frames in points, origin top-left",
            "hidden: {id c9, reason dismissed}",
            "positions: extended 100, peaking 400.5",
            "message: none",
            "warnings:",
            "  cards[1].colour: unknown key, ignored [unknown-key]",
            "",
        ])
    }
}

import CardGeometry
import Foundation
import Testing

@Suite("layout-dump FILE")
struct LayoutCommandTests {
    @Test("The JSON output is the library's layout of the same input, pretty, with a final newline")
    func jsonEqualsLibrary() throws {
        let result = try run([exampleCard.path])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let expected = try engine.layout(StorytellerCardInput(json: Data(contentsOf: exampleCard)))
        #expect(result.stdout == expected.jsonString(pretty: true) + "\n")
        // It reads back as the same layout (to the 3 decimals written).
        #expect(try StorytellerCardLayout(json: Data(result.stdout.utf8)).differences(from: expected).isEmpty)
    }

    @Test("Options replace the input's environment")
    func overrides() throws {
        let result = try run([
            exampleCard.path, "--width", "320", "--category", "AX5", "--scheme", "dark", "--direction", "rtl",
            "--scale", "2",
        ])
        #expect(result.status == 0)
        var input = try StorytellerCardInput(json: Data(contentsOf: exampleCard))
        input.environment.width = 320
        input.environment.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        input.environment.colorScheme = .dark
        input.environment.layoutDirection = .rtl
        input.environment.displayScale = 2
        let expected = try engine.layout(input)
        #expect(result.stdout == expected.jsonString(pretty: true) + "\n")
        #expect(expected != (try engine.layout(StorytellerCardInput(json: Data(contentsOf: exampleCard)))))
    }

    @Test("- reads standard input; a width option completes an input without one")
    func standardInput() throws {
        let json = #"{"card": {"title": "Hello", "buttonText": "Go"}}"#
        let result = try run(["-", "--width", "375"], stdin: Data(json.utf8))
        #expect(result.status == 0)
        let expected = try engine.layout(
            json: Data(#"{"environment": {"width": 375}, "card": {"title": "Hello", "buttonText": "Go"}}"#.utf8))
        #expect(result.stdout == expected.jsonString(pretty: true) + "\n")
    }

    @Test("The bundled fonts are found from another working directory")
    func otherDirectory() throws {
        let directory = try temporaryDirectory()
        let result = try run([exampleCard.path, "--format", "table"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.contains("heading"))
    }

    @Test("The table lists every frame, each text's lines, size and marks")
    func table() throws {
        let url = try inputFile(cardJSON(title: longTitle))
        let result = try run([url.path, "--format", "table"])
        #expect(result.status == 0)
        let layout = try engine.layout(StorytellerCardInput(json: Data(contentsOf: url)))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "\(url.path): card \"c1\" — 390 × \(format(layout.size.height)) pt (card-layout/1, storyteller)")
        func row(_ name: String) -> [String]? {
            lines.first { $0.hasPrefix(name + " ") }.map { $0.split(separator: " ").map(String.init) }
        }
        let card = layout.card.frame
        #expect(row("card")?.prefix(5) == ["card", format(card.x), format(card.y), format(card.width), format(card.height)])
        let heading = try #require(layout.heading)
        #expect(heading.truncated)
        let headingRow = try #require(row("heading"))
        #expect(headingRow[5] == format(heading.font.size) && headingRow[6] == "…")
        for (index, line) in heading.lines.enumerated() {
            #expect(lines.contains { $0.hasPrefix("  line \(index + 1) ") && $0.hasSuffix("\"\(line.text)\"") })
        }
        #expect(row("button.label") != nil)
        #expect(lines.contains { $0.hasPrefix("  line 1 ") && $0.hasSuffix("\"Watch now\"") })
        #expect(row("subheading")?[6] != "…")
    }

    @Test("A resized text is marked ↓ in the table")
    func resizedMark() throws {
        let url = try inputFile(cardJSON(title: longTitle, width: 320, mode: "resize"))
        let layout = try engine.layout(StorytellerCardInput(json: Data(contentsOf: url)))
        #expect(layout.heading?.resized == true)
        let result = try run([url.path, "--format", "table"])
        let heading = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("heading ") })
        #expect(heading.contains(" ↓"))
        #expect(heading.contains(" \(format(layout.heading!.font.size)) "))
    }

    @Test("The SVG is well-formed, has one text group per line and, with --frames, every frame")
    func svg() throws {
        let url = try inputFile(cardJSON(title: longTitle))
        let layout = try engine.layout(StorytellerCardInput(json: Data(contentsOf: url)))
        let lineCount = layout.heading!.lines.count + layout.subheading!.lines.count + layout.button!.label.lines.count

        let plain = try run([url.path, "--format", "svg"])
        #expect(plain.status == 0)
        let elements = try xmlElements(plain.stdout)
        #expect(elements.first?.name == "svg")
        let groups = elements.filter { $0.name == "g" && $0.attributes["class"]?.hasPrefix("line ") == true }
        #expect(groups.count == lineCount)
        #expect(groups.map { $0.attributes["id"] ?? "" }.prefix(2) == ["heading-0", "heading-1"])
        #expect(!elements.contains { $0.attributes["class"]?.hasPrefix("frame ") == true })

        let framed = try run([url.path, "--format", "svg", "--frames"])
        let rects = try xmlElements(framed.stdout).filter { $0.name == "rect" && $0.attributes["class"]?.hasPrefix("frame ") == true }
        #expect(rects.count == 3 + 2 + lineCount + 2)  // card, container, media; button; 3 text blocks; lines
        func rect(_ name: String) -> [String]? {
            rects.first { $0.attributes["data-name"] == name }.map { r in ["x", "y", "width", "height"].map { r.attributes[$0] ?? "" } }
        }
        func cells(_ frame: StorytellerCardLayout.Rect) -> [String] { [frame.x, frame.y, frame.width, frame.height].map(format) }
        #expect(rect("card") == cells(layout.card.frame))
        #expect(rect("media") == cells(layout.media.frame))
        #expect(rect("textContainer") == cells(layout.textContainer!.frame))
        #expect(rect("heading") == cells(layout.heading!.frame))
        #expect(rect("heading-1") == cells(layout.heading!.lines[1].frame))
        #expect(rect("button") == cells(layout.button!.frame))
        #expect(rect("button.label") == cells(layout.button!.label.frame))
    }

    @Test("-o writes the output to a file and nothing to stdout")
    func outputFile() throws {
        let directory = try temporaryDirectory()
        let target = directory.appendingPathComponent("card.svg")
        let result = try run([exampleCard.path, "--format", "svg", "-o", target.path])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOf: target, encoding: .utf8)
        #expect(written.hasPrefix("<?xml"))
        #expect(try xmlElements(written).contains { $0.attributes["id"] == "button.label-0" })

        let json = directory.appendingPathComponent("card.json")
        #expect(try run([exampleCard.path, "--output", json.path]).status == 0)
        let expected = try engine.layout(StorytellerCardInput(json: Data(contentsOf: exampleCard)))
        #expect(try String(contentsOf: json, encoding: .utf8) == expected.jsonString(pretty: true) + "\n")
    }

    @Test("Warnings go to stderr; --strict makes them an error with exit 2")
    func warnings() throws {
        let url = try inputFile(cardJSON(title: "Hi", extra: #", "extra": true"#))
        let lenient = try run([url.path])
        #expect(lenient.status == 0)
        #expect(lenient.stderr == "\(url.path): warning: extra: unknown key, ignored [unknown-key]\n")
        #expect(lenient.stdout.contains(#""code": "unknown-key""#))

        let strict = try run([url.path, "--strict"])
        #expect(strict.status == 2)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr.contains("\(url.path): warning: extra: unknown key, ignored"))
        #expect(strict.stderr.contains("1 input warning with --strict"))
    }
}

func format(_ value: Double) -> String {
    // The three-decimal form layouts are written in.
    let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
    if thousandths == 0 { return "0" }
    var text = String(format: "%.3f", thousandths / 1000)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

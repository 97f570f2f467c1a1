import Foundation
import Testing

@Suite("--base: a partial input merged under every input")
struct BaseTests {
    /// The example card split into a base (everything but the card) and the card.
    func split() throws -> (base: URL, card: URL) {
        let example = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: exampleCard)) as? [String: Any])
        let directory = try temporaryDirectory()
        var base = example
        base["card"] = nil
        let baseURL = directory.appendingPathComponent("base.json")
        try JSONSerialization.data(withJSONObject: base).write(to: baseURL)
        let cardURL = directory.appendingPathComponent("card.json")
        try JSONSerialization.data(withJSONObject: ["card": example["card"]!]).write(to: cardURL)
        return (baseURL, cardURL)
    }

    @Test("A card over the base lays out as the whole input does, byte for byte")
    func sameLayout() throws {
        let (base, card) = try split()
        let merged = try run([card.path, "--base", base.path])
        let whole = try run([exampleCard.path])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout == whole.stdout)
        // Without the base the card alone is laid out otherwise (no theme, no width).
        #expect(try run([card.path]).stdout != whole.stdout)
    }

    @Test("The input's own values win, deep inside objects")
    func inputWins() throws {
        let (base, _) = try split()
        let card = try inputFile(
            #"{"environment": {"width": 320}, "theme": {"cards": {"style": {"heading": {"textSize": 30}}}}, "card": {"title": "Finals"}}"#)
        let result = try run([card.path, "--base", base.path])
        #expect(result.status == 0, "\(result.stderr)")
        let layout = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((layout["size"] as? [String: Any])?["width"] as? Double == 320)
        let heading = try #require(layout["heading"] as? [String: Any])
        #expect((heading["font"] as? [String: Any])?["size"] as? Double == 30)
        // The base's values under it stay: its heading letter spacing, its primary color…
        let wholeHeading = try #require(
            (JSONSerialization.jsonObject(with: Data(try run([exampleCard.path]).stdout.utf8)) as? [String: Any])?["heading"]
                as? [String: Any])
        #expect(heading["color"] as? String == wholeHeading["color"] as? String)
    }

    @Test("A bad value from the base is named by its path in the input, under the input's name")
    func errorPaths() throws {
        let directory = try temporaryDirectory()
        let base = directory.appendingPathComponent("base.json")
        try Data(#"{"environment": {"width": 390}, "theme": {"cards": {"style": {"heading": {"textSize": -3}}}}}"#.utf8)
            .write(to: base)
        let card = try inputFile(#"{"card": {"title": "Finals", "titel": "x"}}"#)
        let result = try run([card.path, "--base", base.path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(card.path): theme.cards.style.heading.textSize: must be > 0"), "\(result.stderr)")
        // Warnings too: an unknown key of the base is at its path in the input.
        try Data(#"{"environment": {"width": 390}, "theme": {"cards": {"styl": {}}}}"#.utf8).write(to: base)
        let warned = try run([card.path, "--base", base.path])
        #expect(warned.status == 0)
        #expect(warned.stderr.contains("theme.cards.styl"), "\(warned.stderr)")
        #expect(warned.stderr.contains("card.titel"), "\(warned.stderr)")
    }

    @Test("A base that is not a JSON object is a usage error naming it")
    func badBase() throws {
        let card = try inputFile(cardJSON(title: "Finals"))
        for text in ["[1, 2]", "{\"theme\": "] {
            let base = try inputFile(text, name: "base.json")
            let result = try run([card.path, "--base", base.path])
            #expect(result.status == 2, "\(text)")
            #expect(result.stderr.contains("\(base.path) (--base): "), "\(result.stderr)")
        }
        let missing = try run([card.path, "--base", "/nonexistent/base.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/base.json: no such file"))
    }

    @Test("matrix and fit take the base too")
    func otherCommands() throws {
        let (base, card) = try split()
        let matrix = try run(["matrix", card.path, "--base", base.path, "--widths", "320", "--format", "json"])
        let whole = try run(["matrix", exampleCard.path, "--widths", "320", "--format", "json"])
        #expect(matrix.status == 0)
        #expect(matrix.stdout == whole.stdout)
        let fit = try run(["fit", card.path, "--base", base.path, "--widths", "320"])
        #expect(fit.status == 0)
        #expect(fit.stdout.contains("heading: "))
    }
}

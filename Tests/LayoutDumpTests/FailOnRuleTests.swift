import Foundation
import Testing

@Suite("matrix --fail-on rules per text and --categories ranges")
struct FailOnRuleTests {
    @Test("truncation:PATH fails only on the texts it names")
    func limitedToTexts() throws {
        let url = try inputFile(cardJSON(title: longTitle))
        let matrix = ["matrix", url.path, "--widths", "320", "--categories", "L", "--format", "json"]
        let heading = try run(matrix + ["--fail-on", "truncation:heading"])
        #expect(heading.status == 1)
        #expect(heading.stderr.contains("--fail-on truncation:heading: 4 of 4 layouts fail"))
        #expect(heading.stderr.contains("  heading truncates at 320 pt from L (4 layouts)"))
        // The subheading and the button fit: a rule limited to them passes.
        let others = try run(matrix + ["--fail-on", "truncation:subheading,button.label"])
        #expect(others.status == 0, "\(others.stderr)")
        #expect(others.stderr.isEmpty)
        // A pattern names a path and everything inside it: `button` covers button.label.
        let tooLong = try inputFile(cardJSON(title: "Finals", extra: "").replacingOccurrences(
            of: "\"Watch now\"", with: "\"Watch every goal of the whole season now, all of it\""))
        let button = try run(["matrix", tooLong.path, "--widths", "320", "--categories", "L", "--fail-on", "truncation:button"])
        #expect(button.status == 1)
        #expect(button.stderr.contains("button.label truncates"))
    }

    @Test("cards[].title matches every card's title, and only titles")
    func anyIndex() throws {
        let feed = packageRoot.appendingPathComponent("Examples/braze-content-cards.json")
        let titles = try run(["matrix", feed.path, "--widths", "320", "--categories", "AX5", "--fail-on", "truncation:cards[].title"])
        let all = try run(["matrix", feed.path, "--widths", "320", "--categories", "AX5", "--fail-on", "truncation"])
        #expect(all.status == 1)
        let failing = all.stderr.split(separator: "\n").filter { $0.hasPrefix("  cards[") && $0.contains(".title ") }
        if failing.isEmpty {
            #expect(titles.status == 0)
        } else {
            #expect(titles.status == 1)
            let lines = titles.stderr.split(separator: "\n").filter { $0.hasPrefix("  ") }
            #expect(lines.allSatisfy { $0.hasPrefix("  cards[") && $0.contains("].title ") }, "\(titles.stderr)")
        }
        let none = try run(["matrix", feed.path, "--widths", "320", "--categories", "AX5", "--fail-on", "truncation:cards[].nothing"])
        #expect(none.status == 0)
    }

    @Test("Rules and plain checks mix in one list; the old form still works")
    func mixed() throws {
        let url = try inputFile(cardJSON(title: longTitle, mode: "resize"))
        let result = try run([
            "matrix", url.path, "--widths", "320", "--categories", "L", "--fail-on", "truncation:subheading,resize",
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("--fail-on truncation:subheading,resize: "))
        #expect(result.stderr.contains("heading resized to "))
    }

    @Test("Bad rules are usage errors that say what is allowed")
    func badRules() throws {
        for argument in ["truncate:heading", "truncation:", "heading", "truncation,heading"] {
            let result = try run(["matrix", exampleCard.path, "--fail-on", argument])
            #expect(result.status == 2, "\(argument)")
            #expect(result.stderr.contains("truncation, resize, overflow"), "\(argument): \(result.stderr)")
        }
    }

    @Test("--categories takes ranges, in Dynamic Type order")
    func categoryRanges() throws {
        let result = try run([
            "matrix", exampleCard.path, "--widths", "320", "--categories", "xS...M,AX5", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        let categories = layouts.compactMap { ($0["environment"] as? [String: Any])?["contentSizeCategory"] as? String }
        var unique: [String] = []
        for category in categories where unique.last != category { unique.append(category) }
        #expect(unique == ["xS", "S", "M", "AX5"])
        for bad in ["xxxL...L", "xS...huge", "...L"] {
            let failure = try run(["matrix", exampleCard.path, "--categories", bad])
            #expect(failure.status == 2, "\(bad)")
            #expect(failure.stderr.contains("xS...xxxL"), "\(bad): \(failure.stderr)")
        }
    }
}

@Suite("matrix --fail-on warning codes")
struct FailOnWarningCodeTests {
    @Test("A typo'd key fails the gate with --fail-on unknown-key, and passes without it")
    func typo() throws {
        let url = try inputFile(
            #"{"environment": {"width": 390}, "card": {"id": "c1", "titel": "Finals", "subtitle": "Highlights"}}"#)
        let matrix = ["matrix", url.path, "--widths", "390", "--categories", "L"]
        #expect(try run(matrix + ["--fail-on", "truncation"]).status == 0)
        let gate = try run(matrix + ["--fail-on", "truncation,unknown-key"])
        #expect(gate.status == 1)
        #expect(gate.stderr.contains("\(url.path): --fail-on unknown-key: card.titel: unknown key, ignored (did you mean title?)"))
        // Limited to input paths: the typo is under card, not theme.
        #expect(try run(matrix + ["--fail-on", "unknown-key:theme"]).status == 0)
        #expect(try run(matrix + ["--fail-on", "unknown-key:card"]).status == 1)
        // Many inputs: the verdict is fail and the warning is listed with its code.
        let folder = url.deletingLastPathComponent()
        try Data(cardJSON(title: "Finals").utf8).write(to: folder.appendingPathComponent("good.json"))
        let many = try run(["matrix", folder.path, "--widths", "390", "--categories", "L", "--fail-on", "unknown-key", "--format", "json"])
        #expect(many.status == 1)
        let document = try #require(JSONSerialization.jsonObject(with: Data(many.stdout.utf8)) as? [String: Any])
        let sources = try #require(document["sources"] as? [[String: Any]])
        let card = try #require(sources.first { ($0["source"] as? String)?.hasSuffix("card.json") == true })
        #expect(card["verdict"] as? String == "fail")
        let failed = try #require(card["warningFailures"] as? [[String: Any]])
        #expect(failed.first?["code"] as? String == "unknown-key")
        #expect(failed.first?["path"] as? String == "card.titel")
        #expect((card["warnings"] as? [[String: Any]])?.count == 1)
        #expect(sources.first { ($0["source"] as? String)?.hasSuffix("good.json") == true }?["verdict"] as? String == "pass")
    }

    @Test("An unknown code is a usage error listing the codes")
    func unknownCode() throws {
        let result = try run(["matrix", exampleCard.path, "--fail-on", "unknown-keys"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("content-overflow"))
    }
}

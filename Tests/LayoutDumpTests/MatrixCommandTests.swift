import Foundation
import Testing

@Suite("layout-dump matrix")
struct MatrixCommandTests {
    @Test("Narrowing options set the matrix; the summary counts the layouts")
    func narrowing() throws {
        let result = try run([
            "matrix", exampleCard.path, "--widths", "320,390", "--categories", "L", "--categories", "AX5",
            "--schemes", "dark",
        ])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[2].split(separator: " ") == ["width", "size", "dark", "ltr", "dark", "rtl"])
        let rows = lines.filter { $0.hasPrefix("  320  ") || $0.hasPrefix("  390  ") || $0.hasPrefix("       ") }
        #expect(rows.count == 4)
        #expect(lines.dropLast().last?.hasPrefix("8 layouts: ") == true)
        #expect(result.stdout.contains("marks: … truncated, ↓ resized"))
    }

    @Test("The default matrix has 480 layouts")
    func defaults() throws {
        let result = try run(["matrix", exampleCard.path, "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["count"] as? Int == 480)
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        let widths = Set(layouts.compactMap { ($0["environment"] as? [String: Any])?["width"] as? Double })
        #expect(widths == [320, 375, 390, 393, 402, 430, 440, 744, 820, 1024])
        let categories = Set(layouts.compactMap { ($0["environment"] as? [String: Any])?["contentSizeCategory"] as? String })
        #expect(categories.count == 12)
    }

    @Test("--format json gives every combination with its environment, height and per-text marks")
    func json() throws {
        let url = try inputFile(cardJSON(title: longTitle))
        let result = try run(["matrix", url.path, "--widths", "320", "--categories", "xS,AX5", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        #expect(layouts.count == 8)
        #expect(object["count"] as? Int == 8)
        for layout in layouts {
            let environment = try #require(layout["environment"] as? [String: Any])
            #expect(environment["width"] as? Double == 320)
            #expect((layout["height"] as? Double ?? 0) > 0)
            let texts = try #require(layout["texts"] as? [[String: Any]])
            let heading = try #require(texts.first { $0["name"] as? String == "heading" })
            #expect(heading["truncated"] as? Bool == true)
            #expect(heading["resized"] as? Bool == false)
        }
        #expect(object["truncated"] as? Int == 8)
    }

    @Test("--fail-on truncation exits 1 on a long title and says where; 0 on a short one")
    func failOnTruncation() throws {
        let long = try inputFile(cardJSON(title: longTitle))
        let failing = try run(["matrix", long.path, "--widths", "320,1024", "--categories", "L", "--fail-on", "truncation"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("layouts: "))  // the report is still printed
        #expect(failing.stderr.contains("\(long.path): --fail-on truncation: "))
        // A line per text, by widths and the category it fails from.
        #expect(failing.stderr.contains("  heading truncates at 320 pt from L (4 layouts)"))
        #expect(!failing.stderr.contains("width 320, L, light, ltr"))
        // --verbose: a line per environment.
        let verbose = try run(
            ["matrix", long.path, "--widths", "320,1024", "--categories", "L", "--fail-on", "truncation", "--verbose"])
        #expect(verbose.status == 1)
        #expect(verbose.stderr.contains("width 320, L, light, ltr: heading truncated"))

        let short = try inputFile(cardJSON(title: "Finals"))
        let passing = try run(["matrix", short.path, "--widths", "320,1024", "--categories", "L", "--fail-on", "truncation"])
        #expect(passing.status == 0)
        #expect(passing.stderr.isEmpty)
        #expect(passing.stdout.hasSuffix("8 layouts: 0 truncated, 0 resized\n"))
    }

    @Test("--fail-on resize (in a comma list) exits 1 when a text was resized")
    func failOnResize() throws {
        let url = try inputFile(cardJSON(title: longTitle, mode: "resize"))
        let result = try run(["matrix", url.path, "--widths", "320", "--categories", "L", "--fail-on", "resize,truncation"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("heading resized to "))
        let onlyTruncation = try run(["matrix", url.path, "--widths", "1024", "--categories", "xS", "--fail-on", "resize"])
        #expect(onlyTruncation.status == 0)
    }

    @Test("--fail-on overflow passes for a kind that grows to fit")
    func failOnOverflow() throws {
        let url = try inputFile(cardJSON(title: longTitle))
        let result = try run(["matrix", url.path, "--widths", "320", "--categories", "AX5", "--fail-on", "overflow"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let both = try run(["matrix", url.path, "--widths", "320", "--categories", "AX5", "--fail-on", "overflow,truncation"])
        #expect(both.status == 1)
        #expect(both.stderr.contains("--fail-on truncation,overflow: "))
    }

    @Test("An environment the card cannot be laid out in is an error cell and exits 1")
    func environmentErrors() throws {
        // 2 × 150 pt of margin leave no card at 320 pt, a 724 pt card at 1024 pt.
        let url = try inputFile(
            #"{"environment": {"width": 1024}, "theme": {"cards": {"style": {"marginHorizontal": 150}}}, "card": {"title": "x"}}"#)
        let result = try run(["matrix", url.path, "--widths", "320,1024", "--categories", "L", "--directions", "ltr"])
        #expect(result.status == 1)
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.contains(["320", "L", "error", "error"]))
        #expect(rows.contains { $0.first == "1024" && $0.count == 4 && Double($0[2]) != nil })
        #expect(result.stdout.hasSuffix("4 layouts: 0 truncated, 0 resized, 2 failed\n"))
        #expect(result.stderr.contains("\(url.path): 2 of 4 layouts cannot be laid out"))
        #expect(result.stderr.contains("width 320, L, light, ltr: "))
    }

    @Test("Bad matrix options are usage errors (exit 2) with nothing on stdout")
    func badOptions() throws {
        for arguments in [
            ["--widths", "320,abc"], ["--widths", "-5"], ["--categories", "huge"], ["--schemes", "sepia"],
            ["--fail-on", "truncate"], ["--scale", "5"],
        ] {
            let result = try run(["matrix", exampleCard.path] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(!result.stderr.isEmpty, "\(arguments)")
        }
    }
}

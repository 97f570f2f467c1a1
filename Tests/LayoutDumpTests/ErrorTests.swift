import Foundation
import Testing

@Suite("Errors and exit codes")
struct ErrorTests {
    /// Runs `arguments` (and the matrix alike) and checks exit 2, empty
    /// stdout and that stderr contains every part.
    func expectFailure(_ arguments: [String], stdin: Data? = nil, stderrContains parts: [String]) throws {
        for prefix in [[], ["matrix"]] {
            let result = try run(prefix + arguments, stdin: stdin)
            #expect(result.status == 2, "\(prefix + arguments)")
            #expect(result.stdout.isEmpty, "\(prefix + arguments)")
            for part in parts { #expect(result.stderr.contains(part), "stderr: \(result.stderr)") }
        }
    }

    @Test("Malformed JSON names the file, line and column")
    func malformed() throws {
        let url = try inputFile("{\n  \"environment\": {\"width\": 390,\n  }\n}")
        try expectFailure([url.path], stderrContains: ["\(url.path): invalid JSON at line 3, column 3"])
    }

    @Test("A wrong type names the file and the JSON path")
    func wrongType() throws {
        let url = try inputFile(#"{"environment": {"width": "wide"}, "card": {"title": "x"}}"#)
        try expectFailure([url.path], stderrContains: ["\(url.path): environment.width: must be a number", #"got "wide""#])
    }

    @Test("An invalid value is reported as the spec's example")
    func invalidValue() throws {
        let url = try inputFile(
            #"{"environment": {"width": 390}, "theme": {"cards": {"style": {"heading": {"textSize": -3}}}}, "card": {"title": "x"}}"#)
        let result = try run([url.path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "\(url.path): theme.cards.style.heading.textSize: must be > 0 and <= 10000, got -3\n")
    }

    @Test("An unknown enum value lists what is allowed")
    func unknownEnum() throws {
        let url = try inputFile(#"{"environment": {"width": 390, "colorScheme": "sepia"}, "card": {"title": "x"}}"#)
        try expectFailure(
            [url.path], stderrContains: ["\(url.path): environment.colorScheme: must be one of light, dark", "sepia"])
    }

    @Test("Standard input is named <stdin>")
    func standardInput() throws {
        try expectFailure(["-"], stdin: Data("[1,".utf8), stderrContains: ["<stdin>: invalid JSON at line 1"])
    }

    @Test("A missing file, a directory")
    func missingFile() throws {
        let directory = try temporaryDirectory()
        let missing = directory.appendingPathComponent("nope.json").path
        try expectFailure([missing], stderrContains: ["\(missing): no such file"])
        try expectFailure([directory.path], stderrContains: ["\(directory.path): is a directory"])
    }

    @Test("An unreadable font directory")
    func fontDirectory() throws {
        let missing = try temporaryDirectory().appendingPathComponent("no-fonts").path
        try expectFailure(
            [exampleCard.path, "--fonts", missing],
            stderrContains: ["fonts: \(missing): font directory does not exist or cannot be read"])
    }

    @Test("An added font directory is used")
    func addedFonts() throws {
        // A folder without a manifest: its faces are read from the fonts.
        let directory = try temporaryDirectory()
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Fonts/NotoSansHebrew-Regular.ttf"),
            to: directory.appendingPathComponent("Hebrew.ttf"))
        let result = try run([exampleCard.path, "--fonts", directory.path])
        #expect(result.status == 0)
    }

    @Test("Usage errors exit 2, not ArgumentParser's 64; help exits 0 on stdout")
    func usage() throws {
        for arguments in [
            [exampleCard.path, "--bogus"], [exampleCard.path, "--category", "huge"], [exampleCard.path, "--scale", "4"],
            [exampleCard.path, "--width", "-1"], [exampleCard.path, "--frames"], [exampleCard.path, "--format", "pdf"],
            [],
        ] {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.contains("Error:"), "\(arguments)")
        }
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: layout-dump <file>"))
        #expect(help.stdout.contains("matrix"))
        let matrixHelp = try run(["matrix", "--help"])
        #expect(matrixHelp.status == 0)
        #expect(matrixHelp.stdout.contains("--fail-on <checks>"))
    }

    @Test("A layout the geometry rejects (no room for the card) exits 2 naming the path")
    func geometryError() throws {
        let url = try inputFile(
            #"{"environment": {"width": 20}, "theme": {"cards": {"style": {"marginHorizontal": 16}}}, "card": {"title": "x"}}"#)
        let result = try run([url.path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("\(url.path): "))
        #expect(result.stderr.contains("marginHorizontal") || result.stderr.contains("environment.width"))
    }
}

import Foundation
import Testing

/// Runs `layout-dump` in `directory` with `environment` added to the
/// test's own, without `CI` unless given.
private func golden(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var merged = ProcessInfo.processInfo.environment
    merged["CI"] = nil
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let group = DispatchGroup()
    nonisolated(unsafe) var outputData = Data(), errorData = Data()
    DispatchQueue.global().async(group: group) { outputData = output.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
    process.waitUntilExit()
    group.wait()
    return Run(
        status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
        stderr: String(decoding: errorData, as: UTF8.self))
}

/// A temporary working folder with `cases/`, copies of some repository goldens.
private func workspace(_ names: [String]) throws -> URL {
    let directory = try temporaryDirectory()
    for name in names {
        for suffix in [".input.json", ".expected.json"] {
            let target = directory.appendingPathComponent("cases/" + name + suffix)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Goldens/" + name + suffix), to: target)
        }
    }
    return directory
}

private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

private func replace(_ url: URL, _ old: String, _ new: String) throws {
    let content = try text(url)
    precondition(content.contains(old))
    try Data(content.replacingOccurrences(of: old, with: new).utf8).write(to: url)
}

private let buttonOnly = "storyteller-cards/placement/below-button-only"
private let inset = "storyteller-cards/placement/below-inset-margin16"
private let braze = "braze-content-cards/feed/controls-among-cards"

@Suite("layout-dump check, record and accept")
struct GoldenCommandTests {
    @Test("check: passing cases exit 0 and write nothing; the summary counts them")
    func passing() throws {
        let directory = try workspace([buttonOnly, inset, braze])
        let result = try golden(["check", "cases"], in: directory)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("3 cases: 3 passed in "))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(".layout-dump").path))
    }

    @Test("check: a failing case prints its first cause, exits 1, leaves its layout pending; accept puts it back")
    func failingThenAccept() throws {
        let directory = try workspace([buttonOnly, inset])
        let input = directory.appendingPathComponent("cases/\(buttonOnly).input.json")
        try replace(input, "\"Open the schedule\"", "\"Open the full schedule\"")
        let before = try text(directory.appendingPathComponent("cases/\(buttonOnly).expected.json"))
        let result = try golden(["check", "cases"], in: directory)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("FAIL     cases/\(buttonOnly)  button.label.") == true, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("2 cases: 1 passed, 1 failed in ") })
        #expect(lines.last == "1 pending layout in .layout-dump/pending; review and apply with: layout-dump accept .layout-dump/pending")
        // The case folder is untouched; the pending layout is what the engine gives now.
        #expect(try text(directory.appendingPathComponent("cases/\(buttonOnly).expected.json")) == before)
        let pending = directory.appendingPathComponent(".layout-dump/pending/cases/\(buttonOnly).expected.json")
        #expect(try text(pending).contains("Open the full schedule"))

        let accept = try golden(["accept"], in: directory)
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(accept.stdout == "wrote cases/\(buttonOnly).expected.json\naccepted 1 layout\n")
        #expect(try golden(["check", "cases"], in: directory).status == 0)
    }

    @Test("check: missing and obsolete fail; a filtered or sharded run does not judge obsolete files")
    func missingAndObsolete() throws {
        let directory = try workspace([buttonOnly, inset])
        try FileManager.default.removeItem(at: directory.appendingPathComponent("cases/\(inset).expected.json"))
        try Data("{}\n".utf8).write(to: directory.appendingPathComponent("cases/storyteller-cards/old.expected.json"))
        let result = try golden(["check", "cases", "--pending", "out/pending"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout.contains("MISSING  cases/\(inset)  cases/\(inset).expected.json is missing"))
        #expect(result.stdout.contains("OBSOLETE cases/storyteller-cards/old.expected.json: has no .input.json beside it"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/pending/pending.json").path))

        let filtered = try golden(["check", "cases", "--filter", "button-only"], in: directory)
        #expect(filtered.status == 0, "\(filtered.stdout)")
        #expect(filtered.stdout.contains("1 case: 1 passed"))
        #expect(filtered.stdout.contains("obsolete files not judged"))
        var seen: [String] = []
        for shard in ["1/2", "2/2"] {
            let run = try golden(["check", "cases", "--shard", shard], in: directory)
            #expect(!run.stdout.contains("OBSOLETE"))
            if run.stdout.contains("MISSING") { seen.append(shard) }
        }
        #expect(seen.count == 1, "the missing case is in exactly one shard")
    }

    @Test("check: an invalid input fails with its file and JSON path, and the other cases still run")
    func invalidInput() throws {
        let directory = try workspace([buttonOnly, inset])
        try replace(directory.appendingPathComponent("cases/\(inset).input.json"), "\"id\": \"c1\"", "\"id\": 7")
        let result = try golden(["check", "cases"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout.contains("ERROR    cases/\(inset)  cases/\(inset).input.json: card.id"), "\(result.stdout)")
        #expect(result.stdout.contains("2 cases: 1 passed, 1 error"))
    }

    @Test("check: usage errors exit 2")
    func usage() throws {
        let directory = try workspace([buttonOnly])
        #expect(try golden(["check", "nowhere"], in: directory).status == 2)
        #expect(try golden(["check", "cases", "--shard", "3/2"], in: directory).status == 2)
        #expect(try golden(["check", "cases/\(buttonOnly).input.json"], in: directory).status == 2)
        #expect(try golden(["record", "cases", "--mode", "some"], in: directory).status == 2)
    }

    @Test("check writes JUnit, Markdown, HTML and JSON reports from one run")
    func reports() throws {
        let directory = try workspace([buttonOnly, inset])
        try replace(directory.appendingPathComponent("cases/\(buttonOnly).input.json"), "\"Open the schedule\"", "\"Open it\"")
        let result = try golden(
            ["check", "cases", "--junit", "r/junit.xml", "--markdown", "r/summary.md", "--html", "r/report.html",
             "--json", "r/report.json"], in: directory)
        #expect(result.status == 1)
        let junit = try text(directory.appendingPathComponent("r/junit.xml"))
        #expect(junit.contains("<testsuite name=\"storyteller-cards\""))
        #expect(junit.contains("<failure message=\"button.label."))
        #expect(try text(directory.appendingPathComponent("r/summary.md")).contains("### Groups"))
        #expect(try text(directory.appendingPathComponent("r/report.html")).contains("data:image/svg+xml;base64,"))
        let json = try text(directory.appendingPathComponent("r/report.json"))
        #expect(json.contains("\"schema\": \"card-layout-check/1\""))
        #expect(json.contains("\"fonts\": \""))
    }

    @Test("record: missing by default, failed and all; it prints what it wrote")
    func record() throws {
        let directory = try workspace([buttonOnly, inset])
        let insetExpected = directory.appendingPathComponent("cases/\(inset).expected.json")
        let buttonExpected = directory.appendingPathComponent("cases/\(buttonOnly).expected.json")
        let original = try text(insetExpected)
        try FileManager.default.removeItem(at: insetExpected)
        try replace(buttonExpected, "\"cornerRadius\": 8,", "\"cornerRadius\": 9,")

        let missing = try golden(["record", "cases"], in: directory)
        #expect(missing.status == 0, "\(missing.stderr)")
        #expect(missing.stdout.hasPrefix("wrote cases/\(inset).expected.json (new)\n"))
        #expect(try text(insetExpected) == original)
        #expect(try text(buttonExpected).contains("\"cornerRadius\": 9,"))

        let failed = try golden(["record", "cases", "--mode", "failed"], in: directory)
        #expect(failed.stdout.hasPrefix("wrote cases/\(buttonOnly).expected.json (changed)\n"), "\(failed.stdout)")
        #expect(try !text(buttonExpected).contains("\"cornerRadius\": 9,"))

        let all = try golden(["record", "cases", "--mode", "all"], in: directory)
        #expect(all.stdout.contains("recorded 0 files (0 new, 0 changed) of 2 cases with --mode all; 2 already held the layout"), "\(all.stdout)")
    }

    @Test("record under CI writes nothing and exits 2, unless --force", arguments: ["true", "1", "gitlab"])
    func recordUnderCI(ci: String) throws {
        let directory = try workspace([inset])
        let expected = directory.appendingPathComponent("cases/\(inset).expected.json")
        try FileManager.default.removeItem(at: expected)
        let refused = try golden(["record", "cases"], in: directory, environment: ["CI": ci])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("CI=\(ci) says this is a CI job, so nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: expected.path))
        for value in ["false", "0", ""] {
            let local = try golden(["record", "cases", "--filter", "nothing-matches"], in: directory, environment: ["CI": value])
            #expect(local.status == 0, "CI=\(value)")
        }
        let forced = try golden(["record", "cases", "--force"], in: directory, environment: ["CI": ci])
        #expect(forced.status == 0)
        #expect(FileManager.default.fileExists(atPath: expected.path))
    }

    @Test("accept --case takes only the named case; an unknown name is a usage error")
    func acceptOneCase() throws {
        let directory = try workspace([buttonOnly, inset])
        for name in [buttonOnly, inset] {
            try replace(directory.appendingPathComponent("cases/\(name).expected.json"), "\"cardId\": \"", "\"cardId\": \"x")
        }
        #expect(try golden(["check", "cases", "--pending", "p"], in: directory).status == 1)
        let unknown = try golden(["accept", "p", "--case", "nope"], in: directory)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no pending case nope in p"))
        let one = try golden(["accept", "p", "--case", inset], in: directory)
        #expect(one.stdout == "wrote cases/\(inset).expected.json\naccepted 1 layout; 1 still pending in p\n")
        let check = try golden(["check", "cases", "--pending", "p2"], in: directory)
        #expect(check.stdout.contains("2 cases: 1 passed, 1 failed"))
    }

    @Test("Matrix goldens: record writes the matrix report, check compares each environment")
    func matrix() throws {
        let directory = try workspace([buttonOnly])
        let options = directory.appendingPathComponent("cases/\(buttonOnly).matrix.json")
        try Data(#"{"widths": [320, 390], "categories": ["L", "AX5"]}"#.utf8).write(to: options)
        let missing = try golden(["check", "cases"], in: directory)
        #expect(missing.stdout.contains("MISSING  cases/\(buttonOnly) (matrix)"), "\(missing.stdout)")
        let record = try golden(["record", "cases"], in: directory)
        #expect(record.stdout.hasPrefix("wrote cases/\(buttonOnly).matrix.expected.json (new)"))
        let expected = directory.appendingPathComponent("cases/\(buttonOnly).matrix.expected.json")
        // The same report as the matrix command's JSON.
        let matrix = try golden(
            ["matrix", "cases/\(buttonOnly).input.json", "--widths", "320,390", "--categories", "L,AX5", "--format", "json"],
            in: directory)
        #expect(try text(expected) == matrix.stdout)
        #expect(try golden(["check", "cases"], in: directory).status == 0)
        try replace(expected, "\"height\": 287.333", "\"height\": 290")
        let failed = try golden(["check", "cases"], in: directory)
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("FAIL     cases/\(buttonOnly) (matrix)  layouts[390 L light ltr].height 290 → 287.333 (−2.667)"), "\(failed.stdout)")
    }
}

import ArgumentParser
import CardGeometry
import CardGeometryGoldens
import CardRendering
import CardText
import Foundation

/// `layout-dump check PATH…`: lays out every golden case and compares it
/// with its expected file.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare every case in folders of golden cases with its expected file.",
        usage: """
            layout-dump check <path>… [--filter <pattern>] [--shard <I/N>] [--pending <dir>]
                              [--junit <file>] [--markdown <file>] [--html <file>] [--json <file>]
            """,
        discussion: """
            A folder of cases holds NAME.input.json beside NAME.expected.json (its card-layout/1 layout), \
            in folders nested freely, and optionally NAME.matrix.json (the matrix command's widths, \
            categories, schemes and directions) beside NAME.matrix.expected.json (its layout-matrix/1 \
            report). Every case is laid out in this one process on all cores and compared: frames, size \
            and matrix heights within 0.01 pt, everything else exactly.

            It prints one line per failing case and a summary. It never writes into the folders of \
            cases: the layouts of failing and missing cases go to the pending folder, which \
            `layout-dump accept` copies over their expected files.

            Exit codes: 0 every case passed; 1 a case differs, has no expected file (missing), cannot be \
            read or laid out, or an expected file has no input (obsolete; judged only when the run is \
            neither filtered nor sharded); 2 usage.
            """)

    @OptionGroup var selection: GoldenSelection

    @Option(
        help: ArgumentHelp(
            "Where the layouts of failing and missing cases go, for layout-dump accept.", valueName: "dir"))
    var pending = GoldenCommands.defaultPending

    @Option(help: ArgumentHelp("Write a JUnit XML report (Ant/Jenkins form).", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Write a Markdown summary (at most 60 KB).", valueName: "file"))
    var markdown: String?

    @Option(help: ArgumentHelp("Write a self-contained HTML report with pictures.", valueName: "file"))
    var html: String?

    @Option(help: ArgumentHelp("Write the card-layout-check/1 JSON report.", valueName: "file"))
    var json: String?

    @OptionGroup var common: CommonOptions

    func run() throws {
        let start = ContinuousClock.now
        let engine = try common.engine()
        let (cases, obsolete) = try selection.cases()
        let checker = GoldenChecker(engine: engine)
        var results: [GoldenResult] = []
        results.reserveCapacity(cases.count + obsolete.count)
        try GoldenCommands.run(cases, checker: checker) { result in
            if let line = GoldenCommands.line(result) { GoldenCommands.print(line) }
            results.append(result)
        }
        for file in obsolete {
            let result = GoldenResult(obsolete: file)
            if let line = GoldenCommands.line(result) { GoldenCommands.print(line) }
            results.append(result)
        }
        var run = GoldenRun(
            results: results, engineVersion: CardGeometryVersion.number, fontsDigest: engine.measurer.fonts.digest(),
            filter: selection.filter, shard: selection.shard)

        let folder = PendingFolder(path: pending)
        let entries: [PendingFolder.Entry]
        do {
            try folder.clear()
            entries = try folder.write(results)
        } catch {
            throw CommandFailure(error.message)
        }
        run.seconds = GoldenCommands.seconds(since: start)
        try GoldenReports(run: run, engine: engine).write(junit: junit, markdown: markdown, html: html, json: json)
        run.seconds = GoldenCommands.seconds(since: start)

        var summary = run.summary + " in " + NumberText.format(run.seconds, decimals: 2) + " s"
        let groups = run.groups
        if groups.count > 0, run.count(.failed) > groups.count {
            summary += "; the \(run.count(.failed)) failures are \(groups.count) group\(groups.count == 1 ? "" : "s")"
        }
        if !run.judgesObsolete { summary += " (obsolete files not judged: the run is narrowed)" }
        GoldenCommands.print(summary)
        if !entries.isEmpty {
            GoldenCommands.print(
                "\(entries.count) pending layout\(entries.count == 1 ? "" : "s") in \(pending); "
                    + "review and apply with: layout-dump accept \(pending)")
        }
        KeptUntilExit.keep(engine)
        KeptUntilExit.keep(run)
        if !run.passed { throw CommandFailure("", exitCode: CommandFailure.checkFailed) }
    }
}

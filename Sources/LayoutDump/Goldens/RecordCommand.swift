import ArgumentParser
import CardGeometry
import CardGeometryGoldens
import Foundation

extension RecordMode: ExpressibleByArgument {}

/// `layout-dump record PATH…`: writes expected files from the current engine.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write the expected files of golden cases from the current engine.",
        usage: "layout-dump record <path>… [--mode missing|failed|all] [--force] [--filter <pattern>] [--shard <I/N>]",
        discussion: """
            --mode missing (the default) writes only the expected files that are absent, failed also those \
            that differ, all every one. It prints each file it wrote. Review them (git diff) before \
            committing.

            Under CI (the variable CI set and not false or 0) it writes nothing and exits 2, since a CI \
            job that records would pass on a retry; use check there, keep its pending folder and apply it \
            with accept. --force records anyway.

            Exit codes: 0 written; 1 an input cannot be read or laid out (the others are written); 2 usage \
            or CI.
            """)

    @OptionGroup var selection: GoldenSelection

    @Option(help: "Which expected files to write: missing, failed or all.")
    var mode: RecordMode = .missing

    @Flag(help: "Record even under CI.")
    var force = false

    @OptionGroup var common: CommonOptions

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        if ContinuousIntegration.isDetected(in: environment), !force {
            throw CommandFailure(
                "record: CI=\(environment["CI"] ?? "") says this is a CI job, so nothing was written: a CI job "
                    + "that records would pass on a retry. Run layout-dump check there and apply its pending "
                    + "folder with layout-dump accept, or give --force.")
        }
        let engine = try common.engine()
        let (cases, obsolete) = try selection.cases()
        let checker = GoldenChecker(engine: engine)
        let mode = mode
        var written: [GoldenWriter.Change: Int] = [:]
        var errors = 0
        var writeFailure: GoldenError?
        try GoldenCommands.run(cases, checker: checker, keepsActual: mode == .all) { result in
            guard writeFailure == nil, let goldenCase = result.goldenCase else { return }
            if result.status == .error {
                errors += 1
                GoldenCommands.print("ERROR    \(goldenCase.key)  \(result.message ?? "")")
                return
            }
            guard mode.writes(result.status), let actual = result.actual else { return }
            do throws(GoldenError) {
                let change = try GoldenWriter.write(actual, to: goldenCase.expectedPath)
                written[change, default: 0] += 1
                if change != .unchanged { GoldenCommands.print("wrote \(goldenCase.expectedPath) (\(change.rawValue))") }
            } catch {
                writeFailure = error
            }
        }
        if let writeFailure { throw CommandFailure(writeFailure.message) }
        for file in obsolete { GoldenCommands.print("obsolete \(file) (not removed)") }
        let new = written[.new] ?? 0, changed = written[.changed] ?? 0
        var summary = "recorded \(new + changed) file\(new + changed == 1 ? "" : "s") (\(new) new, \(changed) changed)"
        summary += " of \(cases.count) case\(cases.count == 1 ? "" : "s") with --mode \(mode.rawValue)"
        if let unchanged = written[.unchanged] { summary += "; \(unchanged) already held the layout" }
        GoldenCommands.print(summary)
        KeptUntilExit.keep(engine)
        if errors > 0 {
            throw CommandFailure(
                "\(errors) case\(errors == 1 ? "" : "s") cannot be laid out; nothing was written for them",
                exitCode: CommandFailure.checkFailed)
        }
    }
}

import ArgumentParser
import CardGeometryGoldens
import Foundation

/// `layout-dump accept PENDING`: copies pending layouts over their expected files.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Copy the layouts a check left in its pending folder over their expected files.",
        usage: "layout-dump accept [<pending>] [--case <name>]…",
        discussion: """
            The pending folder is what layout-dump check wrote (default \(GoldenCommands.defaultPending)), \
            here or downloaded from a CI job's artifact; run accept in the folder the check ran in, since \
            the expected files are named as the check saw them. Each file written is printed, and its \
            layout leaves the pending folder. --case (repeatable) accepts only the named cases: a case's \
            path (Goldens/text/x), its name under its folder (text/x), or its expected file.
            """)

    @Argument(help: ArgumentHelp("The pending folder.", valueName: "pending"))
    var pending: String = GoldenCommands.defaultPending

    @Option(name: .customLong("case"), help: ArgumentHelp("Accept only this case (repeatable).", valueName: "name"))
    var cases: [String] = []

    func run() throws {
        let folder = PendingFolder(path: pending)
        do {
            let entries = try folder.read()
            var accepted = entries
            if !cases.isEmpty {
                for name in cases where !entries.contains(where: { $0.isNamed(name) }) {
                    let names = entries.map(\.key).joined(separator: ", ")
                    throw CommandFailure("accept: no pending case \(name) in \(pending); pending: \(names)")
                }
                accepted = entries.filter { entry in cases.contains(where: entry.isNamed) }
            }
            for path in try folder.accept(accepted) { GoldenCommands.print("wrote \(path)") }
            let left = entries.count - accepted.count
            GoldenCommands.print(
                "accepted \(accepted.count) layout\(accepted.count == 1 ? "" : "s")"
                    + (left > 0 ? "; \(left) still pending in \(pending)" : ""))
        } catch let error as GoldenError {
            throw CommandFailure(error.message)
        }
    }
}

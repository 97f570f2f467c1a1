import ArgumentParser
import CardGeometry

/// `layout-dump`: lays out card layouts of any kind from the command line.
struct LayoutDump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-dump",
        abstract: "Lay out card layouts of any kind (\(kindList)): their card-layout/1 JSON, a table of "
            + "frames, an SVG picture, or their heights over a device matrix.",
        usage: """
            layout-dump <file> [--format json|table|svg] [--frames] [-o <file>] [environment and font options]
            layout-dump matrix <file> [--widths …] [--categories …] [--fail-on …] [--format table|json]
            layout-dump schema <kind>|output
            """,
        discussion: """
            The input is a card-layout input JSON document of any kind: its "kind" picks the card system \
            (\(kindList); absent means storyteller), with the environment every kind shares. Fonts come \
            from the bundled fonts (the resource bundle CardGeometry_CardTextFonts.resources beside this \
            program; CARDGEOMETRY_FONTS=DIR replaces them) plus any --fonts directories.

            Exit codes: 0 success, 1 a check failed (matrix --fail-on, or an environment of the matrix \
            that cannot be laid out), 2 bad input or usage. Errors go to stderr and name the file and the \
            JSON path; nothing is printed on stdout then.
            """,
        version: version,
        subcommands: [
            LayoutCommand.self, MatrixCommand.self, FitCommand.self, CheckCommand.self, RecordCommand.self,
            AcceptCommand.self, PreviewCommand.self, SchemaCommand.self,
        ],
        defaultSubcommand: LayoutCommand.self)

    /// What `layout-dump --version` prints: the package's version
    /// (``CardGeometryVersion/number``) and the git commit the program was
    /// built from, which the build writes (`BuildCommit`, from the package's
    /// BuildCommit plugin), or that the build did not know it.
    static var version: String {
        let commit = BuildCommit.commit.map { "commit \($0)" } ?? "commit not known to this build"
        return "layout-dump \(CardGeometryVersion.number) (\(commit))"
    }

    /// ` (16 MB)` for 16,777,216 bytes, nothing for a count that is not
    /// whole megabytes.
    static func inMegabytes(_ count: Int) -> String {
        let megabyte = 1 << 20
        return count >= megabyte && count % megabyte == 0 ? " (\(count / megabyte) MB)" : ""
    }

    /// The kinds, as an input writes them: "storyteller, braze.contentCards, …".
    static let kindList = LayoutKind.allCases.map(\.rawValue).joined(separator: ", ")
}

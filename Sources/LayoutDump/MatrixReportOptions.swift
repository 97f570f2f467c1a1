import ArgumentParser

/// What the reports over a device matrix (`matrix`, `fit`) share besides
/// the inputs and the matrix: their two formats, and the file the report
/// goes to. Each command says in its own `--format` help what its table is.
enum MatrixReportFormat: String, ExpressibleByArgument, CaseIterable {
    case table, json
}

/// `-o`/`--output`: where a report over a device matrix goes instead of
/// stdout.
struct MatrixReportFile: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of stdout.", valueName: "file"))
    var output: String?
}

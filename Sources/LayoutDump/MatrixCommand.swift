import ArgumentParser
import CardGeometry
import CardRendering
import CardText

/// `layout-dump matrix FILE`: the card's heights over a device matrix.
struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Lay an input of any kind out over a device matrix and print its heights, marking truncated "
            + "and resized texts and overflowing content.",
        discussion: """
            The matrix is every combination of widths (default \
            \(DeviceMatrix.defaultWidths.map { NumberText.format($0) }.joined(separator: ", "))), content size \
            categories (default all 12), color schemes and layout directions (default both); each option \
            narrows one of them and takes a comma list or repeats. It works for every kind \
            (\(LayoutDump.kindList)). The input must first lay out as given (in its own environment, with \
            the first width when it has none). The table has a row per width and category and a column per \
            scheme and direction; a cell is the layout's height (size.height), then a code per group of \
            texts (the initials of their JSON path, e.g. h heading, bl button.label, ct cards[].title; \
            listed below the table) with … when truncated and ↓ when resized, and + when it overflows.

            Exits 1 when a --fail-on check fails (the failing environments go to stderr) or when the input \
            cannot be laid out in some environment.
            """)

    typealias Format = MatrixReportFormat

    @OptionGroup(title: "Inputs") var inputs: InputsOptions

    @OptionGroup(title: "Matrix") var matrixOptions: MatrixOptions

    @Option(help: "A table for people or JSON for machines.")
    var format: Format = .table

    @OptionGroup var destination: MatrixReportFile

    @Option(
        name: .customLong("fail-on"),
        help: ArgumentHelp(
            "Exit 1 when any layout truncates or resizes a text, or has content that overflows "
                + "(truncation, resize, overflow), or the input has a warning of a code (unknown-key, …); "
                + "comma list or repeat, each optionally limited to paths: truncation:heading,cards[].title "
                + "([] matches any index).",
            valueName: "checks"),
        transform: FailOnList.parse)
    var failOnLists: [[FailOnRule]] = []

    @Flag(help: "List every failing environment on stderr, not a line per text.")
    var verbose = false

    @Option(name: .customLong("junit"), help: ArgumentHelp("Also write a JUnit XML report: a case per input.", valueName: "file"))
    var junit: String?

    @Option(
        name: .customLong("markdown"),
        help: ArgumentHelp("Also write a Markdown summary (at most 60 KB), e.g. for a CI job summary.", valueName: "file"))
    var markdown: String?

    @OptionGroup var common: CommonOptions

    func run() throws {
        let engine = try common.engine()
        let base = try common.base(maximumBytes: engine.maximumInputBytes)
        let matrix = matrixOptions.matrix
        let rules = failOnLists.flatMap { $0 }
        guard let file = inputs.singleFile else {
            let many = ManyMatrices(
                engine: engine, base: base, matrix: matrix, scale: matrixOptions.scale.scale, rules: rules,
                strict: common.strict, verbose: verbose, format: format)
            return try many.run(
                inputs.items(maximumBytes: engine.maximumInputBytes), output: destination.output, junit: junit, markdown: markdown)
        }
        let (data, source) = try Input.read(file, maximumBytes: engine.maximumInputBytes)
        // The matrix sets the width, so an input may leave it out (one it
        // gives is still checked). It is read once: each environment is set
        // on the typed input.
        let input = try Input.input(
            data, source: source, engine: engine, base: base, defaults: EnvironmentOverrides(width: matrix.widths.first))
        // The input must be valid as given: one layout in its own environment
        // checks it and gives its warnings.
        let layout = try Input.layout(input, engine: engine, source: source)
        try common.report(warnings: layout.warnings, source: source)
        let report = matrix.run(input.overriding(EnvironmentOverrides(displayScale: matrixOptions.scale.scale)), engine: engine)

        let name = source == Input.standardInputName ? nil : source
        let text =
            switch format {
            case .table: report.table(source: name)
            case .json: report.json() + "\n"
            }
        try Output.write(text, to: destination.output)
        KeptUntilExit.keep(engine)
        KeptUntilExit.keep(report)

        let verdict = MatrixVerdict(report: report, rules: rules, warnings: layout.warnings)
        if junit != nil || markdown != nil {
            var reports = SourceReports(rules: rules, keepsCases: true)
            _ = reports.add(source: source, .success(verdict), verbose: verbose)
            if let junit { try Output.write(reports.junit(), to: junit) }
            if let markdown { try Output.write(reports.markdown(), to: markdown) }
        }
        let problems = FailureReport.lines(verdict, rules: rules, source: source, verbose: verbose)
        if !problems.isEmpty {
            throw CommandFailure(problems.joined(separator: "\n"), exitCode: CommandFailure.checkFailed)
        }
    }
}

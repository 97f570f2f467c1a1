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

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @Argument(help: ArgumentHelp("The input JSON file, or - for standard input.", valueName: "file"))
    var file: String

    @Option(
        name: .customLong("widths"),
        help: ArgumentHelp("Widths in points, e.g. 320,390.", valueName: "list"),
        transform: ListArgument.widths)
    var widthLists: [[Double]] = []

    @Option(
        name: .customLong("categories"),
        help: ArgumentHelp("Content size categories, e.g. L,AX5.", valueName: "list"),
        transform: { try ListArgument.values($0, "content size category") })
    var categoryLists: [[ContentSizeCategory]] = []

    @Option(
        name: .customLong("schemes"),
        help: ArgumentHelp("Color schemes: light, dark.", valueName: "list"),
        transform: { try ListArgument.values($0, "color scheme") })
    var schemeLists: [[ColorScheme]] = []

    @Option(
        name: .customLong("directions"),
        help: ArgumentHelp("Layout directions: ltr, rtl.", valueName: "list"),
        transform: { try ListArgument.values($0, "layout direction") })
    var directionLists: [[LayoutDirection]] = []

    @OptionGroup var scale: ScaleOption

    @Option(help: "A table for people or JSON for machines.")
    var format: Format = .table

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of stdout.", valueName: "file"))
    var output: String?

    @Option(
        name: .customLong("fail-on"),
        help: ArgumentHelp(
            "Exit 1 when any layout truncates or resizes a text, or has content that overflows: "
                + "truncation, resize, overflow (comma list or repeat).",
            valueName: "checks"),
        transform: { try ListArgument.values($0, "check") })
    var failOnLists: [[MatrixReport.Check]] = []

    @OptionGroup var common: CommonOptions

    var matrix: DeviceMatrix {
        var matrix = DeviceMatrix()
        if !widthLists.isEmpty { matrix.widths = unique(widthLists.flatMap { $0 }) }
        if !categoryLists.isEmpty { matrix.categories = unique(categoryLists.flatMap { $0 }) }
        if !schemeLists.isEmpty { matrix.schemes = unique(schemeLists.flatMap { $0 }) }
        if !directionLists.isEmpty { matrix.directions = unique(directionLists.flatMap { $0 }) }
        return matrix
    }

    func run() throws {
        let engine = try common.engine()
        let (data, source) = try Input.read(file, maximumBytes: engine.maximumInputBytes)
        let matrix = matrix
        // The matrix sets the width, so an input may leave it out (one it
        // gives is still checked). It is read once: each environment is set
        // on the typed input.
        let input = try Input.input(
            data, source: source, engine: engine, defaults: EnvironmentOverrides(width: matrix.widths.first))
        // The input must be valid as given: one layout in its own environment
        // checks it and gives its warnings.
        let layout = try Input.layout(input, engine: engine, source: source)
        try common.report(warnings: layout.warnings, source: source)
        let report = matrix.run(input.overriding(EnvironmentOverrides(displayScale: scale.scale)), engine: engine)

        let name = source == Input.standardInputName ? nil : source
        let text =
            switch format {
            case .table: report.table(source: name)
            case .json: report.json() + "\n"
            }
        try Output.write(text, to: output)
        KeptUntilExit.keep(engine)
        KeptUntilExit.keep(report)

        var problems: [String] = []
        let checks = Set(failOnLists.flatMap { $0 })
        let failures = report.failures(for: checks)
        if !failures.isEmpty {
            let names = MatrixReport.Check.allCases.filter(checks.contains).map(\.rawValue).joined(separator: ",")
            problems.append("\(source): --fail-on \(names): \(failures.count) of \(report.entries.count) layouts fail")
            problems += failures.map { "  " + $0 }
        }
        if report.failedCount > 0 {
            problems.append(
                "\(source): \(report.failedCount) of \(report.entries.count) layouts cannot be laid out")
            problems += report.entries.compactMap { entry in
                entry.error.map { "  \(entry.environmentDescription): \($0)" }
            }
        }
        if !problems.isEmpty {
            throw CommandFailure(problems.joined(separator: "\n"), exitCode: CommandFailure.checkFailed)
        }
    }
}

private func unique<Value: Hashable>(_ values: [Value]) -> [Value] {
    var seen: Set<Value> = []
    return values.filter { seen.insert($0).inserted }
}

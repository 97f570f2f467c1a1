import ArgumentParser
import CardGeometry
import CardRendering
import CardText

/// `layout-dump fit FILE…`: how much of each text shows over a device
/// matrix (the copy-fitting report).
struct FitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit",
        abstract: "Report how much of each text of an input of any kind shows over a device matrix: its length, "
            + "where it shows least, and up to which text size it shows whole at each width.",
        discussion: """
            For every text of the layout (by its output path, e.g. heading, cards[2].title): its length in \
            grapheme clusters; whether it shows whole and at its own size in every environment; otherwise the \
            environment where it shows least, with the clusters shown there before the ellipsis and, for \
            resized texts, the smallest size reached; and for each width the largest content size category \
            at which it still shows whole. The matrix options are those of matrix (the default matrix when \
            none is given).
            """)

    typealias Format = MatrixReportFormat

    @OptionGroup(title: "Inputs") var inputs: InputsOptions

    @OptionGroup(title: "Matrix") var matrixOptions: MatrixOptions

    @Option(help: "A line per text for people, or JSON for machines.")
    var format: Format = .table

    @OptionGroup var destination: MatrixReportFile

    @OptionGroup var common: CommonOptions

    func run() throws {
        let engine = try common.engine()
        let base = try common.base(maximumBytes: engine.maximumInputBytes)
        let matrix = matrixOptions.matrix
        guard let file = inputs.singleFile else {
            let many = ManyFits(engine: engine, base: base, matrix: matrix, scale: matrixOptions.scale.scale, format: format)
            return try many.run(inputs.items(maximumBytes: engine.maximumInputBytes), output: destination.output)
        }
        let (data, source) = try Input.read(file, maximumBytes: engine.maximumInputBytes)
        let input = try Input.input(
            data, source: source, engine: engine, base: base, defaults: EnvironmentOverrides(width: matrix.widths.first))
        let layout = try Input.layout(input, engine: engine, source: source)
        try common.report(warnings: layout.warnings, source: source)
        let report = FitReport(
            input.overriding(EnvironmentOverrides(displayScale: matrixOptions.scale.scale)), matrix: matrix,
            engine: engine)
        let name = source == Input.standardInputName ? nil : source
        let text =
            switch format {
            case .table: report.table(source: name)
            case .json:
                FitDocument(engine: EngineIdentity.json(engine)).head
                    + FitDocument.entry(.file(file), .success(report)).text(pretty: false) + FitDocument.tail
            }
        try Output.write(text, to: destination.output)
        KeptUntilExit.keep(engine)
    }
}

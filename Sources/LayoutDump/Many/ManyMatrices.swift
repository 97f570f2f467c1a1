import CardGeometry
import CardRendering
import Foundation

/// `layout-dump matrix` over many inputs: each input's matrix, on all
/// cores, delivered in input order. On stdout each input's table under its
/// name, or (`--format json`) one `layout-matrices/1` document with an
/// entry per source; on stderr the failures summarised per input and text;
/// `--junit` and `--markdown` reports. Exits 2 when any input was bad, else
/// 1 when a check failed.
struct ManyMatrices: Sendable {
    let engine: CardLayoutEngine
    let base: BaseDocument?
    let matrix: DeviceMatrix
    let scale: Int?
    let rules: [FailOnRule]
    let strict: Bool
    let verbose: Bool
    let format: MatrixCommand.Format

    /// What one input gave.
    struct Outcome: Sendable {
        var item: InputItem
        var result: Result<MatrixVerdict, InputFailure>
        var warnings: [CardLayoutWarning]
        /// The report's text (a table), made on the worker.
        var table: String?
    }

    func run(_ items: InputItems, output: String?, junit: String?, markdown: String?) throws(CommandFailure) {
        let out = try StreamOutput(path: output)
        defer { out.close() }
        let document = MatricesDocument(engine: EngineIdentity.json(engine), matrix: matrix, scale: scale, rules: rules)
        if format == .json { try out.write(document.head) }
        var reports = SourceReports(rules: rules, keepsCases: junit != nil || markdown != nil)
        let progress = Progress(total: items.count, noun: "inputs")
        var failure: CommandFailure?
        let work = { @Sendable (item: InputItem) -> Outcome in self.outcome(item) }
        OrderedRun.run(items, work: work) { outcome in
            progress.advance()
            guard failure == nil else { return }
            let source = outcome.item.source.description
            for warning in outcome.warnings { Output.error(CommonOptions.warningLine(warning, source: source)) }
            for line in reports.add(outcome, verbose: verbose) { Output.error(line) }
            do throws(CommandFailure) {
                switch format {
                case .json: try out.write(document.entry(outcome, first: reports.count == 1))
                case .table:
                    if let table = outcome.table { try out.write((reports.count == 1 ? "" : "\n") + table) }
                }
            } catch {
                failure = error
            }
        }
        progress.finish()
        if let failure { throw failure }
        if format == .json { try out.write(document.tail(reports)) }
        if let junit { try Output.write(reports.junit(), to: junit) }
        if let markdown { try Output.write(reports.markdown(), to: markdown) }
        KeptUntilExit.keep(engine)
        if reports.errorCount > 0 { throw CommandFailure(reports.totals, exitCode: CommandFailure.usage) }
        if reports.failCount > 0 { throw CommandFailure(reports.totals, exitCode: CommandFailure.checkFailed) }
        Output.error(reports.totals)
    }

    /// One input's matrix and its verdict, on the core that made it.
    private func outcome(_ item: InputItem) -> Outcome {
        let input: LayoutInput
        switch item.input(engine: engine, base: base, defaults: EnvironmentOverrides(width: matrix.widths.first)) {
        case .failure(let failure): return Outcome(item: item, result: .failure(failure), warnings: [])
        case .success(let read): input = read
        }
        // The input must be valid as given: one layout in its own environment.
        let layout: Layout
        do {
            layout = try engine.layout(input)
        } catch {
            return Outcome(item: item, result: .failure(InputFailure(error)), warnings: [])
        }
        let warnings = layout.warnings
        if let problem = CommonOptions.strictProblem(warnings, strict: strict) {
            return Outcome(item: item, result: .failure(InputFailure(path: nil, message: problem)), warnings: warnings)
        }
        let report = matrix.run(input.overriding(EnvironmentOverrides(displayScale: scale)), engine: engine)
        let verdict = MatrixVerdict(report: report, rules: rules, warnings: warnings)
        return Outcome(
            item: item, result: .success(verdict), warnings: warnings,
            table: format == .table ? report.table(source: item.source.description) : nil)
    }
}

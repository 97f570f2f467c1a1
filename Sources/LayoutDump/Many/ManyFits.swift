import CardGeometry
import CardRendering
import Foundation

/// `layout-dump fit` over many inputs: each input's copy-fitting report,
/// on all cores, delivered in input order: a table per input under its
/// name, or one `layout-fit/1` document. A bad input is named on stderr
/// (and is an entry with its `error`); the run exits 2 when any was bad.
struct ManyFits: Sendable {
    let engine: CardLayoutEngine
    let base: BaseDocument?
    let matrix: DeviceMatrix
    let scale: Int?
    let format: FitCommand.Format

    struct Outcome: Sendable {
        var item: InputItem
        var result: Result<FitReport, InputFailure>
        var warnings: [CardLayoutWarning]
    }

    func run(_ items: InputItems, output: String?) throws(CommandFailure) {
        let out = try StreamOutput(path: output)
        defer { out.close() }
        let document = FitDocument(engine: EngineIdentity.json(engine))
        if format == .json { try out.write(document.head) }
        let progress = Progress(total: items.count, noun: "inputs")
        var count = 0, bad = 0
        var failure: CommandFailure?
        let work = { @Sendable (item: InputItem) -> Outcome in self.outcome(item) }
        OrderedRun.run(items, work: work) { outcome in
            progress.advance()
            guard failure == nil else { return }
            count += 1
            let source = outcome.item.source.description
            for warning in outcome.warnings { Output.error(CommonOptions.warningLine(warning, source: source)) }
            if case .failure(let inputFailure) = outcome.result {
                bad += 1
                Output.error("\(source): \(inputFailure.text)")
            }
            do throws(CommandFailure) {
                switch format {
                case .json:
                    try out.write(
                        (count == 1 ? "" : ",\n")
                            + FitDocument.entry(outcome.item.source, outcome.result).text(pretty: false))
                case .table:
                    if case .success(let report) = outcome.result {
                        try out.write((count == 1 ? "" : "\n") + report.table(source: source))
                    }
                }
            } catch {
                failure = error
            }
        }
        progress.finish()
        if let failure { throw failure }
        if format == .json { try out.write(FitDocument.tail) }
        KeptUntilExit.keep(engine)
        if bad > 0 {
            throw CommandFailure("\(bad) input\(bad == 1 ? "" : "s") could not be laid out", exitCode: CommandFailure.usage)
        }
    }

    private func outcome(_ item: InputItem) -> Outcome {
        switch item.input(engine: engine, base: base, defaults: EnvironmentOverrides(width: matrix.widths.first)) {
        case .failure(let failure): return Outcome(item: item, result: .failure(failure), warnings: [])
        case .success(let input):
            do {
                let layout = try engine.layout(input)
                let report = FitReport(
                    input.overriding(EnvironmentOverrides(displayScale: scale)), matrix: matrix, engine: engine)
                return Outcome(item: item, result: .success(report), warnings: layout.warnings)
            } catch {
                return Outcome(item: item, result: .failure(InputFailure(error)), warnings: [])
            }
        }
    }
}

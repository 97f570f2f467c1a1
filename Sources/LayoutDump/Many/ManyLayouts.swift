import CardGeometry
import CardRendering
import Foundation

/// `layout-dump` over many inputs: on all cores, delivered in input order.
/// On stdout, JSON Lines (one line per input: its layout or its error) or
/// each input's table under a heading that names it; with `-o DIR`, a file
/// per input. Warnings and errors also go to stderr, named by source. A bad
/// input never stops the others; the run exits 2 when any was bad.
struct ManyLayouts: Sendable {
    let engine: CardLayoutEngine
    let base: BaseDocument?
    let overrides: EnvironmentOverrides
    let format: LayoutCommand.Format
    let frames: Bool
    let strict: Bool

    /// What one input gave: its output's bytes or why it has none, and its warnings.
    struct Outcome: Sendable {
        var item: InputItem
        var result: Result<Data, InputFailure>
        var warnings: [CardLayoutWarning]
    }

    func run(_ items: InputItems, outputFolder: String?) throws(CommandFailure) {
        let folder = try outputFolder.map { path throws(CommandFailure) in
            try OutputFolder(path: path, fileExtension: [.json: ".layout.json", .table: ".txt", .svg: ".svg"][format]!)
        }
        let line = JSONLine(engine: EngineIdentity.json(engine))
        let progress = Progress(total: items.count, noun: "inputs")
        var bad = 0
        var writeFailure: CommandFailure?
        let toFolder = folder != nil
        let work = { @Sendable (item: InputItem) -> Outcome in self.outcome(item, line: line, toFolder: toFolder) }
        OrderedRun.run(items, work: work) { outcome in
            progress.advance()
            guard writeFailure == nil else { return }
            let source = outcome.item.source.description
            for warning in outcome.warnings { Output.error(CommonOptions.warningLine(warning, source: source)) }
            var failure: InputFailure?
            switch outcome.result {
            case .success(let data):
                if let folder {
                    failure = folder.write(data, for: outcome.item.outputName)
                } else {
                    do { try FileHandle.standardOutput.write(contentsOf: data) } catch {
                        writeFailure = CommandFailure("cannot write the output: \(Input.reason(error))")
                    }
                }
            case .failure(let inputFailure):
                failure = inputFailure
                if folder == nil, format == .json {
                    FileHandle.standardOutput.write(line.error(inputFailure, source: outcome.item.source))
                }
            }
            if let failure {
                bad += 1
                Output.error("\(source): \(failure.text)")
            }
        }
        progress.finish()
        KeptUntilExit.keep(engine)
        if let writeFailure { throw writeFailure }
        if bad > 0 {
            throw CommandFailure("\(bad) input\(bad == 1 ? "" : "s") could not be laid out", exitCode: CommandFailure.usage)
        }
    }

    /// Lays one input out and writes its output, on the core that made it.
    private func outcome(_ item: InputItem, line: JSONLine, toFolder: Bool) -> Outcome {
        let layout: Layout
        switch item.input(engine: engine, base: base, overrides: overrides) {
        case .failure(let failure): return Outcome(item: item, result: .failure(failure), warnings: [])
        case .success(let input):
            do {
                layout = try engine.layout(input, includesGlyphs: format == .svg)
            } catch {
                return Outcome(item: item, result: .failure(InputFailure(error)), warnings: [])
            }
            let warnings = layout.warnings
            if let problem = CommonOptions.strictProblem(warnings, strict: strict) {
                return Outcome(
                    item: item, result: .failure(InputFailure(path: nil, message: problem)), warnings: warnings)
            }
            let data: Data
            switch format {
            case .json: data = toFolder ? layout.jsonData(pretty: true) + Data("\n".utf8) : line.layout(layout, source: item.source)
            case .table: data = Data((LayoutTable.render(layout, source: item.source.description) + (toFolder ? "" : "\n")).utf8)
            case .svg:
                data = Data(
                    CardSVG(measurer: engine.measurer).render(
                        layout, options: CardSVG.Options(showsFrames: frames, colorScheme: input.environment.colorScheme)
                    ).utf8)
            }
            return Outcome(item: item, result: .success(data), warnings: warnings)
        }
    }
}

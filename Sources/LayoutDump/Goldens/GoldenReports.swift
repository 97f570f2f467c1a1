import CardGeometry
import CardGeometryGoldens
import Foundation

/// The report files of a check: each written from the one run.
struct GoldenReports {
    let run: GoldenRun
    let engine: CardLayoutEngine

    func write(junit: String?, markdown: String?, html: String?, json: String?) throws(CommandFailure) {
        // A report may go into a folder of its own (a CI job's reports/).
        for path in [junit, markdown, html, json].compactMap({ $0 }) {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        if let json { try Output.write(run.json(), to: json) }
        if let junit { try Output.write(run.junitReport().xml(), to: junit) }
        if let markdown { try Output.write(run.markdownReport(), to: markdown) }
        if let html { try Output.write(GoldenHTMLReport(run: run, engine: engine).html(), to: html) }
    }
}

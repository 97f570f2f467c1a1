import ArgumentParser
import CardGeometry
import CardRendering

/// `layout-dump [layout] FILE`: one layout, as JSON, a table or SVG.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a card and print its card-layout/1 JSON, a table of its frames, or an SVG picture.",
        discussion: """
            Options given here replace the input's environment values. --format svg draws the card with its \
            real glyph outlines (media as a placeholder); --frames adds every frame, outlined and named.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, table, svg
    }

    @Argument(help: ArgumentHelp("The input JSON file, or - for standard input.", valueName: "file"))
    var file: String

    @OptionGroup(title: "Environment") var environment: EnvironmentOptions

    @Option(help: "What to print: the card-layout/1 JSON, a table of frames, or an SVG picture.")
    var format: Format = .json

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of stdout.", valueName: "file"))
    var output: String?

    @Flag(help: "With --format svg: outline and name every frame.")
    var frames = false

    @OptionGroup var common: CommonOptions

    func validate() throws {
        if frames, format != .svg { throw ValidationError("--frames needs --format svg") }
    }

    func run() throws {
        let (data, source) = try Input.read(file)
        let input = try Input.decode(data, source: source, overrides: environment.overrides)
        try common.report(warnings: input.warnings.map(\.description), source: source)
        let engine = try common.engine()
        let layout: CardLayout
        do {
            layout = try engine.layout(input, includesGlyphs: format == .svg)
        } catch {
            throw CommandFailure("\(source): \(error)")
        }
        let name = source == Input.standardInputName ? nil : source
        let text: String =
            switch format {
            case .json: layout.jsonString(pretty: true) + "\n"
            case .table: LayoutTable.render(.storyteller(layout), source: name)
            case .svg:
                CardSVG(measurer: engine.measurer).render(
                    .storyteller(layout),
                    options: CardSVG.Options(showsFrames: frames, colorScheme: input.environment.colorScheme))
            }
        try Output.write(text, to: output)
    }
}

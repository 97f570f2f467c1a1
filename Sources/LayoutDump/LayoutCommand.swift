import ArgumentParser
import CardGeometry
import CardRendering

/// `layout-dump [layout] FILE`: one layout of any kind, as JSON, a table or SVG.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out an input of any kind and print its card-layout/1 JSON, a table of its frames, "
            + "or an SVG picture.",
        discussion: """
            The input's "kind" picks the card system: \(LayoutDump.kindList). Options given here replace \
            the input's environment values, for every kind. --format table lists every frame of the layout \
            by its JSON path, each text with its size, marks and lines. --format svg draws the layout's \
            shapes: surfaces, images as placeholders, texts with their real glyph outlines, badges; \
            --frames adds every shape's frame and text line, outlined and named.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, table, svg
    }

    @OptionGroup(title: "Inputs") var inputs: InputsOptions

    @OptionGroup(title: "Environment") var environment: EnvironmentOptions

    @Option(help: "What to print: the card-layout/1 JSON, a table of frames, or an SVG picture.")
    var format: Format = .json

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Write to this file instead of stdout; with many inputs, a folder that gets a file per input.",
            valueName: "file|dir"))
    var output: String?

    @Flag(help: "With --format svg: outline and name every shape's frame and text line.")
    var frames = false

    @OptionGroup var common: CommonOptions

    func validate() throws {
        if frames, format != .svg { throw ValidationError("--frames needs --format svg") }
    }

    func run() throws {
        let engine = try common.engine()
        let base = try common.base(maximumBytes: engine.maximumInputBytes)
        guard let file = inputs.singleFile else {
            if format == .svg, output == nil {
                throw CommandFailure("--format svg with many inputs needs -o DIR: a picture per input")
            }
            let many = ManyLayouts(
                engine: engine, base: base, overrides: environment.overrides, format: format, frames: frames,
                strict: common.strict)
            return try many.run(inputs.items(maximumBytes: engine.maximumInputBytes), outputFolder: output)
        }
        let (data, source) = try Input.read(file, maximumBytes: engine.maximumInputBytes)
        let input = try Input.input(data, source: source, engine: engine, base: base, overrides: environment.overrides)
        let layout = try Input.layout(input, engine: engine, source: source, includesGlyphs: format == .svg)
        try common.report(warnings: layout.warnings, source: source)
        if format == .json, output == nil {
            // Written as it is made: a layout's JSON can be hundreds of MB.
            try Output.writeJSON(layout)
            return
        }
        let name = source == Input.standardInputName ? nil : source
        let text: String =
            switch format {
            case .json: layout.jsonString(pretty: true) + "\n"
            case .table: LayoutTable.render(layout, source: name)
            case .svg:
                CardSVG(measurer: engine.measurer).render(
                    layout,
                    options: CardSVG.Options(
                        showsFrames: frames, colorScheme: input.environment.colorScheme))
            }
        try Output.write(text, to: output)
    }
}

import ArgumentParser
import CardGeometry
import CardRendering
import CardText
import Foundation

extension ContentSizeCategory: ExpressibleByArgument {}
extension ColorScheme: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
extension MatrixReport.Check: ExpressibleByArgument {}

/// Fonts and warnings, for every command.
struct CommonOptions: ParsableArguments {
    @Option(
        name: .customLong("fonts"),
        help: ArgumentHelp(
            "A font directory to add to the bundled fonts (repeatable): one with a manifest.json, "
                + "or any folder of .ttf/.otf/.ttc files.", valueName: "dir"))
    var fontDirectories: [String] = []

    @Option(
        name: .customLong("max-input-bytes"),
        help: ArgumentHelp(
            "The largest input read, in bytes (default \(CardLayoutEngine.defaultMaximumInputBytes), 16 MB); "
                + "a larger one is an error and is not read past the limit.", valueName: "bytes"))
    var maximumInputBytes = CardLayoutEngine.defaultMaximumInputBytes

    @Option(
        name: .customLong("base"),
        help: ArgumentHelp(
            "A partial input deep-merged under every input (a library's shared theme and environment); "
                + "the input's own values win.", valueName: "file"))
    var baseFile: String?

    @Flag(
        help: ArgumentHelp(
            "Treat input warnings (unknown keys, ignored or replaced values) as errors: exit 2. "
                + "Layout warnings (content-overflow and the like) are still printed, not errors."))
    var strict = false

    /// The engine over the bundled fonts and the added directories.
    func engine() throws(CommandFailure) -> CardLayoutEngine {
        let directories = fontDirectories.map { URL(fileURLWithPath: $0) }
        do {
            var engine = CardLayoutEngine(fonts: try FontRegistry.bundled(adding: directories))
            engine.maximumInputBytes = maximumInputBytes
            return engine
        } catch {
            throw CommandFailure("fonts: \(error)")
        }
    }

    /// The `--base` document, read once, or nil.
    func base(maximumBytes: Int) throws(CommandFailure) -> BaseDocument? {
        guard let baseFile else { return nil }
        return try BaseDocument(file: baseFile, maximumBytes: maximumBytes)
    }

    func validate() throws {
        guard maximumInputBytes > 0 else {
            throw ValidationError("--max-input-bytes must be an integer > 0, got \(maximumInputBytes)")
        }
    }

    /// Prints the layout's warnings (`path: message [code]`) on stderr;
    /// with `--strict`, fails when any is about the input.
    func report(warnings: [CardLayoutWarning], source: String) throws(CommandFailure) {
        for warning in warnings { Output.error(Self.warningLine(warning, source: source)) }
        if let problem = Self.strictProblem(warnings, strict: strict) { throw CommandFailure("\(source): \(problem)") }
    }

    /// `SOURCE: warning: PATH: MESSAGE [CODE]`, as stderr shows a warning.
    static func warningLine(_ warning: CardLayoutWarning, source: String) -> String {
        "\(source): warning: \(warning) [\(warning.code)]"
    }

    /// What `--strict` makes of an input's warnings: `2 input warnings
    /// with --strict` when it is on and any warning is about the input; nil
    /// otherwise.
    static func strictProblem(_ warnings: [CardLayoutWarning], strict: Bool) -> String? {
        let inputWarnings = warnings.count { $0.code.category == .input }
        guard strict, inputWarnings > 0 else { return nil }
        let count = inputWarnings == 1 ? "1 input warning" : "\(inputWarnings) input warnings"
        return "\(count) with --strict"
    }
}

/// Values that replace the input's environment.
struct EnvironmentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The container's width in points (> 0).", valueName: "points"))
    var width: Double?

    @Option(help: "The content size category (Dynamic Type).")
    var category: ContentSizeCategory?

    @Option(help: "The color scheme.")
    var scheme: ColorScheme?

    @Option(help: "The layout direction.")
    var direction: LayoutDirection?

    @OptionGroup var scale: ScaleOption

    func validate() throws {
        if let width, !(width.isFinite && width > 0) {
            throw ValidationError("--width must be a number > 0, got \(width)")
        }
    }

    var overrides: EnvironmentOverrides {
        EnvironmentOverrides(
            width: width, contentSizeCategory: category, colorScheme: scheme, layoutDirection: direction,
            displayScale: scale.scale)
    }
}

struct ScaleOption: ParsableArguments {
    @Option(help: ArgumentHelp("The display scale, pixels per point: 1, 2 or 3.", valueName: "1|2|3"))
    var scale: Int?

    func validate() throws {
        if let scale, ![1, 2, 3].contains(scale) {
            throw ValidationError("--scale must be 1, 2 or 3, got \(scale)")
        }
    }
}

/// Comma-separated lists (`--widths 320,390`).
enum ListArgument {
    static func items(_ argument: String) -> [String] {
        argument.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    static func values<Value: RawRepresentable & CaseIterable>(
        _ argument: String, _ what: String
    ) throws -> [Value] where Value.RawValue == String {
        try items(argument).map { item in
            guard let value = Value(rawValue: item) else {
                let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("unknown \(what) '\(item)'; must be one of \(allowed)")
            }
            return value
        }
    }

    static func widths(_ argument: String) throws -> [Double] {
        try items(argument).map { item in
            guard let width = Double(item), width.isFinite, width > 0 else {
                throw ValidationError("'\(item)' is not a width; widths are numbers > 0")
            }
            return width
        }
    }
}

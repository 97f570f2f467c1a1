import CardGeometryCore
import CardText
import Foundation

/// The engine's entry points for input of any kind: the input's `kind`
/// picks its system from the registry (`KindRegistry`) as it is read, and
/// the input keeps it.
extension CardLayoutEngine {
    /// Lays out an input of any kind given as JSON: its `kind` picks the
    /// system. Throws for malformed JSON and for any invalid value (nothing
    /// is laid out then); unknown keys become the layout's `warnings`.
    public func layout(json: Data, includesGlyphs: Bool = false) throws(CardLayoutError) -> Layout {
        try layout(input(json: json), includesGlyphs: includesGlyphs)
    }

    /// ``layout(json:includesGlyphs:)`` for a parsed document. With
    /// `includesGlyphs`, each text line also carries its positioned glyphs
    /// (`glyphRuns`), for drawing.
    public func layout(jsonValue: JSONValue, includesGlyphs: Bool = false) throws(CardLayoutError) -> Layout {
        try layout(input(jsonValue: jsonValue), includesGlyphs: includesGlyphs)
    }

    /// Reads an input of any kind from JSON, once, into its typed value:
    /// its `kind` picks the system; every value is checked as it is read.
    /// Set its ``LayoutInput/environment`` and lay it out as often as
    /// needed.
    ///
    /// - Parameters:
    ///   - json: the input document, UTF-8 JSON.
    ///   - replacing: environment values that replace the input's own
    ///     (which are then not read): a command line's `--width`.
    ///   - fillingMissing: environment values used only where the input
    ///     leaves one out or gives null (its own are read and checked): a
    ///     matrix's first width.
    /// - Throws: for input larger than ``maximumInputBytes``, malformed
    ///   JSON and any invalid value, naming its JSON path.
    public func input(
        json: Data, replacing: EnvironmentOverrides = EnvironmentOverrides(),
        fillingMissing: EnvironmentOverrides = EnvironmentOverrides()
    ) throws(CardLayoutError) -> LayoutInput {
        try checkInputSize(json.count)
        return try LayoutInput(
            tape: JSONParser.tape(json, keys: LayoutKind.inputKeys),
            environmentReading: EnvironmentReading(replacing: replacing, fillingMissing: fillingMissing))
    }

    /// ``input(json:replacing:fillingMissing:)`` for a parsed document.
    public func input(
        jsonValue: JSONValue, replacing: EnvironmentOverrides = EnvironmentOverrides(),
        fillingMissing: EnvironmentOverrides = EnvironmentOverrides()
    ) throws(CardLayoutError) -> LayoutInput {
        try LayoutInput(
            document: jsonValue,
            environmentReading: EnvironmentReading(replacing: replacing, fillingMissing: fillingMissing))
    }

    /// Lays out an input of any kind: checks it (its environment included,
    /// whoever set it) and lays it out by its system's rules. The same
    /// input read from JSON gives the same layout as
    /// ``layout(json:includesGlyphs:)``.
    public func layout(_ input: LayoutInput, includesGlyphs: Bool = false) throws(CardLayoutError) -> Layout {
        try input.bound.laidOut(by: self, context(includesGlyphs: includesGlyphs))
    }
}

extension SystemBoundInput {
    /// The input laid out by the system it is bound to.
    fileprivate func laidOut(by engine: CardLayoutEngine, _ context: LayoutContext) throws(CardLayoutError) -> Layout {
        Layout(try engine.run(System.self, input, context))
    }
}

import CardText
import Foundation

/// Lays out cards of every kind: turns an input (JSON, or a kind's typed
/// input) into its layout by the rules of the kind's spec.
///
/// Create one engine and reuse it: it holds a `TextMeasurer` whose caches
/// make repeated layouts cheap. It is immutable and safe to use from many
/// threads at once.
///
/// ```swift
/// let engine = try CardLayoutEngine(fonts: .bundled())
/// let layout = try engine.layout(json: data)   // any kind
/// print(layout.jsonString(pretty: true))
/// ```
public struct CardLayoutEngine: Sendable {
    /// The text layer the engine measures with.
    public let measurer: TextMeasurer
    /// The registry's families, looked up on every layout.
    private let families: Set<String>
    /// The largest input, in bytes, that is read (common.md, values): a
    /// larger one is an error that names this limit, and nothing past it
    /// is read. 16 MB (16,777,216 bytes) unless set.
    public var maximumInputBytes = CardLayoutEngine.defaultMaximumInputBytes

    /// The limit an engine starts with: 16 MB.
    public static let defaultMaximumInputBytes = 16 * 1024 * 1024

    /// An engine that measures text with `measurer` (and shares its caches).
    public init(measurer: TextMeasurer) {
        self.measurer = measurer
        self.families = Set(measurer.fonts.families)
    }

    /// An engine with its own `TextMeasurer` over `fonts`.
    public init(fonts: FontRegistry) {
        self.init(measurer: TextMeasurer(fonts: fonts))
    }

    /// Lays out an input of any kind given as JSON: its `kind` picks the
    /// system. Throws for malformed JSON and for any invalid value (nothing
    /// is laid out then); unknown keys become the layout's `warnings`.
    public func layout(json: Data, includesGlyphs: Bool = false) throws(CardLayoutError) -> Layout {
        try layoutRead(input(json: json), includesGlyphs: includesGlyphs)
    }

    /// ``layout(json:includesGlyphs:)`` for a parsed document. With
    /// `includesGlyphs`, each text line also carries its positioned glyphs
    /// (`glyphRuns`), for drawing.
    public func layout(jsonValue: JSONValue, includesGlyphs: Bool = false) throws(CardLayoutError) -> Layout {
        try layoutRead(input(jsonValue: jsonValue), includesGlyphs: includesGlyphs)
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
        return try input(jsonValue: JSONParser.parse(json), replacing: replacing, fillingMissing: fillingMissing)
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
        switch input {
        case .storyteller(let input): .storyteller(try layout(input, includesGlyphs: includesGlyphs))
        case .brazeContentCards(let input): .brazeContentCards(try layout(input, includesGlyphs: includesGlyphs))
        case .storylyStoryGroups(let input): .storylyStoryGroups(try layout(input, includesGlyphs: includesGlyphs))
        case .sheetCards(let input): .sheetCards(try layout(input, includesGlyphs: includesGlyphs))
        case .storifyMeWidgets(let input): .storifyMeWidgets(try layout(input, includesGlyphs: includesGlyphs))
        }
    }

    /// Throws when an input of `byteCount` bytes is over ``maximumInputBytes``.
    func checkInputSize(_ byteCount: Int) throws(CardLayoutError) {
        guard byteCount > maximumInputBytes else { return }
        throw Self.inputTooLarge(limit: maximumInputBytes)
    }

    /// The error for an input over `limit` bytes (common.md, values):
    /// `(root): must be an input of at most 16777216 bytes (16 MB), got more
    /// than 16777216 bytes`.
    public static func inputTooLarge(limit: Int) -> CardLayoutError {
        let megabyte = 1 << 20
        let inMegabytes = limit >= megabyte && limit % megabyte == 0 ? " (\(limit / megabyte) MB)" : ""
        return CardLayoutError(
            kind: .invalidValue, path: "", value: "more than \(limit) bytes",
            allowed: "an input of at most \(limit) bytes\(inMegabytes)")
    }

    /// Lays out a decoded input of one system: every entry point, typed or
    /// JSON, comes through here.
    func run<System: LayoutSystem>(_: System.Type, _ input: System.Input, _ context: LayoutContext)
        throws(CardLayoutError) -> System.Output
    {
        try System.validate(input)
        let layout = try System.layout(input, in: context)
        try Self.checkSize(of: layout)
        return layout
    }

    /// Throws when a layout's height reaches beyond
    /// ``LayoutLimits/maximumMagnitude`` (a feed of many cards each of many
    /// lines), so that no output number is that large.
    static func checkSize(of layout: some KindLayout) throws(CardLayoutError) {
        let height = layout.size.height
        guard height.isFinite, abs(height) <= LayoutLimits.maximumMagnitude else {
            let number = JSONNumberFormat.threeDecimals
            throw .invalid(
                .root, "an input whose layout is \(number(height)) pt high",
                allowed: "an input whose layout stays within \(number(LayoutLimits.maximumMagnitude)) pt")
        }
    }

    /// Lays out an input just read from JSON, whose values were checked as
    /// they were read (the systems check the rest as they lay out).
    private func layoutRead(_ input: LayoutInput, includesGlyphs: Bool) throws(CardLayoutError) -> Layout {
        let context = context(includesGlyphs: includesGlyphs)
        switch input {
        case .storyteller(let input): return .storyteller(try run(StorytellerSystem.self, input, context))
        case .brazeContentCards(let input):
            return .brazeContentCards(try run(BrazeContentCardsSystem.self, input, context))
        case .storylyStoryGroups(let input):
            return .storylyStoryGroups(try run(StorylyStoryGroupsSystem.self, input, context))
        case .sheetCards(let input): return .sheetCards(try run(SheetCardsSystem.self, input, context))
        case .storifyMeWidgets(let input):
            return .storifyMeWidgets(try run(StorifyMeWidgetsSystem.self, input, context))
        }
    }

    /// What the systems lay out with.
    func context(includesGlyphs: Bool) -> LayoutContext {
        LayoutContext(measurer: measurer, families: families, includesGlyphs: includesGlyphs)
    }
}

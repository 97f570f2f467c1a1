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
        try layout(jsonValue: JSONParser.parse(json), includesGlyphs: includesGlyphs)
    }

    /// ``layout(json:includesGlyphs:)`` for a parsed document. With
    /// `includesGlyphs`, each text line also carries its positioned glyphs
    /// (`glyphRuns`), for drawing.
    public func layout(jsonValue: JSONValue, includesGlyphs: Bool = false) throws(CardLayoutError) -> Layout {
        try layoutOfKind(jsonValue, includesGlyphs: includesGlyphs)
    }

    /// Lays out a decoded input of one system: every entry point, typed or
    /// JSON, comes through here.
    func run<System: LayoutSystem>(_: System.Type, _ input: System.Input, _ context: LayoutContext)
        throws(CardLayoutError) -> System.Output
    {
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

    private func layoutOfKind(_ jsonValue: JSONValue, includesGlyphs: Bool) throws(CardLayoutError) -> Layout {
        let context = context(includesGlyphs: includesGlyphs)
        switch try LayoutKind(input: jsonValue) {
        case .storyteller:
            return .storyteller(try run(StorytellerSystem.self, StorytellerSystem.decode(json: jsonValue), context))
        case .brazeContentCards:
            return .brazeContentCards(
                try run(BrazeContentCardsSystem.self, BrazeContentCardsSystem.decode(json: jsonValue), context))
        case .storylyStoryGroups:
            return .storylyStoryGroups(
                try run(StorylyStoryGroupsSystem.self, StorylyStoryGroupsSystem.decode(json: jsonValue), context))
        case .sheetCards:
            return .sheetCards(try run(SheetCardsSystem.self, SheetCardsSystem.decode(json: jsonValue), context))
        case .storifyMeWidgets:
            return .storifyMeWidgets(
                try run(StorifyMeWidgetsSystem.self, StorifyMeWidgetsSystem.decode(json: jsonValue), context))
        }
    }

    /// What the systems lay out with.
    func context(includesGlyphs: Bool) -> LayoutContext {
        LayoutContext(measurer: measurer, families: families, includesGlyphs: includesGlyphs)
    }
}

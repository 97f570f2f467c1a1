import CardGeometryCore
import CardText
import Foundation
import StorytellerCards
import BrazeContentCards
import StorylyStoryGroups
import SheetCards
import StorifyMeWidgets

/// The engine's entry points for input of any kind: the dispatch by `kind`,
/// in one place.
extension CardLayoutEngine {
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
        return try input(
            jsonValue: JSONParser.parse(json, keys: LayoutKind.inputKeys), replacing: replacing,
            fillingMissing: fillingMissing)
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

    /// Lays out an input just read from JSON, whose values were checked as
    /// they were read (the systems check the rest as they lay out).
    private func layoutRead(_ input: LayoutInput, includesGlyphs: Bool) throws(CardLayoutError) -> Layout {
        let context = context(includesGlyphs: includesGlyphs)
        switch input {
        case .storyteller(let input): return .storyteller(try run(StorytellerCardsSystem.self, input, context))
        case .brazeContentCards(let input):
            return .brazeContentCards(try run(BrazeContentCardsSystem.self, input, context))
        case .storylyStoryGroups(let input):
            return .storylyStoryGroups(try run(StorylyStoryGroupsSystem.self, input, context))
        case .sheetCards(let input): return .sheetCards(try run(SheetCardsSystem.self, input, context))
        case .storifyMeWidgets(let input):
            return .storifyMeWidgets(try run(StorifyMeWidgetsSystem.self, input, context))
        }
    }

}

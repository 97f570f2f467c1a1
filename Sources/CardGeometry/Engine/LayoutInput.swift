import BrazeContentCards
import CardGeometryCore
import SheetCards
import StorifyMeWidgets
import StorylyStoryGroups
import StorytellerCards

/// An input of any kind, read and checked once: what
/// ``CardLayoutEngine/input(json:replacing:fillingMissing:)`` returns and
/// ``CardLayoutEngine/layout(_:includesGlyphs:)-(LayoutInput,_)`` lays out.
///
/// Set its ``environment`` to lay the same input out elsewhere (a device
/// matrix, a preview's tiles): nothing is read again.
public enum LayoutInput: Hashable, Sendable {
    /// A Storyteller card or collection (`kind` absent or `"storyteller"`).
    case storyteller(StorytellerCardInput)
    /// A Braze content-card feed (`"braze.contentCards"`).
    case brazeContentCards(BrazeFeedInput)
    /// A Storyly story-group bar (`"storyly.storyGroups"`).
    case storylyStoryGroups(StoryGroupBarInput)
    /// Map sheet cards (`"tgcard.sheet"`).
    case sheetCards(SheetCardInput)
    /// A StorifyMe widget stack (`"storifyme.widgets"`).
    case storifyMeWidgets(WidgetStackInput)

    /// The system that lays it out.
    public var kind: LayoutKind {
        switch self {
        case .storyteller: .storyteller
        case .brazeContentCards: .brazeContentCards
        case .storylyStoryGroups: .storylyStoryGroups
        case .sheetCards: .sheetCards
        case .storifyMeWidgets: .storifyMeWidgets
        }
    }

    /// The kind's own input, as the protocol every kind's input conforms to.
    public var content: any KindInput {
        switch self {
        case .storyteller(let input): input
        case .brazeContentCards(let input): input
        case .storylyStoryGroups(let input): input
        case .sheetCards(let input): input
        case .storifyMeWidgets(let input): input
        }
    }

    /// Where it is laid out. Values set here are checked when it is laid
    /// out, by the ranges JSON input is read by.
    public var environment: LayoutEnvironment {
        get { content.environment }
        set {
            switch self {
            case .storyteller(var input):
                input.environment = newValue
                self = .storyteller(input)
            case .brazeContentCards(var input):
                input.environment = newValue
                self = .brazeContentCards(input)
            case .storylyStoryGroups(var input):
                input.environment = newValue
                self = .storylyStoryGroups(input)
            case .sheetCards(var input):
                input.environment = newValue
                self = .sheetCards(input)
            case .storifyMeWidgets(var input):
                input.environment = newValue
                self = .storifyMeWidgets(input)
            }
        }
    }

    /// What the input had that was ignored or replaced, each with its path,
    /// code and message (the layout repeats them in its `warnings`).
    public var warnings: [CardLayoutWarning] {
        switch self {
        case .storyteller(let input): input.warnings
        case .brazeContentCards(let input): input.warnings
        case .storylyStoryGroups(let input): input.warnings
        case .sheetCards(let input): input.warnings
        case .storifyMeWidgets(let input): input.warnings
        }
    }

    /// The input with `overrides` set on its environment.
    public func overriding(_ overrides: EnvironmentOverrides) -> LayoutInput {
        var input = self
        input.environment = overrides.applied(to: environment)
        return input
    }

    /// Reads a parsed document of any kind: its `kind` picks the system;
    /// `environment` is read with `environmentReading`'s overrides.
    init(document: JSONValue, environmentReading: EnvironmentReading) throws(CardLayoutError) {
        let kind = try LayoutKind(input: document)
        switch kind {
        case .storyteller:
            self = .storyteller(try StorytellerCardsSystem.decode(json: document, environmentReading: environmentReading))
        case .brazeContentCards:
            self = .brazeContentCards(
                try BrazeContentCardsSystem.decode(json: document, environmentReading: environmentReading))
        case .storylyStoryGroups:
            self = .storylyStoryGroups(
                try StorylyStoryGroupsSystem.decode(json: document, environmentReading: environmentReading))
        case .sheetCards:
            self = .sheetCards(try SheetCardsSystem.decode(json: document, environmentReading: environmentReading))
        case .storifyMeWidgets:
            self = .storifyMeWidgets(
                try StorifyMeWidgetsSystem.decode(json: document, environmentReading: environmentReading))
        default:
            // LayoutKind(input:) reads only the kinds of allCases.
            throw .invalid(JSONPath("kind"), .string(kind.rawValue), allowed: "one of the kinds of LayoutKind.allCases")
        }
    }
}

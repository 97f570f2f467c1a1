/// The card systems the engine lays out, selected by an input's `"kind"`
/// (common.md, kinds).
public enum LayoutKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Storyteller cards (also when `kind` is absent).
    case storyteller
    /// A Braze content-card feed.
    case brazeContentCards = "braze.contentCards"
    /// A Storyly story-group bar.
    case storylyStoryGroups = "storyly.storyGroups"
    /// Map sheet cards (TGCardViewController).
    case sheetCards = "tgcard.sheet"
    /// A StorifyMe widget stack.
    case storifyMeWidgets = "storifyme.widgets"

    public var description: String { rawValue }

    /// The kind an input asks for: its `kind`, Storyteller when absent or
    /// null. Anything else is an error at `kind` that lists the kinds.
    public init(input: JSONValue) throws(CardLayoutError) {
        guard case .object(let object) = input else { throw .invalid(.root, input, allowed: "an object") }
        guard let value = object["kind"], value != .null else {
            self = .storyteller
            return
        }
        guard case .string(let name) = value, let kind = LayoutKind(rawValue: name) else {
            throw .invalid(
                JSONPath("kind"), value, allowed: "one of " + Self.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = kind
    }
}

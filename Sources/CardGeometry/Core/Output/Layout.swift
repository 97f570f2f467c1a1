import Foundation

/// The layout of an input of any kind: what ``CardLayoutEngine/layout(json:)``
/// returns. Each case holds the kind's typed layout.
public enum Layout: Hashable, Sendable {
    case storyteller(CardLayout)
    case brazeContentCards(BrazeFeedLayout)
    case storylyStoryGroups(StoryGroupBarLayout)
    case sheetCards(SheetCardLayout)
    case storifyMeWidgets(WidgetStackLayout)

    /// The kind's own layout, as the protocol every kind's layout conforms to.
    public var content: any KindLayout {
        switch self {
        case .storyteller(let layout): layout
        case .brazeContentCards(let layout): layout
        case .storylyStoryGroups(let layout): layout
        case .sheetCards(let layout): layout
        case .storifyMeWidgets(let layout): layout
        }
    }

    public var kind: LayoutKind { type(of: content).kind }
    public var size: LayoutSize { content.size }
    public var warnings: [String] { content.warnings }
    public var jsonValue: JSONValue { content.jsonValue }
    public var shapes: [LayoutShape] { content.shapes }
    public var drawingSize: LayoutSize { content.drawingSize }
    public var overflows: [LayoutOverflow] { content.overflows }
    public var textBlocks: [(name: String, block: TextBlockLayout)] { content.textBlocks }

    /// The `card-layout/1` JSON (see ``KindLayout/jsonString(pretty:)``).
    public func jsonString(pretty: Bool = true) -> String { content.jsonString(pretty: pretty) }
    public func jsonData(pretty: Bool = true) -> Data { content.jsonData(pretty: pretty) }

    /// How this layout differs from the expected layout JSON (see
    /// ``LayoutDifference/differences(between:and:frameTolerance:)``).
    public func differences(from expected: JSONValue, frameTolerance: Double = 0.01) -> [LayoutDifference] {
        LayoutDifference.differences(between: jsonValue, and: expected, frameTolerance: frameTolerance)
    }

    /// The Storyteller layout, when this is one.
    public var storyteller: CardLayout? {
        if case .storyteller(let layout) = self { return layout }
        return nil
    }

    /// The Storyly story-group bar layout, when this is one.
    public var storylyStoryGroups: StoryGroupBarLayout? {
        if case .storylyStoryGroups(let layout) = self { return layout }
        return nil
    }

    /// The Braze content-card feed layout, when this is one.
    public var brazeContentCards: BrazeFeedLayout? {
        if case .brazeContentCards(let layout) = self { return layout }
        return nil
    }

    /// The map sheet layout, when this is one.
    public var sheetCards: SheetCardLayout? {
        if case .sheetCards(let layout) = self { return layout }
        return nil
    }

    /// The StorifyMe widget stack layout, when this is one.
    public var storifyMeWidgets: WidgetStackLayout? {
        if case .storifyMeWidgets(let layout) = self { return layout }
        return nil
    }
}

import BrazeContentCards
import CardGeometryCore
import CardText
import Foundation
import SheetCards
import StorifyMeWidgets
import StorylyStoryGroups
import StorytellerCards

/// The layout of an input of any kind: what ``CardLayoutEngine/layout(json:includesGlyphs:)``
/// returns. Each case holds the kind's typed layout.
public enum Layout: Hashable, Sendable {
    /// A Storyteller card.
    case storyteller(StorytellerCardLayout)
    /// A Braze content-card feed.
    case brazeContentCards(BrazeFeedLayout)
    /// A Storyly story-group bar.
    case storylyStoryGroups(StoryGroupBarLayout)
    /// A map sheet card.
    case sheetCards(SheetCardLayout)
    /// A StorifyMe widget stack.
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

    /// The kind of the input that was laid out.
    public var kind: LayoutKind {
        switch self {
        case .storyteller: .storyteller
        case .brazeContentCards: .brazeContentCards
        case .storylyStoryGroups: .storylyStoryGroups
        case .sheetCards: .sheetCards
        case .storifyMeWidgets: .storifyMeWidgets
        }
    }
    /// The environment's width and the layout's snapped height.
    public var size: LayoutSize { content.size }
    /// What the input had that was ignored or replaced, and what about the
    /// layout is worth a look: each with its path, code and message.
    public var warnings: [CardLayoutWarning] { content.warnings }
    /// The `card-layout/1` document as a JSON tree.
    public var jsonValue: JSONValue { content.jsonValue }
    /// What a picture of the layout draws, back to front.
    public var shapes: [LayoutShape] { content.shapes }
    /// The size of a picture of the layout (larger than ``size`` for sheet cards).
    public var drawingSize: LayoutSize { content.drawingSize }
    /// Content that does not fit a fixed size; empty for kinds that grow to fit.
    public var overflows: [LayoutOverflow] { content.overflows }
    /// Parts a frames overlay outlines although a picture draws nothing for them.
    public var outlinedParts: [OutlinedPart] { content.outlinedParts }
    /// The id of the one card the layout shows, for kinds that name one.
    public var cardId: String? {
        // Each case's own, without boxing the layout (a device matrix asks
        // in every environment).
        switch self {
        case .storyteller(let layout): layout.cardId
        case .brazeContentCards(let layout): layout.cardId
        case .storylyStoryGroups(let layout): layout.cardId
        case .sheetCards(let layout): layout.cardId
        case .storifyMeWidgets(let layout): layout.cardId
        }
    }
    /// Every text block the layout shows, with its name, in drawing order.
    public var textBlocks: [(name: String, block: TextBlockLayout)] {
        switch self {
        case .storyteller(let layout): layout.textBlocks
        case .brazeContentCards(let layout): layout.textBlocks
        case .storylyStoryGroups(let layout): layout.textBlocks
        case .sheetCards(let layout): layout.textBlocks
        case .storifyMeWidgets(let layout): layout.textBlocks
        }
    }

    /// The `card-layout/1` JSON (see ``KindLayout/jsonString(pretty:)``).
    public func jsonString(pretty: Bool = true) -> String {
        String(decoding: jsonBytes(pretty: pretty), as: UTF8.self)
    }
    /// The `card-layout/1` JSON as UTF-8 data.
    public func jsonData(pretty: Bool = true) -> Data { Data(jsonBytes(pretty: pretty)) }
    /// Writes the `card-layout/1` JSON in chunks as it is made, without
    /// building its tree (see ``KindLayout/writeJSON(pretty:to:)``).
    public func writeJSON(pretty: Bool = true, to chunk: (UnsafeRawBufferPointer) -> Void) {
        // Each case's own writer, without boxing the layout or looking up
        // its conformance at run time (a one-layout process pays for both).
        let handOn: ([UInt8]) -> Void = { bytes in bytes.withUnsafeBytes(chunk) }
        switch self {
        case .storyteller(let layout): JSONWriter.stream(layout, pretty: pretty, to: handOn)
        case .brazeContentCards(let layout): JSONWriter.stream(layout, pretty: pretty, to: handOn)
        case .storylyStoryGroups(let layout): JSONWriter.stream(layout, pretty: pretty, to: handOn)
        case .sheetCards(let layout): JSONWriter.stream(layout, pretty: pretty, to: handOn)
        case .storifyMeWidgets(let layout): JSONWriter.stream(layout, pretty: pretty, to: handOn)
        }
    }

    /// The `card-layout/1` JSON as UTF-8 bytes, written by the kind's own
    /// writer (specialized in its module) without a tree; `capacity` bytes
    /// reserved to begin with.
    package func jsonBytes(pretty: Bool = true, capacity: Int = 8 * 1024) -> [UInt8] {
        var writer = JSONByteWriter(pretty: pretty, capacity: capacity)
        switch self {
        case .storyteller(let layout): layout.writeJSON(into: &writer)
        case .brazeContentCards(let layout): layout.writeJSON(into: &writer)
        case .storylyStoryGroups(let layout): layout.writeJSON(into: &writer)
        case .sheetCards(let layout): layout.writeJSON(into: &writer)
        case .storifyMeWidgets(let layout): layout.writeJSON(into: &writer)
        }
        return writer.takeBytes()
    }

    /// How this layout differs from the expected layout JSON (see
    /// ``LayoutDifference/differences(between:and:frameTolerance:)``).
    public func differences(from expected: JSONValue, frameTolerance: Double = 0.01) -> [LayoutDifference] {
        LayoutDifference.differences(between: jsonValue, and: expected, frameTolerance: frameTolerance)
    }

    /// The Storyteller layout, when this is one.
    public var storyteller: StorytellerCardLayout? {
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

extension Layout {
    /// How this layout, of any kind, differs from `expected` (see
    /// ``LayoutDifference/differences(between:and:frameTolerance:)``):
    /// what changed between two layouts of one input, such as before and
    /// after an edit.
    public func differences(from expected: Layout, frameTolerance: Double = 0.01) -> [LayoutDifference] {
        LayoutDifference.differences(between: jsonValue, and: expected.jsonValue, frameTolerance: frameTolerance)
    }
}

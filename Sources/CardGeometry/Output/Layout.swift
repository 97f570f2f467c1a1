import CardGeometryCore
import CardText
import Foundation

/// The layout of an input of any kind: what ``CardLayoutEngine/layout(json:includesGlyphs:)``
/// returns. It holds the kind's typed layout (``content``), which
/// ``content(as:)`` gives back as its own type.
public struct Layout: Hashable, Sendable {
    /// The kind's own layout, as the protocol every kind's layout conforms to.
    public let content: any KindLayout

    /// A kind's typed layout as a layout of any kind.
    public init(_ layout: some KindLayout) {
        content = layout
    }

    /// The kind's own layout as `type`, when it is one:
    /// `layout.content(as: BrazeFeedLayout.self)`.
    public func content<KindLayoutType: KindLayout>(as type: KindLayoutType.Type) -> KindLayoutType? {
        content as? KindLayoutType
    }

    /// The kind of the input that was laid out.
    public var kind: LayoutKind { type(of: content).kind }
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
    public var cardId: String? { content.cardId }
    /// Every text block the layout shows, with its name, in drawing order.
    public var textBlocks: [(name: String, block: TextBlockLayout)] { content.textBlocks }

    /// The `card-layout/1` JSON (see ``KindLayout/jsonString(pretty:)``).
    public func jsonString(pretty: Bool = true) -> String {
        String(decoding: jsonBytes(pretty: pretty), as: UTF8.self)
    }
    /// The `card-layout/1` JSON as UTF-8 data.
    public func jsonData(pretty: Bool = true) -> Data { Data(jsonBytes(pretty: pretty)) }
    /// Writes the `card-layout/1` JSON in chunks as it is made, without
    /// building its tree (see ``KindLayout/writeJSON(pretty:to:)``).
    public func writeJSON(pretty: Bool = true, to chunk: (UnsafeRawBufferPointer) -> Void) {
        content.writeJSON(pretty: pretty, to: chunk)
    }

    /// The `card-layout/1` JSON as UTF-8 bytes, written by the kind's own
    /// writer (specialized in its module) without a tree.
    package func jsonBytes(pretty: Bool = true) -> [UInt8] {
        content.jsonBytes(pretty: pretty)
    }

    /// How this layout differs from the expected layout JSON (see
    /// ``LayoutDifference/differences(between:and:frameTolerance:)``).
    public func differences(from expected: JSONValue, frameTolerance: Double = 0.01) -> [LayoutDifference] {
        LayoutDifference.differences(between: jsonValue, and: expected, frameTolerance: frameTolerance)
    }

    public static func == (lhs: Layout, rhs: Layout) -> Bool {
        lhs.content.isEqual(to: rhs.content)
    }

    public func hash(into hasher: inout Hasher) {
        content.hash(into: &hasher)
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

extension KindLayout {
    /// Whether `other` is a layout of the same type, equal to this one.
    fileprivate func isEqual(to other: any KindLayout) -> Bool {
        guard let other = other as? Self else { return false }
        return other == self
    }
}

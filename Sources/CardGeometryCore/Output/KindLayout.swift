/// What every kind's layout offers besides its own typed parts: the size,
/// the warnings, the `card-layout/1` JSON, and the shapes a picture draws.
public protocol KindLayout: Hashable, Sendable {
    /// The kind written in the JSON.
    static var kind: LayoutKind { get }
    /// The environment's width and the layout's snapped height.
    var size: LayoutSize { get }
    /// What the input had that was ignored or replaced, and what about the
    /// layout is worth a look, in the order found: each with its path, code
    /// and message (`description` is its text, `path: message`).
    var warnings: [CardLayoutWarning] { get }
    /// The layout as a JSON tree, in the order it is written.
    var jsonValue: JSONValue { get }
    /// What a picture of the layout draws, back to front, in the layout's
    /// coordinates (see ``drawingSize``).
    var shapes: [LayoutShape] { get }
    /// The size of the picture: ``size`` unless the kind draws more (a
    /// sheet at each of its positions, side by side).
    var drawingSize: LayoutSize { get }
    /// Where content does not fit the space the layout gives it (a kind
    /// that places by fixed sizes reports clipped content here); empty for
    /// kinds that grow to fit.
    var overflows: [LayoutOverflow] { get }
    /// Parts a frames overlay outlines although a picture draws nothing for
    /// them; empty unless the kind has such parts.
    var outlinedParts: [OutlinedPart] { get }
    /// The screens of a picture of the layout, each holding the shapes
    /// under its name: one of ``drawingSize`` unless the kind draws several
    /// (a sheet at each position).
    var screens: [PictureRegion] { get }
    /// The parts the layout reports clipped (a fixed-height widget, a
    /// story group's cell): a picture clips their content to their frame.
    var clippedParts: [PictureRegion] { get }
    /// The surfaces rounded on their top corners only (a sheet's card), by
    /// name; the others are rounded on all four.
    var topRoundedSurfaces: Set<String> { get }
    /// What each badge is, by the badge's name; a badge not named here is
    /// drawn as its shape.
    var badgeSymbols: [String: BadgeSymbol] { get }
    /// The system's title bar the layout names but does not place.
    var titleBar: TitleBar? { get }
    /// The id of the one card the layout shows, for kinds that lay out one
    /// card of a given id; nil otherwise.
    var cardId: String? { get }
    /// Every text block the layout shows, with its name, in drawing order:
    /// its ``shapes``' texts (a kind may give them without drawing the
    /// rest).
    var textBlocks: [(name: String, block: TextBlockLayout)] { get }
}

/// Content that does not fit: where it is and by how many points.
public struct LayoutOverflow: Hashable, Sendable {
    /// The output path of what overflows (`widgets[1]`).
    public var name: String
    /// By how many points, > 0.
    public var points: Double

    /// Content at `name` that needs `points` more than it has.
    public init(name: String, points: Double) {
        self.name = name
        self.points = points
    }
}

extension KindLayout {
    /// The schema name every layout's JSON starts with, whatever its kind:
    /// `card-layout/1`.
    public static var schema: String { "card-layout/1" }

    public var drawingSize: LayoutSize { size }
    public var overflows: [LayoutOverflow] { [] }
    public var outlinedParts: [OutlinedPart] { [] }
    public var screens: [PictureRegion] {
        [PictureRegion(name: nil, frame: LayoutRect(x: 0, y: 0, width: drawingSize.width, height: drawingSize.height))]
    }
    public var clippedParts: [PictureRegion] { [] }
    public var topRoundedSurfaces: Set<String> { [] }
    public var badgeSymbols: [String: BadgeSymbol] { [:] }
    public var titleBar: TitleBar? { nil }
    public var cardId: String? { nil }

    /// The layout as `card-layout/1` JSON: keys in the schema's order,
    /// numbers with at most 3 decimals, colors `#RRGGBBAA`. Pretty output
    /// indents by two spaces; neither form ends with a newline.
    public func jsonString(pretty: Bool = true) -> String {
        String(decoding: jsonBytes(pretty: pretty), as: UTF8.self)
    }

    /// ``jsonString(pretty:)`` as UTF-8 data.
    public func jsonData(pretty: Bool = true) -> Data {
        Data(jsonBytes(pretty: pretty))
    }

    /// ``jsonString(pretty:)`` as UTF-8 bytes, written from the typed
    /// layout by the kind's own writer (no tree).
    package func jsonBytes(pretty: Bool = true) -> [UInt8] {
        guard let writable = self as? any JSONWritable else { return JSONWriter.bytes(jsonValue, pretty: pretty) }
        return JSONWriter.bytes(of: writable, pretty: pretty)
    }

    /// Writes ``jsonString(pretty:)`` as UTF-8 bytes, handing them to
    /// `chunk` as they are made (about 64 KiB at a time) without building
    /// the JSON tree: a layout of a long text, with hundreds of thousands
    /// of lines, is written in the memory of its typed layout alone.
    public func writeJSON(pretty: Bool = true, to chunk: (UnsafeRawBufferPointer) -> Void) {
        guard let writable = self as? any JSONWritable else {
            jsonValue.write(pretty: pretty, to: chunk)
            return
        }
        JSONWriter.stream(writable, pretty: pretty) { bytes in bytes.withUnsafeBytes(chunk) }
    }

    /// Every text block the layout shows, with its name, in drawing order:
    /// the texts among its ``shapes``.
    public var textBlocks: [(name: String, block: TextBlockLayout)] {
        shapes.compactMap { shape in
            guard case .text(let name, let block) = shape else { return nil }
            return (name, block)
        }
    }
}

import Foundation

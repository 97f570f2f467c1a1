/// The blocks measured in a run of layouts (``ParagraphPins``), found by
/// their text's ``StringIdentity``, size and width, the rest of the request
/// compared: a batch measures each text of its input once per width and
/// size and finds it again in the environments that share it (a
/// right-to-left one taking the left-to-right lines), where the measurer's
/// cache (``BlockKey``) would hash the whole request, its strings included,
/// and compare the text byte by byte at every lookup.
///
/// Each entry keeps its request, whose text is the storage its identity
/// names. Used under the lock of its ``ParagraphPins``.
struct RunBlocks {
    /// What finds a block's slot: the text's identity, the size and the
    /// width (plain numbers, hashed once by the dictionary).
    private struct Slot: Hashable {
        let text: StringIdentity
        let size: UInt64
        let width: UInt64

        init(_ request: TextRequest, _ text: StringIdentity) {
            self.text = text
            size = request.style.size.bitPattern
            width = request.width.bitPattern
        }
    }

    private struct Entry {
        let request: TextRequest
        let block: TextBlock
    }

    private var slots: [Slot: [Entry]] = [:]
    /// How many blocks are kept, and the UTF-8 bytes of their texts.
    private(set) var count = 0
    private var textBytes = 0

    /// The most text (in UTF-8 bytes) whose blocks a run keeps: a run of
    /// long texts would otherwise keep every block until it ends.
    static let longestKeptTexts = 1 << 22

    /// The slots made room for at once: a device matrix keeps a block per
    /// text, width and size (360 for a card of three texts).
    static let initialCapacity = 512

    /// The block kept for `request`, whose text is `text`.
    func block(for request: TextRequest, text: StringIdentity) -> TextBlock? {
        guard let entries = slots[Slot(request, text)] else { return nil }
        for index in entries.indices where Self.matches(entries[index].request, request) {
            return entries[index].block
        }
        return nil
    }

    /// Keeps `block` for `request`, whose text is `text`.
    mutating func keep(_ block: TextBlock, for request: TextRequest, text: StringIdentity) {
        guard textBytes < Self.longestKeptTexts else { return }
        if slots.isEmpty { slots.reserveCapacity(Self.initialCapacity) }
        var isNew = false
        Self.modify(&slots[Slot(request, text), default: []]) { entries in
            guard !entries.contains(where: { Self.matches($0.request, request) }) else { return }
            entries.append(Entry(request: request, block: block))
            isNew = true
        }
        guard isNew else { return }
        count += 1
        textBytes += 1 + request.text.utf8.count
    }

    /// Calls `body` with `value` in place (one lookup of a dictionary's slot).
    private static func modify<Value>(_ value: inout Value, _ body: (inout Value) -> Void) { body(&value) }

    /// Whether two requests of one slot (one text identity, size and
    /// width) are the same request, but for the maximum height (which
    /// decides only whether a block is refused, ``TextMeasurer``).
    private static func matches(_ a: TextRequest, _ b: TextRequest) -> Bool {
        a.style.weight == b.style.weight && a.style.lineHeight == b.style.lineHeight
            && a.style.letterSpacing == b.style.letterSpacing && a.style.textCase == b.style.textCase
            && a.maxLines == b.maxLines && a.fitting == b.fitting && a.alignment == b.alignment
            && a.direction == b.direction && a.includesGlyphs == b.includesGlyphs
            && a.style.family.hasSameUTF8(as: b.style.family) && a.locale.hasSameUTF8(as: b.locale)
    }
}

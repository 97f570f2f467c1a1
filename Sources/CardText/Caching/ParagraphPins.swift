import Foundation

/// The shaped paragraphs of one run of layouts (a device matrix, a
/// preview's tiles: one input in many environments), kept until the run
/// ends, whatever the measurer's bounded cache evicts meanwhile: each
/// distinct paragraph is shaped once per run. A paragraph is shaped at 1 pt
/// (``ShapedParagraph``), so once serves every font size and width; only
/// its line breaks are made per width and size.
///
/// It keeps the blocks the run measured too (``RunBlocks``), found by
/// their text's storage, so that the environments that share a block (a
/// right-to-left one taking the left-to-right lines) find it without
/// hashing the text again; and each text's cased string, UTF-16 units and
/// whole paragraphs (``RunTexts``), so that each width and size measures
/// the text without decoding it or hashing its paragraphs again.
///
/// Pass one to ``TextMeasurer/measure(_:keepingParagraphsIn:)`` for every
/// measurement of the run, and let it go when the run ends. Guarded by an
/// `NSLock`, as ``BoundedCache`` is.
package final class ParagraphPins: @unchecked Sendable {
    private let lock = NSLock()
    /// Read and written only with `lock` held.
    private var paragraphs: [ParagraphKey: ShapedParagraph] = [:]
    /// Read and written only with `lock` held.
    private var blocks = RunBlocks()
    /// Read and written only with `lock` held.
    private var texts = RunTexts()

    package init() {}

    func paragraph(for key: ParagraphKey) -> ShapedParagraph? {
        lock.withLock { paragraphs[key] }
    }

    func keep(_ paragraph: ShapedParagraph, for key: ParagraphKey) {
        lock.withLock { paragraphs[key] = paragraph }
    }

    /// The block the run measured for `request`, whose text is `text`.
    func block(for request: TextRequest, text: StringIdentity) -> TextBlock? {
        lock.withLock { blocks.block(for: request, text: text) }
    }

    /// Keeps `block`, measured for `request`, for the rest of the run.
    func keep(_ block: TextBlock, for request: TextRequest, text: StringIdentity) {
        lock.withLock { blocks.keep(block, for: request, text: text) }
    }

    /// The text `identity` names (`original`) in `textCase`, and its
    /// units: made on the run's first request of it, then kept.
    func text(_ identity: StringIdentity, _ textCase: TextCase, of original: String) -> RunTexts.Text {
        if let kept = lock.withLock({ texts.text(identity, textCase) }) { return kept }
        let made = RunTexts.Text(original, textCase)
        lock.withLock { texts.keep(made, for: identity, textCase) }
        return made
    }

    /// The whole paragraph shaped for `slot` of a kept text.
    func paragraph(
        _ slot: RunTexts.ParagraphSlot, of identity: StringIdentity, _ textCase: TextCase
    ) -> ShapedParagraph? {
        lock.withLock { texts.paragraph(identity, textCase, slot) }
    }

    /// Keeps `shaped` for `slot` of a kept text, for the rest of the run.
    func keep(
        _ shaped: ShapedParagraph, for slot: RunTexts.ParagraphSlot, of identity: StringIdentity, _ textCase: TextCase
    ) {
        lock.withLock { texts.keep(shaped, for: slot, of: identity, textCase) }
    }

    /// How many texts the run holds.
    package var textCount: Int { lock.withLock { texts.count } }

    /// How many blocks the run holds.
    package var blockCount: Int { lock.withLock { blocks.count } }

    /// How many paragraphs the run holds.
    package var count: Int { lock.withLock { paragraphs.count } }
}

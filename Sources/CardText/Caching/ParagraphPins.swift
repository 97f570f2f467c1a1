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
/// hashing the text again.
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

    /// How many blocks the run holds.
    package var blockCount: Int { lock.withLock { blocks.count } }

    /// How many paragraphs the run holds.
    package var count: Int { lock.withLock { paragraphs.count } }
}

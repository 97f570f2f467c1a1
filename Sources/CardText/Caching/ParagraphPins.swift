import Foundation

/// The shaped paragraphs of one run of layouts (a device matrix, a
/// preview's tiles: one input in many environments), kept until the run
/// ends, whatever the measurer's bounded cache evicts meanwhile: each
/// distinct paragraph is shaped once per run. A paragraph is shaped at 1 pt
/// (``ShapedParagraph``), so once serves every font size and width; only
/// its line breaks are made per width and size.
///
/// Pass one to ``TextMeasurer/measure(_:keepingParagraphsIn:)`` for every
/// measurement of the run, and let it go when the run ends. Guarded by an
/// `NSLock`, as ``BoundedCache`` is.
package final class ParagraphPins: @unchecked Sendable {
    private let lock = NSLock()
    /// Read and written only with `lock` held.
    private var paragraphs: [ParagraphKey: ShapedParagraph] = [:]

    package init() {}

    func paragraph(for key: ParagraphKey) -> ShapedParagraph? {
        lock.withLock { paragraphs[key] }
    }

    func keep(_ paragraph: ShapedParagraph, for key: ParagraphKey) {
        lock.withLock { paragraphs[key] = paragraph }
    }

    /// How many paragraphs the run holds.
    package var count: Int { lock.withLock { paragraphs.count } }
}

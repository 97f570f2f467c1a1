import Foundation

/// The line starts a paragraph's truncated lines were spliced onto
/// (``ShapedParagraph/advancesBeforeEllipsis(_:ellipsis:shaper:prefix:)``),
/// kept with the paragraph for every measurement that reads it, as
/// ``EllipsisWidthMemo`` keeps the widths: a line start shaped on its own
/// depends on neither the size nor the width, and a device matrix truncates
/// lines that start at a few word starts and end at many cuts, so each
/// start is shaped about once per paragraph instead of once per
/// measurement. Bounded: past ``capacity`` entries it starts again.
///
/// Thread-safe (a cached paragraph is read by many threads); guarded by an
/// `NSLock` for the reason `BoundedCache` gives.
final class EllipsisSpliceMemo: @unchecked Sendable {
    private let lock = NSLock()
    /// Read and written only with `lock` held.
    private var prefixes: [Int32: ShapedParagraph.LinePrefix] = [:]

    /// The most entries kept.
    static let capacity = 1024

    /// The line start shaped on its own from cluster `start` through at
    /// least cluster `end - 1`, when one was kept.
    func prefix(from start: Int, through end: Int) -> ShapedParagraph.LinePrefix? {
        lock.withLock {
            guard let prefix = prefixes[Int32(start)], prefix.end >= end else { return nil }
            return prefix
        }
    }

    /// Keeps `prefix` for its start, unless one that reaches further is kept.
    func keep(_ prefix: ShapedParagraph.LinePrefix) {
        lock.withLock {
            if let kept = prefixes[Int32(prefix.start)], kept.end >= prefix.end { return }
            if prefixes.count >= Self.capacity { prefixes.removeAll(keepingCapacity: true) }
            prefixes[Int32(prefix.start)] = prefix
        }
    }
}

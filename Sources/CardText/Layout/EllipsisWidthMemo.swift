import Foundation

/// The widths (in ems, at 1 pt) of one paragraph's lines shaped with an
/// ellipsis after them, kept with the paragraph for every measurement that
/// reads it: that shaping depends on neither the size nor the width, so a
/// device matrix, which truncates the same lines at many sizes and widths,
/// shapes each once instead of once per environment. With them, the line
/// starts those lines were spliced onto
/// (``ShapedParagraph/advancesBeforeEllipsis(_:ellipsis:shaper:prefix:)``):
/// a line start shaped on its own does not depend on them either, and a matrix
/// cuts lines from a few word starts at many ends, so each start is shaped
/// about once per paragraph instead of once per measurement. One object
/// for both, so that a paragraph shaped cold makes no more than before.
/// Bounded: past ``capacity`` entries each table starts again.
///
/// Thread-safe (a cached paragraph is read by many threads); guarded by an
/// `NSLock` for the reason `BoundedCache` gives.
final class EllipsisWidthMemo: @unchecked Sendable {
    private struct Key: Hashable {
        let start: Int32
        let end: Int32
        /// The ellipsis's face (which also gives its text).
        let face: ObjectIdentifier
    }

    private let lock = NSLock()
    /// Read and written only with `lock` held.
    private var ems: [Key: Double] = [:]
    private var prefixes: [Int32: ShapedParagraph.LinePrefix] = [:]

    /// The most entries kept.
    static let capacity = 1024

    /// The ems of `line` and `ellipsis` shaped together, from `shape` the
    /// first time.
    func ems(of line: Range<Int>, ellipsis: Ellipsis, shape: () -> Double) -> Double {
        let key = Key(start: Int32(line.lowerBound), end: Int32(line.upperBound), face: ObjectIdentifier(ellipsis.face))
        if let known = lock.withLock({ ems[key] }) { return known }
        let value = shape()
        lock.withLock {
            if ems.count >= Self.capacity { ems.removeAll(keepingCapacity: true) }
            ems[key] = value
        }
        return value
    }

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

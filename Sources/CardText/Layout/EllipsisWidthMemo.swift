import Foundation

/// The widths (in ems, at 1 pt) of one paragraph's lines shaped with an
/// ellipsis after them, kept with the paragraph for every measurement that
/// reads it: that shaping depends on neither the size nor the width, so a
/// device matrix, which truncates the same lines at many sizes and widths,
/// shapes each once instead of once per environment. Bounded: past
/// ``capacity`` entries it starts again.
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
}

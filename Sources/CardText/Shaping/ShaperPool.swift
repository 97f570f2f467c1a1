import Foundation

/// Shapers kept between measurements, so that a measurement takes one
/// instead of making one: a shaper owns a HarfBuzz buffer (three
/// allocations, grown again as it is first filled), and a cold layout
/// measures each text at every width and size it is set at. A shaper
/// also keeps the shaping plan it used last, which the next measurement
/// in the same face and script reuses.
///
/// Thread-safe: a shaper taken is used by the measurement that took it
/// alone, until it is given back. Guarded by an `NSLock` for the reason
/// `BoundedCache` gives.
final class ShaperPool: @unchecked Sendable {
    private let lock = NSLock()
    /// Read and written only with `lock` held.
    private var idle: [Shaper] = []

    /// The most shapers kept: about one per thread that measures at once.
    static let capacity = 16

    /// A shaper for `locale`, kept or new.
    func take(locale: String) -> Shaper {
        guard let shaper = lock.withLock({ idle.popLast() }) else { return Shaper(locale: locale) }
        shaper.use(locale: locale)
        return shaper
    }

    /// Keeps `shaper` for another measurement, unless it shaped a run long
    /// enough to leave its buffer large (``Shaper/largestPooledRun``), or
    /// enough are kept: the pool holds at most about 2.5 MB of buffers.
    func giveBack(_ shaper: Shaper) {
        guard !shaper.hasLargeBuffer else { return }
        lock.withLock {
            if idle.count < Self.capacity { idle.append(shaper) }
        }
    }
}

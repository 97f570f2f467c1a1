import Foundation

/// A thread-safe cache that holds at most about `capacity` cost units.
///
/// Two generations: entries go into the young one; when it is full it
/// becomes the old one and the previous old one is dropped. A hit in the old
/// generation moves the entry back to the young one, so what is used often
/// stays, at O(1) per operation and at most twice the capacity in memory.
///
/// The state is guarded by an `NSLock` rather than `Synchronization.Mutex`:
/// ThreadSanitizer on this toolchain reports false races inside a contended
/// `Mutex`, which would hide real ones in `swift test --sanitize=thread`.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private struct Generations {
        var young: [Key: Value] = [:]
        var old: [Key: Value] = [:]
        var youngCost = 0
    }

    private let capacity: Int
    /// How many entries the first generation makes room for on its first
    /// insert (none: it grows as entries come).
    private let firstCapacity: Int
    private let lock = NSLock()
    /// Read and written only with `lock` held.
    private var state = Generations()

    init(capacity: Int, firstCapacity: Int = 0) {
        self.capacity = max(1, capacity)
        self.firstCapacity = firstCapacity
    }

    func value(for key: Key) -> Value? {
        lock.withLock {
            if let value = state.young[key] { return value }
            // Until the first generation is full there is no old one: a
            // miss then looks in one table, not two.
            guard !state.old.isEmpty, let value = state.old.removeValue(forKey: key) else { return nil }
            insertLocked(value, for: key, cost: 1)
            return value
        }
    }

    func insert(_ value: Value, for key: Key, cost: Int = 1) {
        lock.withLock { insertLocked(value, for: key, cost: cost) }
    }

    func removeAll() {
        lock.withLock { state = Generations() }
    }

    /// How many entries the young generation holds before its table grows.
    var youngTableCapacity: Int { lock.withLock { state.young.capacity } }

    /// The number of entries held (both generations).
    var count: Int { lock.withLock { state.young.count + state.old.count } }

    private func insertLocked(_ value: Value, for key: Key, cost: Int) {
        if state.youngCost + cost > capacity && !state.young.isEmpty {
            state.old = state.young
            state.young = Dictionary(minimumCapacity: min(capacity, 1 << 16))
            state.youngCost = 0
        }
        // The first generation is made room for on its first insert, as a
        // swap makes room for the next: grown an entry at a time, its table
        // is rehashed at every power of two on the way.
        if firstCapacity > 0, state.young.isEmpty, state.old.isEmpty {
            state.young.reserveCapacity(min(capacity, firstCapacity))
        }
        if state.young.updateValue(value, forKey: key) == nil { state.youngCost += cost }
    }
}

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
final class BoundedCache<Key: PrehashedKey, Value: Sendable>: @unchecked Sendable {
    /// An entry, filed under its key's ``PrehashedKey/prehash``: a lookup
    /// probes the table comparing numbers, and compares the whole key only
    /// at the entry filed under its number. Two keys of the same number
    /// (rare: 64 bits) take each other's place, as an eviction would.
    private struct Entry {
        var key: Key
        var value: Value
    }

    private struct Generations {
        var young: [Int: Entry] = [:]
        var old: [Int: Entry] = [:]
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
        let hash = key.prehash
        return lock.withLock {
            if let entry = state.young[hash], entry.key == key { return entry.value }
            // Until the first generation is full there is no old one: a
            // miss then looks in one table, not two.
            guard !state.old.isEmpty, let entry = state.old[hash], entry.key == key else { return nil }
            state.old[hash] = nil
            insertLocked(entry, hash: hash, cost: 1)
            return entry.value
        }
    }

    /// Files `value` under `key`. Both are taken, not copied: the entry
    /// is made from them and moved into the table (a copy of a block's
    /// key would retain its request's strings, and release them after).
    func insert(_ value: consuming Value, for key: consuming Key, cost: Int = 1) {
        let hash = key.prehash
        let entry = Entry(key: key, value: value)
        lock.lock()
        defer { lock.unlock() }
        insertLocked(entry, hash: hash, cost: cost)
    }

    func removeAll() {
        lock.withLock { state = Generations() }
    }

    /// How many entries the young generation holds before its table grows.
    var youngTableCapacity: Int { lock.withLock { state.young.capacity } }

    /// The number of entries held (both generations).
    var count: Int { lock.withLock { state.young.count + state.old.count } }

    private func insertLocked(_ entry: consuming Entry, hash: Int, cost: Int) {
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
        if state.young.updateValue(entry, forKey: hash) == nil { state.youngCost += cost }
    }
}

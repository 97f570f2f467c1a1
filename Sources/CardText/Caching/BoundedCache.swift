import Synchronization

/// A thread-safe cache that holds at most about `capacity` cost units.
///
/// Two generations: entries go into the young one; when it is full it
/// becomes the old one and the previous old one is dropped. A hit in the old
/// generation moves the entry back to the young one, so what is used often
/// stays, at O(1) per operation and at most twice the capacity in memory.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Generations {
        var young: [Key: Value] = [:]
        var old: [Key: Value] = [:]
        var youngCost = 0
    }

    private let capacity: Int
    private let state = Mutex(Generations())

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    func value(for key: Key) -> Value? {
        state.withLock { state in
            if let value = state.young[key] { return value }
            guard let value = state.old.removeValue(forKey: key) else { return nil }
            insert(value, for: key, cost: 1, into: &state)
            return value
        }
    }

    func insert(_ value: Value, for key: Key, cost: Int = 1) {
        state.withLock { insert(value, for: key, cost: cost, into: &$0) }
    }

    func removeAll() {
        state.withLock { $0 = Generations() }
    }

    /// The number of entries held (both generations).
    var count: Int { state.withLock { $0.young.count + $0.old.count } }

    private func insert(_ value: Value, for key: Key, cost: Int, into state: inout Generations) {
        if state.youngCost + cost > capacity && !state.young.isEmpty {
            state.old = state.young
            state.young = Dictionary(minimumCapacity: min(capacity, 1 << 16))
            state.youngCost = 0
        }
        if state.young.updateValue(value, forKey: key) == nil { state.youngCost += cost }
    }
}

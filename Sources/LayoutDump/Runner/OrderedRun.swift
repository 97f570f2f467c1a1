import CardGeometryCore

/// Runs work over a stream of items on all cores and hands the results
/// back in the order of the items, with a bounded number read ahead: how a
/// command lays out a folder of thousands of cards, or an NDJSON stream of
/// any length, in one process and in bounded memory.
enum OrderedRun {
    /// How many items are read ahead of the one being delivered, per core,
    /// by default: enough to keep every core busy when items cost unevenly,
    /// few enough that their results stay small.
    static let itemsPerCore = 32

    /// Calls `work` on every item of `items`, on all cores, and `deliver`
    /// with each result on the calling thread, in the order of `items`. At
    /// most `window` items (default ``itemsPerCore`` per core) are read and
    /// held at once: a window of items is read, worked on together, and
    /// delivered before the next is read. An error thrown by `deliver`
    /// stops the run (nothing more is read) and is rethrown.
    static func run<Items: Sequence, Output: Sendable, Failure: Error>(
        _ items: Items, window: Int = itemsPerCore * AvailableProcessors.count,
        work: @escaping @Sendable (Items.Element) -> Output,
        deliver: (Output) throws(Failure) -> Void
    ) throws(Failure) where Items.Element: Sendable {
        let window = max(1, window)
        var iterator = items.makeIterator()
        var batch: [Items.Element] = []
        batch.reserveCapacity(window)
        while true {
            batch.removeAll(keepingCapacity: true)
            while batch.count < window, let item = iterator.next() { batch.append(item) }
            if batch.isEmpty { return }
            for output in concurrentMap(batch, work) { try deliver(output) }
        }
    }
}

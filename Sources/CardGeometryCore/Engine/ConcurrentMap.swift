import Dispatch
import Foundation

/// `transform` applied to every element on all cores, results in the order
/// of `elements`; the calling thread waits. Batches, device matrices and
/// the preview's tiles all run through it. On one core (a process pinned
/// to one, see ``AvailableProcessors``) the calling thread does it all.
///
/// Each worker takes every `workers`-th element (interleaved, so that the
/// workers stay evenly loaded when neighbouring elements cost alike) and
/// fills its own slot: the workers share nothing while they work, and the
/// lock is taken once per worker.
package func concurrentMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
) -> [Result] {
    let workers = min(elements.count, AvailableProcessors.count)
    guard workers > 1 else { return elements.map(transform) }
    let slots = WorkerSlots<Result>(count: workers)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        slots.store(stride(from: worker, to: elements.count, by: workers).map { transform(elements[$0]) }, at: worker)
    }
    let perWorker = slots.values
    return elements.indices.map { perWorker[$0 % workers][$0 / workers] }
}

/// One array of results per worker, written once each. A class shared by
/// reference: a `Mutex` captured by the workers' closure is a stack value
/// that the thread sanitizer reports as a Swift access race.
private final class WorkerSlots<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var slots: [[Element]]

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func store(_ results: [Element], at worker: Int) {
        lock.withLock { slots[worker] = results }
    }

    var values: [[Element]] { lock.withLock { slots } }
}

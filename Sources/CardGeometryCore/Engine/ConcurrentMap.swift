import Dispatch
import Foundation
import Synchronization

/// `transform` applied to every element on all cores, results in the order
/// of `elements`; the calling thread waits. Batches, device matrices and
/// the preview's tiles all run through it.
///
/// Each worker takes every `workers`-th element (interleaved, so that the
/// workers stay evenly loaded when neighbouring elements cost alike) and
/// fills its own slot: the workers share nothing while they work, and the
/// lock is taken once per worker.
package func concurrentMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
) -> [Result] {
    guard elements.count > 1 else { return elements.map(transform) }
    let workers = min(elements.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    let slots = Mutex([[Result]](repeating: [], count: workers))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        let mine = stride(from: worker, to: elements.count, by: workers).map { transform(elements[$0]) }
        slots.withLock { $0[worker] = mine }
    }
    let perWorker = slots.withLock { $0 }
    return elements.indices.map { perWorker[$0 % workers][$0 / workers] }
}

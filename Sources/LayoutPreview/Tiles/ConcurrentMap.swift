// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Dispatch
import Foundation
import Synchronization

/// `transform` applied to every element on all cores, results in order.
///
/// Layout and drawing are CPU work: they run on Dispatch's threads, off the
/// server's event loops and Swift's cooperative pool, and the caller waits
/// for them without blocking a thread.
func concurrentMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], qos: DispatchQoS.QoSClass = .userInitiated,
    _ transform: @escaping @Sendable (Element) -> Result
) async -> [Result] {
    await withCheckedContinuation { continuation in
        DispatchQueue.global(qos: qos).async {
            continuation.resume(returning: concurrentMapBlocking(elements, transform))
        }
    }
}

/// ``concurrentMap(_:_:)`` on the calling thread, which waits.
func concurrentMapBlocking<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
) -> [Result] {
    guard elements.count > 1 else { return elements.map(transform) }
    let workers = min(elements.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    // Each worker takes every `workers`-th element and fills its own slot.
    let slots = Mutex([[Result]](repeating: [], count: workers))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        let mine = stride(from: worker, to: elements.count, by: workers).map { transform(elements[$0]) }
        slots.withLock { $0[worker] = mine }
    }
    let perWorker = slots.withLock { $0 }
    return elements.indices.map { perWorker[$0 % workers][$0 / workers] }
}
#endif

// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Dispatch
import Foundation
import CardGeometryCore

/// `transform` applied to every element on all cores, results in order,
/// awaited: the core's `concurrentMap` off the caller's thread.
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
            continuation.resume(returning: CardGeometryCore.concurrentMap(elements, transform))
        }
    }
}

/// `work` on Dispatch's threads, awaited (CPU work that uses all cores
/// itself, as a batch of layouts does).
func onDispatch<Result: Sendable>(
    qos: DispatchQoS.QoSClass = .userInitiated, _ work: @escaping @Sendable () -> Result
) async -> Result {
    await withCheckedContinuation { continuation in
        DispatchQueue.global(qos: qos).async { continuation.resume(returning: work()) }
    }
}
#endif

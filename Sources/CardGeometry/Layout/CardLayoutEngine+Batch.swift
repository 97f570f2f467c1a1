import Dispatch
import Foundation

extension CardLayoutEngine {
    /// Lays out many inputs on all cores. The results are in the order of
    /// `inputs`, each a layout or the error that input threw, and are the
    /// same as laying the inputs out one by one.
    public func layout(batch inputs: [CardLayoutInput]) -> [Result<CardLayout, CardLayoutError>] {
        guard inputs.count > 1 else {
            return inputs.map { input in Result { () throws(CardLayoutError) in try layout(input) } }
        }
        let workers = min(inputs.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        // Each worker fills its own slot, so the workers share nothing while
        // they lay out; the lock is taken once per worker.
        let slots = WorkerSlots(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            // Interleaved indices keep the workers evenly loaded when
            // neighbouring inputs cost alike.
            let mine = stride(from: worker, to: inputs.count, by: workers).map { index in
                Result { () throws(CardLayoutError) in try layout(inputs[index]) }
            }
            slots.store(mine, at: worker)
        }
        let perWorker = slots.values
        return inputs.indices.map { index in perWorker[index % workers][index / workers] }
    }
}

/// One array of results per worker, written once each.
private final class WorkerSlots: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var slots: [[Result<CardLayout, CardLayoutError>]]

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func store(_ results: [Result<CardLayout, CardLayoutError>], at worker: Int) {
        lock.withLock { slots[worker] = results }
    }

    var values: [[Result<CardLayout, CardLayoutError>]] { lock.withLock { slots } }
}

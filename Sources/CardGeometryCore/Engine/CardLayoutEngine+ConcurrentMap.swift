import Dispatch
import Foundation

extension CardLayoutEngine {
    /// `transform` applied to every input on all cores, results in input order
    /// (the device matrix runs its environments through it).
    package static func concurrentMap<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ transform: @Sendable (Input) throws(CardLayoutError) -> Output
    ) -> [Result<Output, CardLayoutError>] {
        guard inputs.count > 1 else {
            return inputs.map { input in Result { () throws(CardLayoutError) in try transform(input) } }
        }
        let workers = min(inputs.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        // Each worker fills its own slot, so the workers share nothing while
        // they lay out; the lock is taken once per worker.
        let slots = WorkerSlots<Result<Output, CardLayoutError>>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            // Interleaved indices keep the workers evenly loaded when
            // neighbouring inputs cost alike.
            let mine = stride(from: worker, to: inputs.count, by: workers).map { index in
                Result { () throws(CardLayoutError) in try transform(inputs[index]) }
            }
            slots.store(mine, at: worker)
        }
        let perWorker = slots.values
        return inputs.indices.map { index in perWorker[index % workers][index / workers] }
    }
}

/// One array of results per worker, written once each.
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

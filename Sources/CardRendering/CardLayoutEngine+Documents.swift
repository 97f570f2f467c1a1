import CardGeometry
import Dispatch
import Foundation

extension CardLayoutEngine {
    /// Lays out parsed input documents of any kind on all cores, results in
    /// the order of `documents`: what `CardLayoutEngine.layout(batch:)` of `Data`
    /// does for JSON data. Documents are not written back to JSON first,
    /// because layouts' JSON writes numbers with three decimals and inputs
    /// must reach the engine unchanged.
    func layout(documents: [JSONValue]) -> [Result<Layout, CardLayoutError>] {
        let workers = min(documents.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        guard workers > 1 else {
            return documents.map { document in
                Result { () throws(CardLayoutError) in try layout(jsonValue: document) }
            }
        }
        let results = ResultSlots<Result<Layout, CardLayoutError>>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            // Interleaved indices keep the workers evenly loaded when
            // neighbouring environments cost alike.
            let mine = stride(from: worker, to: documents.count, by: workers).map { index in
                Result { () throws(CardLayoutError) in try layout(jsonValue: documents[index]) }
            }
            results.store(mine, at: worker)
        }
        let perWorker = results.values
        return documents.indices.map { index in perWorker[index % workers][index / workers] }
    }
}

/// One array of results per worker, each written once.
private final class ResultSlots<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var slots: [[Element]]

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func store(_ results: [Element], at worker: Int) {
        lock.withLock { slots[worker] = results }
    }

    var values: [[Element]] { lock.withLock { slots } }
}

import Dispatch
import Foundation
import Synchronization

extension CardLayoutEngine {
    /// Lays out many inputs on all cores. The results are in the order of
    /// `inputs`, each a layout or the error that input threw, and are the
    /// same as laying the inputs out one by one.
    public func layout(batch inputs: [CardLayoutInput]) -> [Result<CardLayout, CardLayoutError>] {
        guard inputs.count > 1 else {
            return inputs.map { input in Result { () throws(CardLayoutError) in try layout(input) } }
        }
        let results = Mutex([Result<CardLayout, CardLayoutError>?](repeating: nil, count: inputs.count))
        let workers = min(inputs.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            // Interleaved indices keep the workers evenly loaded when
            // neighbouring inputs cost alike.
            for index in stride(from: worker, to: inputs.count, by: workers) {
                let result = Result { () throws(CardLayoutError) in try layout(inputs[index]) }
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}

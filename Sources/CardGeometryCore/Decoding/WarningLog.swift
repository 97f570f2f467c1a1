import Foundation

/// The warnings an input gives while it is read and laid out, in the order
/// they are found, each once (common.md, warnings). Shared by the readers of
/// one input; not shared between inputs.
package final class WarningLog: @unchecked Sendable {
    // One input is read on one thread; the lock only makes that a rule
    // the compiler need not take on trust.
    private let lock = NSLock()
    private var entries: [CardLayoutWarning] = []
    private var seen: Set<CardLayoutWarning> = []

    package init() {}

    package func append(_ warning: CardLayoutWarning) {
        lock.withLock {
            guard seen.insert(warning).inserted else { return }
            entries.append(warning)
        }
    }

    /// `path: message`.
    package func append(at path: JSONPath, _ message: String) {
        append(CardLayoutWarning(path: path.description, message: message))
    }

    package var warnings: [CardLayoutWarning] { lock.withLock { entries } }
}

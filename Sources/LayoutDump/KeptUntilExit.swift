import Synchronization

/// Values a command keeps until the process ends, never freed: a command's
/// last values (the engine with its text caches, a matrix's report) go
/// with the process at once instead of being freed piece by piece just
/// before it ends, which cost a 480-environment matrix about 5% of its
/// time.
enum KeptUntilExit {
    private static let values = Mutex<[any Sendable]>([])

    static func keep(_ value: any Sendable) {
        values.withLock { $0.append(value) }
    }
}

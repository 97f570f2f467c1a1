// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import Synchronization

/// What a page is told about FILE.
enum PreviewEvent: Hashable, Sendable {
    /// FILE or its fonts changed: the page redraws. `valid` is false when
    /// the new FILE cannot be laid out (the page then shows its error).
    case change(version: Int, valid: Bool)
    /// Nothing changed; keeps idle connections checked.
    case heartbeat
}

/// Hands every event to every open `/events` stream.
///
/// Each stream keeps only the newest few events when its page reads slowly
/// (a page redraws from the newest version anyway). ``finish()`` ends all
/// streams, and any later one at once, when the server stops.
final class EventHub: Sendable {
    private struct State {
        var nextID = 0
        var subscribers: [Int: AsyncStream<PreviewEvent>.Continuation] = [:]
        var finished = false
    }

    private let state = Mutex(State())

    /// A new stream of events, and its id for ``unsubscribe(_:)``.
    func subscribe() -> (id: Int, events: AsyncStream<PreviewEvent>) {
        let (stream, continuation) = AsyncStream.makeStream(
            of: PreviewEvent.self, bufferingPolicy: .bufferingNewest(4))
        let id: Int? = state.withLock { state in
            guard !state.finished else { return nil }
            let id = state.nextID
            state.nextID += 1
            state.subscribers[id] = continuation
            return id
        }
        guard let id else {
            continuation.finish()
            return (-1, stream)
        }
        // Called outside the lock (finish() is): a page that goes away
        // leaves the hub.
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        return (id, stream)
    }

    /// Ends one stream.
    func unsubscribe(_ id: Int) {
        remove(id)?.finish()
    }

    func publish(_ event: PreviewEvent) {
        let subscribers = state.withLock { Array($0.subscribers.values) }
        for subscriber in subscribers { subscriber.yield(event) }
    }

    /// Ends every stream; later subscriptions end at once.
    func finish() {
        let subscribers = state.withLock { state in
            state.finished = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.finish() }
    }

    /// How many streams are open.
    var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    @discardableResult
    private func remove(_ id: Int) -> AsyncStream<PreviewEvent>.Continuation? {
        state.withLock { $0.subscribers.removeValue(forKey: id) }
    }
}
#endif

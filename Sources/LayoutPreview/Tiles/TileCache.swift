// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering

/// The tiles of one version of FILE over one matrix, each with its HTML,
/// and how long they took.
struct RenderedView: Sendable {
    var version: Int
    var matrix: DeviceMatrix
    var tiles: [RenderedTile]
    /// Each tile's part of the page (``TilesHTML/tile(_:)``), in order.
    var tileHTML: [String]
    var duration: Duration
}

/// The last few views drawn, so that pages open on the same matrix (and a
/// page's repeated requests) share one drawing; requests for a view being
/// drawn wait for it instead of drawing it again.
actor TileCache {
    private struct Key: Hashable {
        var version: Int
        var matrix: DeviceMatrix
    }

    private let capacity: Int
    private var views: [Key: Task<RenderedView, Never>] = [:]
    /// Oldest first.
    private var order: [Key] = []

    init(capacity: Int = 4) {
        self.capacity = max(1, capacity)
    }

    /// The view of `snapshot`'s document over `matrix`; nil when FILE has
    /// not laid out yet.
    func view(of snapshot: SourceSnapshot, matrix: DeviceMatrix) async -> RenderedView? {
        guard let document = snapshot.document else { return nil }
        let key = Key(version: snapshot.version, matrix: matrix)
        if let task = views[key] { return await task.value }
        let renderer = TileRenderer(engine: snapshot.engine)
        let version = snapshot.version
        let task = Task.detached(priority: .userInitiated) {
            let clock = ContinuousClock()
            let start = clock.now
            // Each tile's HTML is written where it is drawn, on all cores.
            let drawn = await concurrentMap(matrix.tileEnvironments) { environment in
                let tile = renderer.tile(document, in: environment)
                return (tile, TilesHTML.tile(tile))
            }
            return RenderedView(
                version: version, matrix: matrix, tiles: drawn.map(\.0), tileHTML: drawn.map(\.1),
                duration: clock.now - start)
        }
        views[key] = task
        order.append(key)
        while order.count > capacity { views[order.removeFirst()] = nil }
        return await task.value
    }
}
#endif

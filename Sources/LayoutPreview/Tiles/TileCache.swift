// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import Dispatch

/// The tiles of one version of FILE over one matrix, each with its HTML,
/// the shared glyphs they use, and how long they took.
struct RenderedView: Sendable {
    var version: Int
    var matrix: DeviceMatrix
    var tiles: [RenderedTile]
    /// Each tile's part of the page (``TilesHTML/tile(_:content:)``, UTF-8),
    /// in order.
    var tileHTML: [[UInt8]]
    /// The glyphs the tiles place, defined once on the page.
    var glyphs: Set<SharedGlyphOutlines.Glyph>
    /// The lines of glyphs the tiles place, by id, with their definitions,
    /// defined once on the page too.
    var lines: [String: String]
    /// The prefix of their ids: views with the same one can share a page.
    var glyphPrefix: String
    var duration: Duration

    /// About how much memory the view holds, in bytes.
    var bytes: Int {
        tileHTML.reduce(0) { $0 + $1.count } + tiles.count * 256 + glyphs.count * 96
            + lines.reduce(0) { $0 + $1.value.utf8.count + 64 }
    }
}

/// The views drawn last, so that pages open on the same matrix (and a
/// page's repeated requests) share one drawing, and a page can be sent
/// only the tiles a save changed; requests for a view being drawn wait for
/// it instead of drawing it again.
///
/// Its memory is bounded: the views kept hold at most `byteLimit` bytes
/// (the least recently used go first), and at most `largeViewsAtOnce`
/// views of more than `largeViewTiles` tiles are drawn at once, the others
/// waiting their turn. A smaller view never waits for them, and a large one
/// is drawn in small batches so that a small one is not queued behind it.
/// The frames of the tiles drawn last are kept apart, for what the next
/// save moves, within their own bound (``KeptFrames``).
actor TileCache {
    private struct Key: Hashable {
        var version: Int
        var matrix: DeviceMatrix
    }

    private struct Entry {
        var task: Task<RenderedView, Never>
        /// Nil while it is drawn.
        var bytes: Int?
        var lastUse: Int
    }

    let byteLimit: Int
    let largeViewTiles: Int
    /// The turns of large views.
    let slots: DrawingSlots
    /// The frames of the tiles drawn last, for what the next save moved.
    let keptFrames = KeptFrames()
    private var entries: [Key: Entry] = [:]
    private var uses = 0

    /// Tiles drawn in one batch of a large view.
    static let batch = 24

    init(byteLimit: Int = 48 << 20, largeViewTiles: Int = 64, largeViewsAtOnce: Int = 2) {
        self.byteLimit = max(0, byteLimit)
        self.largeViewTiles = largeViewTiles
        self.slots = DrawingSlots(count: largeViewsAtOnce)
    }

    /// The view of `snapshot`'s document over `matrix`; nil when FILE has
    /// not laid out yet.
    func view(of snapshot: SourceSnapshot, matrix: DeviceMatrix) async -> RenderedView? {
        guard let document = snapshot.document else { return nil }
        let key = Key(version: snapshot.version, matrix: matrix)
        uses += 1
        if var entry = entries[key] {
            entry.lastUse = uses
            entries[key] = entry
            return await entry.task.value
        }
        let renderer = TileRenderer(snapshot: snapshot, keptFrames: keptFrames)
        let version = snapshot.version
        let large = matrix.count > largeViewTiles
        let slots = slots
        let task = Task.detached(priority: large ? .medium : .userInitiated) {
            if large { await slots.acquire() }
            let view = await Self.draw(document, over: matrix, version: version, renderer: renderer, large: large)
            if large { await slots.release() }
            return view
        }
        entries[key] = Entry(task: task, bytes: nil, lastUse: uses)
        let view = await task.value
        if entries[key] != nil { entries[key]?.bytes = view.bytes }
        evict(keeping: key)
        return view
    }

    /// The view of `version` over `matrix` if it is kept (waiting for it
    /// if it is being drawn); nil otherwise.
    func keptView(version: Int, matrix: DeviceMatrix) async -> RenderedView? {
        guard let entry = entries[Key(version: version, matrix: matrix)] else { return nil }
        return await entry.task.value
    }

    /// How many bytes the kept views hold, and how many views are kept.
    var kept: (bytes: Int, views: Int) {
        (entries.values.reduce(0) { $0 + ($1.bytes ?? 0) }, entries.count)
    }

    /// Drops the least recently used drawn views until the rest fit in the
    /// byte limit (`key`, just drawn, stays).
    private func evict(keeping key: Key) {
        var total = entries.values.reduce(0) { $0 + ($1.bytes ?? 0) }
        guard total > byteLimit else { return }
        let candidates = entries.filter { $0.key != key && $0.value.bytes != nil }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (candidate, entry) in candidates where total > byteLimit {
            entries[candidate] = nil
            total -= entry.bytes ?? 0
        }
    }

    /// Lays out the tiles as one batch, then draws each group of tiles that
    /// share a geometry once, on all cores; a large view at a lower
    /// priority, in parts of about ``batch`` tiles (whole rows, so that a
    /// geometry's tiles stay in one part), which bounds the layouts held at
    /// once.
    private static func draw(
        _ document: LayoutInput, over matrix: DeviceMatrix, version: Int, renderer: TileRenderer, large: Bool
    ) async -> RenderedView {
        let clock = ContinuousClock()
        let start = clock.now
        let environments = matrix.tileEnvironments
        let qos: DispatchQoS.QoSClass = large ? .utility : .userInitiated
        let row = max(1, matrix.schemes.count * matrix.directions.count)
        let step = large ? (batch + row - 1) / row * row : max(1, environments.count)
        var tiles = [DrawnTile?](repeating: nil, count: environments.count)
        // By their numbers: a group's glyphs are mostly the page's already,
        // which their bits tell without hashing a glyph.
        var glyphs = GlyphNumbers()
        var lines: [String: String] = [:]
        for first in stride(from: 0, to: environments.count, by: step) {
            let part = Array(environments[first..<min(first + step, environments.count)])
            let layouts = await onDispatch(qos: qos) { renderer.layouts(document, in: part) }
            for group in await concurrentMap(layouts.groups, qos: qos, { renderer.draw($0, of: layouts) }) {
                // The tiles a group fills from its drawing place its glyphs
                // and lines: taken once.
                var tookTemplate = false
                for (index, tile) in group {
                    tiles[first + index] = tile
                    if tile.fromTemplate {
                        if tookTemplate { continue }
                        tookTemplate = true
                    }
                    glyphs.formUnion(tile.glyphs)
                    lines.merge(tile.lines) { first, _ in first }
                }
            }
        }
        let drawn = tiles.map { $0! }
        // The outlines are made here (once, then kept by the shared set),
        // so the time counts them.
        let pageGlyphs = glyphs.glyphs(in: renderer.glyphs)
        _ = renderer.glyphs.definitions(of: pageGlyphs)
        return RenderedView(
            version: version, matrix: matrix, tiles: drawn.map(\.tile), tileHTML: drawn.map(\.html),
            glyphs: Set(pageGlyphs), lines: lines,
            glyphPrefix: renderer.glyphs.idPrefix, duration: clock.now - start)
    }
}
#endif

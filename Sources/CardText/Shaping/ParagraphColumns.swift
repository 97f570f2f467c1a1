/// Where a ``ShapedParagraph`` keeps its per-cluster facts: one allocation
/// for all of them instead of an array each. A cold layout analyses every
/// paragraph it meets and keeps each until the caches are emptied; nine
/// arrays a paragraph, all freed together, fed the allocator's slow paths
/// (docs/performance.md, "Cold layouts: a paragraph's facts in one
/// allocation").
///
/// Written only by the paragraph's initializer, then read through
/// ``ParagraphColumn``s; the paragraph frees it in its `deinit`.
struct ParagraphColumns: @unchecked Sendable {
    /// Each cluster's advance at 1 pt (`clusters`).
    let advances: UnsafeMutablePointer<Double>
    /// Running sums of the advances (`clusters + 1`).
    let advanceSums: UnsafeMutablePointer<Double>
    /// The first unit of each cluster, then the unit count (`clusters + 1`).
    let clusterStarts: UnsafeMutablePointer<Int32>
    /// Running counts of clusters that take letter spacing (`clusters + 1`).
    let spacingCounts: UnsafeMutablePointer<Int32>
    /// The run each cluster belongs to (`clusters`).
    let runOfCluster: UnsafeMutablePointer<Int32>
    /// Break opportunities, ascending (room for `opportunities`).
    let breakOpportunities: UnsafeMutablePointer<Int32>
    /// Each cluster's script (`clusters`).
    let scripts: UnsafeMutablePointer<ScriptTag>
    /// Each cluster's bidi level (`clusters`).
    let levels: UnsafeMutablePointer<UInt8>
    /// Whether each cluster is breaking whitespace (`clusters`).
    let isWhitespace: UnsafeMutablePointer<Bool>
    /// Whether a line may start or end before each cluster (`clusters + 1`).
    let isSafeBreak: UnsafeMutablePointer<Bool>
    private let base: UnsafeMutableRawPointer

    /// Room for `clusters` clusters and up to `opportunities` break
    /// opportunities; every entry is zero (`false`) until written. A
    /// paragraph makes room for as many clusters as it has units, before
    /// it knows its clusters, and reads only its own count of each.
    init(clusters: Int, opportunities: Int) {
        let n = clusters
        let doubles = 2 * n + 1
        let words = (n + 1) + (n + 1) + n + opportunities + n  // the Int32s, then the scripts
        let bytes = n + n + (n + 1)
        let byteCount = 8 * doubles + 4 * words + bytes
        let base = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: 8)
        base.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
        self.base = base
        let d = base.bindMemory(to: Double.self, capacity: doubles)
        advances = d
        advanceSums = d + n
        let w = (base + 8 * doubles).bindMemory(to: Int32.self, capacity: words - n)
        clusterStarts = w
        spacingCounts = w + (n + 1)
        runOfCluster = w + 2 * (n + 1)
        breakOpportunities = w + 2 * (n + 1) + n
        scripts = (base + 8 * doubles + 4 * (words - n)).bindMemory(to: ScriptTag.self, capacity: n)
        let b = (base + 8 * doubles + 4 * words).bindMemory(to: UInt8.self, capacity: bytes)
        levels = b
        let flags = (base + 8 * doubles + 4 * words + n).bindMemory(to: Bool.self, capacity: n + n + 1)
        isWhitespace = flags
        isSafeBreak = flags + n
    }

    func deallocate() { base.deallocate() }
}

/// Where a ``ShapedParagraph`` keeps its per-cluster facts: one allocation
/// for all of them instead of an array each, its parts placed by an
/// `AllocationLayout`. A cold layout analyses every
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
        var layout = AllocationLayout()
        let advances = layout.part(Double.self, count: n, zeroed: true)
        let advanceSums = layout.part(Double.self, count: n + 1, zeroed: true)
        let clusterStarts = layout.part(Int32.self, count: n + 1, zeroed: true)
        let spacingCounts = layout.part(Int32.self, count: n + 1, zeroed: true)
        let runOfCluster = layout.part(Int32.self, count: n, zeroed: true)
        let breakOpportunities = layout.part(Int32.self, count: opportunities, zeroed: true)
        let scripts = layout.part(ScriptTag.self, count: n, zeroed: true)
        let levels = layout.part(UInt8.self, count: n, zeroed: true)
        let isWhitespace = layout.part(Bool.self, count: n, zeroed: true)
        let isSafeBreak = layout.part(Bool.self, count: n + 1, zeroed: true)
        let base = layout.allocate()
        self.base = base
        self.advances = advances.start(in: base)
        self.advanceSums = advanceSums.start(in: base)
        self.clusterStarts = clusterStarts.start(in: base)
        self.spacingCounts = spacingCounts.start(in: base)
        self.runOfCluster = runOfCluster.start(in: base)
        self.breakOpportunities = breakOpportunities.start(in: base)
        self.scripts = scripts.start(in: base)
        self.levels = levels.start(in: base)
        self.isWhitespace = isWhitespace.start(in: base)
        self.isSafeBreak = isSafeBreak.start(in: base)
    }

    func deallocate() { base.deallocate() }
}

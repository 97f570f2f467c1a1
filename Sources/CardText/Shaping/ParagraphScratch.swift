/// What analysing one paragraph needs only while ``ShapedParagraph`` is
/// made (the cluster of each unit, ICU's line breaks and bidi levels, the
/// flags HarfBuzz gives each cluster, whether a space separates shaping in
/// each run), in one allocation instead of an array each (its parts placed
/// by an `AllocationLayout`): a cold layout analyses every paragraph it
/// meets, and each array made and freed costs a `malloc`, a `free` and
/// reference counting.
///
/// Owned by one initializer on one thread; ``deallocate()`` frees it.
struct ParagraphScratch {
    /// The cluster each UTF-16 unit belongs to (`units` entries).
    let clusterOfUnit: UnsafeMutableBufferPointer<Int32>
    /// Line-break offsets as ICU writes them (`units + 1` entries).
    let lineBreaks: UnsafeMutableBufferPointer<Int32>
    /// Bidi levels per unit (`units` entries), written only when the text
    /// needs ICU's bidi step.
    let unitLevels: UnsafeMutableBufferPointer<UInt8>
    /// Per cluster, what its glyphs told (`clusters` entries, zeroed).
    let glyphFlags: UnsafeMutableBufferPointer<UInt8>
    /// Per run, whether a space separates its shaping: 0 not asked yet, 1
    /// yes, 2 no (`clusters` entries, zeroed: a paragraph has at most one
    /// run per cluster).
    let spaceSeparation: UnsafeMutableBufferPointer<UInt8>
    private let base: UnsafeMutableRawPointer

    /// `glyphFlags` bits.
    static let hasOwnGlyph: UInt8 = 1
    static let isUnsafeToBreak: UInt8 = 2
    static let isUnsafeToConcat: UInt8 = 4

    init(units: Int, clusters: Int) {
        var layout = AllocationLayout()
        let clusterOfUnit = layout.part(Int32.self, count: units)
        let lineBreaks = layout.part(Int32.self, count: units + 1)
        let unitLevels = layout.part(UInt8.self, count: units)
        let glyphFlags = layout.part(UInt8.self, count: clusters, zeroed: true)
        let spaceSeparation = layout.part(UInt8.self, count: clusters, zeroed: true)
        let base = layout.allocate()
        self.base = base
        self.clusterOfUnit = clusterOfUnit.buffer(in: base)
        self.lineBreaks = lineBreaks.buffer(in: base)
        self.unitLevels = unitLevels.buffer(in: base)
        self.glyphFlags = glyphFlags.buffer(in: base)
        self.spaceSeparation = spaceSeparation.buffer(in: base)
    }

    func deallocate() { base.deallocate() }
}

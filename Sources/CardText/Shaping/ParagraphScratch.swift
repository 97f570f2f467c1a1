/// What analysing one paragraph needs only while ``ShapedParagraph`` is
/// made (the cluster of each unit, ICU's line breaks and bidi levels, the
/// flags HarfBuzz gives each cluster, whether a space separates shaping in
/// each run), in one allocation instead of an array each: a cold layout
/// analyses every paragraph it meets, and each array made and freed costs a
/// `malloc`, a `free` and reference counting.
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
        let wordCount = 2 * units + 1
        let byteCount = 4 * wordCount + units + 2 * clusters
        base = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: 4)
        let words = base.bindMemory(to: Int32.self, capacity: wordCount)
        clusterOfUnit = UnsafeMutableBufferPointer(start: words, count: units)
        lineBreaks = UnsafeMutableBufferPointer(start: words + units, count: units + 1)
        let bytes = (base + 4 * wordCount).bindMemory(to: UInt8.self, capacity: units + 2 * clusters)
        unitLevels = UnsafeMutableBufferPointer(start: bytes, count: units)
        glyphFlags = UnsafeMutableBufferPointer(start: bytes + units, count: clusters)
        spaceSeparation = UnsafeMutableBufferPointer(start: bytes + units + clusters, count: clusters)
        (bytes + units).initialize(repeating: 0, count: 2 * clusters)
    }

    func deallocate() { base.deallocate() }
}

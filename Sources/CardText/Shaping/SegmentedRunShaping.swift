/// Shapes a long run piece by piece, cut after spaces, with the pieces that
/// recur (words) shaped once: what shaping the run whole gives, at a cost
/// and a HarfBuzz buffer that follow the distinct words, not the run.
///
/// It holds where a space separates shaping in the run
/// (``SpaceSeparation``): no lookup that applies there reads or writes the
/// space's glyph, so none matches across it, and joining stops at it (a
/// space is Joining_Type U). The glyphs of the text after a space are then
/// those the text gives from the space on, whatever precedes it, and the
/// glyphs up to the space those the text gives up to it, whatever follows.
/// A piece starts after a space that is a grapheme cluster of its own and
/// is followed by the start of one (a mark after a space joins its
/// cluster, and may compose with it), so no cluster spans two pieces.
/// Browsers shape text word by word on the same property.
///
/// Only the advances and the unsafe-to-break flags are read from the
/// pieces: HarfBuzz's unsafe-to-concat flags record what its lookups looked
/// at, which differs at a piece's ends. A shaping that needs them (a
/// window's, to find where it is settled) gets them for the pieces shaped
/// together, and every glyph of a piece shaped alone marked unsafe to
/// concat: the flag then says less than HarfBuzz would, never more, and a
/// window still settles after a space (``ShapedParagraph/reliableEnd``).
struct SegmentedRunShaping {
    /// Runs at least this long (in UTF-16 units) are shaped in pieces.
    static let shortestSegmentedRun = 4096
    /// The most glyphs the word cache keeps; past it, pieces that miss
    /// are shaped together in chunks of about ``chunkLength`` units.
    static let cachedGlyphLimit = 1 << 20
    static let chunkLength = 4096

    /// Shaped pieces of one run (one face, script and direction), by their
    /// units: glyphs with clusters counted from the piece's start. Only
    /// pieces with a space before and after them are kept (a run's first
    /// and last pieces have other context).
    private var cache: [ArraySlice<UInt16>: [ShapedGlyph]] = [:]
    private var cachedGlyphs = 0

    /// Calls `body` with each glyph of the run `range` of `units`, shaped as
    /// ``Shaper/forEachGlyph(_:range:face:isRTL:script:producingUnsafeToConcat:_:)``
    /// shapes the whole run (each piece in visual order; clusters are
    /// offsets in `units`). `isClusterStart(u)` tells whether a grapheme
    /// cluster starts at unit `u`. With `producingUnsafeToConcat`, glyphs
    /// carry that flag as described above.
    mutating func forEachGlyph(
        units: [UInt16], range: Range<Int>, face: FontFace, isRTL: Bool, script: ScriptTag, shaper: Shaper,
        producingUnsafeToConcat: Bool = false, isClusterStart: (Int) -> Bool, _ body: (ShapedGlyph) -> Void
    ) {
        units.withUnsafeBufferPointer { buffer in
            var pending: Range<Int>?
            func flush() {
                guard let chunk = pending else { return }
                pending = nil
                shaper.forEachGlyph(
                    buffer, range: chunk, face: face, isRTL: isRTL, script: script,
                    producingUnsafeToConcat: producingUnsafeToConcat, body)
            }
            var start = range.lowerBound
            while start < range.upperBound {
                let end = Self.pieceEnd(after: start, in: buffer, upTo: range.upperBound, isClusterStart: isClusterStart)
                let isInterior = start > range.lowerBound && end < range.upperBound
                let piece = units[start..<end]
                if isInterior, let glyphs = cache[piece] {
                    flush()
                    for var glyph in glyphs {
                        glyph.cluster += Int32(start)
                        glyph.isUnsafeToConcat = producingUnsafeToConcat
                        body(glyph)
                    }
                } else if isInterior, cachedGlyphs < Self.cachedGlyphLimit {
                    flush()
                    var glyphs: [ShapedGlyph] = []
                    shaper.forEachGlyph(buffer, range: start..<end, face: face, isRTL: isRTL, script: script) { glyph in
                        var flagged = glyph
                        flagged.isUnsafeToConcat = producingUnsafeToConcat
                        body(flagged)
                        var relative = glyph
                        relative.cluster -= Int32(start)
                        glyphs.append(relative)
                    }
                    cache[piece] = glyphs
                    cachedGlyphs += glyphs.count
                } else {
                    pending = (pending?.lowerBound ?? start)..<end
                    if pending!.count >= Self.chunkLength { flush() }
                }
                start = end
            }
            flush()
        }
    }

    /// Where the piece that starts at `start` ends: just after the next
    /// space that is a cluster of its own and followed by a cluster start,
    /// or at `end`.
    static func pieceEnd(
        after start: Int, in units: UnsafeBufferPointer<UInt16>, upTo end: Int, isClusterStart: (Int) -> Bool
    ) -> Int {
        var unit = start
        while unit < end - 1 {
            if units[unit] == 0x20, isClusterStart(unit), isClusterStart(unit + 1) {
                return unit + 1
            }
            unit += 1
        }
        return end
    }
}

import CHarfBuzz

/// Whether a space (U+0020) separates what HarfBuzz does on its two sides
/// in a face: no GSUB or GPOS lookup names the space's glyph (as input,
/// context or output), GDEF does not class it as a mark or ligature (which
/// lookups may skip), no pair of the legacy `kern` table holds it, and the
/// face has no AAT tables (whose state machines no lookup list describes).
///
/// Then no lookup can match across a space, nor change it, and joining
/// stops at it (a space is Joining_Type U): the glyphs before a space are
/// those the text gives up to the space, whatever follows it. Browsers rely
/// on the same property to shape text word by word. HarfBuzz's own flag for
/// this (unsafe-to-concat) is set at every Arabic word start by its joining
/// pass and at every pair a legacy `kern` table looks at, so for those
/// faces only this check finds the point where a window of text is settled
/// (``ShapedParagraph/reliableEnd``).
enum SpaceSeparation {
    static func holds(face: OpaquePointer, font: OpaquePointer) -> Bool {
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0 else { return false }
        for name in ["morx", "mort", "kerx"] where !table(name, of: face).isEmpty { return false }
        let glyphClass = hb_ot_layout_get_glyph_class(face, space)
        guard glyphClass == HB_OT_LAYOUT_GLYPH_CLASS_UNCLASSIFIED || glyphClass == HB_OT_LAYOUT_GLYPH_CLASS_BASE_GLYPH
        else { return false }
        return !lookupsName(space, face: face) && !kernPairsName(space, face: face)
    }

    /// Whether a GSUB or GPOS lookup has `glyph` among the glyphs it reads
    /// or writes.
    private static func lookupsName(_ glyph: hb_codepoint_t, face: OpaquePointer) -> Bool {
        let sets = (0..<4).map { _ in hb_set_create()! }
        defer { sets.forEach { hb_set_destroy($0) } }
        for table in [tag("GSUB"), tag("GPOS")] {
            for lookup in 0..<hb_ot_layout_table_get_lookup_count(face, table) {
                sets.forEach { hb_set_clear($0) }
                hb_ot_layout_lookup_collect_glyphs(face, table, lookup, sets[0], sets[1], sets[2], sets[3])
                if sets.contains(where: { hb_set_has($0, glyph) != 0 }) { return true }
            }
        }
        return false
    }

    /// Whether the `kern` table has a pair with `glyph`; true too for a
    /// table this check cannot read (another format, Apple's version 1).
    private static func kernPairsName(_ glyph: hb_codepoint_t, face: OpaquePointer) -> Bool {
        let bytes = table("kern", of: face)
        guard !bytes.isEmpty else { return false }
        func u16(_ offset: Int) -> Int? {
            offset + 2 <= bytes.count ? Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) : nil
        }
        guard u16(0) == 0, let tables = u16(2) else { return true }
        var offset = 4
        for _ in 0..<tables {
            // Format 0 (in the coverage's high byte): a list of pairs. The
            // subtable's own length field overflows in large tables: the
            // pair count gives it.
            guard let coverage = u16(offset + 4), coverage >> 8 == 0, let pairs = u16(offset + 6) else { return true }
            for pair in 0..<pairs {
                let at = offset + 14 + pair * 6
                guard let left = u16(at), let right = u16(at + 2) else { return true }
                if left == Int(glyph) || right == Int(glyph) { return true }
            }
            offset += 14 + pairs * 6
        }
        return false
    }

    /// The bytes of the face's table `name` (empty when it has none).
    private static func table(_ name: String, of face: OpaquePointer) -> [UInt8] {
        let blob = hb_face_reference_table(face, tag(name))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return [] }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    }

    /// An OpenType tag from its four ASCII characters.
    private static func tag(_ name: String) -> hb_tag_t {
        name.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
    }
}

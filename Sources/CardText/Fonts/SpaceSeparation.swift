import CHarfBuzz

/// Whether a space (U+0020) separates what HarfBuzz does on its two sides
/// in a run of text: no lookup that HarfBuzz applies to the run can match
/// across a space or change it, and joining stops at it (a space is
/// Joining_Type U). Then the glyphs before a space are those the text gives
/// up to the space, whatever follows it, and the other way round. Browsers
/// rely on the same property to shape text word by word.
///
/// It is worked out once per face and shaping plan (script, direction and
/// language: ``Verdict``), then per run from the run's characters:
/// - never, when the face has AAT tables (whose state machines no lookup
///   list describes), GDEF classes the space as a mark or ligature (which
///   lookups may skip), a pair of the legacy `kern` table holds it, or a
///   lookup of the plan reads it as input or writes it;
/// - otherwise, when no lookup of the plan reads it at all;
/// - otherwise (lookups read it only as context before or after their
///   input, as Inter's case-sensitive punctuation does), when none of
///   those lookups can apply in the run: none of their input glyphs is
///   among the glyphs the run's characters map to, nor among those the
///   plan's substitutions can make of them. HarfBuzz's normalizer makes
///   glyphs of its own: it decomposes a character the face has no glyph
///   for (U+226E, not less than, into `<` and a combining overlay, and
///   `<` is an input of Inter's case forms) and composes a mark with its
///   base. So such a run also needs every character mapped to a glyph of
///   its own and no mark.
///
/// The fraction features (`frac`, `numr`, `dnom`), which HarfBuzz applies
/// only around a fraction slash (U+2044), are left out of the plan; a run
/// with a fraction slash never separates.
///
/// HarfBuzz's own flag for this (unsafe-to-concat) is set at every Arabic
/// word start by its joining pass and at every pair a legacy `kern` table
/// looks at, so for those faces only this check finds the point where a
/// window of text is settled (``ShapedParagraph/reliableEnd``).
enum SpaceSeparation {
    /// What a face's shaping plan does around a space.
    enum Verdict: Sendable {
        case never
        case always
        /// Unless the run's glyphs, closed under `substitutions` (GSUB
        /// lookup indexes of the plan), meet `inputs` (the input glyphs of
        /// the lookups that read a space as context).
        case unlessRunHas(inputs: [UInt32], substitutions: [UInt32])
    }

    /// The verdict for `face` shaped with the plan of `script`, direction
    /// and `language`.
    static func verdict(
        face: OpaquePointer, font: OpaquePointer, script: hb_script_t, isRTL: Bool, language: hb_language_t?
    ) -> Verdict {
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0 else { return .never }
        for name in ["morx", "mort", "kerx"] where !table(name, of: face).isEmpty { return .never }
        let glyphClass = hb_ot_layout_get_glyph_class(face, space)
        guard glyphClass == HB_OT_LAYOUT_GLYPH_CLASS_UNCLASSIFIED || glyphClass == HB_OT_LAYOUT_GLYPH_CLASS_BASE_GLYPH,
            !kernPairsName(space, face: face)
        else { return .never }

        var properties = hb_segment_properties_t()
        properties.direction = isRTL ? HB_DIRECTION_RTL : HB_DIRECTION_LTR
        properties.script = script
        properties.language = language
        let fractionsOff = ["frac", "numr", "dnom"].map {
            hb_feature_t(tag: tag($0), value: 0, start: 0, end: UInt32.max)
        }
        // Not HarfBuzz's cached plan: the face's cache keeps every plan made
        // for the face's life, and the language comes from the input.
        let plan = fractionsOff.withUnsafeBufferPointer { features in
            hb_shape_plan_create(face, &properties, features.baseAddress, UInt32(features.count), nil)
        }
        defer { hb_shape_plan_destroy(plan) }

        var inputs: Set<UInt32> = []
        var substitutions: [UInt32] = []
        let sets = (0..<5).map { _ in hb_set_create()! }
        defer { sets.forEach { hb_set_destroy($0) } }
        let (lookups, before, input, after, output) = (sets[0], sets[1], sets[2], sets[3], sets[4])
        for table in [tag("GSUB"), tag("GPOS")] {
            hb_set_clear(lookups)
            hb_ot_shape_plan_collect_lookups(plan, table, lookups)
            var lookup = hb_codepoint_t.max
            while hb_set_next(lookups, &lookup) != 0 {
                if table == tag("GSUB") { substitutions.append(lookup) }
                [before, input, after, output].forEach { hb_set_clear($0) }
                hb_ot_layout_lookup_collect_glyphs(face, table, lookup, before, input, after, output)
                if hb_set_has(input, space) != 0 || hb_set_has(output, space) != 0 { return .never }
                if hb_set_has(before, space) != 0 || hb_set_has(after, space) != 0 {
                    var glyph = hb_codepoint_t.max
                    while hb_set_next(input, &glyph) != 0 { inputs.insert(glyph) }
                }
            }
        }
        return inputs.isEmpty ? .always : .unlessRunHas(inputs: inputs.sorted(), substitutions: substitutions)
    }

    /// Whether a space separates shaping in the run `range` of `units`,
    /// shaped in `face` under `verdict`.
    static func holds(
        _ verdict: Verdict, in units: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: OpaquePointer,
        font: OpaquePointer
    ) -> Bool {
        guard case .unlessRunHas(let inputs, let substitutions) = verdict else {
            if case .always = verdict { return !hasFractionSlash(units, range) }
            return false
        }
        guard !hasFractionSlash(units, range) else { return false }
        let glyphs = hb_set_create()!
        let lookups = hb_set_create()!
        defer {
            hb_set_destroy(glyphs)
            hb_set_destroy(lookups)
        }
        // Each character once: a bit per unit of the Basic Multilingual Plane.
        var seen = [UInt64](repeating: 0, count: 1024)
        var unit = range.lowerBound
        while unit < range.upperBound {
            var scalar = UInt32(units[unit])
            if UTF16.isLeadSurrogate(units[unit]), unit + 1 < range.upperBound, UTF16.isTrailSurrogate(units[unit + 1]) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[unit + 1]) - 0xDC00)
                unit += 2
            } else {
                unit += 1
                let (word, bit) = (Int(scalar >> 6), UInt64(1) << (scalar & 63))
                if seen[word] & bit != 0 { continue }
                seen[word] |= bit
            }
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, scalar, &glyph) != 0,
                UnicodeProperties.clusterClass(of: scalar) != .extending
            else { return false }
            hb_set_add(glyphs, glyph)
        }
        for lookup in substitutions { hb_set_add(lookups, lookup) }
        hb_ot_layout_lookups_substitute_closure(face, lookups, glyphs)
        return !inputs.contains { hb_set_has(glyphs, $0) != 0 }
    }

    /// Whether `range` of `units` holds a fraction slash (U+2044).
    private static func hasFractionSlash(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
        units[range].contains(0x2044)
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

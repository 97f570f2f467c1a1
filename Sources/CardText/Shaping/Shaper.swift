import CHarfBuzz

/// One glyph as HarfBuzz places it, in font units.
struct ShapedGlyph: Sendable {
    var glyph: UInt32
    /// The UTF-16 offset (in the paragraph) of the cluster the glyph belongs to.
    var cluster: Int32
    var advance: Int32
    var xOffset: Int32
    var yOffset: Int32
    /// Breaking the text at the start of this glyph's cluster changes shaping.
    var isUnsafeToBreak: Bool
    /// Changing the text on one side of the start of this glyph's cluster may
    /// change the shaping of the other (HarfBuzz also sets it where a lookup
    /// looked across that point, matched or not, or ran into the text's end).
    var isUnsafeToConcat: Bool
}

/// Shapes text with HarfBuzz. A shaper owns one HarfBuzz buffer and is used
/// by one thread at a time (one measurement, then the next that takes it
/// from the measurer's ``ShaperPool``).
final class Shaper {
    private var buffer: OpaquePointer
    private(set) var language: hb_language_t?
    private var locale: String
    /// Whether it shaped a run longer than ``largestPooledRun`` units: its
    /// buffer may then be large, and is not kept for another measurement.
    private(set) var hasLargeBuffer = false

    init(locale: String) {
        buffer = hb_buffer_create()
        self.locale = locale
        language = hb_language_from_string(locale, -1)
    }

    /// Shapes in `locale`'s language from now on.
    func use(locale: String) {
        guard locale != self.locale else { return }
        self.locale = locale
        language = hb_language_from_string(locale, -1)
    }

    deinit { hb_buffer_destroy(buffer) }

    /// Runs longer than this (in UTF-16 units) leave HarfBuzz's buffer
    /// large (about 40 bytes a glyph, which clearing keeps): it is replaced
    /// after them, so that a long paragraph's shaping does not hold that
    /// memory for the rest of the measurement.
    static let largestKeptBuffer = 65_536
    /// The longest run (in UTF-16 units) a shaper may have shaped and still
    /// be kept for other measurements (``ShaperPool``): its buffer then
    /// holds at most about 160 KB.
    static let largestPooledRun = 4096

    /// Calls `body` with each glyph of `range` shaped as ``shape(_:range:face:isRTL:script:replacingTabs:producingUnsafeToConcat:)``
    /// shapes it, read from HarfBuzz's buffer without copying them all.
    func forEachGlyph(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, isRTL: Bool, script: ScriptTag,
        producingUnsafeToConcat: Bool = false, _ body: (ShapedGlyph) -> Void
    ) {
        shapeIntoBuffer(
            text, range: range, face: face, isRTL: isRTL, script: script, replacingTabs: true,
            producingUnsafeToConcat: producingUnsafeToConcat)
        var count: UInt32 = 0
        if let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        {
            for index in 0..<Int(count) { body(Self.glyph(infos[index], positions[index])) }
        }
        if range.count > Self.largestKeptBuffer {
            hb_buffer_destroy(buffer)
            buffer = hb_buffer_create()
        }
    }

    /// Shapes `range` of `text` as one run, with the rest of `text` as context
    /// (so joining and contextual forms see their neighbours). Glyphs come in
    /// visual order, as HarfBuzz gives them. `isUnsafeToConcat` is set only
    /// when `producingUnsafeToConcat` asks for it (it costs HarfBuzz work).
    func shape(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, isRTL: Bool, script: ScriptTag,
        replacingTabs: Bool = true, producingUnsafeToConcat: Bool = false
    ) -> [ShapedGlyph] {
        shapeIntoBuffer(
            text, range: range, face: face, isRTL: isRTL, script: script, replacingTabs: replacingTabs,
            producingUnsafeToConcat: producingUnsafeToConcat)
        return glyphs()
    }

    private func shapeIntoBuffer(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, isRTL: Bool, script: ScriptTag,
        replacingTabs: Bool, producingUnsafeToConcat: Bool
    ) {
        hb_buffer_clear_contents(buffer)
        if range.count > Self.largestPooledRun { hasLargeBuffer = true }
        hb_buffer_set_flags(
            buffer, producingUnsafeToConcat ? HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT : HB_BUFFER_FLAG_DEFAULT)
        hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        if replacingTabs {
            // A tab is measured as a space.
            var length: UInt32 = 0
            if let infos = hb_buffer_get_glyph_infos(buffer, &length) {
                for index in 0..<Int(length) where infos[index].codepoint == 0x09 { infos[index].codepoint = 0x20 }
            }
        }
        hb_buffer_set_direction(buffer, isRTL ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_from_iso15924_tag(script.rawValue))
        hb_buffer_set_language(buffer, language)
        shapeBuffer(with: face)
    }

    /// The plan used last, and for what: consecutive runs of one face and
    /// script reuse it without asking the face's cache.
    private var lastPlan: (face: ObjectIdentifier, key: ShapePlanCache.Key, plan: ShapePlanCache.Plan)?

    /// Shapes the buffer, its segment properties set, with `face`: what
    /// `hb_shape` does, with the face's bounded plans (``ShapePlanCache``).
    private func shapeBuffer(with face: FontFace) {
        var properties = hb_segment_properties_t()
        hb_buffer_get_segment_properties(buffer, &properties)
        let key = ShapePlanCache.Key(properties)
        let plan: ShapePlanCache.Plan
        if let last = lastPlan, last.face == ObjectIdentifier(face), last.key == key {
            plan = last.plan
        } else {
            plan = face.shapePlan(for: properties, key: key)
            lastPlan = (ObjectIdentifier(face), key, plan)
        }
        _ = hb_shape_plan_execute(plan.pointer, face.font, buffer, nil, 0)
    }

    /// The buffer's glyphs after shaping.
    private func glyphs() -> [ShapedGlyph] {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) { glyphs.append(Self.glyph(infos[index], positions[index])) }
        return glyphs
    }

    private static func glyph(_ info: hb_glyph_info_t, _ position: hb_glyph_position_t) -> ShapedGlyph {
        ShapedGlyph(
            glyph: info.codepoint, cluster: Int32(info.cluster), advance: position.x_advance,
            xOffset: position.x_offset, yOffset: position.y_offset,
            isUnsafeToBreak: info.mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0,
            isUnsafeToConcat: info.mask & HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue != 0)
    }

    /// Shapes all of `text` as one run, HarfBuzz guessing its direction and
    /// script from the text.
    func shapeGuessingDirection(_ text: UnsafeBufferPointer<UInt16>, face: FontFace) -> [ShapedGlyph] {
        hb_buffer_clear_contents(buffer)
        if text.count > Self.largestPooledRun { hasLargeBuffer = true }
        hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
        hb_buffer_set_language(buffer, language)
        hb_buffer_guess_segment_properties(buffer)
        shapeBuffer(with: face)
        return glyphs()
    }

    /// Shapes a short string on its own (no context), left to right.
    func shape(_ string: String, face: FontFace, script: ScriptTag) -> [ShapedGlyph] {
        let units = Array(string.utf16)
        return units.withUnsafeBufferPointer { shape($0, range: 0..<units.count, face: face, isRTL: false, script: script) }
    }
}

import CFreeType
import CHarfBuzz
import Foundation
import Synchronization

/// One font file, opened once: HarfBuzz shapes with it, FreeType checks it
/// and serves its glyph outlines. The only place that holds font C pointers.
///
/// The HarfBuzz font is made immutable after creation, which makes shaping
/// with it safe from many threads. FreeType faces are not thread-safe, so the
/// FreeType side sits behind a lock and is used only for outlines.
final class FontFace: @unchecked Sendable {
    let fileName: String
    let path: String
    let family: String
    let weight: Int
    let isEmoji: Bool
    let unitsPerEm: Double
    /// Horizontal ascender, descender (positive below the baseline) and line
    /// gap in font units.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    /// What ends a truncated line in this face: "\u{2026}", or "..." when
    /// the face has no glyph for it; and its advance at 1 pt.
    let ellipsis: String
    let ellipsisEms: Double
    /// The most glyphs any lookup of the face matches at once, context
    /// included (OS/2 `usMaxContext`, from table version 2); `nil` when the
    /// face does not say.
    let maxContext: Int?
    /// Which characters of the Basic Multilingual Plane the face has glyphs
    /// for (bit n % 64 of word n / 64): fallback asks every face of the chain
    /// about every character, and a bit test is far cheaper than a cmap
    /// lookup. 8 KiB per face.
    private let bmpCoverage: [UInt64]

    /// ``SpaceSeparation``'s verdicts for this face, by shaping plan,
    /// each worked out the first time it is asked. The language comes from
    /// input, so the verdicts kept are bounded: past
    /// ``spaceSeparationCapacity`` they start again. Read and written only
    /// with `spaceSeparationLock` held (an `NSLock`, as ``BoundedCache``
    /// explains).
    private var spaceSeparation: [SpaceSeparationKey: SpaceSeparation.Verdict] = [:]
    private let spaceSeparationLock = NSLock()
    static let spaceSeparationCapacity = 64

    /// How many verdicts the face keeps (for tests).
    var spaceSeparationVerdictCount: Int { spaceSeparationLock.withLock { spaceSeparation.count } }

    /// The plans this face shapes with (``ShapePlanCache``).
    let shapePlans = ShapePlanCache()

    private let blob: OpaquePointer
    private let face: OpaquePointer
    /// The shaping font, scaled to units per em (so advances are font units).
    let font: OpaquePointer
    private let freeType: Mutex<FreeTypeFace>

    /// Opens the font at `path`. A `nil` family or weight is read from the
    /// font itself (its family name and OS/2 weight class).
    init(path: String, family: String?, weight: Int?, isEmoji: Bool) throws(TextError) {
        self.path = path
        self.fileName = path.split(separator: "/").last.map(String.init) ?? path
        self.isEmoji = isEmoji

        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .fontFileMissing(path: path)
        }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else {
            hb_blob_destroy(blob)
            throw .fontFileCorrupt(path: path, reason: "the file is empty")
        }
        var freeType: FreeTypeFace
        do {
            freeType = try FreeTypeFace(bytes: UnsafeRawPointer(bytes), length: Int(length), path: path)
        } catch {
            hb_blob_destroy(blob)
            throw error
        }
        let face = hb_face_create(blob, 0)!
        let unitsPerEm = hb_face_get_upem(face)
        guard unitsPerEm > 0, hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            freeType.close()
            throw .fontFileCorrupt(path: path, reason: "HarfBuzz finds no glyphs in it")
        }
        let font = hb_font_create(face)!
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        hb_font_make_immutable(font)

        func metric(_ tag: hb_ot_metrics_tag_t) -> Double {
            var position: hb_position_t = 0
            _ = hb_ot_metrics_get_position(font, tag, &position)
            return Double(position)
        }
        let declared = freeType.declaredStyle()
        self.maxContext = freeType.maxContext()
        self.family = family ?? (declared.family.isEmpty ? fileName : declared.family)
        self.weight = weight ?? declared.weight
        self.blob = blob
        self.face = face
        self.font = font
        self.unitsPerEm = Double(unitsPerEm)
        self.ascender = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
        self.descender = -metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
        self.lineGap = metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
        var glyph: hb_codepoint_t = 0
        self.bmpCoverage = Self.bmpCoverage(of: face)
        let ellipsis = hb_font_get_nominal_glyph(font, 0x2026, &glyph) != 0 ? "\u{2026}" : "..."
        self.ellipsis = ellipsis
        self.ellipsisEms = Self.advance(of: ellipsis, font: font) / Double(unitsPerEm)
        self.freeType = Mutex(freeType)
    }

    deinit {
        freeType.withLock { $0.close() }
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// The face's character map restricted to the BMP, as a bit set.
    private static func bmpCoverage(of face: OpaquePointer) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: 0x10000 / 64)
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        var scalar = UInt32.max  // HB_SET_VALUE_INVALID: start before the first
        while hb_set_next(set, &scalar) != 0 && scalar < 0x10000 {
            words[Int(scalar >> 6)] |= 1 << UInt64(scalar & 63)
        }
        return words
    }

    /// The advance of `text` shaped left to right in `font`, in font units.
    private static func advance(of text: String, font: OpaquePointer) -> Double {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        return (0..<Int(count)).reduce(0) { $0 + Double(positions[$1].x_advance) }
    }

    /// Whether a space separates what shaping does on its two sides in the
    /// run `range` of `units`, shaped in this face with `script`,
    /// direction and `language` (``SpaceSeparation``).
    func spaceSeparatesShaping(
        in units: UnsafeBufferPointer<UInt16>, range: Range<Int>, script: ScriptTag, isRTL: Bool,
        language: hb_language_t?
    ) -> Bool {
        let key = SpaceSeparationKey(
            script: script.rawValue, isRTL: isRTL, language: language.map { UInt(bitPattern: $0) } ?? 0)
        let verdict =
            spaceSeparationLock.withLock { spaceSeparation[key] }
            ?? {
                // Two threads may both work it out: they find the same answer.
                let verdict = SpaceSeparation.verdict(
                    face: face, font: font, script: hb_script_from_iso15924_tag(script.rawValue), isRTL: isRTL,
                    language: language)
                spaceSeparationLock.withLock {
                    if spaceSeparation.count >= Self.spaceSeparationCapacity {
                        spaceSeparation.removeAll(keepingCapacity: true)
                    }
                    spaceSeparation[key] = verdict
                }
                return verdict
            }()
        return SpaceSeparation.holds(verdict, in: units, range: range, face: face, font: font)
    }

    /// This face's shaping plan for `properties` (``ShapePlanCache``).
    func shapePlan(for properties: hb_segment_properties_t, key: ShapePlanCache.Key) -> ShapePlanCache.Plan {
        shapePlans.plan(for: properties, key: key, face: face)
    }

    /// Whether the face maps `scalar` to a glyph of its own.
    func covers(_ scalar: UInt32) -> Bool {
        if scalar < 0x10000 { return bmpCoverage[Int(scalar >> 6)] & (1 << UInt64(scalar & 63)) != 0 }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
    }

    /// The outline of `glyph` in font units (y up); `nil` for a glyph with no
    /// outline (a bitmap emoji, a space).
    func outline(glyph: UInt32) -> GlyphOutline? {
        freeType.withLock { $0.outline(glyph: glyph, unitsPerEm: unitsPerEm) }
    }
}

/// A FreeType library and face over the bytes HarfBuzz also reads.
private struct FreeTypeFace: @unchecked Sendable {
    private var library: FT_Library?
    private var face: FT_Face?

    init(bytes: UnsafeRawPointer, length: Int, path: String) throws(TextError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .fontFileCorrupt(path: path, reason: "FreeType could not start")
        }
        var face: FT_Face?
        let error = FT_New_Memory_Face(
            library, bytes.assumingMemoryBound(to: FT_Byte.self), FT_Long(length), 0, &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw .fontFileCorrupt(path: path, reason: "FreeType error \(error)")
        }
        self.library = library
        self.face = face
    }

    mutating func close() {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
        face = nil
        library = nil
    }

    func declaredStyle() -> (family: String, weight: Int) {
        guard let face else { return ("", 400) }
        let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
        var weight = (face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD)) != 0 ? 700 : 400
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            let declared = Int(os2.usWeightClass)
            if (1...1000).contains(declared) {
                weight = min(900, max(100, (declared + 50) / 100 * 100))
            }
        }
        return (family, weight)
    }

    func maxContext() -> Int? {
        guard let face, let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) else { return nil }
        let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
        return os2.version >= 2 && os2.version != 0xFFFF ? Int(os2.usMaxContext) : nil
    }

    func outline(glyph: UInt32, unitsPerEm: Double) -> GlyphOutline? {
        guard let face else { return nil }
        let flags = Int32(FT_LOAD_NO_SCALE) | Int32(FT_LOAD_NO_HINTING) | Int32(FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return nil }
        var outline = slot.pointee.outline
        guard outline.n_points > 0 else { return nil }
        var builder = OutlineBuilder()
        var callbacks = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineBuilder.from(user).move(to: to!.pointee)
                return 0
            },
            line_to: { to, user in
                OutlineBuilder.from(user).line(to: to!.pointee)
                return 0
            },
            conic_to: { control, to, user in
                OutlineBuilder.from(user).quad(control: control!.pointee, to: to!.pointee)
                return 0
            },
            cubic_to: { control1, control2, to, user in
                OutlineBuilder.from(user).cubic(control1: control1!.pointee, control2: control2!.pointee, to: to!.pointee)
                return 0
            },
            shift: 0, delta: 0)
        let status = withUnsafeMutablePointer(to: &builder) { pointer in
            FT_Outline_Decompose(&outline, &callbacks, UnsafeMutableRawPointer(pointer))
        }
        guard status == 0 else { return nil }
        builder.finish()
        return GlyphOutline(unitsPerEm: unitsPerEm, commands: builder.commands)
    }
}

/// Collects FreeType's decomposition callbacks into path commands.
private struct OutlineBuilder {
    var commands: [GlyphOutline.Command] = []
    private var isOpen = false

    static func from(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<OutlineBuilder> {
        user!.assumingMemoryBound(to: OutlineBuilder.self)
    }

    private static func point(_ vector: FT_Vector) -> GlyphOutline.Point {
        GlyphOutline.Point(x: Double(vector.x), y: Double(vector.y))
    }

    mutating func move(to: FT_Vector) {
        finish()
        commands.append(.move(Self.point(to)))
        isOpen = true
    }

    mutating func line(to: FT_Vector) { commands.append(.line(Self.point(to))) }

    mutating func quad(control: FT_Vector, to: FT_Vector) {
        commands.append(.quad(control: Self.point(control), to: Self.point(to)))
    }

    mutating func cubic(control1: FT_Vector, control2: FT_Vector, to: FT_Vector) {
        commands.append(.cubic(control1: Self.point(control1), control2: Self.point(control2), to: Self.point(to)))
    }

    mutating func finish() {
        if isOpen { commands.append(.close) }
        isOpen = false
    }
}

extension UnsafeMutablePointer where Pointee == OutlineBuilder {
    fileprivate func move(to: FT_Vector) { pointee.move(to: to) }
    fileprivate func line(to: FT_Vector) { pointee.line(to: to) }
    fileprivate func quad(control: FT_Vector, to: FT_Vector) { pointee.quad(control: control, to: to) }
    fileprivate func cubic(control1: FT_Vector, control2: FT_Vector, to: FT_Vector) {
        pointee.cubic(control1: control1, control2: control2, to: to)
    }
}

/// A shaping plan of a face, as ``SpaceSeparation`` tells them apart:
/// `language` is HarfBuzz's interned language pointer.
struct SpaceSeparationKey: Hashable, Sendable {
    let script: UInt32
    let isRTL: Bool
    let language: UInt
}

import CFreeType
import CHarfBuzz
import Foundation
import Synchronization

/// One font file of a registry: its family, weight and file, known when the
/// registry is made, and its HarfBuzz and FreeType objects, opened the first
/// time a text needs them (``OpenedFace``). A run that sets only Latin text
/// opens only the faces it draws with, not the CJK, Hangul and emoji faces.
///
/// The face is safe to share: it is opened at most once, under a lock, and
/// read without one afterwards.
final class FontFace: Sendable {
    let fileName: String
    /// `[fileName]`, made once: the faces of a line set in this face alone
    /// (most lines), shared by every line instead of an array a line.
    let fileNames: [String]
    let path: String
    let family: String
    let weight: Int
    let isEmoji: Bool
    /// Whether the face is italic (an upright face of the same family and
    /// weight is preferred to it).
    let isItalic: Bool

    /// The opened face, once opened (retained; released in `deinit`).
    private let openedFace = Atomic<Unmanaged<OpenedFace>?>(nil)
    /// Held while the face is being opened.
    private let openingLock = Mutex(())

    /// A face whose family and weight are known (from a manifest), opened
    /// when first used. The file is checked now (``FontFileHeader``) so that
    /// a missing, truncated or foreign file is an error when the registry
    /// is made, as an opened one would be.
    init(path: String, family: String, weight: Int, isEmoji: Bool, isItalic: Bool = false) throws(TextError) {
        self.path = path
        self.fileName = Self.fileName(of: path)
        self.fileNames = [fileName]
        self.family = family
        self.weight = weight
        self.isEmoji = isEmoji
        self.isItalic = isItalic
        try FontFileHeader.check(path: path)
    }

    /// Opens the font at `path` now and reads its family, weight and style
    /// from the font itself (its family name and OS/2 weight class): a face
    /// of a folder without a manifest.
    init(openingFontAt path: String) throws(TextError) {
        let opened = try OpenedFace(path: path)
        let declared = opened.declaredStyle
        self.path = path
        self.fileName = Self.fileName(of: path)
        self.fileNames = [fileName]
        self.family = declared.family.isEmpty ? fileName : declared.family
        self.weight = declared.weight
        self.isEmoji = false
        self.isItalic = declared.isItalic
        openedFace.store(Unmanaged.passRetained(opened), ordering: .releasing)
    }

    deinit {
        openedFace.load(ordering: .acquiring)?.release()
    }

    private static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Opens the face if it is not open yet; throws what opening it found
    /// wrong (a font that passed ``FontFileHeader`` but that FreeType or
    /// HarfBuzz cannot read). The registry calls it for the style's face
    /// before any text is set in it.
    func open() throws(TextError) {
        if let failure = opened.failure { throw failure }
    }

    /// Whether the face has been opened (for tests).
    var isOpen: Bool { openedFace.load(ordering: .acquiring) != nil }

    /// The opened face: opened now on first use. A fallback face that cannot
    /// be opened becomes an empty face (it covers no character, so fallback
    /// passes it by); ``open()`` reports why.
    var opened: OpenedFace {
        if let opened = openedFace.load(ordering: .acquiring) { return opened.takeUnretainedValue() }
        return openingLock.withLock { _ in
            if let opened = openedFace.load(ordering: .acquiring) { return opened.takeUnretainedValue() }
            let opened: OpenedFace
            do throws(TextError) {
                opened = try OpenedFace(path: path)
            } catch {
                opened = OpenedFace(failure: error)
            }
            openedFace.store(Unmanaged.passRetained(opened), ordering: .releasing)
            return opened
        }
    }

    var unitsPerEm: Double { opened.unitsPerEm }
    /// Horizontal ascender, descender (positive below the baseline) and line
    /// gap in font units.
    var ascender: Double { opened.ascender }
    var descender: Double { opened.descender }
    var lineGap: Double { opened.lineGap }
    /// What ends a truncated line in this face: "\u{2026}", or "..." when
    /// the face has no glyph for it; and its advance at 1 pt.
    var ellipsis: String { opened.ellipsis }
    var ellipsisEms: Double { opened.ellipsisEms }
    /// The most glyphs any lookup of the face matches at once, context
    /// included (OS/2 `usMaxContext`, from table version 2); `nil` when the
    /// face does not say.
    var maxContext: Int? { opened.maxContext }
    /// The shaping font, scaled to units per em (so advances are font units).
    var font: OpaquePointer { opened.font }
    /// The plans this face shapes with (``ShapePlanCache``).
    var shapePlans: ShapePlanCache { opened.shapePlans }
    /// How many ``SpaceSeparation`` verdicts the face keeps (for tests).
    var spaceSeparationVerdictCount: Int { opened.spaceSeparationVerdictCount }
    static var spaceSeparationCapacity: Int { OpenedFace.spaceSeparationCapacity }

    /// Whether a space separates what shaping does on its two sides in the
    /// run `range` of `units` (``OpenedFace/spaceSeparatesShaping(in:range:script:isRTL:language:)``).
    func spaceSeparatesShaping(
        in units: UnsafeBufferPointer<UInt16>, range: Range<Int>, script: ScriptTag, isRTL: Bool,
        language: hb_language_t?
    ) -> Bool {
        opened.spaceSeparatesShaping(in: units, range: range, script: script, isRTL: isRTL, language: language)
    }

    /// This face's shaping plan for `properties` (``ShapePlanCache``).
    func shapePlan(for properties: hb_segment_properties_t, key: ShapePlanCache.Key) -> ShapePlanCache.Plan {
        opened.shapePlan(for: properties, key: key)
    }

    /// Whether the face maps `scalar` to a glyph of its own.
    func covers(_ scalar: UInt32) -> Bool {
        // Asked for every character of every face tried: no reference count.
        if let opened = openedFace.load(ordering: .acquiring) {
            return opened._withUnsafeGuaranteedRef { $0.covers(scalar) }
        }
        return opened.covers(scalar)
    }

    /// The outline of `glyph` in font units (y up); `nil` for a glyph with no
    /// outline (a bitmap emoji, a space).
    func outline(glyph: UInt32) -> GlyphOutline? { opened.outline(glyph: glyph) }
}

/// A font file's HarfBuzz and FreeType objects and what is read from them
/// once: the only place that holds font C pointers.
///
/// The HarfBuzz font is made immutable after creation, which makes shaping
/// with it safe from many threads. FreeType faces are not thread-safe, so the
/// FreeType side sits behind a lock and is used only for outlines.
final class OpenedFace: @unchecked Sendable {
    let unitsPerEm: Double
    let ascender: Double
    let descender: Double
    let lineGap: Double
    let ellipsis: String
    let ellipsisEms: Double
    let maxContext: Int?
    /// The family, weight and style the font declares.
    let declaredStyle: (family: String, weight: Int, isItalic: Bool)
    /// Why the file could not be opened, for an empty stand-in.
    let failure: TextError?
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

    private let blob: OpaquePointer?
    private let face: OpaquePointer
    /// The shaping font, scaled to units per em (so advances are font units).
    let font: OpaquePointer
    private let freeType: Mutex<FreeTypeFace>

    /// Opens the font at `path`.
    init(path: String) throws(TextError) {
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
        self.declaredStyle = freeType.declaredStyle()
        self.maxContext = freeType.maxContext()
        self.failure = nil
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

    /// An empty face standing in for a file that could not be opened:
    /// HarfBuzz's empty face and font, no glyph, no outline.
    init(failure: TextError) {
        self.failure = failure
        self.blob = nil
        self.face = hb_face_get_empty()
        self.font = hb_font_get_empty()
        self.unitsPerEm = 1000
        self.ascender = 0
        self.descender = 0
        self.lineGap = 0
        self.ellipsis = "..."
        self.ellipsisEms = 0
        self.maxContext = nil
        self.declaredStyle = ("", 400, false)
        self.bmpCoverage = [UInt64](repeating: 0, count: 0x10000 / 64)
        self.freeType = Mutex(FreeTypeFace())
    }

    deinit {
        freeType.withLock { $0.close() }
        if let blob {
            hb_font_destroy(font)
            hb_face_destroy(face)
            hb_blob_destroy(blob)
        }
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

    /// No face: outlines are `nil`.
    init() {}

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

    func declaredStyle() -> (family: String, weight: Int, isItalic: Bool) {
        guard let face else { return ("", 400, false) }
        let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
        var weight = (face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD)) != 0 ? 700 : 400
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            let declared = Int(os2.usWeightClass)
            if (1...1000).contains(declared) {
                weight = min(900, max(100, (declared + 50) / 100 * 100))
            }
        }
        let isItalic = (face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC)) != 0
        return (family, weight, isItalic)
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

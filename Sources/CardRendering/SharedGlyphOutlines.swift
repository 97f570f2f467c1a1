import CardGeometry
import CardText
import Synchronization

/// Glyph outlines shared by many pictures in one document (a page of
/// tiles): each glyph of a face is defined once for the document, at
/// ``unitsPerEm`` units per em, instead of once per picture and size; and
/// so is each set line (its glyphs at their places, scaled to its size),
/// since the same line comes back in many pictures of one card.
///
/// Pictures drawn with ``CardSVG/render(_:options:sharing:)`` place each
/// line with one `<use href="#LINE">` at its origin on the baseline; the
/// line's definition scales to its size and places its glyphs with
/// `<use href="#GLYPH">`. The document adds ``definitions(of:)`` of the
/// glyphs its pictures used, then the definitions of their lines
/// (``CardSVG/SharedGlyphPicture/lines``).
///
/// A glyph's id depends only on the glyph and its face (and the
/// `idPrefix`), a line's on its glyphs, sizes and places (a hash, the same
/// for the life of the process), so two pictures drawn at different times
/// agree: a page can keep the definitions it has and take only new ones.
/// Definitions are kept for reuse up to `byteLimit` bytes, then forgotten
/// and made again when asked for; the ids stay the same.
/// Safe to use from many threads at once.
public final class SharedGlyphOutlines: Sendable {
    /// One glyph of a face, as a picture uses it.
    public struct Glyph: Hashable, Sendable {
        /// The file name of the face the glyph is from.
        public var fontFile: String
        /// The glyph's index in that face.
        public var glyph: UInt32
        /// Its id in the document (starts with ``SharedGlyphOutlines/idPrefix``).
        public var id: String
        /// The face's number in the ids (with the glyph's index, the id says
        /// which glyph this is).
        var faceNumber: Int
        /// The glyph's number among the glyphs with an outline its shared
        /// outlines have found (0, 1, 2… in the order they were first
        /// asked for): a picture notes the glyphs it used by these small
        /// numbers (`GlyphNumbers`) rather than in a set of glyphs.
        var number: Int = 0

        /// Hashes the face's number and the glyph's index, which say which
        /// glyph of which face this is, as the id does, without hashing its
        /// text (a picture's glyphs are a set, filled glyph by glyph).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(faceNumber)
            hasher.combine(glyph)
        }

        /// The same glyph of the same face, with the same id.
        public static func == (a: Glyph, b: Glyph) -> Bool {
            a.glyph == b.glyph && a.faceNumber == b.faceNumber && a.id == b.id && a.fontFile == b.fontFile
        }
    }

    /// The size the outlines are defined at: 1000 units per em, so a
    /// line scales them by its size / 1000.
    public static let unitsPerEm = 1000.0

    /// Starts every id; a document that holds pictures of several values
    /// (fonts read again) gives each its own.
    public let idPrefix: String
    /// How many bytes of definitions are kept at most.
    public let byteLimit: Int
    /// The fonts the outlines are read from.
    public let fonts: FontRegistry
    /// Shapes drawn as parts of color templates that place these glyphs,
    /// kept to be copied when drawn again alike, within half of
    /// `byteLimit` more.
    let shapeDrawings: ShapeDrawings

    private struct State {
        /// A face's number in ids, in the order faces were first drawn.
        var faceNumbers: [String: Int] = [:]
        /// Each glyph of a face asked for: its entry, nil when it has no
        /// outline (made once: many pictures place the same glyphs).
        /// By face, then by glyph: a line's glyphs of one run look their
        /// face up once, and hash only their glyph numbers.
        var entries: [String: [UInt32: Glyph?]] = [:]
        /// The entries that have an outline, by their numbers.
        var numbered: [Glyph] = []
        /// `<path id="…" d="…"/>` per glyph.
        var definitions: [FaceGlyph: String] = [:]
        /// Each line's id and `<g id="…">…</g>`.
        var lines: [LineKey: (id: String, definition: String)] = [:]
        /// Whether each face asked about is a bitmap face (no outlines at
        /// all), found once for the page: it does not change while the
        /// fonts stay.
        var bitmapFaces: [String: Bool] = [:]
        /// Each line of glyph runs as pictures place it (``placed(_:)``).
        var placedRuns: [RunsKey: PlacedRuns] = [:]
        var bytes = 0

        /// Makes room for `count` more bytes.
        mutating func keep(_ count: Int, within limit: Int) {
            if bytes + count > limit {
                definitions = [:]
                lines = [:]
                placedRuns = [:]
                bytes = 0
            }
            bytes += count
        }
    }

    /// A set line of glyph runs as a picture places it: the glyphs that
    /// have an outline, by number, and the shared line of them (nil when
    /// none has one).
    struct PlacedRuns: Sendable {
        var line: (id: String, definition: String)?
        /// The faces of its glyphs that have no outline (a space, a bitmap
        /// emoji), each once: a picture may draw those otherwise.
        var facesWithoutOutline: [String]
        /// The glyphs with an outline each once, by number: what a picture
        /// placing the line notes (made once with the line, not at each
        /// placing).
        var numbers: GlyphNumbers
    }

    /// A glyph placed in a line: its shared id, its size in points and its
    /// offset from the line's origin on the baseline.
    struct PlacedGlyph: Hashable {
        var id: String
        var size: Double
        var x: Double
        var y: Double
    }

    /// A line's placed glyphs as a key, hashed once (the hash also names
    /// the line: ``line(_:)``).
    private struct LineKey: Hashable {
        var glyphs: [PlacedGlyph]
        var hash: Int

        init(_ glyphs: [PlacedGlyph]) {
            self.glyphs = glyphs
            var hasher = Hasher()
            hasher.combine(glyphs)
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (a: LineKey, b: LineKey) -> Bool { a.hash == b.hash && a.glyphs == b.glyphs }
    }

    private struct FaceGlyph: Hashable {
        var fontFile: String
        var glyph: UInt32
    }

    /// A line's glyph runs as a key, hashed once, outside the lock.
    private struct RunsKey: Hashable {
        var runs: [GlyphRun]
        var hash: Int

        init(_ runs: [GlyphRun]) {
            self.runs = runs
            hash = runs.hashValue
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (a: RunsKey, b: RunsKey) -> Bool { a.hash == b.hash && a.runs == b.runs }
    }

    private let state = Mutex(State())

    /// Outlines from `fonts`, their ids starting with `idPrefix`, keeping at
    /// most `byteLimit` bytes of definitions.
    public init(fonts: FontRegistry, idPrefix: String = "glyph-", byteLimit: Int = 16 << 20) {
        self.fonts = fonts
        self.idPrefix = idPrefix
        self.byteLimit = max(0, byteLimit)
        self.shapeDrawings = ShapeDrawings(byteLimit: max(0, byteLimit) / 2)
    }

    /// The glyph's entry, or nil when it has no outline (a space, a bitmap
    /// emoji): such a glyph is drawn as the picture draws it alone.
    func glyph(_ glyph: UInt32, fontFile: String) -> Glyph? {
        // Known: its entry, or nil (no outline) wrapped in `.some`.
        let known = state.withLock { state -> Glyph?? in
            if state.faceNumbers[fontFile] == nil { state.faceNumbers[fontFile] = state.faceNumbers.count }
            return state.entries[fontFile]?[glyph]
        }
        if let known { return known }
        let hasOutline = fonts.outline(glyph: glyph, fontFile: fontFile) != nil
        return state.withLock { state in
            if let known = state.entries[fontFile]?[glyph] { return known }
            let face = state.faceNumbers[fontFile]!
            var entry: Glyph?
            if hasOutline {
                entry = Glyph(
                    fontFile: fontFile, glyph: glyph,
                    id: idPrefix + String(face, radix: 36) + "-" + String(glyph, radix: 36), faceNumber: face,
                    number: state.numbered.count)
                state.numbered.append(entry!)
            }
            state.entries[fontFile, default: [:]][glyph] = .some(entry)
            return entry
        }
    }

    /// The glyphs numbered `numbers` (each a number ``glyph(_:fontFile:)``
    /// gave), in that order.
    func glyphs(numbered numbers: [Int]) -> [Glyph] {
        state.withLock { state in numbers.map { state.numbered[$0] } }
    }

    /// The definitions of `glyphs`, one `<path id="…" d="…"/>` each at
    /// ``unitsPerEm``, in the order of their ids; for a document's `<defs>`.
    public func definitions(of glyphs: some Sequence<Glyph>) -> [String] {
        var unique: [String: Glyph] = [:]
        for glyph in glyphs { unique[glyph.id] = glyph }
        return unique.keys.sorted().map { definition(of: unique[$0]!) }
    }

    /// One glyph's definition, made once while it fits in the byte limit.
    public func definition(of glyph: Glyph) -> String {
        let key = FaceGlyph(fontFile: glyph.fontFile, glyph: glyph.glyph)
        if let known = state.withLock({ $0.definitions[key] }) { return known }
        let data = fonts.outline(glyph: glyph.glyph, fontFile: glyph.fontFile).map {
            SVGPathData.pathData(OutlinePath($0), size: Self.unitsPerEm, x: 0, baseline: 0, decimals: 1)
        }
        let definition = #"<path id="\#(glyph.id)" d="\#(data ?? "")"/>"#
        state.withLock { state in
            guard state.definitions[key] == nil else { return }
            state.keep(definition.utf8.count, within: byteLimit)
            state.definitions[key] = definition
        }
        return definition
    }

    /// The id and definition of a line of `glyphs`: `<g id="…">` scaled to
    /// the glyphs' size (a group per size when they have several), of a
    /// `<use>` per glyph at its offset in units (y left out when 0).
    func line(_ glyphs: [PlacedGlyph]) -> (id: String, definition: String) {
        // Hashed once, outside the lock: the key's hash is the line's id.
        let key = LineKey(glyphs)
        if let known = state.withLock({ $0.lines[key] }) { return known }
        let entry = Self.lineEntry(key, idPrefix: idPrefix)
        state.withLock { state in
            guard state.lines[key] == nil else { return }
            state.keep(entry.definition.utf8.count + glyphs.count * 48, within: byteLimit)
            state.lines[key] = entry
        }
        return entry
    }

    /// ``line(_:)``'s id (from the key's hash) and definition, written as
    /// UTF-8 bytes.
    private static func lineEntry(_ key: LineKey, idPrefix: String) -> (id: String, definition: String) {
        let glyphs = key.glyphs
        let hash = UInt64(bitPattern: Int64(key.hash))
        let id = idPrefix + "L" + String(hash, radix: 36)
        var definition: [UInt8] = []
        definition.reserveCapacity(64 + glyphs.count * 40)
        let oneSize = glyphs.allSatisfy { $0.size == glyphs[0].size }
        put(#"<g id=""#, &definition)
        definition.append(contentsOf: id.utf8)
        put(#"""#, &definition)
        if oneSize { scale(glyphs[0].size, &definition) }
        put(">", &definition)
        var size = oneSize ? glyphs[0].size : -1
        for glyph in glyphs {
            if glyph.size != size {
                if size >= 0 { put("</g>", &definition) }
                size = glyph.size
                put("<g", &definition)
                scale(size, &definition)
                put(">", &definition)
            }
            let units = unitsPerEm / glyph.size
            put(##"<use href="#"##, &definition)
            definition.append(contentsOf: glyph.id.utf8)
            put(#"" x=""#, &definition)
            NumberText.append(glyph.x * units, decimals: 1, to: &definition)
            if glyph.y != 0 {
                put(#"" y=""#, &definition)
                NumberText.append(glyph.y * units, decimals: 1, to: &definition)
            }
            put(#""/>"#, &definition)
        }
        put(oneSize ? "</g>" : "</g></g>", &definition)
        return (id: id, definition: String(decoding: definition, as: UTF8.self))
    }

    /// Appends `text` to `bytes` (an `inout` parameter, not a variable a
    /// nested function captures, which would check its access each time).
    private static func put(_ text: StaticString, _ bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// ` transform="scale(K)"` of a group of glyphs at `size` points.
    private static func scale(_ size: Double, _ bytes: inout [UInt8]) {
        put(#" transform="scale("#, &bytes)
        bytes.append(contentsOf: "\(size / unitsPerEm)".utf8)
        put(#")""#, &bytes)
    }

    /// `runs` (a line's) placed as a picture places them glyph by glyph
    /// (``glyph(_:fontFile:)`` of each, then ``line(_:)``), made once for
    /// the page: the same line comes back in many pictures.
    func placed(_ runs: [GlyphRun]) -> PlacedRuns {
        let key = RunsKey(runs)
        if let known = state.withLock({ $0.placedRuns[key] }) { return known }
        // The glyphs asked for the first time get their entries (each
        // reads its outline, outside the lock) in the order they come;
        // then the line is made from the entries under one lock, without
        // copying them out.
        var firstTime: [(glyph: UInt32, fontFile: String)] = []
        state.withLock { state in
            for run in runs {
                let face = state.entries[run.fontFile]
                for glyph in run.glyphs where face?[glyph.glyph] == nil {
                    firstTime.append((glyph.glyph, run.fontFile))
                }
            }
        }
        for (glyph, fontFile) in firstTime { _ = self.glyph(glyph, fontFile: fontFile) }
        var numbers = GlyphNumbers()
        var placed: [PlacedGlyph] = []
        placed.reserveCapacity(runs.reduce(0) { $0 + $1.glyphs.count })
        var facesWithoutOutline: [String] = []
        state.withLock { state in
            for run in runs {
                let face = state.entries[run.fontFile] ?? [:]
                for glyph in run.glyphs {
                    guard case .some(.some(let entry)) = face[glyph.glyph] else {
                        if !facesWithoutOutline.contains(run.fontFile) { facesWithoutOutline.append(run.fontFile) }
                        continue
                    }
                    numbers.insert(entry)
                    placed.append(PlacedGlyph(id: entry.id, size: run.fontSize, x: glyph.x, y: glyph.y))
                }
            }
        }
        let entry = PlacedRuns(
            line: placed.isEmpty ? nil : line(placed), facesWithoutOutline: facesWithoutOutline, numbers: numbers)
        state.withLock { state in
            guard state.placedRuns[key] == nil else { return }
            state.keep(placed.count * 80 + 64, within: byteLimit)
            state.placedRuns[key] = entry
        }
        return entry
    }

    /// Whether `fontFile` has no outlines at all (a bitmap emoji face):
    /// none of its first 48 glyphs has one, as a picture drawn alone
    /// decides it; found once for the page.
    func isBitmapFace(_ fontFile: String) -> Bool {
        if let known = state.withLock({ $0.bitmapFaces[fontFile] }) { return known }
        let bitmap = !(1...48).contains { fonts.outline(glyph: UInt32($0), fontFile: fontFile) != nil }
        state.withLock { $0.bitmapFaces[fontFile] = bitmap }
        return bitmap
    }

    /// How many bytes of definitions are kept now.
    public var keptBytes: Int { state.withLock { $0.bytes } }
}

import CardGeometry
import CardText
import Synchronization

/// Glyph outlines shared by many pictures in one document (a page of
/// tiles): each glyph of a face at a size gets one id and one definition,
/// written once for the document instead of once per picture.
///
/// Pictures drawn with ``CardSVG/render(_:options:sharing:)`` place each
/// glyph with `<use href="#ID">` and leave its definition out; the
/// document adds ``definitions(of:)`` of the glyphs its pictures used.
///
/// An id depends only on the glyph, the face and the size (and the
/// `idPrefix`), so two pictures drawn at different times with the same
/// value agree: a page can keep the definitions it has and take only new
/// ones. The path data is kept for reuse up to `byteLimit` bytes, then
/// forgotten and made again when asked for; the ids stay the same.
/// Safe to use from many threads at once.
public final class SharedGlyphOutlines: Sendable {
    /// One glyph of a face at a size, as a picture uses it.
    public struct Glyph: Hashable, Sendable {
        public var fontFile: String
        public var glyph: UInt32
        public var size: Double
        /// Its id in the document (starts with ``SharedGlyphOutlines/idPrefix``).
        public var id: String
    }

    /// Starts every id; a document that holds pictures of several values
    /// (fonts read again) gives each its own.
    public let idPrefix: String
    /// How many bytes of path data are kept at most.
    public let byteLimit: Int
    public let fonts: FontRegistry

    private struct Key: Hashable {
        var fontFile: String
        var glyph: UInt32
        var size: Double
    }

    private struct State {
        /// A face's number in ids, in the order faces were first drawn.
        var faceNumbers: [String: Int] = [:]
        /// Whether a glyph of a face has an outline at all.
        var hasOutline: [FaceGlyph: Bool] = [:]
        /// `<path id="…" d="…"/>` per glyph and size.
        var definitions: [Key: String] = [:]
        var bytes = 0
    }

    private struct FaceGlyph: Hashable {
        var fontFile: String
        var glyph: UInt32
    }

    private let state = Mutex(State())

    public init(fonts: FontRegistry, idPrefix: String = "glyph-", byteLimit: Int = 16 << 20) {
        self.fonts = fonts
        self.idPrefix = idPrefix
        self.byteLimit = max(0, byteLimit)
    }

    /// The glyph's entry, or nil when it has no outline (a space, a bitmap
    /// emoji): such a glyph is drawn as the picture draws it alone.
    func glyph(_ glyph: UInt32, fontFile: String, size: Double) -> Glyph? {
        let faceGlyph = FaceGlyph(fontFile: fontFile, glyph: glyph)
        let known = state.withLock { state -> (Bool?, Int) in
            let number = state.faceNumbers[fontFile] ?? {
                let next = state.faceNumbers.count
                state.faceNumbers[fontFile] = next
                return next
            }()
            return (state.hasOutline[faceGlyph], number)
        }
        var hasOutline = known.0
        if hasOutline == nil {
            let outline = fonts.outline(glyph: glyph, fontFile: fontFile)
            hasOutline = outline != nil
            state.withLock { $0.hasOutline[faceGlyph] = outline != nil }
        }
        guard hasOutline == true else { return nil }
        return Glyph(fontFile: fontFile, glyph: glyph, size: size, id: id(face: known.1, glyph: glyph, size: size))
    }

    /// `PREFIX` face, glyph and size in thousandths of a point, in base 36:
    /// short, and the same each time.
    private func id(face: Int, glyph: UInt32, size: Double) -> String {
        let thousandths = Int((size * 1000).rounded())
        return idPrefix + String(face, radix: 36) + "-" + String(glyph, radix: 36) + "-"
            + String(thousandths, radix: 36)
    }

    /// The definitions of `glyphs`, one `<path id="…" d="…"/>` each, in
    /// the order of their ids; for a document's `<defs>`.
    public func definitions(of glyphs: some Sequence<Glyph>) -> [String] {
        var unique: [String: Glyph] = [:]
        for glyph in glyphs { unique[glyph.id] = glyph }
        return unique.keys.sorted().map { definition(of: unique[$0]!) }
    }

    /// One glyph's definition, made once while it fits in the byte limit.
    public func definition(of glyph: Glyph) -> String {
        let key = Key(fontFile: glyph.fontFile, glyph: glyph.glyph, size: glyph.size)
        if let known = state.withLock({ $0.definitions[key] }) { return known }
        let data = fonts.outline(glyph: glyph.glyph, fontFile: glyph.fontFile).map {
            SVGPathData.pathData(OutlinePath($0), size: glyph.size, x: 0, baseline: 0)
        }
        let definition = #"<path id="\#(glyph.id)" d="\#(data ?? "")"/>"#
        state.withLock { state in
            guard state.definitions[key] == nil else { return }
            if state.bytes + definition.utf8.count > byteLimit {
                state.definitions = [:]
                state.bytes = 0
            }
            state.definitions[key] = definition
            state.bytes += definition.utf8.count
        }
        return definition
    }

    /// How many bytes of path data are kept now.
    public var keptBytes: Int { state.withLock { $0.bytes } }
}

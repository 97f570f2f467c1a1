import CardTextFonts
import Foundation

/// The fonts text can be set in: faces by family and weight, and the
/// fallback chain for characters the style's face does not have.
///
/// Each directory either has a `manifest.json` (see `Fonts/README.md`) or is
/// scanned for `.ttf`, `.otf` and `.ttc` files, whose family and weight are
/// read from the fonts themselves. Fallback faces come from manifests, in
/// the order they are listed. Every file is checked when the registry is
/// created; a face of a manifest is opened when a text first needs it
/// (a `FontFace`), so a run opens only the faces it draws with. A registry
/// is immutable and safe to share.
public final class FontRegistry: Sendable {
    /// The family used when a theme names none: Inter, the stand-in for the
    /// platform's system font.
    public static let defaultFamily = "Inter"

    /// Every face, in registration order.
    let faces: [FontFace]
    /// Per family, the face to use for each valid weight (index weight / 100
    /// - 1), the nearest the family has by the CSS rule.
    private let facesByFamily: [String: [FontFace]]
    /// The emoji family's face for each weight (index weight / 100 - 1),
    /// empty when there is none: found once, not by the family's name for
    /// every paragraph shaped.
    private let emojiFaces: [FontFace]
    /// For each weight (index weight / 100 - 1), the fallback faces in
    /// order, each at its family's nearest weight (the emoji family excluded).
    private let fallbacksByWeight: [[FontFace]]
    /// Per fallback family, the scripts its manifest entries name
    /// (`"scripts": ["Hangul"]`): the family is tried first for them.
    private let scriptsByFamily: [String: Set<ScriptTag>]
    private let facesByFileName: [String: FontFace]
    /// The chains made so far, per primary face and weight index: a chain
    /// is the same for every text of a style, and making one (its orders
    /// by script) costs more than shaping a short text.
    private let chains: BoundedCache<FallbackChainKey, FallbackChain>

    /// Opens every face in `directories`, in order.
    public init(directories: [URL]) throws(TextError) {
        var faces: [FontFace] = []
        var fallbackFamilies: [String] = []
        var scriptsByFamily: [String: Set<ScriptTag>] = [:]
        var emojiFamily: String?
        for directory in directories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
                isDirectory.boolValue, FileManager.default.isReadableFile(atPath: directory.path)
            else { throw .fontDirectoryUnreadable(path: directory.path) }

            if let manifest = try FontManifest.load(from: directory) {
                for entry in manifest.faces {
                    let path = directory.appendingPathComponent(entry.file).path
                    guard FileManager.default.fileExists(atPath: path) else { throw .fontFileMissing(path: path) }
                    let isEmoji = entry.emoji ?? false
                    faces.append(
                        try FontFace(
                            path: path, family: entry.family, weight: entry.weight, isEmoji: isEmoji,
                            isItalic: entry.style == "italic"))
                    if isEmoji {
                        emojiFamily = emojiFamily ?? entry.family
                    } else if entry.role == .fallback, !fallbackFamilies.contains(entry.family) {
                        fallbackFamilies.append(entry.family)
                    }
                    let scripts = entry.scriptTags
                    if !scripts.isEmpty { scriptsByFamily[entry.family, default: []].formUnion(scripts) }
                }
            } else {
                let names: [String]
                do {
                    names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                } catch {
                    throw .fontDirectoryUnreadable(path: directory.path)
                }
                for name in names where ["ttf", "otf", "ttc"].contains((name as NSString).pathExtension.lowercased()) {
                    let path = directory.appendingPathComponent(name).path
                    faces.append(try FontFace(openingFontAt: path))
                }
            }
        }
        var byFamily: [String: [Int: FontFace]] = [:]
        var byFileName: [String: FontFace] = [:]
        for face in faces {
            // The first face of a family and weight, but an upright one
            // before an italic one (a folder of Roboto-Italic.ttf and
            // Roboto-Regular.ttf sets text upright).
            if let known = byFamily[face.family]?[face.weight], !(known.isItalic && !face.isItalic) { continue }
            byFamily[face.family, default: [:]][face.weight] = face
        }
        for face in faces {
            if byFileName[face.fileName] == nil { byFileName[face.fileName] = face }
        }
        self.faces = faces
        let facesByFamily = byFamily.mapValues { weights in
            stride(from: 100, through: 900, by: 100).map { weights[FontWeight.nearest(to: $0, in: weights.keys)!]! }
        }
        self.facesByFamily = facesByFamily
        self.emojiFaces = emojiFamily.flatMap { facesByFamily[$0] } ?? []
        let fallbacks = fallbackFamilies.filter { $0 != emojiFamily }.compactMap { byFamily[$0] }
        self.fallbacksByWeight = stride(from: 100, through: 900, by: 100).map { weight in
            fallbacks.map { weights in weights[FontWeight.nearest(to: weight, in: weights.keys)!]! }
        }
        self.scriptsByFamily = scriptsByFamily
        self.facesByFileName = byFileName
        // Room for every face at every weight: a chain is never evicted.
        self.chains = BoundedCache(capacity: faces.count * 9 + 1)
    }

    /// The registry of the bundled fonts (the package's `Fonts/` folder, as
    /// a resource bundle beside the program, or `$CARDGEOMETRY_FONTS` in its
    /// place), plus `directories`.
    public static func bundled(adding directories: [URL] = []) throws(TextError) -> FontRegistry {
        guard let fonts = bundledFontsDirectory() else {
            let expected = BundledFonts.programDirectory.appendingPathComponent("*" + BundledFonts.bundleSuffixes[0])
            throw .fontDirectoryUnreadable(
                path: "\(expected.path) (the bundled fonts: copy the build's resource bundle beside the program, "
                    + "or set CARDGEOMETRY_FONTS to a font folder)")
        }
        return try FontRegistry(directories: [fonts] + directories)
    }

    /// Where the bundled fonts are: `$CARDGEOMETRY_FONTS` when set (it
    /// replaces them), else the resource bundle SwiftPM places beside the
    /// program; `nil` when neither is there. Never the source checkout: a
    /// built program keeps working when the checkout moves.
    public static func bundledFontsDirectory() -> URL? {
        if let override = ProcessInfo.processInfo.environment["CARDGEOMETRY_FONTS"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return BundledFonts.directory
    }

    /// The families that can be asked for, sorted.
    public var families: [String] { facesByFamily.keys.sorted() }

    /// The outline of a glyph of the face stored in `fontFile` (a file name
    /// as in ``TextLine/fontFiles``); `nil` when the glyph has no outline.
    public func outline(glyph: UInt32, fontFile: String) -> GlyphOutline? {
        facesByFileName[fontFile]?.outline(glyph: glyph)
    }

    /// The face for `family` at `weight`, or the nearest weight it has,
    /// opened (it throws what opening it found wrong).
    func face(family: String, weight: Int) throws(TextError) -> FontFace {
        let face = try unopenedFace(family: family, weight: weight)
        try face.open()
        return face
    }

    /// The face for `family` at `weight`, or the nearest weight it has,
    /// whether it is open or not (for its name).
    func unopenedFace(family: String, weight: Int) throws(TextError) -> FontFace {
        guard let weights = facesByFamily[family] else {
            throw .unknownFamily(family, available: families)
        }
        return weights[Self.weightIndex(weight)]
    }

    /// The faces tried, in order, for text whose style asks for `primary`:
    /// the primary face, then each fallback family at the nearest weight,
    /// with the script faces moved forward for their scripts (see
    /// ``FallbackChain``). The emoji face is separate (see
    /// ``emojiFace(weight:)``).
    ///
    /// Made once per primary face and weight, then kept.
    func fallbackChain(primary: FontFace, weight: Int) -> FallbackChain {
        let key = FallbackChainKey(primary: ObjectIdentifier(primary), weightIndex: Self.weightIndex(weight))
        if let chain = chains.value(for: key) { return chain }
        let chain = FallbackChain(
            faces: [primary] + fallbacksByWeight[key.weightIndex].filter { $0.family != primary.family },
            scripts: { [scriptsByFamily] face in scriptsByFamily[face.family] ?? [] })
        chains.insert(chain, for: key)
        return chain
    }

    /// The index of `weight` in the per-weight tables (100 ... 900).
    private static func weightIndex(_ weight: Int) -> Int { min(8, max(0, weight / 100 - 1)) }

    func emojiFace(weight: Int) -> FontFace? {
        emojiFaces.isEmpty ? nil : emojiFaces[Self.weightIndex(weight)]
    }
}

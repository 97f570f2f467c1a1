// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import CardText
import Foundation
import Synchronization

/// FILE and the fonts, the only things the preview reads: it rereads them
/// when the watcher sees them change and keeps the last document that laid
/// out, so the page can go on showing it under the error of a broken save.
final class PreviewSource: Sendable {
    /// FILE as given (its name on the page and in messages).
    let name: String
    let file: URL
    /// The bundled Fonts/ folder, then the added directories: the fonts
    /// laid out with, and watched.
    let fontDirectories: [URL]
    /// The directories given besides the bundled fonts.
    private let addedFontDirectories: [URL]

    private let state: Mutex<SourceSnapshot>
    /// How many times the fonts were read: names each set of shared glyphs.
    private let fontGeneration = Mutex(1)

    /// Opens the fonts and reads FILE. Throws when FILE is not a readable
    /// file or the fonts cannot be opened; a FILE that is not valid is kept,
    /// with its problem, so the page can show it.
    init(file: String, fontDirectories added: [URL]) throws(PreviewError) {
        self.name = file
        self.file = URL(fileURLWithPath: file)
        self.addedFontDirectories = added
        self.fontDirectories = (FontRegistry.bundledFontsDirectory().map { [$0] } ?? []) + added
        if let problem = Self.unreadable(self.file, name: file) { throw PreviewError(problem) }
        let engine: CardLayoutEngine
        do {
            engine = try Self.engine(adding: added)
        } catch {
            throw PreviewError("fonts: \(error)")
        }
        var snapshot = SourceSnapshot(
            version: 1, engine: engine, document: nil, kind: nil, warnings: [], documentRead: nil, problem: nil,
            glyphs: Self.glyphs(of: engine, generation: 1), previous: nil, layoutNumber: 1)
        Self.read(self.file, name: file, into: &snapshot, engineBefore: engine)
        self.state = Mutex(snapshot)
    }

    /// What the page shows now.
    var snapshot: SourceSnapshot { state.withLock { $0 } }

    /// Rereads FILE (and, when they changed, the fonts) and returns the new
    /// snapshot, whose version is one more.
    @discardableResult
    func reload(fontsChanged: Bool = false) -> SourceSnapshot {
        var engine: CardLayoutEngine?
        var fontProblem: SourceProblem?
        if fontsChanged {
            do {
                engine = try Self.engine(adding: addedFontDirectories)
            } catch {
                fontProblem = SourceProblem(message: "fonts: \(error) (the fonts read before are used)")
            }
        }
        // Read outside the lock: the lock only guards the swap.
        var next = snapshot
        let engineBefore = next.engine
        if let engine {
            next.engine = engine
            fontGeneration.withLock { $0 += 1 }
            next.glyphs = Self.glyphs(of: engine, generation: fontGeneration.withLock { $0 })
        }
        let read = Self.read(file, name: name, into: &next, engineBefore: engineBefore)
        if next.problem == nil, let fontProblem { next.problem = fontProblem }
        return state.withLock { current in
            next.version = current.version + 1
            if read || engine != nil { next.layoutNumber = next.version }
            current = next
            return next
        }
    }

    // MARK: - Reading

    private static func engine(adding directories: [URL]) throws(TextError) -> CardLayoutEngine {
        CardLayoutEngine(fonts: try FontRegistry.bundled(adding: directories))
    }

    /// The page's shared glyphs for `engine`'s fonts: ids `G1_…`, `G2_…`
    /// after the fonts are read again, so a page never mixes two fonts'
    /// outlines under one id.
    private static func glyphs(of engine: CardLayoutEngine, generation: Int) -> SharedGlyphOutlines {
        SharedGlyphOutlines(fonts: engine.measurer.fonts, idPrefix: "G\(generation)_")
    }

    /// Reads FILE into `snapshot`: a valid document replaces the one shown
    /// (which becomes the previous one, with `engineBefore`, the engine it
    /// was laid out with) and clears the problem; anything else sets the
    /// problem and keeps the last good document. Returns whether a document
    /// was read.
    @discardableResult
    private static func read(
        _ file: URL, name: String, into snapshot: inout SourceSnapshot, engineBefore: CardLayoutEngine
    ) -> Bool {
        if let problem = unreadable(file, name: name) {
            snapshot.problem = SourceProblem(message: problem)
            return false
        }
        let limit = snapshot.engine.maximumInputBytes
        if let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int, size > limit {
            // Not read at all: the engine's input limit, checked on the file's size.
            snapshot.problem = SourceProblem(message: "\(name): the input is larger than the limit of \(limit) bytes")
            return false
        }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            snapshot.problem = SourceProblem(message: "\(name): cannot be read: \(error.localizedDescription)")
            return false
        }
        do {
            let document = try snapshot.engine.input(
                json: data, fillingMissing: EnvironmentOverrides(width: MatrixQuery.standard.widths.last))
            let layout = try snapshot.engine.layout(document)
            if let before = snapshot.document {
                snapshot.previous = PreviousDocument(
                    document: before, engine: engineBefore, layoutNumber: snapshot.layoutNumber)
            }
            snapshot.document = document
            snapshot.kind = layout.kind
            snapshot.warnings = layout.warnings.map(\.description)
            snapshot.documentRead = Date()
            snapshot.problem = nil
            return true
        } catch {
            snapshot.problem = SourceProblem(error)
            return false
        }
    }

    /// Why `file` cannot be read as a file, or nil.
    private static func unreadable(_ file: URL, name: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else {
            return "\(name): no such file"
        }
        guard !isDirectory.boolValue else { return "\(name): is a directory, not a JSON file" }
        guard FileManager.default.isReadableFile(atPath: file.path) else {
            return "\(name): cannot be read (permission denied)"
        }
        return nil
    }
}
#endif

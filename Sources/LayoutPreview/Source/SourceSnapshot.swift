// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
import CardGeometry
import CardRendering
import Foundation

/// FILE as the page shows it at one moment: the last document that laid
/// out (the page keeps drawing it) and, when the file on disk is not valid
/// now, why.
struct SourceSnapshot: Sendable {
    /// Grows by one each time FILE or the fonts change on disk.
    var version: Int
    /// The engine over the fonts as they were read last.
    var engine: CardLayoutEngine
    /// The last document that laid out, read once into its typed input
    /// (each tile sets its environment on it), or nil when none has yet.
    var document: LayoutInput?
    /// Its kind.
    var kind: LayoutKind?
    /// Its warnings (unknown keys), as `path: message`.
    var warnings: [String]
    /// When that document was read.
    var documentRead: Date?
    /// Why FILE (or the fonts) cannot be shown as it is now; nil when it can.
    var problem: SourceProblem?
    /// The glyph outlines the page's pictures share, from this engine's
    /// fonts (a new set, with its own ids, when the fonts are read again).
    var glyphs: SharedGlyphOutlines
    /// The document that laid out before `document`, with the engine it
    /// was laid out with: what the page compares with to show what the last
    /// save moved. Nil until a second version lays out.
    var previous: PreviousDocument?
    /// Names `document` as laid out with `engine`: a new number (the
    /// version it came with) each time either changes, so that the frames
    /// of its tiles can be kept for the next save (``KeptFrames``).
    var layoutNumber = 0
}

/// A document as it laid out before the last save.
struct PreviousDocument: Sendable {
    var document: LayoutInput
    var engine: CardLayoutEngine
    /// Its ``SourceSnapshot/layoutNumber``; nil when it has none.
    var layoutNumber: Int?
}

/// Why FILE cannot be laid out as it is on disk now.
struct SourceProblem: Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the offending value; nil when the problem is not at
    /// one place in the document (unreadable file, malformed JSON, fonts).
    var path: String?
    /// What is wrong, one line (for a value: `must be > 0, got -3`).
    var message: String

    init(path: String? = nil, message: String) {
        self.path = path
        self.message = message
    }

    init(_ error: CardLayoutError) {
        switch error.kind {
        case .invalidValue, .missingValue, .duplicateKey, .textLayout:
            let prefix = (error.path.isEmpty ? "(root)" : error.path) + ": "
            let text = error.description
            self.init(
                path: error.path.isEmpty ? "(root)" : error.path,
                message: text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text)
        case .malformedJSON:
            self.init(message: error.description)
        }
    }

    /// `PATH: MESSAGE`, as the command line reports it.
    var description: String { path.map { "\($0): \(message)" } ?? message }
}
#endif

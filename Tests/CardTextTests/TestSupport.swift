import Foundation
import Testing

@testable import CardText

/// Shared fixtures and helpers for the CardText tests.
enum Support {
    /// The registry of the repository's `Fonts/` folder, opened once.
    private static let bundledRegistry = Result { () throws(TextError) in try FontRegistry.bundled() }

    static func fonts() throws -> FontRegistry { try bundledRegistry.get() }

    /// One measurer shared by the tests that do not test caching itself.
    private static let sharedMeasurer = Result { () throws(TextError) in
        TextMeasurer(fonts: try bundledRegistry.get())
    }

    static func measurer() throws -> TextMeasurer { try sharedMeasurer.get() }

    /// The face stored in `fileName`.
    static func face(_ fileName: String) throws -> FontFace {
        try #require(try fonts().faces.first { $0.fileName == fileName }, "no face \(fileName)")
    }

    /// A width no test text reaches: everything fits on one line.
    static let wide = 1e6

    /// Measures `text` in Inter (or `style`) with the given options.
    static func measure(
        _ text: String, style: TextStyle = TextStyle(size: 22), width: Double = wide, maxLines: Int? = nil,
        fitting: TextFitting = .truncate, alignment: TextAlignment = .start, direction: LayoutDirection = .ltr,
        locale: String = "en", includesGlyphs: Bool = false
    ) throws -> TextBlock {
        try measurer().measure(
            TextRequest(
                text: text, style: style, width: width, maxLines: maxLines, fitting: fitting, alignment: alignment,
                direction: direction, locale: locale, includesGlyphs: includesGlyphs))
    }

    /// The width of `text` set alone on one line (trailing whitespace hangs).
    static func singleLineWidth(_ text: String, style: TextStyle = TextStyle(size: 22)) throws -> Double {
        let block = try measure(text, style: style)
        try #require(block.lines.count == 1, "\(text.debugDescription) is not one line")
        return block.lines[0].width
    }

    /// The UTF-16 offsets in `text` at which a grapheme cluster starts, plus the end.
    static func graphemeBoundaries(_ text: String) -> Set<Int> {
        var offsets: Set<Int> = [text.utf16.count]
        var index = text.startIndex
        while index < text.endIndex {
            offsets.insert(text.utf16.distance(from: text.utf16.startIndex, to: index))
            index = text.index(after: index)
        }
        return offsets
    }

    /// The UTF-16 offsets of the break opportunities ICU reports (line starts after 0, the end included).
    static func breakOpportunities(_ text: String, locale: String = "en") throws -> [Int] {
        let units = Array(text.utf16)
        return try units.withUnsafeBufferPointer { buffer throws(TextError) in
            try TextSegmentation.lineBreaks(buffer, locale: locale)
        }.map { Int($0.offset) }
    }

    /// The part of `text` in UTF-16 `range`.
    static func substring(_ text: String, _ range: Range<Int>) -> String {
        let units = Array(text.utf16)[range]
        return String(decoding: units, as: UTF16.self)
    }

    /// Whether `a` and `b` agree to within `tolerance`, relative to their size.
    static func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }

    /// A temporary directory, removed after `body`.
    static func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cardtext-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    /// Writes a manifest listing `faces` (family, weight, file) into `directory`.
    static func writeManifest(_ faces: [(family: String, weight: Int, file: String)], in directory: URL) throws {
        let entries = faces.map { face in
            #"{ "family": "\#(face.family)", "weight": \#(face.weight), "style": "normal", "file": "\#(face.file)", "role": "primary" }"#
        }
        let json = #"{ "faces": [\#(entries.joined(separator: ", "))] }"#
        try Data(json.utf8).write(to: directory.appendingPathComponent("manifest.json"))
    }

    /// The repository's `Fonts/` folder.
    static func fontsDirectory() throws -> URL {
        try #require(FontRegistry.bundledFontsDirectory())
    }
}

/// A small deterministic generator (SplitMix64), so random cases repeat run to run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension TextError {
    /// The field an `invalidValue` error names, else `nil`.
    var invalidField: String? {
        if case let .invalidValue(name, _, _) = self { return name }
        return nil
    }
}

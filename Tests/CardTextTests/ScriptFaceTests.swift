import Foundation
import Testing

@testable import CardText

/// FontsAndFallback article, "Which face sets each character": a face whose
/// manifest entry names `scripts` is tried right after the style's own face for
/// clusters of those scripts, and keeps its place in the chain for every other
/// cluster. The bundled NanumGothic is marked `["Hangul"]` and listed after
/// Droid Sans Fallback.
@Suite struct ScriptFaceTests {
    static let nanum = "NanumGothic.ttf"
    static let nanumBold = "NanumGothicBold.ttf"
    static let droid = "DroidSansFallbackFull.ttf"
    static let inter = "Inter-Regular.otf"

    /// Droid Sans Fallback has 가 (one of its 3 Hangul syllables) and comes
    /// first in the manifest: only the script rule puts 가 in NanumGothic.
    @Test func gaIsSetInTheKoreanFaceThoughTheCJKFaceHasIt() throws {
        #expect(try Support.face(Self.droid).covers(0xAC00))
        #expect(try Support.measure("가").fontFiles == [Self.nanum])
        #expect(try Support.measure("힣").fontFiles == [Self.nanum])
    }

    @Test func everyHangulSyllableIsSetInTheKoreanFace() throws {
        // All 11,172 syllables, 64 to a paragraph.
        let syllables = (0xAC00...0xD7A3).compactMap(Unicode.Scalar.init).map(String.init)
        let paragraphs = stride(from: 0, to: syllables.count, by: 64).map { start in
            syllables[start..<min(start + 64, syllables.count)].joined()
        }
        let block = try Support.measure(paragraphs.joined(separator: "\n"), style: TextStyle(size: 12))
        #expect(block.lines.count == paragraphs.count)
        #expect(block.fontFiles == [Self.nanum])
    }

    @Test func chineseAndJapaneseKeepTheCJKFace() throws {
        // NanumGothic has kana and many Han characters, but it is a
        // Hangul face: for other scripts it keeps its place after Droid.
        #expect(try Support.face(Self.nanum).covers(0x3042))
        #expect(try Support.face(Self.nanum).covers(0x4E2D))
        #expect(try Support.measure("你好，世界").fontFiles == [Self.droid])
        #expect(try Support.measure("こんにちは").fontFiles == [Self.droid])
        #expect(try Support.measure("カタカナ").fontFiles == [Self.droid])
        #expect(try Support.measure("日本語").fontFiles == [Self.droid])
        // Han in a Korean text is Han: the CJK face.
        #expect(try Support.measure("한국語").fontFiles == [Self.nanum, Self.droid])
    }

    @Test func weightsPickTheNearestKoreanFace() throws {
        func files(_ weight: Int) throws -> [String] {
            try Support.measure("콘텐츠 카드", style: TextStyle(weight: weight, size: 16)).fontFiles
        }
        #expect(try files(400) == [Self.nanum])
        #expect(try files(500) == [Self.nanum])
        #expect(try files(700) == [Self.nanumBold])
        #expect(try files(100) == [Self.nanum])
        #expect(try files(600) == [Self.nanumBold])
        #expect(try files(900) == [Self.nanumBold])
    }

    @Test func hangulWithLatinUsesBothFacesAndTheStylesLineBox() throws {
        let text = "Braze 콘텐츠 카드 2024!"
        let block = try Support.measure(text, style: TextStyle(weight: 400, size: 16))
        #expect(block.primaryFontFile == Self.inter)
        #expect(block.fontFiles == [Self.inter, Self.nanum])
        // Inter's line box, (2728 + 680) / 2816 em: fallback faces do not
        // make a line taller.
        #expect(Support.close(block.height, 16 * 3408 / 2816))
        // The spaces and digits after Hangul stay in NanumGothic (Common
        // characters keep the face before them): "Braze " is one Inter run,
        // "콘텐츠 카드 2024!" one NanumGothic run of 12 glyphs.
        let runs = try Support.measure(text, style: TextStyle(size: 16), includesGlyphs: true).lines[0].glyphRuns
        #expect(runs.map(\.fontFile) == [Self.inter, Self.nanum])
        #expect(runs.map(\.glyphs.count) == [6, 12])
    }

    @Test func koreanBreaksBetweenSyllables() throws {
        let text = "회원전용혜택이도착했습니다"
        let width = try Support.singleLineWidth(text, style: TextStyle(size: 16))
        let block = try Support.measure(text, style: TextStyle(size: 16), width: width / 2)
        #expect(block.lines.count >= 2)
        #expect(block.fontFiles == [Self.nanum])
        #expect(block.lines.allSatisfy { $0.width <= width / 2 + 1e-9 })
    }

    @Test func emojiStillGoesFirstInAKoreanText() throws {
        #expect(try Support.measure("안녕 😀").fontFiles == [Self.nanum, "NotoColorEmoji.ttf"])
    }

    @Test func theChainIteratesInManifestOrder() throws {
        let fonts = try Support.fonts()
        let chain = fonts.fallbackChain(primary: try Support.face(Self.inter), weight: 400)
        let files = chain.map(\.fileName)
        let droid = try #require(files.firstIndex(of: Self.droid))
        let nanum = try #require(files.firstIndex(of: Self.nanum))
        #expect(droid < nanum)
        #expect(chain.faces(forClusterStartingWith: 0xAC00).map(\.fileName).prefix(2) == [Self.inter, Self.nanum])
        #expect(chain.faces(forClusterStartingWith: 0x4E2D).map(\.fileName) == files)
        #expect(chain.faces(forClusterStartingWith: 0x41).map(\.fileName) == files)
    }

    // MARK: - Manifests

    /// Runs `body` with a registry of Inter, Droid Sans Fallback and
    /// NanumGothic (in that order), NanumGothic's entry carrying `scripts`
    /// when given. Faces open when a text needs them, so the folder lasts
    /// as long as `body`.
    private static func withRegistry(nanumScripts: String?, _ body: (FontRegistry) throws -> Void) throws {
        try Support.withTemporaryDirectory { directory in
            let fonts = try Support.fontsDirectory()
            for file in [Self.inter, Self.droid, Self.nanum] {
                try FileManager.default.createSymbolicLink(
                    at: directory.appendingPathComponent(file),
                    withDestinationURL: fonts.appendingPathComponent(file))
            }
            let scripts = nanumScripts.map { #", "scripts": \#($0)"# } ?? ""
            let json = """
                { "faces": [
                  { "family": "Inter", "weight": 400, "file": "\(Self.inter)", "role": "primary" },
                  { "family": "Droid Sans Fallback", "weight": 400, "file": "\(Self.droid)", "role": "fallback" },
                  { "family": "NanumGothic", "weight": 400, "file": "\(Self.nanum)", "role": "fallback"\(scripts) }
                ] }
                """
            try Data(json.utf8).write(to: directory.appendingPathComponent("manifest.json"))
            try body(try FontRegistry(directories: [directory]))
        }
    }

    private static func files(_ text: String, in fonts: FontRegistry) throws -> [String] {
        try TextMeasurer(fonts: fonts).measure(
            TextRequest(
                text: text, style: TextStyle(size: 16), width: Support.wide, maxLines: nil, fitting: .truncate,
                alignment: .start, direction: .ltr, locale: "ko")
        ).fontFiles
    }

    @Test func withoutScriptsTheManifestOrderDecides() throws {
        try Self.withRegistry(nanumScripts: nil) { (fonts: FontRegistry) throws in
            // 가 is in Droid, listed first; 한 is not, so it falls to NanumGothic.
            #expect(try Self.files("가", in: fonts) == [Self.droid])
            #expect(try Self.files("가한", in: fonts) == [Self.droid, Self.nanum])
        }
    }

    @Test func scriptsMayBeLongNamesOrCodes() throws {
        for scripts in [#"["Hangul"]"#, #"["Hang"]"#, #"["Latin", "Hangul"]"#] {
            try Self.withRegistry(nanumScripts: scripts) { (fonts: FontRegistry) throws in
                #expect(try Self.files("가한", in: fonts) == [Self.nanum], "\(scripts)")
                #expect(try Self.files("中", in: fonts) == [Self.droid], "\(scripts)")
            }
        }
        // Marked for Latin, NanumGothic still comes after the style's own face.
        try Self.withRegistry(nanumScripts: #"["Latin"]"#) { (fonts: FontRegistry) throws in
            #expect(try Self.files("A", in: fonts) == [Self.inter])
        }
        // An empty list marks nothing.
        try Self.withRegistry(nanumScripts: "[]") { (fonts: FontRegistry) throws in
            #expect(try Self.files("가", in: fonts) == [Self.droid])
        }
    }

    @Test func unknownScriptNamesAreManifestErrors() throws {
        for (scripts, reason) in [
            (#"["Korean"]"#, "faces[2].scripts[0]: must be a Unicode script name such as Hangul, got 'Korean'"),
            (#"["Hangul", "hangul"]"#, "faces[2].scripts[1]"),
            (#""Hangul""#, "faces[2].scripts"),
        ] {
            #expect(throws: TextError.self, "\(scripts)") { try Self.withRegistry(nanumScripts: scripts) { _ in } }
            do {
                try Self.withRegistry(nanumScripts: scripts) { _ in }
            } catch let error as TextError {
                guard case .invalidManifest(_, let message) = error else {
                    Issue.record("\(scripts): expected invalidManifest, got \(error)")
                    continue
                }
                #expect(message.contains(reason), "\(scripts): \(message)")
            }
        }
    }
}

import Foundation
import Testing

@testable import CardText

/// CardText's shaping agrees with HarfBuzz's own `hb-shape` (LinesAndFitting
/// article, "Measuring a line"): the recorded fixture glyph by glyph, and a
/// live `hb-shape` when there is one.
@Suite struct ShapingTests {
    struct Glyph: Decodable, Equatable, CustomStringConvertible {
        var g: UInt32
        var cl: Int
        var ax: Int32
        var dx: Int32
        var dy: Int32
        var description: String { "g\(g) cl\(cl) ax\(ax) dx\(dx) dy\(dy)" }
    }

    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var text: String
        var direction: String?
        var script: String?
        var language: String?
        var upem: Int
        var glyphs: [Glyph]
        var totalAdvance: Int
        var testDescription: String { name }
    }

    struct Fixture: Decodable {
        var hbShapeVersion: String
        var cases: [Case]
    }

    static let fixture: Fixture? = {
        guard let url = Bundle.module.url(forResource: "hb-shape", withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? JSONDecoder().decode(Fixture.self, from: data)
    }()

    static var cases: [Case] { fixture?.cases ?? [] }

    @Test func fixtureLoads() throws {
        let fixture = try #require(Self.fixture, "Fixtures/hb-shape.json is missing from Bundle.module or malformed")
        #expect(fixture.hbShapeVersion == "6.0.0")
        #expect(fixture.cases.count == 32)
    }

    /// Converts hb-shape's clusters (code point indices) to UTF-16 offsets.
    static func utf16Offsets(ofScalarsIn text: String) -> [Int] {
        var offsets: [Int] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            offsets.append(offset)
            offset += scalar.utf16.count
        }
        offsets.append(offset)
        return offsets
    }

    /// The script HarfBuzz guesses for a buffer: the first that is not
    /// Common, Inherited or Unknown; none (HB_SCRIPT_INVALID) otherwise.
    static func guessedScript(_ text: String) -> ScriptTag {
        for scalar in text.unicodeScalars {
            let script = UnicodeProperties.script(of: scalar.value)
            if !script.isShared && script != ScriptTag("Zzzz") { return script }
        }
        return ScriptTag(rawValue: 0)
    }

    static func isRTL(_ script: ScriptTag) -> Bool {
        [ScriptTag("Arab"), ScriptTag("Hebr")].contains(script)
    }

    /// Shapes `text` as hb-shape did: one run, the case's direction, script and
    /// language, or HarfBuzz's guesses where the case passed none.
    static func shape(_ text: String, face: FontFace, direction: String?, script: String?, language: String?) -> [Glyph] {
        let scriptTag = script.map { ScriptTag(rawValue: hb_tag($0)) } ?? guessedScript(text)
        let rtl = direction.map { $0 == "rtl" } ?? isRTL(scriptTag)
        // hb-shape ran with LC_ALL=C: HarfBuzz's default language is then "c".
        let shaper = Shaper(locale: language ?? "c")
        let units = Array(text.utf16)
        let scalarIndex = Dictionary(uniqueKeysWithValues: utf16Offsets(ofScalarsIn: text).enumerated().map { ($1, $0) })
        let glyphs = units.withUnsafeBufferPointer {
            shaper.shape($0, range: 0..<units.count, face: face, isRTL: rtl, script: scriptTag)
        }
        return glyphs.map {
            Glyph(g: $0.glyph, cl: scalarIndex[Int($0.cluster)] ?? -1, ax: $0.advance, dx: $0.xOffset, dy: $0.yOffset)
        }
    }

    static func hb_tag(_ string: String) -> UInt32 {
        string.utf8.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    @Test(arguments: cases)
    func agreesWithRecordedHBShape(_ fixtureCase: Case) throws {
        let face = try Support.face(fixtureCase.file)
        #expect(Int(face.unitsPerEm) == fixtureCase.upem)
        let glyphs = Self.shape(
            fixtureCase.text, face: face, direction: fixtureCase.direction, script: fixtureCase.script,
            language: fixtureCase.language)
        #expect(glyphs.count == fixtureCase.glyphs.count)
        for (index, (ours, recorded)) in zip(glyphs, fixtureCase.glyphs).enumerated() {
            #expect(ours == recorded, "glyph \(index)")
        }
        #expect(glyphs.reduce(0) { $0 + Int($1.ax) } == fixtureCase.totalAdvance)
    }

    /// Measured through the whole pipeline (fallback, bidi, runs, scaling) at
    /// size = upem, a line is exactly hb-shape's total advance wide.
    @Test(arguments: cases)
    func measuredWidthEqualsTotalAdvance(_ fixtureCase: Case) throws {
        let face = try Support.face(fixtureCase.file)
        let block = try Support.measure(
            fixtureCase.text, style: TextStyle(family: face.family, weight: face.weight, size: Double(fixtureCase.upem)),
            locale: fixtureCase.language ?? "en")
        try #require(block.lines.count == 1)
        if fixtureCase.name == "inter-regular-missing-glyph" {
            // "a你b": the ideograph falls back to the CJK face, unlike hb-shape's single font.
            #expect(block.fontFiles == [fixtureCase.file, "DroidSansFallbackFull.ttf"])
            return
        }
        #expect(block.fontFiles == [fixtureCase.file])
        #expect(abs(block.lines[0].width - Double(fixtureCase.totalAdvance)) < 1e-6)
        // At another size the width scales linearly (unhinted).
        let small = try Support.measure(
            fixtureCase.text, style: TextStyle(family: face.family, weight: face.weight, size: 17),
            locale: fixtureCase.language ?? "en")
        #expect(abs(small.lines[0].width - Double(fixtureCase.totalAdvance) * 17 / Double(fixtureCase.upem)) < 1e-9)
    }

    @Test func missingGlyphIsNotdefInTheSingleFont() throws {
        // hb-shape's record of "a你b" in Inter: the ideograph is glyph 0.
        let recorded = try #require(Self.cases.first { $0.name == "inter-regular-missing-glyph" })
        #expect(recorded.glyphs[1].g == 0)
        let glyphs = Self.shape("a你b", face: try Support.face("Inter-Regular.otf"), direction: "ltr", script: "Latn", language: "en")
        #expect(glyphs[1].g == 0)
    }

    // MARK: Live hb-shape

    static let hbShape: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/hb-shape" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    struct LiveCase: Sendable, CustomTestStringConvertible {
        var file: String
        var text: String
        var direction: String
        var script: String
        var language: String
        var testDescription: String { "\(file) \(text)" }
    }

    static let liveCases = [
        LiveCase(file: "Inter-Bold.otf", text: "Hello, World! AV To 1/2 “ok” — fin", direction: "ltr", script: "Latn", language: "en"),
        LiveCase(file: "Inter-Regular.otf", text: "Ünïcødé façade 10:30", direction: "ltr", script: "Latn", language: "de"),
        LiveCase(file: "NotoSansArabic-Regular.ttf", text: "السلام عليكم ١٢٣", direction: "rtl", script: "Arab", language: "ar"),
        LiveCase(file: "NotoSansHebrew-Bold.ttf", text: "עִבְרִית", direction: "rtl", script: "Hebr", language: "he"),
        LiveCase(file: "NotoSansDevanagari-Bold.ttf", text: "हिन्दी भाषा", direction: "ltr", script: "Deva", language: "hi"),
        LiveCase(file: "NotoSansThai-Regular.ttf", text: "ภาษาไทย", direction: "ltr", script: "Thai", language: "th"),
        LiveCase(file: "NotoColorEmoji.ttf", text: "👍🏽🇯🇵👨‍👩‍👧", direction: "ltr", script: "Zyyy", language: "en"),
    ]

    @Test(.enabled(if: hbShape != nil, "hb-shape is not on PATH"), arguments: liveCases)
    func agreesWithLiveHBShape(_ live: LiveCase) throws {
        let font = try Support.fontsDirectory().appendingPathComponent(live.file).path
        let unicodes = live.text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.hbShape))
        process.arguments = [
            "--output-format=json", "--no-glyph-names", "--unicodes=" + unicodes.joined(separator: ","),
            "--direction=" + live.direction, "--script=" + live.script, "--language=" + live.language, font,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let expected = try JSONDecoder().decode([Glyph].self, from: data)
        let glyphs = Self.shape(
            live.text, face: try Support.face(live.file), direction: live.direction, script: live.script,
            language: live.language)
        #expect(!expected.isEmpty)
        #expect(glyphs == expected)
    }
}

import Foundation
import Testing

@testable import CardText

/// Input at and past the edges: each either has a defined result or a clear
/// ``TextError`` that names the field or file, never a crash or a hang.
@Suite struct BadInputTests {
    /// The error measuring `request` throws, or `nil`.
    static func error(measuring request: TextRequest) throws -> TextError? {
        do {
            _ = try Support.measurer().measure(request)
            return nil
        } catch let error as TextError {
            return error
        }
    }

    static func request(
        text: String = "Hello", size: Double = 22, width: Double = 100, lineHeight: Double? = nil,
        letterSpacing: Double = 0, weight: Int = 400, maxLines: Int? = 2, fitting: TextFitting = .truncate
    ) -> TextRequest {
        TextRequest(
            text: text,
            style: TextStyle(weight: weight, size: size, lineHeight: lineHeight, letterSpacing: letterSpacing),
            width: width, maxLines: maxLines, fitting: fitting)
    }

    @Test(arguments: TextFitting.allCases)
    func emptyString(fitting: TextFitting) throws {
        let block = try Support.measure("", width: 100, maxLines: 2, fitting: fitting)
        #expect(block.lines.isEmpty)
        #expect(block.height == 0 && block.width == 0)
        #expect(!block.isTruncated && !block.isResized)
        #expect(block.fontSize == 22)
        #expect(block.text == "")
    }

    @Test func whitespaceOnly() throws {
        let block = try Support.measure("   ", width: 100, maxLines: 2)
        #expect(block.lines.map(\.text) == ["   "])
        #expect(block.lines[0].width == 0)
        #expect(block.lines[0].range == 0..<3)
        #expect(!block.isTruncated)
        // Whitespace wider than the line still hangs: one line.
        let wide = try Support.measure(String(repeating: " ", count: 200), width: 10, maxLines: 1)
        #expect(wide.lines.count == 1 && !wide.isTruncated)
        // Blank lines between whitespace-only paragraphs.
        #expect(try Support.measure(" \n \n").lines.map(\.text) == [" ", " "])
    }

    @Test func zeroWidthSetsOneClusterPerLine() throws {
        let text = "ab cd 你好 👩‍👩‍👧‍👦e\u{301}"
        let block = try Support.measure(text, width: 0)
        #expect(!block.isTruncated)
        // Each line holds one cluster, its hanging whitespace aside.
        #expect(block.lines.map(\.text) == ["a", "b ", "c", "d ", "你", "好 ", "👩‍👩‍👧‍👦", "e\u{301}"])
        #expect(block.lines.map(\.range.upperBound).last == text.utf16.count)
        // Truncated at zero width: the ellipsis alone.
        let truncated = try Support.measure(text, width: 0, maxLines: 2)
        #expect(truncated.lines.map(\.text) == ["a", "\u{2026}"])
        // Resize at zero width never fits: the smallest size, truncated.
        let resized = try Support.measure(text, width: 0, maxLines: 2, fitting: .resize)
        #expect(resized.fontSize == 11 && resized.isTruncated)
    }

    @Test(arguments: [-1, -0.0001, -Double.infinity, Double.infinity, Double.nan])
    func badWidth(width: Double) throws {
        let error = try #require(try Self.error(measuring: Self.request(width: width)))
        #expect(error.invalidField == "width")
        #expect(error.description.hasPrefix("width: "))
    }

    @Test func negativeZeroWidthIsZero() throws {
        #expect(try Self.error(measuring: Self.request(width: -0.0)) == nil)
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity, -Double.infinity])
    func badSize(size: Double) throws {
        let error = try #require(try Self.error(measuring: Self.request(size: size)))
        #expect(error.invalidField == "size")
        #expect(error.description.contains("size"))
    }

    @Test(arguments: [-1, Double.nan, Double.infinity])
    func badLineHeight(lineHeight: Double) throws {
        let error = try #require(try Self.error(measuring: Self.request(lineHeight: lineHeight)))
        #expect(error.invalidField == "lineHeight")
    }

    @Test(arguments: [Double.nan, Double.infinity, -Double.infinity])
    func badLetterSpacing(letterSpacing: Double) throws {
        let error = try #require(try Self.error(measuring: Self.request(letterSpacing: letterSpacing)))
        #expect(error.invalidField == "letterSpacing")
    }

    @Test(arguments: [0, 450, 1000, -400])
    func badWeight(weight: Int) throws {
        let error = try #require(try Self.error(measuring: Self.request(weight: weight)))
        #expect(error.invalidField == "weight")
    }

    @Test(arguments: [0, -1, Int.min])
    func badMaxLines(maxLines: Int) throws {
        for fitting in TextFitting.allCases {
            let error = try #require(try Self.error(measuring: Self.request(maxLines: maxLines, fitting: fitting)))
            #expect(error.invalidField == "maxLines")
        }
    }

    @Test func oddButValidInputHasADefinedResult() throws {
        // Control characters, an empty or unknown locale, extreme finite numbers.
        #expect(try Support.measure("a\u{0}b\u{7}c").lines.count == 1)
        for locale in ["", "xx-Garbage-@@", String(repeating: "en-", count: 40)] {
            #expect(try Support.measure("Hello world", width: 60, locale: locale).lines.map(\.text) == ["Hello ", "world"])
        }
        let spaced = try Support.measure("abc", style: TextStyle(size: 22, letterSpacing: 1e300), width: 1e301)
        #expect(spaced.lines.count == 1 && spaced.lines[0].width.isFinite)
        let huge = try Support.measure("abc def", style: TextStyle(size: 22, letterSpacing: 1e300), width: 100)
        #expect(huge.lines.map(\.text) == ["a", "b", "c ", "d", "e", "f"])
        let tall = try Support.measure("a\nb", style: TextStyle(size: 22, lineHeight: 1e300))
        #expect(tall.lines.map(\.top) == [0, 1e300])
    }

    @Test func negativeLetterSpacingIsAllowed() throws {
        let block = try Support.measure("abc", style: TextStyle(size: 22, letterSpacing: -2))
        #expect(Support.close(block.lines[0].width, try Support.singleLineWidth("abc") - 6))
    }

    @Test func hugeSizeInResizeIsAnErrorOrFast() throws {
        // The scan visits every half point down to half the size: an absurd
        // size must not make it run for ever.
        for size in [1e12, TextMeasurer.maximumSize.nextUp] {
            let huge = Self.request(text: "Hello world", size: size, width: 100, fitting: .resize)
            let error = try #require(try Self.error(measuring: huge))
            #expect(error.invalidField == "size")
        }
        let largest = try Support.measure(
            "Hello world", style: TextStyle(size: TextMeasurer.maximumSize), width: 100, maxLines: 2, fitting: .resize)
        #expect(largest.fontSize == TextMeasurer.maximumSize / 2 && largest.isTruncated)
        // A large but sane size still works.
        let large = try Support.measure("Hello world", style: TextStyle(size: 500), width: 100, maxLines: 2, fitting: .resize)
        #expect(large.fontSize == 250 && large.isTruncated)
    }

    @Test func unknownFamilyListsTheAvailableOnes() throws {
        var request = Self.request()
        request.style.family = "Helvetica Neue"
        let error = try #require(try Self.error(measuring: request))
        guard case let .unknownFamily(family, available) = error else {
            Issue.record("expected unknownFamily, got \(error)")
            return
        }
        #expect(family == "Helvetica Neue")
        #expect(available == (try Support.fonts().families))
        #expect(error.description.contains("Helvetica Neue") && error.description.contains("Inter, NanumGothic, Noto Color Emoji"))
        #expect(throws: TextError.self) { try Support.measurer().naturalLineHeight(family: "Nope", weight: 400, size: 1) }
    }

    // MARK: Font directories

    /// The error opening a registry over `directories`, or `nil`.
    static func registryError(_ directories: [URL]) -> TextError? {
        do {
            _ = try FontRegistry(directories: directories)
            return nil
        } catch {
            return error
        }
    }

    @Test func missingFontFileInAManifest() throws {
        try Support.withTemporaryDirectory { directory in
            try Support.writeManifest([("Test", 400, "Missing-Regular.ttf")], in: directory)
            let error = try #require(Self.registryError([directory]))
            #expect(error == .fontFileMissing(path: directory.appendingPathComponent("Missing-Regular.ttf").path))
            #expect(error.description.contains("Missing-Regular.ttf"))
        }
    }

    @Test(arguments: [
        ("garbage", Data("this is not a font, just some text that FreeType cannot open".utf8)),
        ("empty", Data()),
        ("truncated sfnt", Data([0x00, 0x01, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80])),
        ("random", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) })),
    ])
    func corruptFontFile(kind: String, bytes: Data) throws {
        try Support.withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("Broken.ttf")
            try bytes.write(to: file)
            try Support.writeManifest([("Broken", 400, "Broken.ttf")], in: directory)
            let error = try #require(Self.registryError([directory]), "\(kind)")
            guard case let .fontFileCorrupt(path, reason) = error else {
                Issue.record("\(kind): expected fontFileCorrupt, got \(error)")
                return
            }
            #expect(path == file.path)
            #expect(!reason.isEmpty)
            #expect(error.description.contains("Broken.ttf"))

            // Without a manifest the folder is scanned: the same error.
            try FileManager.default.removeItem(at: directory.appendingPathComponent("manifest.json"))
            #expect(Self.registryError([directory]).map { if case .fontFileCorrupt = $0 { true } else { false } } == true)
        }
    }

    @Test func invalidManifests() throws {
        try Support.withTemporaryDirectory { directory in
            let manifest = directory.appendingPathComponent("manifest.json")
            let cases: [(json: String, reason: String)] = [
                ("{ not json", "not valid JSON"),
                (#"{ "fonts": [] }"#, "faces: missing"),
                (#"{ "faces": [{ "family": "X", "weight": 450, "file": "X.ttf", "role": "primary" }] }"#, "faces[0].weight"),
                (#"{ "faces": [{ "family": "X", "weight": 400, "file": "../X.ttf", "role": "primary" }] }"#, "faces[0].file"),
                (#"{ "faces": [{ "family": "X", "weight": 400, "file": "X.ttf", "role": "main" }] }"#, "faces[0].role"),
                (#"{ "faces": [{ "family": "X", "weight": "bold", "file": "X.ttf", "role": "primary" }] }"#, "faces[0].weight"),
            ]
            for (json, reason) in cases {
                try Data(json.utf8).write(to: manifest)
                let error = try #require(Self.registryError([directory]), "\(json)")
                guard case let .invalidManifest(path, message) = error else {
                    Issue.record("\(json): expected invalidManifest, got \(error)")
                    continue
                }
                #expect(path == manifest.path)
                #expect(message.contains(reason), "\(json): \(message)")
            }
        }
    }

    @Test func missingOrUnreadableFontDirectory() throws {
        try Support.withTemporaryDirectory { directory in
            let missing = directory.appendingPathComponent("no-such-folder")
            #expect(Self.registryError([missing]) == .fontDirectoryUnreadable(path: missing.path))
            // A file where a folder is expected.
            let file = directory.appendingPathComponent("file.txt")
            try Data("x".utf8).write(to: file)
            #expect(Self.registryError([file]) == .fontDirectoryUnreadable(path: file.path))
            // Added to the bundled registry, the bad folder is still named.
            #expect(throws: TextError.fontDirectoryUnreadable(path: missing.path)) {
                try FontRegistry.bundled(adding: [missing])
            }
            // Unreadable by permissions (meaningless as root, who reads anything).
            if getuid() != 0 {
                let locked = directory.appendingPathComponent("locked")
                try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
                try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
                defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
                #expect(Self.registryError([locked]) == .fontDirectoryUnreadable(path: locked.path))
            }
        }
    }

    @Test func directoryWithoutManifestIsScanned() throws {
        try Support.withTemporaryDirectory { directory in
            let source = try Support.fontsDirectory()
            for file in ["Inter-Bold.otf", "NotoSansHebrew-Regular.ttf"] {
                try FileManager.default.copyItem(
                    at: source.appendingPathComponent(file), to: directory.appendingPathComponent(file))
            }
            try Data("not a font".utf8).write(to: directory.appendingPathComponent("README.txt"))
            let fonts = try FontRegistry(directories: [directory])
            #expect(fonts.families == ["Inter", "Noto Sans Hebrew"])
            let measurer = TextMeasurer(fonts: fonts)
            // Family and weight come from the fonts themselves.
            #expect(try measurer.fontFile(family: "Inter", weight: 400) == "Inter-Bold.otf")
            // No manifest, no fallback chain: Hebrew in an Inter style is .notdef.
            let block = try measurer.measure(TextRequest(text: "שלום", style: TextStyle(size: 22), width: 100))
            #expect(block.fontFiles == ["Inter-Bold.otf"])
        }
    }

    // MARK: Size

    @Test func oneMegabyteString() throws {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit", "—", "Card"]
        var text = ""
        var index = 0
        while text.utf8.count < 1_000_000 {
            text += words[index % words.count]
            index += 1
            text += index % 997 == 0 ? "\n" : " "
        }
        let paragraphs = text.split(separator: "\n").count
        let measurer = TextMeasurer(fonts: try Support.fonts())

        // Truncated to two lines: the second ends with the ellipsis.
        let truncated = try measurer.measure(TextRequest(text: text, style: TextStyle(size: 22), width: 320, maxLines: 2))
        #expect(truncated.lines.count == 2 && truncated.isTruncated)
        #expect(truncated.lines[1].text.hasSuffix("\u{2026}"))

        // Every line: they cover the text, in order, and each fits.
        let all = try measurer.measure(TextRequest(text: text, style: TextStyle(size: 22), width: 320))
        #expect(!all.isTruncated)
        #expect(all.lines.count > 3 * paragraphs)
        #expect(all.lines.allSatisfy { $0.width <= 320 + 1e-9 })
        #expect(all.lines.last?.range.upperBound == text.utf16.count - (text.hasSuffix("\n") ? 1 : 0))
        var covered = 0
        for line in all.lines {
            #expect(line.range.lowerBound == covered || line.range.lowerBound == covered + 1)
            covered = line.range.upperBound
        }

        // One paragraph of a megabyte, resized.
        let single = String(text.replacingOccurrences(of: "\n", with: " "))
        let resized = try measurer.measure(
            TextRequest(text: single, style: TextStyle(size: 22), width: 320, maxLines: 2, fitting: .resize))
        #expect(resized.fontSize == 11 && resized.isTruncated && resized.lines.count == 2)
    }
}

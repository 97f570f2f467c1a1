import Foundation
import Testing

@testable import CardText

/// Faces of a manifest are checked when the registry is made and opened when
/// a text first needs them.
@Suite struct LazyFontTests {
    @Test("a new registry opens no face of its manifest; Latin text opens only the faces it is set in")
    func opensOnlyWhatATextNeeds() throws {
        let fonts = try FontRegistry.bundled()
        #expect(fonts.faces.allSatisfy { !$0.isOpen })
        #expect(fonts.digest().hasPrefix("fonts:"))
        #expect(fonts.faces.allSatisfy { !$0.isOpen }, "the digest reads files, not faces")

        let measurer = TextMeasurer(fonts: fonts)
        _ = try measurer.measure(
            TextRequest(
                text: "Summer Finals: every goal", style: TextStyle(family: "Inter", weight: 700, size: 22),
                width: 200, maxLines: 2, fitting: .truncate, alignment: .start, direction: .ltr, locale: "en"))
        let open = Set(fonts.faces.filter(\.isOpen).map(\.fileName))
        #expect(open.contains("Inter-Bold.otf"))
        for large in ["NotoColorEmoji.ttf", "DroidSansFallbackFull.ttf", "NanumGothic.ttf", "NanumGothicBold.ttf"] {
            #expect(!open.contains(large), "\(large) was opened for Latin text")
        }

        // A Hangul text opens the Hangul face it falls back to.
        _ = try measurer.measure(
            TextRequest(
                text: "여름 결승전", style: TextStyle(family: "Inter", weight: 700, size: 22), width: 200, maxLines: 2,
                fitting: .truncate, alignment: .start, direction: .ltr, locale: "ko"))
        #expect(fonts.faces.first { $0.fileName == "NanumGothicBold.ttf" }?.isOpen == true)
    }

    @Test("a lazily opened face measures as an eagerly opened one did")
    func sameMetrics() throws {
        let path = try Support.fontsDirectory().appendingPathComponent("Inter-SemiBold.otf").path
        let lazy = try FontFace(path: path, family: "Inter", weight: 600, isEmoji: false)
        let eager = try FontFace(openingFontAt: path)
        #expect(!lazy.isOpen && eager.isOpen)
        #expect(lazy.unitsPerEm == eager.unitsPerEm && lazy.ascender == eager.ascender)
        #expect(lazy.descender == eager.descender && lazy.ellipsisEms == eager.ellipsisEms)
        #expect(lazy.covers(0x41) && !lazy.covers(0xAC00))
        #expect(eager.family == "Inter" && eager.weight == 600 && !eager.isItalic)
    }

    @Test("a manifest's face that is no font, or is cut short, is an error when the registry is made")
    func headerChecked() throws {
        let inter = try Data(contentsOf: try Support.fontsDirectory().appendingPathComponent("Inter-Regular.otf"))
        for (kind, bytes) in [("cut short", inter.prefix(4000)), ("a PNG", Data([0x89, 0x50, 0x4E, 0x47] + Array(inter.dropFirst(4))))] {
            try Support.withTemporaryDirectory { directory in
                try Data(bytes).write(to: directory.appendingPathComponent("Broken.otf"))
                try Support.writeManifest([("Broken", 400, "Broken.otf")], in: directory)
                do throws(TextError) {
                    _ = try FontRegistry(directories: [directory])
                    Issue.record("\(kind): no error")
                } catch {
                    guard case let .fontFileCorrupt(path, reason) = error else {
                        Issue.record("\(kind): \(error)")
                        return
                    }
                    #expect(path.hasSuffix("Broken.otf"), "\(kind)")
                    #expect(!reason.isEmpty)
                }
            }
        }
    }

    @Test("an upright face is chosen before an italic one of the same family and weight")
    func uprightFirst() throws {
        let fonts = try Support.fontsDirectory()
        try Support.withTemporaryDirectory { directory in
            for file in ["Inter-Regular.otf", "Inter-Medium.otf"] {
                try FileManager.default.copyItem(
                    at: fonts.appendingPathComponent(file), to: directory.appendingPathComponent(file))
            }
            // The italic is listed first.
            let json = """
                { "faces": [
                  { "family": "T", "weight": 400, "style": "italic", "file": "Inter-Medium.otf", "role": "primary" },
                  { "family": "T", "weight": 400, "style": "normal", "file": "Inter-Regular.otf", "role": "primary" }
                ] }
                """
            try Data(json.utf8).write(to: directory.appendingPathComponent("manifest.json"))
            let registry = try FontRegistry(directories: [directory])
            #expect(try registry.face(family: "T", weight: 400).fileName == "Inter-Regular.otf")
        }
    }
}

// The golden files in `Goldens/` (see `Goldens/README.md`): each input is
// laid out and compared with its expected `card-layout/1` output by
// CardGeometryTesting, the comparison `layout-dump check Goldens` uses.
//
// Run: `swift test --filter Golden`. Record, on purpose only:
// `CARDGEOMETRY_RECORD_GOLDENS=1 swift test --filter Golden` (every case
// then fails, saying it recorded, so a recording run never passes).

import CardGeometry
import CardGeometryTesting
import Foundation
import Testing

@Suite("Golden files")
struct GoldenTests {
    @Test("Layout matches its golden file", arguments: GoldenFiles.cases)
    func golden(_ goldenCase: GoldenCase) {
        expectGolden(goldenCase, checker: GoldenFiles.checker)
    }

    @Test("The Goldens folder is found and holds the cases")
    func folderIsFound() throws {
        let root = try #require(GoldenFiles.root, "no Goldens/ folder above \(#filePath)")
        #expect(GoldenFiles.cases.count >= 80, "only \(GoldenFiles.cases.count) cases under \(root.path)")
    }

    // The file checks stay quiet while recording: files are being written
    // then, and the recording run fails anyway.
    @Test(
        "Every expected file has its input and every input its expected file; nothing else is there",
        .disabled(if: GoldenFiles.isRecording, "recording"))
    func filesArePaired() throws {
        let root = try #require(GoldenFiles.root)
        let folder = try #require(GoldenFiles.folder)
        for obsolete in folder.obsolete {
            Issue.record("Goldens/\(obsolete.file) \(obsolete.reason)")
        }
        for goldenCase in folder.cases where !FileManager.default.fileExists(atPath: goldenCase.expectedPath) {
            Issue.record("Goldens/\(goldenCase.name)\(GoldenSuffix.input) has no \(GoldenSuffix.expected) beside it")
        }
        let suffixes = [GoldenSuffix.input, GoldenSuffix.expected, GoldenSuffix.matrixOptions]
        for path in FolderFiles.relativePaths(under: root.path)
        where !suffixes.contains(where: path.hasSuffix) && !path.hasSuffix("README.md") {
            Issue.record("Goldens/\(path) is neither NAME\(GoldenSuffix.input) nor NAME\(GoldenSuffix.expected)")
        }
    }

    @Test(
        "Every expected file is written as the engine writes it (pretty, one final newline)",
        .disabled(if: GoldenFiles.isRecording, "recording"))
    func expectedFilesAreCanonical() throws {
        for goldenCase in GoldenFiles.cases where goldenCase.form == .layout {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: goldenCase.expectedPath)) else { continue }
            guard let layout = try? JSONValue(json: data) else { continue }  // reported by golden(_:)
            var canonical = Data(layout.text(pretty: true).utf8)
            canonical.append(UInt8(ascii: "\n"))
            #expect(data == canonical, "Goldens/\(goldenCase.name).expected.json is not in the engine's pretty form")
        }
    }

    @Test(
        "Every Storyteller expected file reads back with the strict card-layout/1 reader",
        .disabled(if: GoldenFiles.isRecording, "recording"))
    func storytellerExpectedFilesReadBack() throws {
        for goldenCase in GoldenFiles.cases where goldenCase.form == .layout {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: goldenCase.expectedPath)),
                let value = try? JSONValue(json: data), (try? LayoutKind(input: value)) == .storyteller
            else { continue }
            #expect(throws: Never.self, "Goldens/\(goldenCase.name).expected.json") {
                _ = try StorytellerCardLayout(json: data)
            }
        }
    }
}

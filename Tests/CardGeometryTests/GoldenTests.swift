// The golden files in `Goldens/` (see `Goldens/README.md`): each input is
// laid out and compared with its expected `card-layout/1` output.
//
// Run: `swift test --filter Golden`. Record, on purpose only:
// `CARDGEOMETRY_RECORD_GOLDENS=1 swift test --filter Golden` (every case
// then fails, saying it recorded, so a recording run never passes).

import CardGeometry
import Foundation
import Testing

@Suite("Golden files")
struct GoldenTests {
    @Test("Layout matches its golden file", arguments: GoldenCase.all)
    func golden(_ goldenCase: GoldenCase) {
        let outcome = GoldenCase.isRecording ? goldenCase.record() : goldenCase.compare()
        if case .fails(let lines) = outcome {
            Issue.record(Comment(rawValue: lines.joined(separator: "\n")))
        }
    }

    @Test("The Goldens folder is found and holds the cases")
    func folderIsFound() throws {
        let root = try #require(GoldenFiles.root, "no Goldens/ folder above \(#filePath)")
        #expect(
            GoldenCase.all.count >= 80,
            "only \(GoldenCase.all.count) cases under \(root.path)")
    }

    // Both file checks stay quiet while recording: files are being written
    // then, and the recording run fails anyway.
    @Test(
        "Every expected file has its input and every input its expected file; nothing else is there",
        .disabled(if: GoldenCase.isRecording, "recording"))
    func filesArePaired() throws {
        let root = try #require(GoldenFiles.root)
        let paths = GoldenFiles.relativePaths(under: root)
        let inputs = Set(
            paths.filter { $0.hasSuffix(GoldenCase.inputSuffix) }.map {
                String($0.dropLast(GoldenCase.inputSuffix.count))
            })
        let expected = Set(
            paths.filter { $0.hasSuffix(GoldenCase.expectedSuffix) }.map {
                String($0.dropLast(GoldenCase.expectedSuffix.count))
            })
        for name in inputs.subtracting(expected).sorted() {
            Issue.record("Goldens/\(name)\(GoldenCase.inputSuffix) has no \(GoldenCase.expectedSuffix) beside it")
        }
        for name in expected.subtracting(inputs).sorted() {
            Issue.record("Goldens/\(name)\(GoldenCase.expectedSuffix) has no \(GoldenCase.inputSuffix) beside it")
        }
        let stray = paths.filter { path in
            !path.hasSuffix(GoldenCase.inputSuffix) && !path.hasSuffix(GoldenCase.expectedSuffix)
                && !path.hasSuffix("README.md")
        }
        for path in stray {
            Issue.record(
                "Goldens/\(path) is neither NAME\(GoldenCase.inputSuffix) nor NAME\(GoldenCase.expectedSuffix)")
        }
    }

    @Test(
        "Every expected file is written as the engine writes it (pretty, one final newline)",
        .disabled(if: GoldenCase.isRecording, "recording"))
    func expectedFilesAreCanonical() throws {
        for goldenCase in GoldenCase.all {
            guard let data = try? Data(contentsOf: goldenCase.expected) else { continue }  // reported by golden(_:)
            guard let layout = try? JSONValue(json: data) else { continue }  // reported by golden(_:)
            var canonical = Data(layout.text(pretty: true).utf8)
            canonical.append(UInt8(ascii: "\n"))
            let file = "Goldens/\(goldenCase.name)\(GoldenCase.expectedSuffix)"
            #expect(data == canonical, "\(file) is not in the engine's pretty form; re-record it")
        }
    }
}

import CardGeometry
import CardGeometryGoldens
import CardGeometryTesting
import Foundation
import Testing

@Suite("Recording, CI and the pending folder")
struct RecordingTests {
    @Test("Each record mode writes what it says")
    func modes() {
        #expect(GoldenResult.Status.allCases.filter(RecordMode.missing.writes) == [.missing])
        #expect(GoldenResult.Status.allCases.filter(RecordMode.failed.writes) == [.failed, .missing])
        #expect(GoldenResult.Status.allCases.filter(RecordMode.all.writes) == [.passed, .failed, .missing])
    }

    @Test("CI is detected when CI is set and not empty, false or 0")
    func ciDetection() {
        for value in ["true", "1", "yes", "gitlab"] {
            #expect(ContinuousIntegration.isDetected(in: ["CI": value]), "CI=\(value)")
        }
        for value in ["", "false", "FALSE", "0", " "] {
            #expect(!ContinuousIntegration.isDetected(in: ["CI": value]), "CI=\(value)")
        }
        #expect(!ContinuousIntegration.isDetected(in: [:]))
    }

    @Test("CARDGEOMETRY_RECORD_GOLDENS: 1 and all record every file, failed and missing theirs; other values are a mistake")
    func recordVariable() {
        #expect(GoldenTesting.recordMode(from: "1") == .all)
        #expect(GoldenTesting.recordMode(from: "all") == .all)
        #expect(GoldenTesting.recordMode(from: "failed") == .failed)
        #expect(GoldenTesting.recordMode(from: "missing") == .missing)
        #expect(GoldenTesting.recordMode(from: nil) == nil)
        #expect(GoldenTesting.recordMode(from: "0") == nil)
        #expect(GoldenTesting.recordModeProblem(from: "0") == nil)
        #expect(GoldenTesting.recordModeProblem(from: "yes")?.contains("not a record mode") == true)
    }

    @Test("A check's pending layouts go back over their expected files with accept, one case or all")
    func pendingAndAccept() throws {
        let folder = try goldenCopy([placementCase, "storyteller-cards/placement/below-button-only"])
        let root = folder.path + "/cases"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for item in try FileManager.default.contentsOfDirectory(atPath: folder.path) where item != "cases" {
            try FileManager.default.moveItem(atPath: folder.path + "/" + item, toPath: root + "/" + item)
        }
        let cases = GoldenFolder(root: root, files: files(under: URL(fileURLWithPath: root))).cases
        #expect(cases.count == 2)
        let originals = try cases.map { try Data(contentsOf: URL(fileURLWithPath: $0.expectedPath)) }
        try edit(URL(fileURLWithPath: cases[0].expectedPath), "\"cornerRadius\": 8,", "\"cornerRadius\": 9,")
        try FileManager.default.removeItem(atPath: cases[1].expectedPath)

        let checker = GoldenChecker(engine: engine)
        let results = cases.map { checker.check($0) }
        #expect(results.map(\.status) == [.failed, .missing])
        let pending = PendingFolder(path: folder.path + "/pending")
        let entries = try pending.write(results)
        #expect(entries.map(\.status) == ["failed", "missing"])
        #expect(try pending.read() == entries)
        #expect(entries[0].file.hasPrefix("absolute/"))
        #expect(entries[0].isNamed(cases[0].name))
        #expect(entries[0].isNamed(cases[0].key))
        #expect(!entries[0].isNamed("below"))

        // One case first: the other stays pending.
        let written = try pending.accept(entries.filter { $0.isNamed(cases[1].name) })
        #expect(written == [cases[1].expectedPath])
        #expect(try pending.read() == [entries[0]])
        #expect(try Data(contentsOf: URL(fileURLWithPath: cases[1].expectedPath)) == originals[1])
        // Then the rest: the folder is gone, every case passes again.
        #expect(try pending.accept(pending.read()) == [cases[0].expectedPath])
        #expect(!FileManager.default.fileExists(atPath: pending.path))
        #expect(cases.map { checker.check($0).status } == [.passed, .passed])
        #expect(try Data(contentsOf: URL(fileURLWithPath: cases[0].expectedPath)) == originals[0])
    }

    @Test("A new check clears what the last one left, and only that")
    func clear() throws {
        let folder = try temporaryFolder()
        let pending = PendingFolder(path: folder.path + "/pending")
        let goldenCase = GoldenCase(root: "cases", name: "x")
        try pending.write([GoldenResult(goldenCase: goldenCase, status: .missing, actual: Data("{}\n".utf8))])
        try Data("keep".utf8).write(to: folder.appendingPathComponent("pending/mine.txt"))
        try pending.clear()
        #expect(files(under: folder) == ["pending/mine.txt"])
        #expect(throws: GoldenError.self) { try pending.read() }
    }

    @Test("A manifest cannot send a file outside its folder")
    func manifestStaysInside() throws {
        let folder = try temporaryFolder()
        try Data(
            #"{"schema": "layout-dump-pending/1", "cases": [{"case": "x", "name": "x", "status": "failed", "expected": "x.expected.json", "file": "../x"}]}"#
                .utf8
        ).write(to: folder.appendingPathComponent("pending.json"))
        #expect(throws: GoldenError.self) { try PendingFolder(path: folder.path).read() }
    }
}

import CardGeometry
import CardGeometryGoldens
import CardGeometryTesting
import Foundation
import Testing

/// The golden case type, for every test file of this target.
typealias GoldenCase = CardGeometryGoldens.GoldenCase

extension CardGeometryGoldens.GoldenCase: CustomTestStringConvertible {
    public var testDescription: String { form == .matrix ? name + " (matrix)" : name }
}

/// The repository's golden cases: `Goldens/<kind folder>/<group>/<name>.input.json`
/// beside `<name>.expected.json`, the pretty `card-layout/1` layout it must
/// give (see `Goldens/README.md`). They are found and compared by
/// `CardGeometryGoldens`, as `layout-dump check Goldens` does.
enum GoldenFiles {
    /// The repository's `Goldens/` folder, found by walking up from this
    /// source file (so it does not depend on the working directory).
    static let root: URL? = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("Goldens", isDirectory: true)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue
            {
                return candidate.standardizedFileURL
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    /// The cases and obsolete files of `Goldens/`.
    static let folder: GoldenFolder? = root.map {
        GoldenFolder(root: $0.path, files: FolderFiles.relativePaths(under: $0.path))
    }

    /// Every case under `Goldens/`, sorted by name. Empty when the folder
    /// cannot be found (a separate test fails then).
    static var cases: [GoldenCase] { folder?.cases ?? [] }

    /// Whether this run records (`CARDGEOMETRY_RECORD_GOLDENS` set to a mode).
    static var isRecording: Bool { GoldenTesting.recordMode != nil }

    /// The checker every case is compared with: the tests' engine.
    static let checker = GoldenChecker(engine: engine)
}

extension GoldenCase {
    /// Every layout case under `Goldens/` (other tests read their inputs).
    static var all: [GoldenCase] { GoldenFiles.cases.filter { $0.form == .layout } }

    /// The input file.
    var input: URL { URL(fileURLWithPath: inputPath) }

    /// The layout of the case's input, or why there is none.
    func layout() -> Result<Layout, GoldenError> {
        Result { () throws(GoldenError) -> Layout in
            let data: Data
            do { data = try Data(contentsOf: input) } catch { throw GoldenError("\(inputPath): \(error)") }
            do { return try engine.layout(json: data) } catch { throw GoldenError("\(inputPath): \(error)") }
        }
    }
}

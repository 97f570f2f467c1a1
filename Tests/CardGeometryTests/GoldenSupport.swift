import CardGeometry
import Foundation
import Testing

/// One golden case: `Goldens/<group>/<name>.input.json` and, beside it,
/// `<name>.expected.json`, the pretty `card-layout/1` layout it must give.
struct GoldenCase: Sendable, CustomTestStringConvertible, CustomStringConvertible {
    /// Suffix of an input file.
    static let inputSuffix = ".input.json"
    /// Suffix of an expected-output file.
    static let expectedSuffix = ".expected.json"
    /// Set to `1` to write the expected files instead of comparing.
    static let recordVariable = "CARDGEOMETRY_RECORD_GOLDENS"

    /// The case's path under `Goldens/` without its suffix, such as
    /// `placement/below-inset-margin16`.
    let name: String
    let input: URL
    let expected: URL

    var description: String { name }
    var testDescription: String { name }

    /// Whether this run records instead of comparing. Never on unless
    /// the variable is set to exactly `1`.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment[recordVariable] == "1"
    }

    /// Every case under `Goldens/`, sorted by name. Empty when the folder
    /// cannot be found (a separate test fails then).
    static let all: [GoldenCase] = {
        guard let root = GoldenFiles.root else { return [] }
        return GoldenFiles.relativePaths(under: root)
            .filter { $0.hasSuffix(inputSuffix) }
            .map { path in
                let name = String(path.dropLast(inputSuffix.count))
                return GoldenCase(
                    name: name, input: root.appendingPathComponent(path),
                    expected: root.appendingPathComponent(name + expectedSuffix))
            }
    }()
}

/// Where the golden files live and what is in the folder.
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

    /// The paths, relative to `root`, of every regular file below it,
    /// sorted, with `/` as separator.
    static func relativePaths(under root: URL) -> [String] {
        let rootPath = root.standardizedFileURL.path
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var paths: [String] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(rootPath + "/") else { continue }
            paths.append(String(path.dropFirst(rootPath.count + 1)))
        }
        return paths.sorted()
    }

    /// The case's name for messages: `Goldens/<name>.expected.json`.
    static func display(_ url: URL) -> String {
        guard let root, url.path.hasPrefix(root.path + "/") else { return url.path }
        return "Goldens/" + url.path.dropFirst(root.path.count + 1)
    }
}

/// What a golden case gives when compared or recorded.
enum GoldenOutcome {
    case matches
    /// Readable lines explaining the failure.
    case fails([String])
}

extension GoldenCase {
    /// The layout of the case's input, or a message saying why there is none.
    func layout() -> Result<Layout, GoldenFailure> {
        let data: Data
        do {
            data = try Data(contentsOf: input)
        } catch {
            return .failure(GoldenFailure("cannot read \(GoldenFiles.display(input)): \(error)"))
        }
        do {
            return .success(try engine.layout(json: data))
        } catch {
            return .failure(GoldenFailure("laying out \(GoldenFiles.display(input)) throws: \(error.description)"))
        }
    }

    /// The expected layout JSON, or a message saying why there is none. A
    /// Storyteller layout is also read by the strict `card-layout/1` reader.
    func expectedLayout() -> Result<JSONValue, GoldenFailure> {
        guard FileManager.default.fileExists(atPath: expected.path) else {
            return .failure(
                GoldenFailure(
                    "\(GoldenFiles.display(expected)) is missing; record it on purpose with "
                        + "\(Self.recordVariable)=1 swift test --filter Golden"))
        }
        do {
            let data = try Data(contentsOf: expected)
            let value = try JSONValue(json: data)
            if try LayoutKind(input: value) == .storyteller { _ = try StorytellerCardLayout(json: data) }
            return .success(value)
        } catch let error as CardLayoutError {
            return .failure(
                GoldenFailure("\(GoldenFiles.display(expected)) is not a valid layout: \(error.description)"))
        } catch {
            return .failure(GoldenFailure("cannot read \(GoldenFiles.display(expected)): \(error)"))
        }
    }

    /// Compares the case's layout with its expected file: frames and size
    /// within 0.01 pt, everything else exactly.
    func compare() -> GoldenOutcome {
        let actual: Layout
        let expected: JSONValue
        switch (layout(), expectedLayout()) {
        case (.failure(let failure), _), (_, .failure(let failure)):
            return .fails([failure.message])
        case (.success(let layout), .success(let expectedLayout)):
            actual = layout
            expected = expectedLayout
        }
        let differences = actual.differences(from: expected, frameTolerance: 0.01)
        guard !differences.isEmpty else { return .matches }
        let shown = differences.prefix(Self.shownDifferences).map { "  " + $0.description }
        let more =
            differences.count > Self.shownDifferences
            ? ["  … and \(differences.count - Self.shownDifferences) more"] : []
        let plural = differences.count == 1 ? "" : "s"
        let header = "\(name): \(differences.count) difference\(plural) from \(GoldenFiles.display(self.expected))"
        return .fails([header] + shown + more)
    }

    /// Writes the expected file from the current layout. Always a failure
    /// (so that a recording run never passes): the message says what was
    /// written and how it differs from the file it replaced.
    func record() -> GoldenOutcome {
        let actual: Layout
        switch layout() {
        case .failure(let failure): return .fails([failure.message])
        case .success(let layout): actual = layout
        }
        let previousData = try? Data(contentsOf: expected)
        var data = actual.jsonData(pretty: true)
        data.append(UInt8(ascii: "\n"))
        do {
            try data.write(to: expected, options: .atomic)
        } catch {
            return .fails(["cannot write \(GoldenFiles.display(expected)): \(error)"])
        }
        let change: String
        var changes: [String] = []
        if let previousData {
            if previousData == data {
                change = "unchanged"
            } else if let previous = try? JSONValue(json: previousData) {
                // Half of the last written decimal: values that write the same count as unchanged.
                let differences = actual.differences(from: previous, frameTolerance: 0.0005)
                change = "changed, \(differences.count) value\(differences.count == 1 ? "" : "s")"
                changes = differences.prefix(10).map { "  " + $0.description }
            } else {
                change = "replaced an unreadable file"
            }
        } else {
            change = "new file"
        }
        return .fails(
            [
                "\(name): recorded \(GoldenFiles.display(expected)) (\(change)) because \(Self.recordVariable)=1; "
                    + "review the diff and run again without the variable"
            ] + changes)
    }

    /// At most this many differences are listed per case.
    static let shownDifferences = 40
}

/// Why a golden case could not be compared.
struct GoldenFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

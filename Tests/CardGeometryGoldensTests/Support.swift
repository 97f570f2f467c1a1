import CardGeometry
import CardGeometryGoldens
import Foundation

/// The engine every test shares.
let engine: CardLayoutEngine = {
    do {
        return try CardLayoutEngine(fonts: .bundled())
    } catch {
        fatalError("the bundled fonts cannot be loaded: \(error)")
    }
}()

/// The repository's root (this file is Tests/CardGeometryGoldensTests/Support.swift).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("golden-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A folder of cases holding copies of some of the repository's golden
/// cases (`storyteller-cards/placement/below-inset-margin16` …), under the
/// same names.
func goldenCopy(_ names: [String]) throws -> URL {
    let folder = try temporaryFolder()
    for name in names {
        for suffix in [GoldenSuffix.input, GoldenSuffix.expected] {
            let source = packageRoot.appendingPathComponent("Goldens/" + name + suffix)
            let target = folder.appendingPathComponent(name + suffix)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        }
    }
    return folder
}

/// The relative paths of the regular files under `folder`, sorted.
func files(under folder: URL) -> [String] {
    let root = folder.standardizedFileURL.path + "/"
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var paths: [String] = []
    while let item = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: root + item, isDirectory: &isDirectory), !isDirectory.boolValue {
            paths.append(item)
        }
    }
    return paths.sorted()
}

/// `path`'s text, edited by `replace` (which must change it).
func edit(_ url: URL, _ old: String, _ new: String) throws {
    let text = try String(contentsOf: url, encoding: .utf8)
    guard text.contains(old) else { throw GoldenError("\(url.path) has no \(old)") }
    try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
}

/// A card input whose title is `title`.
func cardInput(title: String, width: Int = 390) -> String {
    """
    {"environment": {"width": \(width)}, "theme": {"cards": {"textOverContent": false}},
     "card": {"id": "c1", "title": "\(title)", "subtitle": "Highlights", "buttonText": "Watch now"}}
    """
}

let placementCase = "storyteller-cards/placement/below-inset-margin16"

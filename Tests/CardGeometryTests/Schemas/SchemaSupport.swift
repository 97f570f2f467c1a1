import Foundation

@testable import CardGeometry
@testable import CardGeometryCore
@testable import SheetCards

/// The repository's files the schema tests read.
enum Repository {
    /// The repository's top folder (the one holding `Goldens/`).
    static var root: URL { GoldenFiles.root!.deletingLastPathComponent() }

    static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// Every `*.json` file under `folder`, sorted.
    static func jsonFiles(under folder: String, suffix: String = ".json") -> [URL] {
        let enumerator = FileManager.default.enumerator(at: url(folder), includingPropertiesForKeys: nil)
        return (enumerator?.compactMap { $0 as? URL } ?? []).filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }

    static func json(_ url: URL) throws -> JSONValue { try JSONParser.parse(Data(contentsOf: url)) }
}

extension JSONSchemaValidator {
    /// A validator of the committed schema named `file` under `schemas/`.
    static func committed(_ file: String) throws -> JSONSchemaValidator {
        JSONSchemaValidator(root: try Repository.json(Repository.url("schemas/" + file)))
    }
}

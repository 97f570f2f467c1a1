import Foundation
import Testing

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

/// The checks every kind's schema tests make alike, over the repository's
/// examples and golden files.
enum KindSchemaChecks {
    /// Every example and golden input that `isOfKind` picks validates
    /// against the committed `schemaFile`, and there are more than
    /// `minimum` of them.
    static func inputsValidate(
        _ schemaFile: String, moreThan minimum: Int, sourceLocation: SourceLocation = #_sourceLocation,
        where isOfKind: (JSONValue) -> Bool
    ) throws {
        let validator = try JSONSchemaValidator.committed(schemaFile)
        let files = Repository.jsonFiles(under: "Examples") + Repository.jsonFiles(under: "Goldens", suffix: ".input.json")
        var checked = 0
        for file in files {
            let document = try Repository.json(file)
            guard isOfKind(document) else { continue }
            #expect(validator.problems(document) == [], "\(file.lastPathComponent)", sourceLocation: sourceLocation)
            checked += 1
        }
        #expect(checked > minimum, sourceLocation: sourceLocation)
    }

    /// Whether a document's `kind` is `kind`.
    static func isOf(_ kind: LayoutKind) -> (JSONValue) -> Bool {
        { $0.objectMember("kind") == .string(kind.rawValue) }
    }

    /// Every golden output under `Goldens/<folder>` (more than `minimum`)
    /// and `layout`, one laid out now, validate against the output schema
    /// and have exactly the `described` keys, in order.
    static func outputsValidate(
        _ folder: String, described: [String], moreThan minimum: Int, layout: JSONValue,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let validator = try JSONSchemaValidator.committed("card-layout.schema.json")
        var checked = 0
        for file in Repository.jsonFiles(under: "Goldens/" + folder, suffix: ".expected.json") + [nil] {
            let output = try file.map(Repository.json) ?? layout
            let name = file?.lastPathComponent ?? "the layout"
            #expect(validator.problems(output) == [], "\(name)", sourceLocation: sourceLocation)
            guard case .object(let object) = output else {
                Issue.record("\(name): not an object", sourceLocation: sourceLocation)
                continue
            }
            #expect(object.keys == described, "\(name)", sourceLocation: sourceLocation)
            if file != nil { checked += 1 }
        }
        #expect(checked > minimum, sourceLocation: sourceLocation)
    }
}

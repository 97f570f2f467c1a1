import Foundation

/// The `manifest.json` of a font directory: which file is which face, and
/// which faces form the fallback chain (in order).
struct FontManifest: Decodable, Sendable {
    struct Entry: Decodable, Sendable {
        enum Role: String, Decodable, Sendable {
            case primary
            case fallback
        }

        var family: String
        var weight: Int
        var style: String?
        var file: String
        var role: Role
        var emoji: Bool?
        /// Unicode script names (`["Hangul"]`): the face is tried right after
        /// the style's own face for clusters of these scripts (FontsAndFallback
        /// article).
        var scripts: [String]?

        /// The scripts' tags (``FontManifest/load(from:)`` has checked
        /// every name).
        var scriptTags: [ScriptTag] { (scripts ?? []).compactMap(UnicodeScriptName.tag(named:)) }
    }

    var faces: [Entry]

    static let fileName = "manifest.json"

    /// Reads and checks `directory/manifest.json`; `nil` when there is none.
    static func load(from directory: URL) throws(TextError) -> FontManifest? {
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let manifest: FontManifest
        do {
            let data = try Data(contentsOf: url)
            manifest = try JSONDecoder().decode(FontManifest.self, from: data)
        } catch let error as DecodingError {
            throw .invalidManifest(path: url.path, reason: describe(error))
        } catch {
            throw .invalidManifest(path: url.path, reason: "cannot be read: \(error.localizedDescription)")
        }
        for (index, entry) in manifest.faces.enumerated() {
            guard FontWeight.isValid(entry.weight) else {
                throw .invalidManifest(
                    path: url.path,
                    reason: "faces[\(index)].weight: must be 100 to 900 in steps of 100, got \(entry.weight)")
            }
            guard !entry.file.isEmpty, !entry.file.contains("/") else {
                throw .invalidManifest(
                    path: url.path,
                    reason: "faces[\(index)].file: must be a file name in the same folder, got '\(entry.file)'")
            }
            for (position, name) in (entry.scripts ?? []).enumerated() where UnicodeScriptName.tag(named: name) == nil {
                throw .invalidManifest(
                    path: url.path,
                    reason: "faces[\(index)].scripts[\(position)]: must be a Unicode script name such as Hangul, got '\(name)'")
            }
        }
        return manifest
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
                .joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case let .keyNotFound(key, context):
            let parent = path(context.codingPath)
            return "\(parent.isEmpty ? "" : parent + ".")\(key.stringValue): missing"
        case let .typeMismatch(type, context):
            return "\(path(context.codingPath)): expected \(type)"
        case let .valueNotFound(type, context):
            return "\(path(context.codingPath)): expected \(type), got null"
        case let .dataCorrupted(context):
            let where_ = path(context.codingPath)
            return where_.isEmpty ? "not valid JSON" : "\(where_): \(context.debugDescription)"
        @unknown default:
            return "invalid"
        }
    }
}

import CardGeometry
import Foundation

/// The folder a check leaves the current layouts of its failing and missing
/// cases in, for `layout-dump accept` to copy over their expected files: a
/// CI job keeps it as an artifact, a developer applies it locally.
///
/// ```
/// PENDING/
///   pending.json                                   what each file is for (layout-dump-pending/1)
///   Goldens/storyteller-cards/text/x.expected.json the layout the case gives now
/// ```
///
/// Each file sits at its expected file's path under the folder (an
/// absolute path under `absolute/`, `..` as `__`), so that the folder reads
/// like the tree it is for. `pending.json` lists each case's key, status,
/// expected file (as the check saw it, relative to the folder it ran in)
/// and file in the folder.
public struct PendingFolder: Sendable {
    /// The manifest's name.
    public static let manifestName = "pending.json"
    /// The manifest's schema.
    public static let schema = "layout-dump-pending/1"

    /// One pending layout.
    public struct Entry: Hashable, Sendable {
        /// The case's key (``GoldenCase/key``).
        public var key: String
        /// The case's name under its folder of cases.
        public var name: String
        /// `failed` or `missing`.
        public var status: String
        /// The expected file it replaces, as the check saw it.
        public var expected: String
        /// The file in the pending folder, relative to it.
        public var file: String

        /// Whether `--case NAME` picks this entry: its key, its path, its
        /// name under its folder of cases, or its expected file.
        public func isNamed(_ name: String) -> Bool {
            let path = key.hasSuffix(" (matrix)") ? String(key.dropLast(" (matrix)".count)) : key
            return name == key || name == path || name == self.name || name == expected
        }
    }

    /// The folder.
    public var path: String

    /// The pending folder at `path`.
    public init(path: String) { self.path = path }

    /// Removes what an earlier check left here (the manifest and the files
    /// it lists; nothing else), so that the folder holds this run's only.
    public func clear() throws(GoldenError) {
        guard let entries = try? read() else { return }
        for entry in entries { try? FileManager.default.removeItem(atPath: location(entry.file)) }
        try? FileManager.default.removeItem(atPath: location(Self.manifestName))
        removeEmptyFolders()
    }

    /// Writes each result's current layout and the manifest; with no
    /// result, writes nothing. Returns the entries written.
    @discardableResult
    public func write(_ results: [GoldenResult]) throws(GoldenError) -> [Entry] {
        var entries: [Entry] = []
        for result in results {
            guard let goldenCase = result.goldenCase, let actual = result.actual,
                result.status == .failed || result.status == .missing
            else { continue }
            let entry = Entry(
                key: goldenCase.key, name: goldenCase.name, status: result.status.rawValue,
                expected: goldenCase.expectedPath, file: Self.file(for: goldenCase.expectedPath))
            try GoldenWriter.writeScratch(actual, to: location(entry.file))
            entries.append(entry)
        }
        if !entries.isEmpty { try writeManifest(entries) }
        return entries
    }

    /// The entries of the folder's manifest.
    public func read() throws(GoldenError) -> [Entry] {
        let manifest = location(Self.manifestName)
        guard FileManager.default.fileExists(atPath: manifest) else {
            throw GoldenError("\(manifest): no such file; is \(path) a pending folder left by layout-dump check?")
        }
        let value: JSONValue
        do {
            value = try JSONValue(json: try GoldenFile.read(manifest))
        } catch let error as GoldenError {
            throw error
        } catch {
            throw GoldenError("\(manifest): \(error)")
        }
        guard case .object(let root) = value, root["schema"] == .string(Self.schema),
            case .array(let items) = root["cases"]
        else {
            throw GoldenError("\(manifest): not a \(Self.schema) manifest")
        }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            guard case .object(let object) = item,
                case .string(let key) = object["case"], case .string(let name) = object["name"],
                case .string(let status) = object["status"], case .string(let expected) = object["expected"],
                case .string(let file) = object["file"], Self.isInside(file)
            else {
                throw GoldenError("\(manifest): cases[\(index)] is not a pending case (case, name, status, expected, file)")
            }
            entries.append(Entry(key: key, name: name, status: status, expected: expected, file: file))
        }
        return entries
    }

    /// Copies each entry's file over its expected file, removes it from the
    /// folder and the manifest, and returns the expected files written.
    public func accept(_ accepted: [Entry]) throws(GoldenError) -> [String] {
        let all = try read()
        var written: [String] = []
        for entry in accepted {
            let data = try GoldenFile.read(location(entry.file))
            try GoldenWriter.write(data, to: entry.expected)
            written.append(entry.expected)
            try? FileManager.default.removeItem(atPath: location(entry.file))
        }
        let remaining = all.filter { !accepted.contains($0) }
        if remaining.isEmpty {
            try? FileManager.default.removeItem(atPath: location(Self.manifestName))
            removeEmptyFolders()
        } else {
            try writeManifest(remaining)
        }
        return written
    }

    private func writeManifest(_ entries: [Entry]) throws(GoldenError) {
        var root = JSONObject()
        root.append("schema", .string(Self.schema))
        root.append(
            "cases",
            .array(
                entries.map { entry in
                    var object = JSONObject()
                    object.append("case", .string(entry.key))
                    object.append("name", .string(entry.name))
                    object.append("status", .string(entry.status))
                    object.append("expected", .string(entry.expected))
                    object.append("file", .string(entry.file))
                    return .object(object)
                }))
        try GoldenWriter.writeScratch(
            Data((JSONValue.object(root).text(pretty: true) + "\n").utf8), to: location(Self.manifestName))
    }

    private func location(_ file: String) -> String { GoldenSuffix.join(path, file) }

    /// Where an expected file's pending copy goes in the folder.
    static func file(for expected: String) -> String {
        var components = expected.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        components = components.filter { $0 != "." }.map { $0 == ".." ? "__" : $0 }
        if expected.hasPrefix("/") { components.insert("absolute", at: 0) }
        return components.joined(separator: "/")
    }

    /// Whether a manifest's file stays inside the folder.
    private static func isInside(_ file: String) -> Bool {
        !file.hasPrefix("/") && !file.split(separator: "/").contains("..") && !file.isEmpty
    }

    /// Removes the folders under the pending folder (and it) left empty.
    private func removeEmptyFolders() {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: path) else { return }
        var folders: [String] = []
        while let item = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: location(item), isDirectory: &isDirectory), isDirectory.boolValue {
                folders.append(item)
            }
        }
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            if (try? manager.contentsOfDirectory(atPath: location(folder)))?.isEmpty == true {
                try? manager.removeItem(atPath: location(folder))
            }
        }
        if (try? manager.contentsOfDirectory(atPath: path))?.isEmpty == true { try? manager.removeItem(atPath: path) }
    }
}

import ArgumentParser
import CardGeometry
import CardGeometryGoldens
import Foundation

/// The folders of cases a golden command runs on, and how the run is
/// narrowed: `--filter` and `--shard`.
struct GoldenSelection: ParsableArguments {
    @Argument(help: ArgumentHelp("Folders of cases (NAME.input.json beside NAME.expected.json).", valueName: "path"))
    var paths: [String]

    @Option(
        help: ArgumentHelp(
            "Only the cases whose path contains this text, or matches it as a glob when it has * or ?.",
            valueName: "pattern"))
    var filter: String?

    @Option(
        help: ArgumentHelp(
            "Only the I-th of N shards of the cases, stable by case path (1-based).", valueName: "I/N"))
    var shard: String?

    /// The cases and obsolete files of every folder, narrowed.
    func cases() throws(CommandFailure) -> (cases: [GoldenCase], obsolete: [GoldenFolder.Obsolete]) {
        let shard: Shard?
        if let text = self.shard {
            shard = try Shard(parsing: text)
        } else {
            shard = nil
        }
        var cases: [GoldenCase] = []
        var obsolete: [GoldenFolder.Obsolete] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandFailure("\(path): no such folder")
            }
            guard isDirectory.boolValue else {
                throw CommandFailure("\(path): not a folder; give folders of cases (NAME.input.json beside NAME.expected.json)")
            }
            let folder = GoldenFolder(root: Self.trimmed(path), files: FolderFiles.relativePaths(under: path))
            cases += folder.cases
            obsolete += folder.obsolete
        }
        cases = cases.filter { goldenCase in
            (filter.map { Self.matches(goldenCase.key, $0) } ?? true) && (shard?.contains(goldenCase.key) ?? true)
        }
        // A narrowed run has not seen every case: it cannot call a file obsolete.
        return (cases, isNarrowed ? [] : obsolete)
    }

    /// Whether `--filter` or `--shard` is given.
    var isNarrowed: Bool { filter != nil || shard != nil }

    /// `Goldens/` as `Goldens`, `./Goldens` as `Goldens`.
    static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        while path.hasPrefix("./"), path.count > 2 { path.removeFirst(2) }
        return path
    }

    /// Whether `key` contains `pattern`, or matches it as a glob when it has `*` or `?`.
    static func matches(_ key: String, _ pattern: String) -> Bool {
        guard pattern.contains("*") || pattern.contains("?") else { return key.contains(pattern) }
        return glob(Array(pattern), Array(key))
    }

    private static func glob(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0, star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

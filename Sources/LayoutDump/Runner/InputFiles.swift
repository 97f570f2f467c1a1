import CardGeometryGoldens
import Foundation

/// The files a command reads, from the paths it was given: a file as it is,
/// a folder as every input file under it.
enum InputFiles {
    /// Suffixes of the files a golden case keeps beside its input: they are
    /// not inputs themselves.
    static let companionSuffixes = [GoldenSuffix.expected, GoldenSuffix.matrixOptions, GoldenSuffix.matrixExpected]

    /// Every file to read, in order: each path that names a file as given
    /// (`-`, standard input, included), and for each folder every `.json`
    /// file under it, at any depth, sorted by path, without hidden files and
    /// without golden-case companions (``companionSuffixes``). A path that
    /// does not exist is an error that names it; an empty folder gives
    /// nothing.
    static func expand(_ paths: [String]) throws(CommandFailure) -> [String] {
        var files: [String] = []
        for path in paths {
            if path == "-" {
                files.append(path)
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandFailure("\(path): no such file or folder")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            files += FolderFiles.relativePaths(under: path)
                .filter { isInput($0) }
                .map { prefix + $0 }
        }
        return files
    }

    /// Whether a file under a folder is read as an input: a `.json` file
    /// that is not a golden case's companion.
    static func isInput(_ relativePath: String) -> Bool {
        relativePath.hasSuffix(".json") && !companionSuffixes.contains { relativePath.hasSuffix($0) }
    }
}

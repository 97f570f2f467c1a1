import Foundation

/// The regular files under a folder, as the commands and tests that read a
/// folder of inputs or cases walk it.
package enum FolderFiles {
    /// Every regular file under `folder`, at any depth, as paths relative
    /// to it with `/` between components, sorted (byte order, so the same on
    /// every machine); hidden files and folders are skipped. Empty when the
    /// folder cannot be read.
    package static func relativePaths(under folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var paths: [String] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(rootPath) else { continue }
            paths.append(String(path.dropFirst(rootPath.count)))
        }
        return paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

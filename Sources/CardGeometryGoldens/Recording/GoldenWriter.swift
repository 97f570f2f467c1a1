import Foundation

/// Writes expected files, creating their folders.
public enum GoldenWriter {
    /// What writing did to the file.
    public enum Change: String, Hashable, Sendable {
        /// There was no file.
        case new
        /// The file held something else.
        case changed
        /// The file already held these bytes (it is not rewritten).
        case unchanged
    }

    /// Writes `data` to `path` atomically, unless it already holds it.
    @discardableResult
    public static func write(_ data: Data, to path: String) throws(GoldenError) -> Change {
        let url = URL(fileURLWithPath: path)
        let previous = try? Data(contentsOf: url)
        if previous == data { return .unchanged }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw GoldenError("\(path): cannot be written: \(GoldenFile.reason(error))")
        }
        return previous == nil ? .new : .changed
    }
}

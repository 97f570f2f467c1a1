import Foundation

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

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

    /// Writes `data` to `path` in place, creating its folders, without
    /// waiting for the disk (no `fsync`): for the pending folder, a
    /// scratch copy that a check rewrites on every run, where Foundation's
    /// durable writes cost a hundred failing cases a second.
    public static func writeScratch(_ data: Data, to path: String) throws(GoldenError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw GoldenError("\(path): cannot be written: \(GoldenFile.reason(error))")
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw GoldenError("\(path): cannot be written: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let failed = data.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failed { throw GoldenError("\(path): cannot be written: \(String(cString: strerror(failed)))") }
    }
}

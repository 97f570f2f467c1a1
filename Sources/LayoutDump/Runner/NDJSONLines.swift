import Foundation

/// The documents of an NDJSON stream (`--ndjson FILE|-`): one JSON document
/// per line, read in chunks as they are asked for, so a stream of any
/// length is read in bounded memory. Lines are numbered from 1 as they are
/// in the file; blank lines are skipped (their numbers too), a trailing
/// `\r` is dropped, and a line longer than the size limit is an error for
/// that line alone: it is passed over without being kept.
struct NDJSONLines: Sequence {
    /// One line of the stream.
    struct Line: Sendable {
        /// The line's number in the stream, from 1.
        var number: Int
        /// The line's bytes, or why there are none.
        var content: Result<Data, Problem>
    }

    /// Why a line has no bytes.
    enum Problem: Error, Sendable, CustomStringConvertible {
        /// The line is longer than the size limit.
        case tooLarge(limit: Int)
        /// The stream could not be read past this point.
        case unreadable(String)

        var description: String {
            switch self {
            case .tooLarge(let limit):
                "the line is larger than the limit of \(limit) bytes\(LayoutDump.inMegabytes(limit)); "
                    + "--max-input-bytes changes it"
            case .unreadable(let reason): "cannot be read: \(reason)"
            }
        }
    }

    private let handle: FileHandle
    private let maximumBytes: Int
    private let chunkSize: Int

    /// The lines of `handle`, each at most `maximumBytes` long, read
    /// `chunkSize` bytes at a time.
    init(handle: FileHandle, maximumBytes: Int, chunkSize: Int = 1 << 16) {
        self.handle = handle
        self.maximumBytes = maximumBytes
        self.chunkSize = Swift.max(1, chunkSize)
    }

    /// The lines of `path` (`-`: standard input).
    init(path: String, maximumBytes: Int) throws(CommandFailure) {
        if path == "-" {
            self.init(handle: .standardInput, maximumBytes: maximumBytes)
            return
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw CommandFailure("\(path): is a directory, not an NDJSON file") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CommandFailure("\(path): cannot be read (permission denied)")
        }
        self.init(handle: handle, maximumBytes: maximumBytes)
    }

    func makeIterator() -> Iterator {
        Iterator(handle: handle, maximumBytes: maximumBytes, chunkSize: chunkSize)
    }

    struct Iterator: IteratorProtocol {
        let handle: FileHandle
        let maximumBytes: Int
        let chunkSize: Int
        /// Bytes read and not yet handed out, from `start`.
        private var buffer: [UInt8] = []
        private var start = 0
        /// Where the search for the next newline goes on from: the bytes
        /// before it, from `start`, hold none.
        private var searched = 0
        private var number = 0
        private var isAtEnd = false
        /// Whether the current line passed the limit and is being skipped.
        private var isSkipping = false

        init(handle: FileHandle, maximumBytes: Int, chunkSize: Int) {
            self.handle = handle
            self.maximumBytes = maximumBytes
            self.chunkSize = chunkSize
        }

        mutating func next() -> Line? {
            while true {
                if let newline = buffer[Swift.max(start, searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                    let line = start..<newline
                    start = newline + 1
                    searched = start
                    number += 1
                    if isSkipping {
                        isSkipping = false
                        return Line(number: number, content: .failure(.tooLarge(limit: maximumBytes)))
                    }
                    if let result = finish(line) { return result }
                    continue
                }
                // No newline in what is buffered: a line longer than the
                // limit is dropped as it comes, so it is never kept whole.
                if buffer.count - start > maximumBytes + 1 {
                    isSkipping = true
                    buffer.removeAll(keepingCapacity: true)
                    start = 0
                }
                searched = buffer.count
                if isAtEnd {
                    guard start < buffer.count || isSkipping else { return nil }
                    number += 1
                    let line = start..<buffer.count
                    start = buffer.count
                    if isSkipping {
                        isSkipping = false
                        return Line(number: number, content: .failure(.tooLarge(limit: maximumBytes)))
                    }
                    if let result = finish(line) { return result }
                    return nil
                }
                if start > 0 {
                    buffer.removeFirst(start)
                    searched -= start
                    start = 0
                }
                do {
                    if let chunk = try handle.read(upToCount: chunkSize), !chunk.isEmpty {
                        buffer.append(contentsOf: chunk)
                    } else {
                        isAtEnd = true
                    }
                } catch {
                    isAtEnd = true
                    buffer.removeAll()
                    start = 0
                    searched = 0
                    number += 1
                    return Line(number: number, content: .failure(.unreadable(Input.reason(error))))
                }
            }
        }

        /// The line in `range` of the buffer, without a trailing `\r`; nil
        /// when it is blank.
        private func finish(_ range: Range<Int>) -> Line? {
            var end = range.upperBound
            if end > range.lowerBound, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let bytes = buffer[range.lowerBound..<end]
            let isBlank = bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if isBlank { return nil }
            guard bytes.count <= maximumBytes else {
                return Line(number: number, content: .failure(.tooLarge(limit: maximumBytes)))
            }
            return Line(number: number, content: .success(Data(bytes)))
        }
    }
}

import CardGeometryGoldens
import Foundation
import Testing

@testable import LayoutDump

/// The multi-input runner every command that reads many inputs shares:
/// folders, NDJSON streams, shards, ordered results on all cores, progress.
@Suite("Runner")
struct RunnerTests {
    /// A folder of `files` (relative path → contents) under a new temporary folder.
    private func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    @Test("A folder is its .json files at any depth, sorted, without golden companions or hidden files")
    func folderExpansion() throws {
        let root = try folder([
            "b.json": "{}", "a/z.json": "{}", "a/c.input.json": "{}", "a/c.expected.json": "{}",
            "a/c.matrix.json": "{}", "a/c.matrix.expected.json": "{}", ".hidden/x.json": "{}", ".h.json": "{}",
            "notes.txt": "", "B.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let files = try InputFiles.expand([root.path, "-"])
        #expect(
            files == [root.path + "/B.json", root.path + "/a/c.input.json", root.path + "/a/z.json",
                root.path + "/b.json", "-"])
        #expect(FolderFiles.relativePaths(under: root.path).contains("a/c.expected.json"))
        #expect(!FolderFiles.relativePaths(under: root.path).contains { $0.hasPrefix(".") })
    }

    @Test("A path that does not exist is an error that names it")
    func missingPath() {
        #expect(throws: CommandFailure.self) { try InputFiles.expand(["/nonexistent/cards"]) }
        do {
            _ = try InputFiles.expand(["/nonexistent/cards"])
        } catch {
            #expect(error.message == "/nonexistent/cards: no such file or folder")
        }
    }

    @Test("NDJSON lines are numbered as in the file; blank lines skipped; CRLF; a last line without newline")
    func ndjsonLines() throws {
        let text = "{\"a\":1}\r\n\n  \n{\"b\":2}\n{\"c\":3}"
        for chunkSize in [1, 2, 3, 7, 64] {
            let lines = Array(lines(of: text, limit: 100, chunkSize: chunkSize))
            #expect(lines.map(\.number) == [1, 4, 5], "chunk size \(chunkSize)")
            #expect(
                lines.map { String(decoding: (try? $0.content.get()) ?? Data(), as: UTF8.self) }
                    == ["{\"a\":1}", "{\"b\":2}", "{\"c\":3}"], "chunk size \(chunkSize)")
        }
    }

    @Test("An NDJSON line over the limit is an error for that line alone, and is not kept")
    func ndjsonLimit() throws {
        let long = "[" + String(repeating: "1,", count: 200) + "1]"
        let text = "{\"a\":1}\n\(long)\n{\"b\":2}\n\(long)"
        for chunkSize in [1, 5, 16, 1000] {
            let lines = Array(lines(of: text, limit: 50, chunkSize: chunkSize))
            #expect(lines.map(\.number) == [1, 2, 3, 4], "chunk size \(chunkSize)")
            let failed = lines.map { line -> Bool in
                if case .failure(.tooLarge(limit: 50)) = line.content { return true }
                return false
            }
            #expect(failed == [false, true, false, true], "chunk size \(chunkSize)")
        }
    }

    private func lines(of text: String, limit: Int, chunkSize: Int) -> NDJSONLines {
        let pipe = Pipe()
        let data = Data(text.utf8)
        DispatchQueue.global().async {
            pipe.fileHandleForWriting.write(data)
            try? pipe.fileHandleForWriting.close()
        }
        return NDJSONLines(handle: pipe.fileHandleForReading, maximumBytes: limit, chunkSize: chunkSize)
    }

    @Test("Shards split the inputs into disjoint parts that cover them all, by name")
    func shards() throws {
        let names = (0..<1000).map { "cards/card-\($0).json" }
        let shards = try (1...4).map { try Shard(parsing: "\($0)/4") }
        for name in names {
            #expect(shards.count { $0.contains(name) } == 1)
        }
        // Evenly enough, and stable: the same name is in the same shard
        // whatever else is in the run.
        for shard in shards {
            let count = names.count { shard.contains($0) }
            #expect((200...300).contains(count), "shard \(shard) has \(count) of 1000")
        }
        #expect(try Shard(parsing: "1/1").contains("anything"))
        for bad in ["0/4", "5/4", "1/0", "a/b", "1", "1/2/3", ""] {
            #expect(throws: CommandFailure.self, "\(bad)") { try Shard(parsing: bad) }
        }
    }

    @Test("Results come back in input order, whatever the window and however long each item takes")
    func orderedResults() {
        for window in [1, 3, 64, 1000] {
            var delivered: [Int] = []
            OrderedRun.run(0..<500, window: window) { item in
                if item % 7 == 0 { usleep(200) }
                return item * 2
            } deliver: { delivered.append($0) }
            #expect(delivered == (0..<500).map { $0 * 2 }, "window \(window)")
        }
    }

    @Test("No more than the window is read ahead of what was delivered")
    func boundedLookAhead() {
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var read = 0
        }
        let counter = Counter()
        let items = (0..<200).lazy.map { item -> Int in
            counter.lock.withLock { counter.read += 1 }
            return item
        }
        var delivered = 0
        var mostAhead = 0
        OrderedRun.run(items, window: 16) { $0 } deliver: { _ in
            delivered += 1
            mostAhead = max(mostAhead, counter.lock.withLock { counter.read } - delivered)
        }
        #expect(delivered == 200)
        #expect(mostAhead < 16)
    }

    @Test("An error from delivering stops the run and is rethrown")
    func deliveryError() {
        struct Stop: Error {}
        var delivered: [Int] = []
        #expect(throws: Stop.self) {
            try OrderedRun.run(0..<100, window: 8) { $0 } deliver: { (item: Int) throws(Stop) in
                if item == 10 { throw Stop() }
                delivered.append(item)
            }
        }
        #expect(delivered == Array(0..<10))
    }

    @Test("Progress shows only while more than a second is left")
    func progressLine() {
        #expect(Progress.line(done: 10, total: 100, elapsed: 0.05, noun: "inputs") == nil)
        #expect(Progress.line(done: 10, total: 100, elapsed: 1, noun: "inputs") == "10 of 100 inputs, 9 s left")
        #expect(Progress.line(done: 1_200, total: 2_000, elapsed: 3, noun: "cards") == "1,200 of 2,000 cards, 2 s left")
        #expect(Progress.line(done: 100, total: 100, elapsed: 50, noun: "inputs") == nil)
        #expect(Progress.line(done: 5, total: nil, elapsed: 0.5, noun: "lines") == nil)
        #expect(Progress.line(done: 12_345, total: nil, elapsed: 2, noun: "lines") == "12,345 lines")
    }
}

import Foundation
import Testing

@Suite("Many inputs in one run: folders, NDJSON streams, shards, -o DIR")
struct ManyInputsTests {
    /// A folder of `count` cards named `card-000.json` …, each with its own
    /// id and title (some long, some short, so that they cost unevenly).
    func library(_ count: Int, bad: Set<Int> = []) throws -> URL {
        let folder = try temporaryDirectory().appendingPathComponent("cards")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            let json = bad.contains(index)
                ? #"{"environment": {"width": 390}, "card": {"id": "c\#(index)", "title": 42}}"#
                : card(index)
            try Data(json.utf8).write(to: folder.appendingPathComponent(String(format: "card-%03d.json", index)))
        }
        return folder
    }

    func card(_ index: Int) -> String {
        let title = index % 3 == 0 ? longTitle : "Card \(index)"
        return #"{"environment": {"width": 390}, "card": {"id": "c\#(index)", "title": "\#(title)"}}"#
    }

    func lines(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test("A folder with a bad card in the middle: every other card is laid out, the bad one is named")
    func badCardInTheMiddle() throws {
        let folder = try library(5, bad: [2])
        let result = try run([folder.path])
        #expect(result.status == 2)
        let records = try lines(result.stdout)
        #expect(records.count == 5)
        #expect(records.map { $0["source"] as? String } == (0..<5).map { folder.path + String(format: "/card-%03d.json", $0) })
        for (index, record) in records.enumerated() where index != 2 {
            let layout = try #require(record["layout"] as? [String: Any], "\(index)")
            #expect(layout["cardId"] as? String == "c\(index)")
            #expect(record["error"] == nil)
            // The same layout as the file laid out alone.
            let alone = try #require(
                JSONSerialization.jsonObject(
                    with: Data(try run([folder.appendingPathComponent(String(format: "card-%03d.json", index)).path]).stdout.utf8))
                    as? NSDictionary)
            #expect(NSDictionary(dictionary: layout) == alone)
        }
        let error = try #require(records[2]["error"] as? [String: Any])
        #expect(error["path"] as? String == "card.title")
        #expect((error["message"] as? String)?.hasPrefix("must be a string") == true)
        #expect(records[2]["layout"] == nil)
        #expect(result.stderr.contains("\(folder.path)/card-002.json: card.title: must be a string"))
        // Every line names the engine.
        let engine = try #require(records[0]["engine"] as? [String: Any])
        #expect(engine["version"] is String && engine["fonts"] is String)
    }

    @Test("A folder's golden companions and hidden files are not inputs; a folder of good cards exits 0")
    func folderContents() throws {
        let folder = try library(3)
        try Data("{}".utf8).write(to: folder.appendingPathComponent("card-000.expected.json"))
        try Data("{}".utf8).write(to: folder.appendingPathComponent("card-000.matrix.json"))
        try Data("{}".utf8).write(to: folder.appendingPathComponent(".hidden.json"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let result = try run([folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try lines(result.stdout).count == 3)
    }

    @Test("A stream keeps its order on all cores")
    func streamOrder() throws {
        let count = 300
        let stream = (0..<count).map { card($0) + "\n" }.joined()
        let result = try run(["--ndjson", "-"], stdin: Data(stream.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let records = try lines(result.stdout)
        #expect(records.map { $0["source"] as? Int } == (1...count).map { $0 })
        #expect(records.map { ($0["layout"] as? [String: Any])?["cardId"] as? String } == (0..<count).map { "c\($0)" })
    }

    @Test("An NDJSON line that is not JSON is an error for that line alone; blank lines are skipped")
    func badLine() throws {
        let stream = card(0) + "\n" + "{not json\n" + "\n" + card(1) + "\n"
        let file = try inputFile(stream, name: "library.ndjson")
        let result = try run(["--ndjson", file.path])
        #expect(result.status == 2)
        let records = try lines(result.stdout)
        #expect(records.map { $0["source"] as? Int } == [1, 2, 4])
        #expect(records[0]["layout"] != nil && records[2]["layout"] != nil)
        let error = try #require(records[1]["error"] as? [String: Any])
        #expect(error["path"] is NSNull)
        #expect((error["message"] as? String)?.contains("invalid JSON at line 1") == true)
        #expect(result.stderr.contains("\(file.path) line 2: invalid JSON"))
    }

    @Test("The size limit applies per document: a line or a file over it is an error for it alone")
    func sizeLimitPerDocument() throws {
        let big = #"{"environment": {"width": 390}, "card": {"id": "big", "title": "\#(String(repeating: "x", count: 2000))"}}"#
        let stream = card(0) + "\n" + big + "\n" + card(1) + "\n"
        let result = try run(["--ndjson", "-", "--max-input-bytes", "1000"], stdin: Data(stream.utf8))
        #expect(result.status == 2)
        let records = try lines(result.stdout)
        #expect(records.count == 3)
        #expect(records[0]["layout"] != nil && records[2]["layout"] != nil)
        let message = try #require((records[1]["error"] as? [String: Any])?["message"] as? String)
        #expect(message.contains("larger than the limit of 1000 bytes"), "\(message)")

        let folder = try library(2)
        try Data(big.utf8).write(to: folder.appendingPathComponent("card-001.json"))
        let files = try run([folder.path, "--max-input-bytes", "1000"])
        #expect(files.status == 2)
        let fileRecords = try lines(files.stdout)
        #expect(fileRecords[0]["layout"] != nil)
        #expect(((fileRecords[1]["error"] as? [String: Any])?["message"] as? String)?.contains("limit of 1000 bytes") == true)
    }

    @Test("-o DIR writes a file per input, named after it, and nothing to stdout")
    func outputFolder() throws {
        let folder = try library(3, bad: [1])
        let output = try temporaryDirectory().appendingPathComponent("out")
        let result = try run([folder.path, "-o", output.path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(written == ["card-000.layout.json", "card-002.layout.json"])
        // Each file is the card-layout/1 document the file alone gives.
        let alone = try run([folder.appendingPathComponent("card-002.json").path])
        #expect(try String(contentsOf: output.appendingPathComponent("card-002.layout.json"), encoding: .utf8) == alone.stdout)
        let tables = try run([folder.path, "-o", output.path, "--format", "table"])
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("card-000.txt").path))
        #expect(tables.status == 2)
        // SVG for many inputs needs a folder.
        let svg = try run([folder.path, "--format", "svg"])
        #expect(svg.status == 2)
        #expect(svg.stderr.contains("-o DIR"))
    }

    @Test("--format table prints each input under a heading that names it")
    func tables() throws {
        let folder = try library(2)
        let result = try run([folder.path, "--format", "table"])
        #expect(result.status == 0)
        let first = result.stdout.range(of: "card-000.json")
        let second = result.stdout.range(of: "card-001.json")
        #expect(first != nil && second != nil)
        if let first, let second { #expect(first.lowerBound < second.lowerBound) }
    }

    @Test("--shard I/N splits the inputs by source: the shards are disjoint, cover all, and stay put")
    func shards() throws {
        let folder = try library(12)
        var seen: [String] = []
        for index in 1...3 {
            let result = try run([folder.path, "--shard", "\(index)/3"])
            #expect(result.status == 0)
            seen += try lines(result.stdout).compactMap { $0["source"] as? String }
        }
        #expect(seen.sorted() == (0..<12).map { folder.path + String(format: "/card-%03d.json", $0) })
        // Adding files moves none of the others.
        let before = try lines(try run([folder.path, "--shard", "2/3"]).stdout).compactMap { $0["source"] as? String }
        for index in 12..<20 { try Data(card(index).utf8).write(to: folder.appendingPathComponent("card-\(index).json")) }
        let after = try lines(try run([folder.path, "--shard", "2/3"]).stdout).compactMap { $0["source"] as? String }
        #expect(Set(before).isSubset(of: Set(after)))
        // Stream lines are sharded by number.
        let stream = (0..<9).map { card($0) + "\n" }.joined()
        var numbers: [Int] = []
        for index in 1...2 {
            numbers += try lines(try run(["--ndjson", "-", "--shard", "\(index)/2"], stdin: Data(stream.utf8)).stdout)
                .compactMap { $0["source"] as? Int }
        }
        #expect(numbers.sorted() == Array(1...9))
        #expect(try run([folder.path, "--shard", "4/3"]).status == 2)
    }

    @Test("--base applies to every input of a folder")
    func baseForMany() throws {
        let folder = try temporaryDirectory()
        try Data(#"{"card": {"id": "a", "title": "A"}}"#.utf8).write(to: folder.appendingPathComponent("a.json"))
        try Data(#"{"card": {"id": "b", "title": "B"}}"#.utf8).write(to: folder.appendingPathComponent("b.json"))
        let base = try inputFile(#"{"environment": {"width": 320}}"#, name: "base.json")
        let result = try run([folder.path, "--base", base.path])
        #expect(result.status == 0, "\(result.stderr)")
        let widths = try lines(result.stdout).map { (($0["layout"] as? [String: Any])?["size"] as? [String: Any])?["width"] as? Double }
        #expect(widths == [320, 320])
    }
}

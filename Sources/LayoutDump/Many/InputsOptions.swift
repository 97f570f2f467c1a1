import ArgumentParser
import Foundation

/// The inputs of `layout`, `matrix` and `fit`: files, folders (every
/// `.json` under them) and an NDJSON stream, optionally one shard of them.
/// One file given alone is the single-input form, whose output is a
/// command's own (a `card-layout/1` document, a matrix table); anything
/// else is many inputs, each reported under its source.
struct InputsOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "Input JSON files, folders (every .json under them, in path order, golden-case companions left out), "
                + "or - for standard input.", valueName: "file|folder"))
    var paths: [String] = []

    @Option(
        name: .customLong("ndjson"),
        help: ArgumentHelp(
            "An NDJSON stream (- for standard input): one input document per line, each reported by its line "
                + "number.", valueName: "file"))
    var ndjson: String?

    @Option(
        name: .customLong("shard"),
        help: ArgumentHelp(
            "Only the inputs of shard I of N (e.g. 2/4), chosen by a hash of each source, so an input stays in "
                + "its shard as others come and go.", valueName: "I/N"),
        transform: { text in
            do throws(CommandFailure) { return try Shard(parsing: text) } catch { throw ValidationError(error.message) }
        })
    var shard: Shard?

    func validate() throws {
        if paths.isEmpty, ndjson == nil {
            throw ValidationError("give an input: a JSON file, a folder of them, - (standard input) or --ndjson FILE")
        }
        if ndjson == "-", paths.contains("-") {
            throw ValidationError("standard input can be read once: - and --ndjson - cannot both be given")
        }
    }

    /// The one file of the single-input form, or nil for many inputs.
    var singleFile: String? {
        guard ndjson == nil, shard == nil, paths.count == 1, let path = paths.first else { return nil }
        if path == "-" { return path }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return nil
        }
        return path
    }

    /// Every input, in order: the files and folders' files, then the
    /// stream's lines; those of ``shard`` alone when it is given. Folders
    /// are listed now; files are read by the work that lays them out, the
    /// stream's lines as they are asked for.
    func items(maximumBytes: Int) throws(CommandFailure) -> InputItems {
        var files: [InputItems.File] = []
        for path in paths {
            let expanded = try InputFiles.expand([path])
            let isFolder = !(expanded.count == 1 && expanded[0] == path)
            if isFolder, expanded.isEmpty {
                throw CommandFailure("\(path): is a directory with no .json input files under it")
            }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            for file in expanded where shard?.contains(file) ?? true {
                let name = isFolder && file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
                files.append(InputItems.File(path: file, outputName: isFolder ? name : (name as NSString).lastPathComponent))
            }
        }
        let lines = try ndjson.map { path throws(CommandFailure) in
            try NDJSONLines(path: path, maximumBytes: maximumBytes)
        }
        let stream = ndjson == "-" ? Input.standardInputName : (ndjson ?? "")
        return InputItems(files: files, lines: lines, stream: stream, shard: shard)
    }
}

/// The inputs of a run, as ``InputsOptions/items(maximumBytes:)`` lists them.
struct InputItems: Sequence {
    /// A file to read, and the name its own output file gets under `-o DIR`
    /// (its path under the folder it was found in, or its file name).
    struct File: Sendable {
        var path: String
        var outputName: String
    }

    let files: [File]
    let lines: NDJSONLines?
    /// The stream's name in messages.
    let stream: String
    let shard: Shard?

    /// How many inputs there are, when known (a stream's are not).
    var count: Int? { lines == nil ? files.count : nil }

    func makeIterator() -> Iterator {
        Iterator(files: files.makeIterator(), lines: lines?.makeIterator(), stream: stream, shard: shard)
    }

    struct Iterator: IteratorProtocol {
        var files: IndexingIterator<[File]>
        var lines: NDJSONLines.Iterator?
        let stream: String
        let shard: Shard?

        mutating func next() -> InputItem? {
            if let file = files.next() { return InputItem(source: .file(file.path), outputName: file.outputName) }
            while let line = lines?.next() {
                let source = InputSource.line(line.number, stream: stream)
                guard shard?.contains(source.shardKey) ?? true else { continue }
                return InputItem(
                    source: source, outputName: "line-\(line.number).json",
                    bytes: line.content.mapError { InputFailure(path: nil, message: $0.description) })
            }
            return nil
        }
    }
}

import CardGeometry
import CardRendering
import Foundation

/// Reading the input document and laying it out.
enum Input {
    /// The name errors use for standard input.
    static let standardInputName = "<stdin>"

    /// How much is read at a time.
    static let chunkSize = 1 << 16

    /// The file's bytes (`-` reads standard input) and the name to report.
    /// A file larger than `maximumBytes` is an error that names it and the
    /// limit; no more than `maximumBytes + 1` bytes of it are read.
    static func read(_ file: String, maximumBytes: Int) throws(CommandFailure) -> (data: Data, source: String) {
        if file == "-" {
            return (try read(FileHandle.standardInput, name: standardInputName, maximumBytes: maximumBytes),
                standardInputName)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw CommandFailure("\(file): no such file")
        }
        guard !isDirectory.boolValue else { throw CommandFailure("\(file): is a directory, not a JSON file") }
        guard FileManager.default.isReadableFile(atPath: file), let handle = FileHandle(forReadingAtPath: file) else {
            throw CommandFailure("\(file): cannot be read (permission denied)")
        }
        defer { try? handle.close() }
        return (try read(handle, name: file, maximumBytes: maximumBytes), file)
    }

    /// Reads `handle` to its end in chunks, stopping as soon as more than
    /// `maximumBytes` have come.
    private static func read(_ handle: FileHandle, name: String, maximumBytes: Int) throws(CommandFailure) -> Data {
        var data = Data()
        do {
            while data.count <= maximumBytes {
                let want = min(chunkSize, maximumBytes + 1 - data.count)
                guard let chunk = try handle.read(upToCount: want), !chunk.isEmpty else { return data }
                data.append(chunk)
            }
        } catch {
            throw CommandFailure("\(name): cannot be read: \(reason(error))")
        }
        throw CommandFailure(
            "\(name): the input is larger than the limit of \(maximumBytes) bytes"
                + "\(LayoutDump.inMegabytes(maximumBytes)); --max-input-bytes changes it")
    }

    /// Reads the input (of any kind) once into its typed value, its
    /// environment with `overrides` replacing its own and `defaults` filling
    /// in what it leaves out; errors name the source and the JSON path.
    /// With a `base`, the input is parsed and merged over it first (see
    /// ``BaseDocument``).
    static func input(
        _ data: Data, source: String, engine: CardLayoutEngine, base: BaseDocument? = nil,
        overrides: EnvironmentOverrides = EnvironmentOverrides(), defaults: EnvironmentOverrides = EnvironmentOverrides()
    ) throws(CommandFailure) -> LayoutInput {
        do {
            return try typedInput(data, engine: engine, base: base, overrides: overrides, defaults: defaults)
        } catch {
            throw CommandFailure("\(source): \(error)")
        }
    }

    /// The typed input of `data` (merged over `base` when there is one):
    /// what ``input(_:source:engine:base:overrides:defaults:)`` reads, with
    /// the engine's error.
    static func typedInput(
        _ data: Data, engine: CardLayoutEngine, base: BaseDocument?, overrides: EnvironmentOverrides,
        defaults: EnvironmentOverrides
    ) throws(CardLayoutError) -> LayoutInput {
        guard let base else { return try engine.input(json: data, replacing: overrides, fillingMissing: defaults) }
        try engine.checkInputSize(data.count)
        return try engine.input(
            jsonValue: base.merged(under: JSONParser.parse(data)), replacing: overrides, fillingMissing: defaults)
    }

    /// Lays the input out; errors name the source and the JSON path.
    static func layout(
        _ input: LayoutInput, engine: CardLayoutEngine, source: String, includesGlyphs: Bool = false
    ) throws(CommandFailure) -> Layout {
        do {
            return try engine.layout(input, includesGlyphs: includesGlyphs)
        } catch {
            throw CommandFailure("\(source): \(error)")
        }
    }

    static func reason(_ error: Error) -> String {
        if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return error.localizedDescription
    }
}

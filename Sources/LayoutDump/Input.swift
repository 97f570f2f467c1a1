import CardGeometry
import CardRendering
import Foundation

/// Reading the input document and laying it out.
enum Input {
    /// The name errors use for standard input.
    static let standardInputName = "<stdin>"

    /// The file's bytes (`-` reads standard input) and the name to report.
    static func read(_ file: String) throws(CommandFailure) -> (data: Data, source: String) {
        if file == "-" {
            return (FileHandle.standardInput.readDataToEndOfFile(), standardInputName)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw CommandFailure("\(file): no such file")
        }
        guard !isDirectory.boolValue else { throw CommandFailure("\(file): is a directory, not a JSON file") }
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw CommandFailure("\(file): cannot be read (permission denied)")
        }
        do {
            return (try Data(contentsOf: URL(fileURLWithPath: file)), file)
        } catch {
            throw CommandFailure("\(file): cannot be read: \(reason(error))")
        }
    }

    /// Parses the input (of any kind) and applies `overrides` to its
    /// environment (with `onlyWhereMissing`, only to values it leaves out);
    /// errors name the source and where the JSON is malformed.
    static func document(
        _ data: Data, source: String, overrides: EnvironmentOverrides, onlyWhereMissing: Bool = false
    ) throws(CommandFailure) -> JSONValue {
        do {
            return overrides.applied(to: try JSONValue(json: data), onlyWhereMissing: onlyWhereMissing)
        } catch {
            throw CommandFailure("\(source): \(error)")
        }
    }

    /// Lays the document out (its `kind` picks the system); errors name the
    /// source and the JSON path.
    static func layout(
        _ document: JSONValue, engine: CardLayoutEngine, source: String, includesGlyphs: Bool = false
    ) throws(CommandFailure) -> Layout {
        do {
            return try engine.layout(jsonValue: document, includesGlyphs: includesGlyphs)
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

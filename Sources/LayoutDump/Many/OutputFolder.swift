import Foundation

/// `-o DIR` with many inputs: one file per input in DIR, named after the
/// input (`cards/a.json` found in a folder is `DIR/cards/a.layout.json`
/// for JSON, `.txt` for a table, `.svg` for a picture; a stream's line N is
/// `DIR/line-N…`). Two inputs never write one file: the second is an error.
final class OutputFolder {
    let path: String
    let fileExtension: String
    private var written: Set<String> = []

    init(path: String, fileExtension: String) throws(CommandFailure) {
        self.path = path
        self.fileExtension = fileExtension
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("\(path): cannot make the output folder: \(Input.reason(error))")
        }
    }

    /// Where an input's output goes.
    func file(for outputName: String) -> String {
        let stem = outputName.hasSuffix(".json") ? String(outputName.dropLast(5)) : outputName
        return (path as NSString).appendingPathComponent(stem + fileExtension)
    }

    /// Writes `data` as the output of the input named `outputName`; the
    /// failure is the input's, and the run goes on.
    func write(_ data: Data, for outputName: String) -> InputFailure? {
        let file = file(for: outputName)
        guard written.insert(file).inserted else {
            return InputFailure(path: nil, message: "\(file): another input's output has this name")
        }
        do {
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: file), options: .atomic)
            return nil
        } catch {
            return InputFailure(path: nil, message: "\(file): cannot write the output: \(Input.reason(error))")
        }
    }
}

import Foundation

/// Where a many-input report is written as it is made: stdout, or a file
/// (`-o FILE`) written in place.
final class StreamOutput {
    private let handle: FileHandle
    private let name: String
    private let closes: Bool

    init(path: String?) throws(CommandFailure) {
        guard let path else {
            handle = .standardOutput
            name = "stdout"
            closes = false
            return
        }
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else { throw CommandFailure("\(path): cannot write the output") }
        self.handle = handle
        name = path
        closes = true
    }

    func write(_ text: String) throws(CommandFailure) { try write(Data(text.utf8)) }

    func write(_ data: Data) throws(CommandFailure) {
        do { try handle.write(contentsOf: data) } catch {
            throw CommandFailure("\(name): cannot write the output: \(Input.reason(error))")
        }
    }

    func close() {
        if closes { try? handle.close() }
    }
}

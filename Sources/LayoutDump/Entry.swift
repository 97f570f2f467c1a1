import ArgumentParser
import CardGeometry
import Foundation

/// Runs the command and turns every outcome into an exit code: 0 success,
/// 1 a check failed, 2 bad input or usage (ArgumentParser's own usage
/// errors, which it would exit with 64, included).
@main
enum Entry {
    static func main() {
        do {
            var command = try LayoutDump.parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            Output.error(failure.message)
            exit(failure.exitCode)
        } catch {
            let code = LayoutDump.exitCode(for: error)
            let message = LayoutDump.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                exit(0)
            }
            if !message.isEmpty { Output.error(message) }
            exit(code == .validationFailure ? CommandFailure.usage : code.rawValue)
        }
    }
}

/// A failure the command reports itself: its message goes to stderr.
struct CommandFailure: Error {
    /// Exit code of a failed check (`--fail-on`).
    static let checkFailed: Int32 = 1
    /// Exit code of bad input or usage.
    static let usage: Int32 = 2

    var message: String
    var exitCode: Int32

    init(_ message: String, exitCode: Int32 = CommandFailure.usage) {
        self.message = message
        self.exitCode = exitCode
    }
}

/// Where text goes.
enum Output {
    static func error(_ message: String) {
        var text = message
        if !text.hasSuffix("\n") { text += "\n" }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes `layout` as pretty JSON and a newline to stdout, in chunks as
    /// the writer makes them: the JSON tree is never built.
    static func writeJSON(_ layout: Layout) throws(CommandFailure) {
        var failure: Error?
        layout.writeJSON(pretty: true) { bytes in
            guard failure == nil else { return }
            do { try FileHandle.standardOutput.write(contentsOf: Data(bytes)) } catch { failure = error }
        }
        do {
            if failure == nil { try FileHandle.standardOutput.write(contentsOf: Data("\n".utf8)) }
        } catch { failure = error }
        if let failure { throw CommandFailure("cannot write the output: \(Input.reason(failure))") }
    }

    /// Writes `text` to `path`, or to stdout when `path` is nil.
    static func write(_ text: String, to path: String?) throws(CommandFailure) {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure("\(path): cannot write the output: \(Input.reason(error))")
        }
    }
}

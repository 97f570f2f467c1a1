import CardGeometry
import Foundation

/// One of many inputs: where it came from and, for a line of a stream, its
/// bytes (a file is read by the worker that lays it out).
struct InputItem: Sendable {
    var source: InputSource
    /// The name of its own output file under `-o DIR`: its path under the
    /// folder it was found in, its file name, or `line-N.json`.
    var outputName: String
    /// The line's bytes, or why the line was not read (too long); nil for a file.
    var bytes: Result<Data, InputFailure>? = nil

    /// Reads the item (a file: at most `engine.maximumInputBytes`) and its
    /// input, merged over `base`, with `overrides` replacing its
    /// environment's values and `defaults` filling in those it leaves out.
    func input(
        engine: CardLayoutEngine, base: BaseDocument?, overrides: EnvironmentOverrides = EnvironmentOverrides(),
        defaults: EnvironmentOverrides = EnvironmentOverrides()
    ) -> Result<LayoutInput, InputFailure> {
        let data: Data
        switch (source, bytes) {
        case (_, .success(let bytes)?): data = bytes
        case (_, .failure(let failure)?): return .failure(failure)
        case (.file(let path), nil):
            do {
                data = try Input.read(path, maximumBytes: engine.maximumInputBytes).data
            } catch {
                let prefix = path + ": "
                let message = error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
                return .failure(InputFailure(path: nil, message: message))
            }
        case (.line, nil): return .failure(InputFailure(path: nil, message: "no bytes"))
        }
        do {
            return .success(
                try Input.typedInput(data, engine: engine, base: base, overrides: overrides, defaults: defaults))
        } catch {
            return .failure(InputFailure(error))
        }
    }
}

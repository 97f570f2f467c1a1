import CardGeometry

/// Where one of many inputs came from: a file, or a line of an NDJSON
/// stream (counting from 1). JSON Lines and reports write a file as its
/// path and a line as its number.
enum InputSource: Hashable, Sendable, CustomStringConvertible {
    case file(String)
    /// A line of the stream named `stream` (`<stdin>` for standard input).
    case line(Int, stream: String)

    /// `cards/a.json`, or `library.ndjson line 12`.
    var description: String {
        switch self {
        case .file(let path): path == "-" ? Input.standardInputName : path
        case .line(let number, let stream): "\(stream) line \(number)"
        }
    }

    /// The value of a report's `source`: the path, or the line number.
    var jsonValue: JSONValue {
        switch self {
        case .file(let path): .string(path)
        case .line(let number, _): .number(Double(number))
        }
    }

    /// What `--shard` divides by: the path, or the line number.
    var shardKey: String {
        switch self {
        case .file(let path): path
        case .line(let number, _): String(number)
        }
    }
}

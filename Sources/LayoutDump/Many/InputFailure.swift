import CardGeometry

/// Why one of many inputs was not laid out: the JSON path of the value at
/// fault (nil when the fault is not a value's: a file that cannot be read,
/// text that is not JSON) and what is wrong. Written on stderr as
/// `SOURCE: PATH: MESSAGE`, in JSON Lines as `{"path", "message"}`.
struct InputFailure: Error, Sendable {
    var path: String?
    var message: String

    init(path: String?, message: String) {
        self.path = path
        self.message = message
    }

    /// The failure of a layout error: its path and what it says of it.
    init(_ error: CardLayoutError) {
        let description = error.description
        if case .malformedJSON = error.kind {
            self.init(path: nil, message: description)
            return
        }
        let place = error.path.isEmpty ? "(root)" : error.path
        let prefix = place + ": "
        self.init(
            path: place,
            message: description.hasPrefix(prefix) ? String(description.dropFirst(prefix.count)) : description)
    }

    /// `PATH: MESSAGE`, or `MESSAGE` alone.
    var text: String { path.map { "\($0): \(message)" } ?? message }

    /// `{"path": …, "message": …}`.
    var jsonValue: JSONValue {
        var object = JSONObject()
        object.append("path", path.map(JSONValue.string) ?? .null)
        object.append("message", .string(message))
        return .object(object)
    }
}

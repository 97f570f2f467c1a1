/// A ``JSONSink`` that builds the ``JSONValue`` tree of what is written.
package struct JSONTreeBuilder: JSONSink {
    private enum Container {
        case object(JSONObject, key: String?)
        case array([JSONValue])
    }

    private var open: [Container] = []
    /// The document, once its one value is written.
    package private(set) var result: JSONValue = .null

    package init() {}

    package mutating func beginObject() { open.append(.object(JSONObject(), key: nil)) }

    package mutating func endObject() {
        guard case .object(let object, _) = open.removeLast() else { preconditionFailure("endObject in an array") }
        value(.object(object))
    }

    package mutating func beginArray() { open.append(.array([])) }

    package mutating func endArray() {
        guard case .array(let elements) = open.removeLast() else { preconditionFailure("endArray in an object") }
        value(.array(elements))
    }

    package mutating func key(_ key: String) {
        guard case .object(let object, nil) = open.last else { preconditionFailure("a key outside an object") }
        open[open.count - 1] = .object(object, key: key)
    }

    package mutating func value(_ value: JSONValue) {
        switch open.popLast() {
        case nil:
            result = value
        case .object(var object, let key?):
            object.append(key, value)
            open.append(.object(object, key: nil))
        case .array(var elements):
            elements.append(value)
            open.append(.array(elements))
        case .object(_, nil):
            preconditionFailure("a member without a key")
        }
    }
}

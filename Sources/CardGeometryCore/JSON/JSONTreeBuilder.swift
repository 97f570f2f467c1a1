/// A ``JSONSink`` that builds the ``JSONValue`` tree of what is written.
@usableFromInline
package struct JSONTreeBuilder: JSONSink {
    private enum Container {
        case object(JSONObject, key: String?)
        case array([JSONValue])
    }

    private var open: [Container] = []
    /// The document, once its one value is written.
    package private(set) var result: JSONValue = .null

    package init() {}

    @usableFromInline package mutating func beginObject() { open.append(.object(JSONObject(), key: nil)) }

    @usableFromInline package mutating func endObject() {
        guard case .object(let object, _) = open.removeLast() else { preconditionFailure("endObject in an array") }
        value(.object(object))
    }

    @usableFromInline package mutating func beginArray() { open.append(.array([])) }

    @usableFromInline package mutating func endArray() {
        guard case .array(let elements) = open.removeLast() else { preconditionFailure("endArray in an object") }
        value(.array(elements))
    }

    @usableFromInline package mutating func key(_ key: StaticString) {
        guard case .object(let object, nil) = open.last else { preconditionFailure("a key outside an object") }
        open[open.count - 1] = .object(object, key: key.withUTF8Buffer { String(decoding: $0, as: UTF8.self) })
    }

    @usableFromInline package mutating func number(_ number: Double) { value(.number(number)) }
    @usableFromInline package mutating func string(_ string: String) { value(.string(string)) }
    @usableFromInline package mutating func bool(_ bool: Bool) { value(.bool(bool)) }
    @usableFromInline package mutating func null() { value(.null) }
    @usableFromInline package mutating func color(_ color: RGBAColor) { value(.string(color.hex)) }

    @usableFromInline package mutating func value(_ value: JSONValue) {
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

/// Where a layout's JSON goes as it is made: into a tree
/// (``JSONTreeBuilder``) for ``KindLayout/jsonValue``, or straight into
/// bytes (``JSONWriter/stream(_:pretty:chunkSize:to:)``), so that a layout
/// with hundreds of thousands of text lines is written without building
/// its tree first. One writing code per kind serves both.
///
/// A document is one value: ``value(_:)`` for a whole value, or
/// ``beginObject()`` … ``endObject()`` with ``key(_:)`` before each
/// member's value, or ``beginArray()`` … ``endArray()`` around elements.
package protocol JSONSink {
    mutating func beginObject()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    /// The key of the object member whose value comes next.
    mutating func key(_ key: String)
    /// A whole value: a member's (after ``key(_:)``), an element, or the document.
    mutating func value(_ value: JSONValue)
}

extension JSONSink {
    /// A member whose value is whole.
    package mutating func member(_ key: String, _ value: JSONValue) {
        self.key(key)
        self.value(value)
    }

    /// A member whose value is an object written by `body`.
    package mutating func object(_ key: String, _ body: (inout Self) -> Void) {
        self.key(key)
        beginObject()
        body(&self)
        endObject()
    }

    /// A member whose value is an array of `elements`, each written by `body`.
    package mutating func array<Elements: Sequence>(
        _ key: String, _ elements: Elements, _ body: (inout Self, Elements.Element) -> Void
    ) {
        self.key(key)
        beginArray()
        for element in elements { body(&self, element) }
        endArray()
    }

    /// A member whose value is `part` written by `write`, or `null`.
    package mutating func optional<Part>(_ key: String, _ part: Part?, _ write: (Part, inout Self) -> Void) {
        self.key(key)
        if let part { write(part, &self) } else { value(.null) }
    }
}

/// A part of a layout that writes itself into a ``JSONSink``: every kind's
/// layout, and the parts that hold text blocks.
package protocol JSONWritable {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink)
}

extension JSONWritable {
    /// What ``writeJSON(to:)`` writes, as a tree.
    package var writtenJSON: JSONValue {
        var builder = JSONTreeBuilder()
        writeJSON(to: &builder)
        return builder.result
    }
}

/// A tree writes itself whole: what ``JSONWriter`` streams for
/// ``JSONValue/write(pretty:to:)``.
extension JSONValue: JSONWritable {
    package func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.value(self)
    }
}

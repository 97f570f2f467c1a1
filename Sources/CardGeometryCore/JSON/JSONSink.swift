/// Where a layout's JSON goes as it is made: into a tree
/// (``JSONTreeBuilder``) for ``KindLayout/jsonValue``, or straight into
/// bytes (``JSONByteWriter``), so that a layout with hundreds of thousands
/// of text lines is written without building its tree first. One writing
/// code per kind serves both.
///
/// A document is one value: a scalar (``number(_:)``, ``string(_:)``,
/// ``bool(_:)``, ``null()``, ``color(_:)``) or a tree (``value(_:)``), or
/// ``beginObject()`` … ``endObject()`` with ``key(_:)`` before each member's
/// value, or ``beginArray()`` … ``endArray()`` around elements.
///
/// The writing code of a kind is generic over the sink and, with the
/// helpers below, `@inlinable`: each kind's module specializes it for
/// ``JSONByteWriter`` (see ``JSONWritable/writeJSON(into:)``), so that
/// writing bytes makes no tree, no string per value and no call through a
/// protocol.
@usableFromInline
package protocol JSONSink {
    mutating func beginObject()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    /// The key of the object member whose value comes next: a name written
    /// in the code, which needs no escape.
    mutating func key(_ key: StaticString)
    /// A whole value: a member's (after ``key(_:)``), an element, or the document.
    mutating func value(_ value: JSONValue)
    /// A number, written with at most three decimals.
    mutating func number(_ number: Double)
    /// A string.
    mutating func string(_ string: String)
    /// `true` or `false`.
    mutating func bool(_ bool: Bool)
    /// `null`.
    mutating func null()
    /// A color as the string `#RRGGBBAA`.
    mutating func color(_ color: RGBAColor)
}

extension JSONSink {
    /// A member whose value is whole.
    @inlinable
    package mutating func member(_ key: StaticString, _ value: JSONValue) {
        self.key(key)
        self.value(value)
    }

    /// A member whose value is a number.
    @inlinable
    package mutating func member(_ key: StaticString, _ number: Double) {
        self.key(key)
        self.number(number)
    }

    /// A member whose value is a number, or `null`.
    @inlinable
    package mutating func member(_ key: StaticString, _ number: Double?) {
        self.key(key)
        if let number { self.number(number) } else { null() }
    }

    /// A member whose value is an integer, written as the number it is as a
    /// `Double` (as the tree holds it).
    @inlinable
    package mutating func member(_ key: StaticString, _ integer: Int) {
        self.key(key)
        number(Double(integer))
    }

    /// A member whose value is a string.
    @inlinable
    package mutating func member(_ key: StaticString, _ string: String) {
        self.key(key)
        self.string(string)
    }

    /// A member whose value is a string, or `null`.
    @inlinable
    package mutating func member(_ key: StaticString, _ string: String?) {
        self.key(key)
        if let string { self.string(string) } else { null() }
    }

    /// A member whose value is `true` or `false`.
    @inlinable
    package mutating func member(_ key: StaticString, _ bool: Bool) {
        self.key(key)
        self.bool(bool)
    }

    /// A member whose value is a color, `#RRGGBBAA`.
    @inlinable
    package mutating func member(_ key: StaticString, _ color: RGBAColor) {
        self.key(key)
        self.color(color)
    }

    /// A member whose value is a color, `#RRGGBBAA`, or `null`.
    @inlinable
    package mutating func member(_ key: StaticString, _ color: RGBAColor?) {
        self.key(key)
        if let color { self.color(color) } else { null() }
    }

    /// A member whose value is an object written by `body`.
    @inlinable
    package mutating func object(_ key: StaticString, _ body: (inout Self) -> Void) {
        self.key(key)
        beginObject()
        body(&self)
        endObject()
    }

    /// A member whose value is an array of `elements`, each written by `body`.
    @inlinable
    package mutating func array<Elements: Sequence>(
        _ key: StaticString, _ elements: Elements, _ body: (inout Self, Elements.Element) -> Void
    ) {
        self.key(key)
        beginArray()
        for element in elements { body(&self, element) }
        endArray()
    }

    /// A member whose value is `part` written by `write`, or `null`.
    @inlinable
    package mutating func optional<Part>(_ key: StaticString, _ part: Part?, _ write: (Part, inout Self) -> Void) {
        self.key(key)
        if let part { write(part, &self) } else { null() }
    }

    /// A member whose value is an object written by `body` from `part`, or `null`.
    @inlinable
    package mutating func optionalObject<Part>(
        _ key: StaticString, _ part: Part?, _ body: (Part, inout Self) -> Void
    ) {
        self.key(key)
        guard let part else {
            null()
            return
        }
        beginObject()
        body(part, &self)
        endObject()
    }
}

/// A part of a layout that writes itself into a ``JSONSink``: every kind's
/// layout, and the parts that hold text blocks.
package protocol JSONWritable {
    func writeJSON<Sink: JSONSink>(to sink: inout Sink)
    /// ``writeJSON(to:)`` into bytes. Every kind's layout gives its own,
    /// `{ writeJSON(to: &writer) }`, so that its module specializes its
    /// writing code for the byte writer; the default here is not
    /// specialized.
    func writeJSON(into writer: inout JSONByteWriter)
}

extension JSONWritable {
    package func writeJSON(into writer: inout JSONByteWriter) {
        writeJSON(to: &writer)
    }

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

/// A rectangle in points, absolute in the container: origin at its
/// top-left, y down (SharedConventions article, "Coordinates").
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge (y grows down).
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A frame from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge, `x + width`.
    public var maxX: Double { x + width }
    /// The bottom edge, `y + height`.
    public var maxY: Double { y + height }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle mirrored in a container `containerWidth` wide whose
    /// left edge is at `containerX`: x becomes `Wc - x - width` in the
    /// container's coordinates (SharedConventions article, "Right-to-left").
    public func mirrored(inWidth containerWidth: Double, originX containerX: Double = 0) -> LayoutRect {
        LayoutRect(x: containerX + containerWidth - (x - containerX) - width, y: y, width: width, height: height)
    }

    public var description: String {
        let number = JSONNumberFormat.threeDecimals
        return "(\(number(x)), \(number(y)), \(number(width)), \(number(height)))"
    }
}

/// A size in points.
public struct LayoutSize: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size of this width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

extension LayoutRect: JSONWritable {
    /// `{ "x", "y", "width", "height" }`, member by member.
    @inlinable
    package func writeJSON<Sink: JSONSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("x", x)
        sink.member("y", y)
        sink.member("width", width)
        sink.member("height", height)
        sink.endObject()
    }
}

extension JSONSink {
    /// A member whose value is a frame, written member by member (no tree).
    @inlinable
    package mutating func member(_ key: StaticString, _ frame: LayoutRect) {
        self.key(key)
        frame.writeJSON(to: &self)
    }

    /// A member whose value is a frame, or `null`.
    @inlinable
    package mutating func member(_ key: StaticString, _ frame: LayoutRect?) {
        self.key(key)
        if let frame { frame.writeJSON(to: &self) } else { null() }
    }

    /// A member whose value is a size, `{ "width", "height" }`.
    @inlinable
    package mutating func member(_ key: StaticString, _ size: LayoutSize) {
        self.key(key)
        beginObject()
        member("width", size.width)
        member("height", size.height)
        endObject()
    }
}

extension LayoutRect {
    /// `{ "x", "y", "width", "height" }`.
    public var jsonValue: JSONValue {
        .object(
            JSONObject([
                .init(key: "x", value: .number(x)), .init(key: "y", value: .number(y)),
                .init(key: "width", value: .number(width)), .init(key: "height", value: .number(height)),
            ]))
    }
}

extension LayoutSize {
    /// `{ "width", "height" }`.
    public var jsonValue: JSONValue {
        .object(JSONObject([.init(key: "width", value: .number(width)), .init(key: "height", value: .number(height))]))
    }
}

import CardGeometry

/// Lines of SVG markup written as UTF-8 bytes into one growing buffer, each
/// ended by a newline: a picture's definitions or its body. A line is
/// appended whole (``append(_:)``) or written piece by piece — static
/// pieces, strings, numbers in the pictures' format — and ended with
/// ``endLine()``, so that the pieces are never joined as strings first; a
/// kept shape's drawing (``ShapeDrawings``) is a copy of its bytes.
struct MarkupLines {
    private(set) var bytes: [UInt8] = []

    /// How many bytes are written so far: where what is written next starts.
    var byteCount: Int { bytes.count }

    /// Makes room for `count` bytes in all.
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// Appends `line` and a newline.
    mutating func append(_ line: String) {
        bytes.append(contentsOf: line.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends each of `lines` as a line.
    static func += (lines: inout MarkupLines, more: [String]) {
        for line in more { lines.append(line) }
    }

    /// The bytes written from `start` on (whole lines), to be kept.
    func written(from start: Int) -> [UInt8] {
        Array(bytes[start...])
    }

    /// Appends lines kept as ``written(from:)`` gave them.
    mutating func append(written: [UInt8]) {
        bytes.append(contentsOf: written)
    }

    /// Writes `text` into the line being written.
    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `text` into the line being written.
    mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes `number` as the pictures write numbers (``SVGMarkup/n(_:)``).
    mutating func write(number: Double) {
        NumberText.append(number, to: &bytes)
    }

    /// Writes ``SVGMarkup/frameAttribute(_:)`` of `rect`.
    mutating func write(frame rect: LayoutRect) {
        write(#" data-frame=""#)
        write(number: rect.x)
        bytes.append(UInt8(ascii: " "))
        write(number: rect.y)
        bytes.append(UInt8(ascii: " "))
        write(number: rect.width)
        bytes.append(UInt8(ascii: " "))
        write(number: rect.height)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes ``SVGMarkup/rounded(_:_:)`` of `rect` and `radius` (path data).
    mutating func write(roundedRect rect: LayoutRect, radius: Double) {
        SVGPathData.appendRoundedRect(
            x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: radius, to: &bytes)
    }

    /// Writes a `<use>` of the definition `id` at (`x`, `y`), as
    /// ``SharedGlyphUse/lineUse(_:x:baseline:)`` makes it.
    mutating func write(use id: String, x: Double, y: Double) {
        write(##"<use href="#"##)
        write(id)
        write(#"" x=""#)
        write(number: x)
        write(#"" y=""#)
        write(number: y)
        write(#""/>"#)
    }

    /// Ends the line being written.
    mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
    }
}

// The CardRendering module: SVG pictures, frame tables and device-matrix
// reports of card layouts of any kind. Everything here formats; nothing lays out.

import CardGeometry

/// Strings as the text reports show them.
enum DisplayText {
    /// `text` in double quotes, with quotes, backslashes and control
    /// characters escaped so a line of a table stays one line.
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\u{" + hex + "}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }

    /// How many terminal columns `text` takes, counting each grapheme
    /// cluster as one (the tables keep wide scripts in their last column).
    static func width(_ text: String) -> Int {
        // ASCII but CR (which joins a following LF) is a cluster per byte.
        let isSimple = text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
        if isSimple { return text.utf8.count }
        // The marks of a device matrix's cells ("…", "↓") among ASCII: each
        // scalar is a cluster of its own (neither extends nor joins), so
        // the scalars are counted without finding the clusters' bounds.
        var scalars = 0
        for scalar in text.unicodeScalars {
            guard (scalar.isASCII && scalar != "\r") || scalar == "\u{2026}" || scalar == "\u{2193}" else {
                return text.count
            }
            scalars += 1
        }
        return scalars
    }

}

/// A grid of cells written with aligned columns, two spaces apart. Trailing
/// spaces are trimmed.
struct TextGrid {
    var rightAligned: Set<Int> = []
    var rows: [[String]] = []

    mutating func append(_ row: [String]) { rows.append(row) }

    func render() -> [String] {
        var columns = 0
        for row in rows { columns = max(columns, row.count) }
        // Every cell's width, row after row.
        var cellWidths: [Int] = []
        cellWidths.reserveCapacity(rows.count * columns)
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() {
                let width = DisplayText.width(cell)
                cellWidths.append(width)
                widths[index] = max(widths[index], width)
            }
        }
        let isRightAligned = (0..<columns).map(rightAligned.contains)
        let space = UInt8(ascii: " ")
        var lines: [String] = []
        lines.reserveCapacity(rows.count)
        // Each line is written as UTF-8 bytes: appending to a `String` cell
        // by cell cost more than the rest of a device matrix's table.
        var line: [UInt8] = []
        var next = 0
        for row in rows {
            line.removeAll(keepingCapacity: true)
            for (index, cell) in row.enumerated() {
                // Spaces a byte at a time: a short literal or a repeated
                // element appended as a collection cost more than the cell.
                if index > 0 {
                    line.append(space)
                    line.append(space)
                }
                let padding = widths[index] - cellWidths[next]
                next += 1
                if isRightAligned[index] {
                    for _ in 0..<padding { line.append(space) }
                    line.append(contentsOf: cell.utf8)
                } else {
                    line.append(contentsOf: cell.utf8)
                    for _ in 0..<padding { line.append(space) }
                }
            }
            lines.append(Self.trimmingTrailingSpaces(line))
        }
        return lines
    }

    /// The line without its trailing spaces, as `String` removes them: a
    /// character at a time, where a space after a prepended mark (U+0600 …)
    /// is part of the mark's character and stays. Whether the spaces are
    /// characters of their own depends only on the scalar before them: no
    /// prepended mark is below U+0600, nor among the punctuation, arrows
    /// and symbols of U+2000 to U+2BFF (the marks "…" and "↓").
    private static func trimmingTrailingSpaces(_ line: [UInt8]) -> String {
        var end = line.count
        while end > 0 && line[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard end > 0, end < line.count, line[end - 1] >= 0x80 else {
            return String(decoding: line[0..<end], as: UTF8.self)
        }
        // The last scalar before the spaces (UTF-8 continuation bytes are
        // 10xxxxxx).
        var scalarStart = end - 1
        while scalarStart > 0 && line[scalarStart] & 0xC0 == 0x80 { scalarStart -= 1 }
        // That scalar decoded from its bytes, without making a string of them.
        var bytes = line[scalarStart..<end].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&bytes),
            scalar.value < 0x600 || (0x2000...0x2BFF).contains(scalar.value)
        {
            return String(decoding: line[0..<end], as: UTF8.self)
        }
        var tail = String(decoding: line[scalarStart...], as: UTF8.self)
        while tail.hasSuffix(" ") { tail.removeLast() }
        return String(decoding: line[0..<scalarStart] + Array(tail.utf8), as: UTF8.self)
    }
}

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
    static func width(_ text: String) -> Int { text.count }

    static func padded(_ text: String, to width: Int, rightAligned: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - Self.width(text)))
        return rightAligned ? padding + text : text + padding
    }
}

/// A grid of cells written with aligned columns, two spaces apart. Trailing
/// spaces are trimmed.
struct TextGrid {
    var rightAligned: Set<Int> = []
    var rows: [[String]] = []

    mutating func append(_ row: [String]) { rows.append(row) }

    func render() -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], DisplayText.width(cell)) }
        }
        return rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                if index > 0 { line += "  " }
                line += DisplayText.padded(cell, to: widths[index], rightAligned: rightAligned.contains(index))
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}

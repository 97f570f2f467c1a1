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
        return isSimple ? text.utf8.count : text.count
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
        let cellWidths = rows.map { row in row.map(DisplayText.width) }
        var widths = [Int](repeating: 0, count: columns)
        for row in cellWidths {
            for (index, width) in row.enumerated() { widths[index] = max(widths[index], width) }
        }
        let isRightAligned = (0..<columns).map(rightAligned.contains)
        return zip(rows, cellWidths).map { row, rowWidths in
            var line = ""
            for (index, cell) in row.enumerated() {
                if index > 0 { line += "  " }
                let padding = String(repeating: " ", count: widths[index] - rowWidths[index])
                if isRightAligned[index] {
                    line += padding
                    line += cell
                } else {
                    line += cell
                    line += padding
                }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}

import CardGeometry

/// Writes a ``JSONValue`` as text: keys in their order, numbers with at most
/// three decimals (as layouts are written), two-space indentation when pretty.
public enum JSONText {
    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var output = ""
        write(value, pretty: pretty, indent: 0, into: &output)
        return output
    }

    private static func write(_ value: JSONValue, pretty: Bool, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let bool): output += bool ? "true" : "false"
        case .number(let number): output += NumberText.format(number)
        case .string(let string): writeString(string, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                newline(pretty, indent + 1, &output)
                write(element, pretty: pretty, indent: indent + 1, into: &output)
            }
            newline(pretty, indent, &output)
            output += "]"
        case .object(let object):
            guard !object.members.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { output += "," }
                newline(pretty, indent + 1, &output)
                writeString(member.key, into: &output)
                output += pretty ? ": " : ":"
                write(member.value, pretty: pretty, indent: indent + 1, into: &output)
            }
            newline(pretty, indent, &output)
            output += "}"
        }
    }

    private static func newline(_ pretty: Bool, _ indent: Int, _ output: inout String) {
        guard pretty else { return }
        output += "\n" + String(repeating: "  ", count: indent)
    }

    private static func writeString(_ string: String, into output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

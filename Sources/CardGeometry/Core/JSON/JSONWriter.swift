/// Writes a ``JSONValue`` deterministically: keys in the tree's order,
/// numbers through one formatter, strings escaped as JSON.stringify does
/// (`"`, `\` and control characters; everything else as UTF-8).
///
/// Pretty output indents by two spaces and puts every array element and
/// object member on its own line (`"key": value`); empty arrays and objects
/// are `[]` and `{}`. Compact output has no whitespace. Neither ends with a
/// newline.
enum JSONWriter {
    static func write(
        _ value: JSONValue, pretty: Bool,
        numberFormat: (Double) -> String = JSONNumberFormat.threeDecimals
    ) -> String {
        var output = ""
        write(value, pretty: pretty, indent: 0, numberFormat: numberFormat, into: &output)
        return output
    }

    private static func write(
        _ value: JSONValue, pretty: Bool, indent: Int, numberFormat: (Double) -> String, into output: inout String
    ) {
        switch value {
        case .null: output += "null"
        case .bool(let bool): output += bool ? "true" : "false"
        case .number(let number): output += numberFormat(number)
        case .string(let string): writeString(string, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                newline(pretty: pretty, indent: indent + 1, into: &output)
                write(element, pretty: pretty, indent: indent + 1, numberFormat: numberFormat, into: &output)
            }
            newline(pretty: pretty, indent: indent, into: &output)
            output += "]"
        case .object(let object):
            guard !object.members.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { output += "," }
                newline(pretty: pretty, indent: indent + 1, into: &output)
                writeString(member.key, into: &output)
                output += pretty ? ": " : ":"
                write(member.value, pretty: pretty, indent: indent + 1, numberFormat: numberFormat, into: &output)
            }
            newline(pretty: pretty, indent: indent, into: &output)
            output += "}"
        }
    }

    private static func newline(pretty: Bool, indent: Int, into output: inout String) {
        guard pretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: indent)
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
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension JSONValue {
    /// The value as JSON text, keys in order and numbers with at most three
    /// decimals (as layouts are written); two-space indentation when pretty.
    public func text(pretty: Bool = true) -> String {
        JSONWriter.write(self, pretty: pretty)
    }
}

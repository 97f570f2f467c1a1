/// Text made safe inside XML, SVG and HTML: every picture and report the
/// libraries write escapes what it shows from an input through here. (The
/// preview's page has its own, narrower escape, `HTMLText`, for its
/// double-quoted attributes and element content.)
package enum MarkupText {
    /// `text` escaped for character data and attribute values: the five
    /// markup characters as entities, tab, LF and CR as character
    /// references (so an attribute keeps them), and characters XML 1.0
    /// cannot hold replaced with U+FFFD.
    package static func escaped(_ text: String) -> String {
        // Most texts hold nothing to escape: returned as they are, unread
        // scalar by scalar.
        guard text.utf8.contains(where: needsEscape) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            default:
                // XML 1.0 allows tab, LF, CR and from U+0020 on (no FFFE/FFFF).
                let value = scalar.value
                if value < 0x20 && value != 0x9 && value != 0xA && value != 0xD || value == 0xFFFE || value == 0xFFFF {
                    output += "\u{FFFD}"
                } else if value < 0x20 {
                    output += "&#x\(String(value, radix: 16, uppercase: true));"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    /// Whether a UTF-8 byte may start what ``escaped(_:)`` changes: a
    /// markup character, a control character, or the lead byte of U+FFFE
    /// and U+FFFF (EF BF BE, EF BF BF), which are checked in full.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF:
            true
        default:
            byte < 0x20
        }
    }
}

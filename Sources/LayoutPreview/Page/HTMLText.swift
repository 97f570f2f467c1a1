// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
/// Text made safe for HTML: everything the page shows from FILE (texts,
/// names, error messages) goes through here.
enum HTMLText {
    /// `text` escaped for element content and double-quoted attribute values
    /// (the only kind the page writes).
    static func escaped(_ text: String) -> String {
        // Most texts hold nothing to escape: returned as they are.
        guard
            text.utf8.contains(where: {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"")
            })
        else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Appends ``escaped(_:)`` of `text` to `bytes` (UTF-8): what is
    /// escaped is ASCII, so the text's bytes are copied as they are and
    /// those four replaced.
    static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                let replacement: StaticString
                switch utf8[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }
}
#endif

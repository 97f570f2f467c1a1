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
}
#endif

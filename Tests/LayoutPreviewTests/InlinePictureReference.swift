// Built with the Preview trait only (Package.swift): without it the module is empty.
#if Preview
/// How a standalone SVG file (`layout-dump --format svg`) is made fit to sit
/// inline in a page beside other pictures, by rewriting its text: the
/// reference the tiles' pictures, drawn inline from the start, are checked
/// against. No XML declaration nor final newline, every id (and every
/// reference to one) prefixed with `prefix` and a dash, except references to
/// the page's shared glyphs (ids starting with `sharedPrefix`), and the
/// root element given `class="picture"`.
enum InlinePictureReference {
    static func inline(_ svg: String, prefix: String, sharedPrefix: String? = nil) -> String {
        let shared = sharedPrefix.map { Array($0.utf8) } ?? []
        var bytes = Array(svg.utf8)[...]
        if bytes.starts(with: "<?xml".utf8), let end = bytes.firstIndex(of: UInt8(ascii: ">")) {
            bytes = bytes[(end + 1)...].drop { $0 == UInt8(ascii: "\n") }
        }
        let marker = Array((prefix + "-").utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1024)
        if bytes.starts(with: "<svg ".utf8) {
            output += "<svg class=\"picture\" ".utf8
            bytes = bytes.dropFirst("<svg ".count)
        }
        // One pass: after each space, an attribute that names an id gets the
        // prefix. Every `"` inside an attribute value is escaped, so these
        // only match where an attribute starts.
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            output.append(byte)
            index += 1
            guard byte == UInt8(ascii: " ") else { continue }
            for pattern in idPatterns where bytes[index...].starts(with: pattern) {
                output += pattern
                index += pattern.count
                if shared.isEmpty || !bytes[index...].starts(with: shared) { output += marker }
                break
            }
        }
        while output.last == UInt8(ascii: "\n") { output.removeLast() }
        return String(decoding: output, as: UTF8.self)
    }

    /// What precedes an id, or a reference to one, after a space.
    private static let idPatterns: [[UInt8]] =
        ["id=\"", "href=\"#", "xlink:href=\"#"].map { Array($0.utf8) }
        + referencingAttributes.map { Array("\($0)=\"url(#".utf8) }

    /// Attributes whose value may be `url(#id)`.
    private static let referencingAttributes = [
        "clip-path", "fill", "stroke", "mask", "filter", "marker-start", "marker-mid", "marker-end",
    ]
}
#endif

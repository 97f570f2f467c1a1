import CardText

/// Glyph outlines read once per picture.
struct OutlineCache {
    let fonts: FontRegistry
    private var outlines: [Key: OutlinePath?] = [:]
    private var bitmapFaces: [String: Bool] = [:]

    private struct Key: Hashable {
        var fontFile: String
        var glyph: UInt32
    }

    init(fonts: FontRegistry) { self.fonts = fonts }

    mutating func outline(_ glyph: UInt32, fontFile: String) -> OutlinePath? {
        let key = Key(fontFile: fontFile, glyph: glyph)
        if let cached = outlines[key] { return cached }
        let outline = fonts.outline(glyph: glyph, fontFile: fontFile).map(OutlinePath.init)
        outlines[key] = outline
        return outline
    }

    /// Whether a face has no outlines at all (a bitmap emoji face): none
    /// of its first glyphs has one.
    mutating func isBitmapFace(_ fontFile: String) -> Bool {
        if let known = bitmapFaces[fontFile] { return known }
        let bitmap = !(1...48).contains { fonts.outline(glyph: UInt32($0), fontFile: fontFile) != nil }
        bitmapFaces[fontFile] = bitmap
        return bitmap
    }
}

/// The ellipsis that ends a truncated line: U+2026 in the style's primary
/// face, or "..." when the face has no such glyph.
struct Ellipsis {
    let text: String
    let face: FontFace
    /// The advance at 1 pt.
    let ems: Double
    let clusterCount: Int32

    init(face: FontFace, shaper: Shaper) {
        let text = face.covers(0x2026) ? "\u{2026}" : "..."
        self.text = text
        self.face = face
        self.clusterCount = Int32(text.count)
        self.ems = shaper.shape(text, face: face, script: .latin).reduce(0) { $0 + Double($1.advance) } / face.unitsPerEm
    }

    /// The width at `geometry`'s size; letter spacing follows unless the
    /// ellipsis stands after a cluster of a cursive script.
    func width(in geometry: LineGeometry, after script: ScriptTag) -> Double {
        geometry.width(ems: ems, spacedClusters: script.isCursive ? 0 : clusterCount)
    }
}

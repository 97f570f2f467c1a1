/// The ellipsis that ends a truncated line: U+2026 in the style's primary
/// face, or "..." when the face has no such glyph.
struct Ellipsis {
    let text: String
    /// `text` in UTF-16.
    let units: [UInt16]
    let face: FontFace
    /// The advance at 1 pt.
    let ems: Double
    let clusterCount: Int32

    init(face: FontFace) {
        self.text = face.ellipsis
        self.units = Array(face.ellipsis.utf16)
        self.face = face
        self.clusterCount = Int32(face.ellipsis.count)
        self.ems = face.ellipsisEms
    }

    /// The width at `geometry`'s size, shaped on its own; letter spacing
    /// follows unless the ellipsis stands after a cluster of a cursive script.
    func width(in geometry: LineGeometry, after script: ScriptTag) -> Double {
        geometry.width(ems: ems, spacedClusters: spacedClusters(after: script))
    }

    /// How many of its clusters take letter spacing: none after a cluster of
    /// a cursive script (the ellipsis takes the script of the cluster before it).
    func spacedClusters(after script: ScriptTag) -> Int32 {
        script.isCursive ? 0 : clusterCount
    }
}

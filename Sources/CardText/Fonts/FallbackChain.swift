/// The faces a cluster is tried in (FontsAndFallback article, "Which face sets
/// each character"): the style's own face, then the fallback faces in manifest
/// order. A fallback face whose manifest entry names `scripts` moves right
/// after the style's face for a cluster whose first character has one of those
/// scripts (the Korean face for Hangul, ahead of the CJK face), and keeps its
/// place otherwise. Iterating gives the chain in manifest order.
struct FallbackChain: Sequence, Sendable {
    /// The style's face, then the fallback faces in manifest order.
    let faces: [FontFace]
    /// For each script a fallback face is marked for, the chain with the
    /// faces marked for it right after the style's face.
    private let facesByScript: [ScriptTag: [FontFace]]

    /// - Parameter scripts: the scripts each face is marked for (empty for
    ///   most faces).
    init(faces: [FontFace], scripts: (FontFace) -> Set<ScriptTag>) {
        self.faces = faces
        var byScript: [ScriptTag: [FontFace]] = [:]
        let fallbacks = faces.dropFirst()
        for script in Set(fallbacks.flatMap(scripts)) {
            let marked = fallbacks.filter { scripts($0).contains(script) }
            let others = fallbacks.filter { !scripts($0).contains(script) }
            byScript[script] = Array(faces.prefix(1)) + marked + others
        }
        self.facesByScript = byScript
    }

    /// The style's own face.
    var primary: FontFace { faces[0] }

    /// The faces to try, in order, for a cluster whose first character is
    /// `scalar`.
    func faces(forClusterStartingWith scalar: UInt32) -> [FontFace] {
        guard !facesByScript.isEmpty else { return faces }
        return facesByScript[UnicodeProperties.script(of: scalar)] ?? faces
    }

    func makeIterator() -> IndexingIterator<[FontFace]> { faces.makeIterator() }
}

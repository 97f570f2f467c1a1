/// Chooses the face each grapheme cluster is set in (FontsAndFallback article,
/// "Which face sets each character").
struct FontSelection {
    /// The style's face first, then the fallback families.
    let chain: FallbackChain
    let emoji: FontFace?

    /// The face for a cluster made of `scalars`, given the face of the
    /// cluster before it in the paragraph (`nil` at the paragraph's start).
    func face(for scalars: some Collection<UInt32>, previous: FontFace?) -> FontFace {
        let first = scalars.first ?? 0x20
        let wantsEmoji =
            !scalars.contains(0xFE0E) && (scalars.contains(0xFE0F) || UnicodeProperties.hasEmojiPresentation(first))
        if wantsEmoji, let emoji, covers(emoji, scalars) { return emoji }
        if let previous, !previous.isEmoji, UnicodeProperties.script(of: first).isShared, covers(previous, scalars) {
            return previous
        }
        // Every order of the chain starts with the style's face.
        if covers(chain.primary, scalars) { return chain.primary }
        if let face = chain.faces(forClusterStartingWith: first).first(where: { covers($0, scalars) }) {
            return face
        }
        if let emoji, covers(emoji, scalars) { return emoji }
        return chain.primary
    }

    /// Whether `face` has glyphs for all of `scalars` but the default-ignorable
    /// ones; a tab counts as a space.
    private func covers(_ face: FontFace, _ scalars: some Collection<UInt32>) -> Bool {
        scalars.allSatisfy { scalar in
            UnicodeProperties.isDefaultIgnorable(scalar) || face.covers(scalar == 0x09 ? 0x20 : scalar)
        }
    }
}

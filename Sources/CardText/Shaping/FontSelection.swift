/// Chooses the face each grapheme cluster is set in (FontsAndFallback article,
/// "Which face sets each character").
struct FontSelection {
    /// The style's face first, then the fallback families.
    let chain: FallbackChain
    let emoji: FontFace?
    /// The style's face: the chain's first.
    let primary: FontFace

    init(chain: FallbackChain, emoji: FontFace?) {
        self.chain = chain
        self.emoji = emoji
        self.primary = chain.primary
    }

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

    /// Whether a cluster of the one scalar `scalar` is set in the style's
    /// face when the cluster before it was (or none was):
    /// ``face(for:previous:)`` then gives `chain.primary`. It does unless
    /// the scalar asks for emoji presentation or the face lacks it; asking
    /// this first spares the common case (most clusters of most texts) the
    /// general search and the reference counting of the faces it returns.
    func keepsPrimary(_ scalar: UInt32) -> Bool {
        scalar != 0xFE0F && !UnicodeProperties.hasEmojiPresentation(scalar)
            && (UnicodeProperties.isDefaultIgnorable(scalar) || primary.covers(scalar == 0x09 ? 0x20 : scalar))
    }

    /// Whether `face` has glyphs for all of `scalars` but the default-ignorable
    /// ones; a tab counts as a space.
    private func covers(_ face: FontFace, _ scalars: some Collection<UInt32>) -> Bool {
        scalars.allSatisfy { scalar in
            UnicodeProperties.isDefaultIgnorable(scalar) || face.covers(scalar == 0x09 ? 0x20 : scalar)
        }
    }
}

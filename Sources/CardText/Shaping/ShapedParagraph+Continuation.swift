/// Where a long paragraph's layout may go on in a new window: the lines
/// before the point are kept, the window is dropped, and the rest of the
/// paragraph is analysed from the point as if it were a paragraph of its
/// own, with `advanceSums` going on from the sum at the point. So a text
/// with no line limit costs memory for one window and its lines, not for
/// its whole analysis.
extension ShapedParagraph {
    /// Whether the rest of the paragraph, from cluster `cluster` (the start
    /// of a line) on, analysed on its own gives what the whole paragraph
    /// gives there, when the whole paragraph has no right-to-left character
    /// and no bidi control (`TextSegmentation.mayBeRightToLeft`; the caller
    /// checks the whole paragraph, this window sees only its start).
    ///
    /// The point lies before the window's reliable end (its analysis there
    /// is the whole's), after a space that is a grapheme cluster of its own,
    /// and its character is a strong left-to-right letter of a script of its
    /// own that starts a cluster. Then, from the point on:
    /// - grapheme boundaries are the same: no rule of UAX #29 reads back
    ///   across a lone space (it is none of Extend, ZWJ, Regional_Indicator,
    ///   Extended_Pictographic or an Indic conjunct class);
    /// - line-break opportunities are the same: the rules that look back
    ///   past spaces (LB14-LB17, LB8) need one of OP, QU, CL, CP, B2 or ZW
    ///   before them with only spaces between, and the letter at the point
    ///   stands between the space and any later position; a dictionary run
    ///   of Thai starts at the letter in both;
    /// - bidi levels are the same: with no right-to-left character the
    ///   paragraph level is 0 (its first strong character is left to right,
    ///   as this one is) and every level is 0;
    /// - scripts and faces are the same: the letter's script is its own
    ///   (not Common or Inherited, which take the previous cluster's), and
    ///   only such shared clusters look at the previous cluster's face;
    /// - shaping is the same: the point is a safe break (HarfBuzz marked
    ///   its first glyph not unsafe to break, or a run starts there where no
    ///   letters join across it), so the text after it shaped without what
    ///   precedes is the whole's shaping, as for any line that starts at a
    ///   safe break (docs/text-internals.md, "Lines are shaped on their own").
    func continues(at cluster: Int) -> Bool {
        guard cluster >= 1, cluster < reliableCount, cluster < count, isSafeBreak[cluster] else { return false }
        let unit = Int(clusterStarts[cluster])
        guard units[unit - 1] == 0x20, Int(clusterStarts[cluster - 1]) == unit - 1 else { return false }
        let scalar = Self.scalar(startingAt: unit, in: units)
        return UnicodeProperties.strongDirection(of: scalar) == .leftToRight
            && UnicodeProperties.clusterClass(of: scalar) == .base
            && UnicodeProperties.lineBreakClass(of: scalar).isWordCharacter
            && !UnicodeProperties.script(of: scalar).isShared
    }
}

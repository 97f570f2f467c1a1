import CCardICU

/// Whether a run boundary is a safe break now that a line is shaped on its
/// own (docs/text-internals.md, "Lines are shaped on their own").
///
/// Each run of a paragraph is shaped with the paragraph's other text as
/// HarfBuzz's context, which only its joining pass reads (Arabic, Syriac,
/// N'Ko, Mongolian and other joining scripts): the first non-transparent
/// character on each side decides whether letters join across the
/// boundary. A line shaped on its own has no context, so where two runs'
/// letters could join (an Arabic word whose letters fall in two faces, or
/// turn into another script inside a word) a line starting or ending there
/// takes other forms than the paragraph's shaping gave: such a boundary is
/// no safe break, and lines there are reshaped.
extension ShapedParagraph {
    /// Whether the characters on both sides of `unit` could join, skipping
    /// transparent ones; `true` when more than ``joiningLookaround``
    /// transparent characters hide the answer.
    static func mayJoin(_ units: [UInt16], across unit: Int) -> Bool {
        guard unit > 0, unit < units.count else { return false }
        // The character before, past transparent ones.
        var end = unit
        var skipped = 0
        var before: Int32 = 0
        repeat {
            guard end > 0 else { return false }
            guard skipped <= joiningLookaround else { return true }
            let (scalar, start) = scalar(endingAt: end, in: units)
            before = UnicodeProperties.joining(of: scalar)
            end = start
            skipped += 1
        } while before & Int32(CARD_ICU_JOINING_TRANSPARENT) != 0
        guard before & Int32(CARD_ICU_JOINS_AFTER) != 0 else { return false }
        // The character after, past transparent ones.
        var start = unit
        skipped = 0
        var after: Int32 = 0
        repeat {
            guard start < units.count else { return false }
            guard skipped <= joiningLookaround else { return true }
            let scalar = scalar(startingAt: start, in: units)
            after = UnicodeProperties.joining(of: scalar)
            start += scalar > 0xFFFF ? 2 : 1
            skipped += 1
        } while after & Int32(CARD_ICU_JOINING_TRANSPARENT) != 0
        return after & Int32(CARD_ICU_JOINS_BEFORE) != 0
    }

    /// The most characters ``mayJoin(_:across:)`` reads on each side.
    static let joiningLookaround = 32
}

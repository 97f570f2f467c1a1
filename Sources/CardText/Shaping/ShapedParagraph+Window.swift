/// Where a window of a long paragraph is settled: the point before which its
/// analysis (clusters, line-break opportunities, bidi levels, runs and
/// shaping) is the whole paragraph's, whatever follows the window
/// (``ShapedParagraph/reliableCount``). The rules read the Unicode
/// properties around a point and HarfBuzz's flags at it.
extension ShapedParagraph {
    /// In a window (the first units of a longer paragraph), the last cluster
    /// before which the analysis is the whole paragraph's whatever follows the
    /// window; 0 when there is none.
    ///
    /// It is the start `r` of a cluster at least `windowMargin` units before
    /// the window's end where (``settledBoundary(_:at:breaksBetweenIdeographs:)``)
    /// the text reads letter, space, letter (letters and ideographs by their
    /// Line_Break class, the first with any marks it carries), ideograph,
    /// ideograph, or alphabetic letter, alphabetic letter (inside a word);
    /// the character at `r` is strong for bidi and may start a grapheme
    /// cluster; and the bidi levels before `r` are settled
    /// (``bidiSettledPrefixes(_:)``). Then:
    /// - a grapheme boundary falls at `r`, and every boundary before it is
    ///   the whole paragraph's (UAX #29's rules look back only);
    /// - every line-break opportunity before `r` is the whole's, and so is
    ///   whether one falls at `r` (after the space by LB18, between
    ///   ideographs by LB31, none between letters by LB28): no rule reads
    ///   across the letters and space around `r` (those that look past
    ///   spaces start at OP, QU, CL, CP, B2 or ZW), and a dictionary run of
    ///   Thai ends at the space. Ideographs are broken by pairs unless the
    ///   locale asks for phrase breaking (`lw`), which reads a dictionary;
    /// - every bidi level before `r` is settled (UAX #9): the strong
    ///   character at `r` ends any neutral or weak sequence before it and
    ///   sets the paragraph level if nothing before it did;
    /// - shaping is settled (`isShapingSettled`): `r` starts a run, or
    ///   HarfBuzz marked its first glyph neither unsafe to break nor unsafe
    ///   to concat (no lookup that started before `r` read past it in the
    ///   window, nor could in the whole paragraph, whose glyphs up to the
    ///   window's end are the same). Where HarfBuzz sets the second flag too
    ///   widely, not unsafe to break is enough: after a space that separates
    ///   shaping in the run's face (its joining pass flags every Arabic word
    ///   start, a legacy `kern` table every pair), or inside a word (a kerning
    ///   lookup flags every pair it looks at) in a face whose lookups match
    ///   at most ``widestContext`` glyphs, with no mark in the margin after
    ///   `r` for a lookup to skip: no lookup can then reach from the window's
    ///   end back to `r`.
    ///   The margin leaves HarfBuzz's context (5 characters) and any lookup
    ///   that starts after the window and looks back (backtrack) shorter
    ///   than the margin inside the window.
    ///
    /// When `levelsAreKnown` (the whole paragraph is at level 0: it has no
    /// right-to-left character and no bidi control, and falls back to left
    /// to right, so every level is 0 whatever follows the window), the
    /// character at `r` need not be strong, and an ASCII digit counts as a
    /// letter on either side of the space: text of digits or emoji settles
    /// too. No line-break rule reads across a space between two digits, or
    /// a digit and a letter or ideograph (the numeric rules, LB25, take no
    /// space), and an emoji that starts a cluster is ideographic (ID) or
    /// its own class, which no rule joins across a space either.
    static func reliableEnd(
        units: [UInt16], clusterStarts: UnsafeBufferPointer<Int32>, locale: String, levelsAreKnown: Bool = false,
        isShapingSettled: (_ cluster: Int, _ boundary: SettledBoundary) -> Bool
    ) -> Int {
        let bidiSettled = levelsAreKnown ? nil : bidiSettledPrefixes(units)
        let breaksBetweenIdeographs = !locale.contains("lw")
        var cluster = clusterStarts.count - 2
        while cluster > 0 {
            let unit = Int(clusterStarts[cluster])
            if unit + windowMargin <= units.count, unit >= 2, bidiSettled.map({ $0[unit] }) ?? true,
                let boundary = settledBoundary(
                    units, at: unit, breaksBetweenIdeographs: breaksBetweenIdeographs, levelsAreKnown: levelsAreKnown),
                isShapingSettled(cluster, boundary)
            {
                return cluster
            }
            cluster -= 1
        }
        return 0
    }

    /// Units a window keeps after its reliable end.
    static let windowMargin = 64

    /// The most glyphs a face's lookups may match at once for a window to
    /// settle inside a word (``reliableEnd``): far less than the margin.
    static let widestContext = 16

    /// How the text around a settled point reads (``reliableEnd``).
    enum SettledBoundary { case afterSpace, betweenIdeographs, withinWord }

    /// Whether `units` holds a mark (a character that joins the grapheme
    /// cluster before it) in `range`.
    static func hasMarks(_ units: [UInt16], in range: Range<Int>) -> Bool {
        var unit = range.lowerBound
        while unit < min(range.upperBound, units.count) {
            let scalar = scalar(startingAt: unit, in: units)
            if UnicodeProperties.clusterClass(of: scalar) == .extending { return true }
            unit += scalar > 0xFFFF ? 2 : 1
        }
        return false
    }

    /// Whether the text around `unit` settles the analysis before it (see
    /// ``reliableEnd``), and how; `nil` when it does not.
    static func settledBoundary(
        _ units: [UInt16], at unit: Int, breaksBetweenIdeographs: Bool, levelsAreKnown: Bool = false
    ) -> SettledBoundary? {
        let first = scalar(startingAt: unit, in: units)
        guard levelsAreKnown || UnicodeProperties.strongDirection(of: first) != .none,
            UnicodeProperties.clusterClass(of: first) == .base
        else {
            return nil
        }
        // With the levels known, a digit stands on either side as a letter does.
        func isWordCharacter(_ scalar: UInt32) -> Bool {
            UnicodeProperties.lineBreakClass(of: scalar).isWordCharacter
                || (levelsAreKnown && (0x30...0x39).contains(scalar))
        }
        let lineBreak = UnicodeProperties.lineBreakClass(of: first)
        guard isWordCharacter(first) else { return nil }
        if units[unit - 1] == 0x20 {
            // The letter before the space, past the marks it carries.
            var end = unit - 1
            var before: UInt32
            repeat {
                guard end > 0, unit - end < 16 else { return nil }
                (before, end) = scalar(endingAt: end, in: units)
            } while UnicodeProperties.clusterClass(of: before) == .extending
            return isWordCharacter(before) ? .afterSpace : nil
        }
        let before = scalar(endingAt: unit, in: units).scalar
        guard UnicodeProperties.clusterClass(of: before) == .base else { return nil }
        switch (UnicodeProperties.lineBreakClass(of: before), lineBreak) {
        case (.ideographic, .ideographic) where breaksBetweenIdeographs: return .betweenIdeographs
        case (.alphabetic, .alphabetic): return .withinWord
        default: return nil
        }
    }

    /// For each unit `u`, whether the bidi levels before `u` are the whole
    /// paragraph's whatever follows the window, when the character at `u`
    /// is strong (``reliableEnd``); `nil` when that holds at every unit (the
    /// window has no right-to-left character and no bidi control).
    ///
    /// Before `u` the text must hold no bidi control, or else every isolate
    /// opened before `u` is closed before it, no override precedes it, no
    /// paired bracket does, and the window holds both strong directions:
    /// ICU skips the explicit levels of text that has only one, so a window
    /// of one direction could get other levels than a whole paragraph with
    /// both. And where both directions come before `u`, no bracket opened
    /// before `u` may still be open there (BD16): the whole paragraph could
    /// close it, and N0 resolve it from what the pair holds after `u`.
    static func bidiSettledPrefixes(_ units: [UInt16]) -> [Bool]? {
        guard units.contains(where: TextSegmentation.mayBeRightToLeft) else { return nil }
        var settled = [Bool](repeating: false, count: units.count + 1)
        var hasLeftToRight = false
        var hasRightToLeft = false
        var firstControl: Int?
        var hasOverride = false
        var hasBracket = false
        var openIsolates = 0
        var openBrackets: [UInt32] = []  // the closing brackets awaited, innermost last
        var bracketsOverflowed = false
        var index = 0
        while true {
            if firstControl == nil {
                settled[index] = !(hasLeftToRight && hasRightToLeft) || (openBrackets.isEmpty && !bracketsOverflowed)
            } else {
                settled[index] = !hasOverride && openIsolates == 0 && !hasBracket
            }
            guard index < units.count else { break }
            let scalar = scalar(startingAt: index, in: units)
            switch UnicodeProperties.strongDirection(of: scalar) {
            case .leftToRight: hasLeftToRight = true
            case .rightToLeft: hasRightToLeft = true
            case .none: break
            }
            switch scalar {
            case 0x202A...0x202E, 0x2066...0x2069:
                firstControl = firstControl ?? index
                if scalar == 0x202D || scalar == 0x202E { hasOverride = true }
                if scalar == 0x2069 { openIsolates = max(0, openIsolates - 1) } else if scalar >= 0x2066 { openIsolates += 1 }
            default: break
            }
            if let bracket = UnicodeProperties.pairedBracket(scalar) {
                hasBracket = true
                if bracket.isOpening {
                    // BD16 keeps at most 63 open brackets.
                    if openBrackets.count == 63 { bracketsOverflowed = true } else { openBrackets.append(bracket.closing) }
                } else if let match = openBrackets.lastIndex(of: bracket.closing) {
                    openBrackets.removeSubrange(match...)
                }
            }
            index += scalar > 0xFFFF ? 2 : 1
        }
        if let firstControl, !(hasLeftToRight && hasRightToLeft) {
            for index in (firstControl + 1)...units.count { settled[index] = false }
        }
        return settled
    }

    /// The scalar whose first unit is `unit` (a lone surrogate reads as
    /// U+FFFD).
    static func scalar(startingAt unit: Int, in units: [UInt16]) -> UInt32 {
        let first = units[unit]
        if UTF16.isLeadSurrogate(first), unit + 1 < units.count, UTF16.isTrailSurrogate(units[unit + 1]) {
            return 0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(units[unit + 1] - 0xDC00)
        }
        return UTF16.isSurrogate(first) ? 0xFFFD : UInt32(first)
    }

    /// The scalar that ends just before `end`, and where it starts.
    static func scalar(endingAt end: Int, in units: [UInt16]) -> (scalar: UInt32, start: Int) {
        let last = units[end - 1]
        if UTF16.isTrailSurrogate(last), end >= 2, UTF16.isLeadSurrogate(units[end - 2]) {
            return (scalar(startingAt: end - 2, in: units), end - 2)
        }
        return (UTF16.isSurrogate(last) ? 0xFFFD : UInt32(last), end - 1)
    }
}

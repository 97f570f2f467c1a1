import CCardICU

/// Character properties from ICU, with the ASCII answers computed locally.
enum UnicodeProperties {
    /// The Script property.
    static func script(of scalar: UInt32) -> ScriptTag {
        if scalar < 0x80 {
            return isASCIILetter(scalar) ? .latin : .common
        }
        return ScriptTag(rawValue: card_icu_script_tag(scalar))
    }

    /// White_Space, except the no-break spaces U+00A0, U+2007 and U+202F:
    /// the whitespace that hangs at the end of a line.
    static func isBreakingWhitespace(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return scalar == 0x20 || (0x09...0x0D).contains(scalar) }
        if scalar == 0xA0 || scalar == 0x2007 || scalar == 0x202F { return false }
        return card_icu_has_property(scalar, Int32(CARD_ICU_WHITE_SPACE)) != 0
    }

    /// White_Space, no-break spaces included.
    static func isWhitespace(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return scalar == 0x20 || (0x09...0x0D).contains(scalar) }
        return card_icu_has_property(scalar, Int32(CARD_ICU_WHITE_SPACE)) != 0
    }

    static func hasEmojiPresentation(_ scalar: UInt32) -> Bool {
        scalar >= 0x80 && card_icu_has_property(scalar, Int32(CARD_ICU_EMOJI_PRESENTATION)) != 0
    }

    static func isDefaultIgnorable(_ scalar: UInt32) -> Bool {
        scalar >= 0x80 && card_icu_has_property(scalar, Int32(CARD_ICU_DEFAULT_IGNORABLE)) != 0
    }

    /// The Line_Break class of `scalar`, as far as a window's settled point
    /// asks (``ShapedParagraph/reliableEnd``).
    static func lineBreakClass(of scalar: UInt32) -> LineBreakClass {
        if scalar < 0x80 {
            if scalar == 0x20 { return .space }
            return isASCIILetter(scalar) ? .alphabetic : .other
        }
        switch card_icu_line_break_class(scalar) {
        case Int32(CARD_ICU_BREAK_ALPHABETIC): return .alphabetic
        case Int32(CARD_ICU_BREAK_HANGUL): return .hangul
        case Int32(CARD_ICU_BREAK_COMPLEX): return .complex
        case Int32(CARD_ICU_BREAK_IDEOGRAPHIC): return .ideographic
        case Int32(CARD_ICU_BREAK_SPACE): return .space
        default: return .other
        }
    }

    /// Line_Break classes: AL and HL (alphabetic), H2 and H3 (Hangul
    /// syllables), SA (complex context, broken with a dictionary), ID
    /// (ideographic), SP (space).
    enum LineBreakClass {
        case alphabetic, hangul, complex, ideographic, space, other

        /// A letter or ideograph that a space or a word boundary may end.
        var isWordCharacter: Bool { self != .space && self != .other }
    }

    /// The Grapheme_Cluster_Break class of `scalar`, as far as a window's
    /// settled point asks.
    static func clusterClass(of scalar: UInt32) -> ClusterClass {
        if scalar < 0x80 { return (0x20...0x7E).contains(scalar) ? .base : .other }
        switch card_icu_grapheme_class(scalar) {
        case Int32(CARD_ICU_CLUSTER_BASE): return .base
        case Int32(CARD_ICU_CLUSTER_EXTENDING): return .extending
        default: return .other
        }
    }

    /// Grapheme_Cluster_Break classes: Other, L, LV and LVT may start a
    /// cluster (base); Extend, SpacingMark and ZWJ join the one before.
    enum ClusterClass { case base, extending, other }

    /// The direction of `scalar` when its bidi class is strong.
    static func strongDirection(of scalar: UInt32) -> StrongDirection {
        if scalar < 0x80 {
            return isASCIILetter(scalar) ? .leftToRight : .none
        }
        switch card_icu_strong_direction(scalar) {
        case 1: return .leftToRight
        case 2: return .rightToLeft
        default: return .none
        }
    }

    /// Bidi classes L (left to right), R and AL (right to left), and the rest.
    enum StrongDirection { case none, leftToRight, rightToLeft }

    /// Whether `scalar` opens or closes a bidi bracket pair (UAX #9 BD14,
    /// BD15), with the closing bracket of its pair; `nil` for neither.
    static func pairedBracket(_ scalar: UInt32) -> (isOpening: Bool, closing: UInt32)? {
        if scalar < 0x80 {
            switch scalar {
            case 0x28: return (true, 0x29)
            case 0x5B: return (true, 0x5D)
            case 0x7B: return (true, 0x7D)
            case 0x29, 0x5D, 0x7D: return (false, scalar)
            default: return nil
            }
        }
        var closing: UInt32 = 0
        switch card_icu_paired_bracket(scalar, &closing) {
        case 1: return (true, closing)
        case 2: return (false, closing)
        default: return nil
        }
    }

    /// The Joining_Type of `scalar` as `CARD_ICU_JOINS_BEFORE`,
    /// `CARD_ICU_JOINS_AFTER` and `CARD_ICU_JOINING_TRANSPARENT` bits (0:
    /// non-joining, as every ASCII character is).
    static func joining(of scalar: UInt32) -> Int32 {
        scalar < 0x80 ? 0 : card_icu_joining(scalar)
    }

    /// A to Z or a to z: the ASCII letters (script Latin, Line_Break AL,
    /// bidi class L), answered without ICU.
    static func isASCIILetter<Unit: BinaryInteger>(_ unit: Unit) -> Bool {
        (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
    }

    /// A mandatory line break character (UAX #14 classes BK, CR, LF, NL).
    static func isMandatoryBreak(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

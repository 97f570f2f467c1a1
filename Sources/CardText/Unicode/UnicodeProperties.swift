import CCardICU

/// Character properties from ICU, with the ASCII answers computed locally.
enum UnicodeProperties {
    /// The Script property.
    static func script(of scalar: UInt32) -> ScriptTag {
        if scalar < 0x80 {
            let isLetter = (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar)
            return isLetter ? .latin : .common
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

    /// A mandatory line break character (UAX #14 classes BK, CR, LF, NL).
    static func isMandatoryBreak(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

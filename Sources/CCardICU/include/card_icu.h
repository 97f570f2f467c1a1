#ifndef CARD_ICU_H
#define CARD_ICU_H

/* Stable names for the few ICU services CardText needs. No ICU type appears
   here: ICU renames its symbols per version, and Swift's Foundation carries
   its own copy of ICU's types. Text is UTF-16; every offset is in UTF-16 code
   units. Functions return a negative value when ICU reports an error. */

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Line-break opportunities (UAX #14, ICU's rules for `locale`).
   Writes the offsets at which a line may start after `0`, ascending and
   ending with `length`, into `offsets`; `hard[i]` is 1 when the break at
   offsets[i] is mandatory (`hard` may be NULL when that is not wanted).
   Both buffers need room for length + 1 entries.
   Returns the number written. */
int32_t card_icu_line_breaks(const uint16_t *text, int32_t length,
                             const char *locale,
                             int32_t *offsets, uint8_t *hard,
                             int32_t capacity);

/* Extended grapheme cluster boundaries after 0, ascending, ending with
   `length`. `offsets` needs room for length + 1 entries. */
int32_t card_icu_grapheme_breaks(const uint16_t *text, int32_t length,
                                 int32_t *offsets, int32_t capacity);

/* Bidi embedding levels (UAX #9) for one paragraph. The base direction comes
   from the first strong character, else `fallbackRTL` (1 = RTL).
   `levels` needs room for `length` entries. Returns the paragraph level
   (0 or 1). */
int32_t card_icu_bidi_levels(const uint16_t *text, int32_t length,
                             int32_t fallbackRTL, uint8_t *levels);

/* The Script property of `codepoint` as its ISO 15924 tag packed big-endian
   ('L' 'a' 't' 'n' -> 0x4C61746E); Common is 'Zyyy', Inherited 'Zinh'. */
uint32_t card_icu_script_tag(uint32_t codepoint);

enum {
    CARD_ICU_WHITE_SPACE = 0,
    CARD_ICU_EMOJI_PRESENTATION = 1,
    CARD_ICU_DEFAULT_IGNORABLE = 2,
};

/* 1 when `codepoint` has the binary property, else 0. */
int32_t card_icu_has_property(uint32_t codepoint, int32_t property);

/* The few classes of a character that tell where a window of a long
   paragraph is settled (CardText's ShapedParagraph.reliableEnd). */
enum {
    /* Line_Break (UAX #14): AL and HL (alphabetic letters); H2 and H3
       (Hangul syllables); SA (complex context: Thai, Lao, Khmer, Myanmar,
       broken with a dictionary); ID; SP; anything else. */
    CARD_ICU_BREAK_ALPHABETIC = 0,
    CARD_ICU_BREAK_HANGUL = 1,
    CARD_ICU_BREAK_COMPLEX = 2,
    CARD_ICU_BREAK_IDEOGRAPHIC = 3,
    CARD_ICU_BREAK_SPACE = 4,
    CARD_ICU_BREAK_OTHER = 5,
};
int32_t card_icu_line_break_class(uint32_t codepoint);

enum {
    /* Grapheme_Cluster_Break (UAX #29): Other, L, LV, LVT (a cluster may
       start with it); Extend, SpacingMark, ZWJ (it joins the cluster before
       it); anything else. */
    CARD_ICU_CLUSTER_BASE = 0,
    CARD_ICU_CLUSTER_EXTENDING = 1,
    CARD_ICU_CLUSTER_OTHER = 2,
};
int32_t card_icu_grapheme_class(uint32_t codepoint);

/* The strong bidi direction of `codepoint`: 1 for class L, 2 for R or AL,
   0 for any other class. */
int32_t card_icu_strong_direction(uint32_t codepoint);

/* Bidi_Paired_Bracket_Type: 1 for an opening bracket, 2 for a closing one,
   0 for neither. `closing` receives the closing bracket of the pair
   (U+2329 and U+232A read as their canonical equivalents U+3008 and
   U+3009, as UAX #9's BD16 matches them). */
int32_t card_icu_paired_bracket(uint32_t codepoint, uint32_t *closing);

/* Joining_Type (Arabic joining, used by HarfBuzz's joining pass), as a
   bit set: 1 when the character joins the one before it (R, D, C), 2 when
   it joins the one after it (L, D, C), 4 when it is transparent (T:
   joining skips it). 0 for non-joining (U). */
enum {
    CARD_ICU_JOINS_BEFORE = 1,
    CARD_ICU_JOINS_AFTER = 2,
    CARD_ICU_JOINING_TRANSPARENT = 4,
};
int32_t card_icu_joining(uint32_t codepoint);

#ifdef __cplusplus
}
#endif

#endif

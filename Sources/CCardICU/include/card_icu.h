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

#ifdef __cplusplus
}
#endif

#endif

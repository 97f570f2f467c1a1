#include "card_icu.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>

/* Opening a break iterator loads its rules and costs far more than a
   measurement, so each thread keeps line iterators for the last few locales
   it used, one grapheme iterator and one bidi object, closed when the thread
   ends. */
#define CARD_ICU_LINE_SLOTS 8

typedef struct {
    UBreakIterator *iterator;
    char locale[64];
    unsigned long lastUse;
} card_icu_line_slot;

typedef struct {
    card_icu_line_slot lines[CARD_ICU_LINE_SLOTS];
    unsigned long clock;
    UBreakIterator *grapheme;
    UBiDi *bidi;
} card_icu_thread_state;

static pthread_key_t state_key;
static pthread_once_t state_once = PTHREAD_ONCE_INIT;

static void state_destroy(void *pointer) {
    card_icu_thread_state *state = pointer;
    for (int slot = 0; slot < CARD_ICU_LINE_SLOTS; slot++) {
        if (state->lines[slot].iterator) ubrk_close(state->lines[slot].iterator);
    }
    if (state->grapheme) ubrk_close(state->grapheme);
    if (state->bidi) ubidi_close(state->bidi);
    free(state);
}

static void state_key_create(void) { pthread_key_create(&state_key, state_destroy); }

static card_icu_thread_state *thread_state(void) {
    pthread_once(&state_once, state_key_create);
    card_icu_thread_state *state = pthread_getspecific(state_key);
    if (!state) {
        state = calloc(1, sizeof *state);
        if (!state) return NULL;
        pthread_setspecific(state_key, state);
    }
    return state;
}

/* The thread's line iterator for `locale`, opening it (in the least
   recently used slot) when the thread has none. NULL when ICU fails. */
static UBreakIterator *line_iterator(card_icu_thread_state *state, const char *locale) {
    state->clock += 1;
    int oldest = 0;
    for (int slot = 0; slot < CARD_ICU_LINE_SLOTS; slot++) {
        card_icu_line_slot *entry = &state->lines[slot];
        if (entry->iterator && strncmp(entry->locale, locale, sizeof entry->locale) == 0) {
            entry->lastUse = state->clock;
            return entry->iterator;
        }
        if (entry->lastUse < state->lines[oldest].lastUse) oldest = slot;
    }
    card_icu_line_slot *entry = &state->lines[oldest];
    if (entry->iterator) ubrk_close(entry->iterator);
    UErrorCode status = U_ZERO_ERROR;
    entry->iterator = ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
    if (status > U_ZERO_ERROR) entry->iterator = NULL;
    strncpy(entry->locale, locale, sizeof entry->locale - 1);
    entry->locale[sizeof entry->locale - 1] = 0;
    entry->lastUse = state->clock;
    return entry->iterator;
}

int32_t card_icu_line_breaks(const uint16_t *text, int32_t length,
                             const char *locale,
                             int32_t *offsets, uint8_t *hard,
                             int32_t capacity) {
    card_icu_thread_state *state = thread_state();
    if (!state) return -1;
    UBreakIterator *iterator = line_iterator(state, locale ? locale : "");
    if (!iterator) return -1;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (status > U_ZERO_ERROR) return -(int32_t)status;
    int32_t count = 0;
    ubrk_first(iterator);
    for (int32_t at = ubrk_next(iterator); at != UBRK_DONE; at = ubrk_next(iterator)) {
        if (count >= capacity) return -1;
        int32_t rule = hard ? ubrk_getRuleStatus(iterator) : 0;
        offsets[count] = at;
        if (hard) hard[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        count += 1;
    }
    /* The iterator must not keep a pointer into the caller's buffer. */
    status = U_ZERO_ERROR;
    ubrk_setText(iterator, NULL, 0, &status);
    return count;
}

int32_t card_icu_grapheme_breaks(const uint16_t *text, int32_t length,
                                 int32_t *offsets, int32_t capacity) {
    card_icu_thread_state *state = thread_state();
    if (!state) return -1;
    UErrorCode status = U_ZERO_ERROR;
    if (!state->grapheme) {
        state->grapheme = ubrk_open(UBRK_CHARACTER, "", NULL, 0, &status);
        if (status > U_ZERO_ERROR) { state->grapheme = NULL; return -(int32_t)status; }
    }
    status = U_ZERO_ERROR;
    ubrk_setText(state->grapheme, (const UChar *)text, length, &status);
    if (status > U_ZERO_ERROR) return -(int32_t)status;
    int32_t count = 0;
    ubrk_first(state->grapheme);
    for (int32_t at = ubrk_next(state->grapheme); at != UBRK_DONE; at = ubrk_next(state->grapheme)) {
        if (count >= capacity) return -1;
        offsets[count++] = at;
    }
    status = U_ZERO_ERROR;
    ubrk_setText(state->grapheme, NULL, 0, &status);
    return count;
}

int32_t card_icu_bidi_levels(const uint16_t *text, int32_t length,
                             int32_t fallbackRTL, uint8_t *levels) {
    card_icu_thread_state *state = thread_state();
    if (!state) return -1;
    if (!state->bidi) {
        state->bidi = ubidi_open();
        if (!state->bidi) return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBiDiLevel paragraphLevel = fallbackRTL ? UBIDI_DEFAULT_RTL : UBIDI_DEFAULT_LTR;
    ubidi_setPara(state->bidi, (const UChar *)text, length, paragraphLevel, NULL, &status);
    if (status > U_ZERO_ERROR) return -(int32_t)status;
    int32_t resolved = ubidi_getParaLevel(state->bidi) & 1;
    if (length > 0) {
        const UBiDiLevel *computed = ubidi_getLevels(state->bidi, &status);
        if (status > U_ZERO_ERROR || !computed) return -(int32_t)(status > 0 ? status : 1);
        memcpy(levels, computed, (size_t)length);
    }
    /* Drop the reference to the caller's text. */
    status = U_ZERO_ERROR;
    ubidi_setPara(state->bidi, (const UChar *)u"", 0, UBIDI_DEFAULT_LTR, NULL, &status);
    return resolved;
}

uint32_t card_icu_script_tag(uint32_t codepoint) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)codepoint, &status);
    if (status > U_ZERO_ERROR) script = USCRIPT_UNKNOWN;
    const char *name = uscript_getShortName(script);
    if (!name || strlen(name) != 4) return 0x5A7A7A7A; /* 'Zzzz' */
    return ((uint32_t)(unsigned char)name[0] << 24) | ((uint32_t)(unsigned char)name[1] << 16) |
           ((uint32_t)(unsigned char)name[2] << 8) | (uint32_t)(unsigned char)name[3];
}

int32_t card_icu_has_property(uint32_t codepoint, int32_t property) {
    switch (property) {
    case CARD_ICU_WHITE_SPACE:
        return u_hasBinaryProperty((UChar32)codepoint, UCHAR_WHITE_SPACE) ? 1 : 0;
    case CARD_ICU_EMOJI_PRESENTATION:
        return u_hasBinaryProperty((UChar32)codepoint, UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
    case CARD_ICU_DEFAULT_IGNORABLE:
        return u_hasBinaryProperty((UChar32)codepoint, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ? 1 : 0;
    default:
        return 0;
    }
}

int32_t card_icu_line_break_class(uint32_t codepoint) {
    switch (u_getIntPropertyValue((UChar32)codepoint, UCHAR_LINE_BREAK)) {
    case U_LB_ALPHABETIC:
    case U_LB_HEBREW_LETTER:
        return CARD_ICU_BREAK_ALPHABETIC;
    case U_LB_H2:
    case U_LB_H3:
        return CARD_ICU_BREAK_HANGUL;
    case U_LB_COMPLEX_CONTEXT:
        return CARD_ICU_BREAK_COMPLEX;
    case U_LB_IDEOGRAPHIC:
        return CARD_ICU_BREAK_IDEOGRAPHIC;
    case U_LB_SPACE:
        return CARD_ICU_BREAK_SPACE;
    default:
        return CARD_ICU_BREAK_OTHER;
    }
}

int32_t card_icu_grapheme_class(uint32_t codepoint) {
    switch (u_getIntPropertyValue((UChar32)codepoint, UCHAR_GRAPHEME_CLUSTER_BREAK)) {
    case U_GCB_OTHER:
    case U_GCB_L:
    case U_GCB_LV:
    case U_GCB_LVT:
        return CARD_ICU_CLUSTER_BASE;
    case U_GCB_EXTEND:
    case U_GCB_SPACING_MARK:
    case U_GCB_ZWJ:
        return CARD_ICU_CLUSTER_EXTENDING;
    default:
        return CARD_ICU_CLUSTER_OTHER;
    }
}

int32_t card_icu_strong_direction(uint32_t codepoint) {
    switch (u_charDirection((UChar32)codepoint)) {
    case U_LEFT_TO_RIGHT:
        return 1;
    case U_RIGHT_TO_LEFT:
    case U_RIGHT_TO_LEFT_ARABIC:
        return 2;
    default:
        return 0;
    }
}

static uint32_t canonical_bracket(uint32_t codepoint) {
    if (codepoint == 0x2329) return 0x3008;
    if (codepoint == 0x232A) return 0x3009;
    return codepoint;
}

int32_t card_icu_paired_bracket(uint32_t codepoint, uint32_t *closing) {
    switch (u_getIntPropertyValue((UChar32)codepoint, UCHAR_BIDI_PAIRED_BRACKET_TYPE)) {
    case U_BPT_OPEN:
        *closing = canonical_bracket((uint32_t)u_getBidiPairedBracket((UChar32)codepoint));
        return 1;
    case U_BPT_CLOSE:
        *closing = canonical_bracket(codepoint);
        return 2;
    default:
        *closing = 0;
        return 0;
    }
}

int32_t card_icu_joining(uint32_t codepoint) {
    switch (u_getIntPropertyValue((UChar32)codepoint, UCHAR_JOINING_TYPE)) {
    case U_JT_JOIN_CAUSING:
    case U_JT_DUAL_JOINING:
        return CARD_ICU_JOINS_BEFORE | CARD_ICU_JOINS_AFTER;
    case U_JT_RIGHT_JOINING:
        return CARD_ICU_JOINS_BEFORE;
    case U_JT_LEFT_JOINING:
        return CARD_ICU_JOINS_AFTER;
    case U_JT_TRANSPARENT:
        return CARD_ICU_JOINING_TRANSPARENT;
    default:
        return 0;
    }
}

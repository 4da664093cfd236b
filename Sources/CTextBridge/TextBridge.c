// ICU and fontconfig behind the plain C API of include/TextBridge.h.
#include "TextBridge.h"

#include <fontconfig/fontconfig.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

/// Whether `count` elements at `array` can be read or written (NULL only when empty).
static int valid_array(const void *array, int32_t count) {
  return count >= 0 && (array != NULL || count == 0);
}

// MARK: Line breaking

struct TXBLineBreaker {
  UBreakIterator *iterator;
  /// The paragraph in UTF-16, which ICU's break iterator reads without the per-chunk
  /// conversion of its UTF-8 text provider, and the byte offset where each unit's code point
  /// starts (plus one entry for the end); both grow, never shrink.
  UChar *units;
  int32_t *byteOfUnit;
  int32_t unitCapacity;
  /// The `PlainClass` of each code point below U+0800, from ICU's line break property.
  uint8_t plainClass[0x800];
};

/// How a code point below U+0800 can take part in a plain word (see `plain_chunk`).
enum PlainClass {
  PlainOther = 0,
  /// Line break class AL, HL or NU: no opportunity between two of them.
  PlainLetter,
  /// Class IS or EX (`,` `.` `:` `;` `!` `?`): none before it either.
  PlainStop,
  /// U+0020 (class SP).
  PlainSpace,
};

static void fill_plain_classes(uint8_t *classes) {
  for (UChar32 c = 0; c < 0x800; c++) {
    switch (u_getIntPropertyValue(c, UCHAR_LINE_BREAK)) {
    case U_LB_ALPHABETIC:
    case U_LB_HEBREW_LETTER:
    case U_LB_NUMERIC: classes[c] = PlainLetter; break;
    case U_LB_INFIX_NUMERIC:
    case U_LB_EXCLAMATION: classes[c] = PlainStop; break;
    default: classes[c] = PlainOther; break;
    }
  }
  classes[0x20] = PlainSpace;
}

TXBLineBreaker *txb_line_breaker_open(const char *locale) {
  TXBLineBreaker *breaker = calloc(1, sizeof *breaker);
  if (breaker == NULL) return NULL;
  UErrorCode status = U_ZERO_ERROR;
  breaker->iterator = ubrk_open(UBRK_LINE, locale == NULL ? "" : locale, NULL, 0, &status);
  if (U_FAILURE(status)) {
    free(breaker);
    return NULL;
  }
  fill_plain_classes(breaker->plainClass);
  return breaker;
}

void txb_line_breaker_close(TXBLineBreaker *breaker) {
  if (breaker == NULL) return;
  ubrk_close(breaker->iterator);
  free(breaker->units);
  free(breaker->byteOfUnit);
  free(breaker);
}

/// Makes room for a paragraph of `length` bytes: never more UTF-16 units than bytes. Returns 0
/// when out of memory.
static int reserve_paragraph(TXBLineBreaker *breaker, int32_t length) {
  if (length <= breaker->unitCapacity) return 1;
  UChar *units = realloc(breaker->units, (size_t)length * sizeof(UChar));
  if (units == NULL) return 0;
  breaker->units = units;
  int32_t *offsets = realloc(breaker->byteOfUnit, ((size_t)length + 1) * sizeof(int32_t));
  if (offsets == NULL) return 0;
  breaker->byteOfUnit = offsets;
  breaker->unitCapacity = length;
  return 1;
}

/// The high bit of each of eight bytes.
static const uint64_t high_bits = 0x8080808080808080ull;

/// The 8 bytes at `p` as one word (in memory order: byte k is bits 8k to 8k + 7 on the
/// little-endian machines this runs on).
static inline uint64_t load8(const uint8_t *p) {
  uint64_t word;
  memcpy(&word, p, sizeof word);
  return word;
}

/// Whether the 8 bytes at `p` are all ASCII (one UTF-16 unit each).
static inline int is_ascii8(const uint8_t *p) { return (load8(p) & high_bits) == 0; }

/// Converts `length` bytes of UTF-8 into the breaker's units and notes where each starts;
/// returns how many units it wrote. U8_NEXT reads ill-formed bytes as one U+FFFD per maximal
/// ill-formed subsequence.
static int32_t utf8_to_units(TXBLineBreaker *breaker, const uint8_t *utf8, int32_t length) {
  UChar *units = breaker->units;
  int32_t *byteOfUnit = breaker->byteOfUnit;
  int32_t byte = 0;
  int32_t unit = 0;
  while (byte < length) {
    if (byte + 8 <= length && is_ascii8(utf8 + byte)) {
      for (int k = 0; k < 8; k++) {
        units[unit + k] = utf8[byte + k];
        byteOfUnit[unit + k] = byte + k;
      }
      byte += 8;
      unit += 8;
      continue;
    }
    int32_t start = byte;
    uint8_t b = utf8[byte];
    if (b < 0x80) {
      byteOfUnit[unit] = byte;
      units[unit++] = b;
      byte++;
      continue;
    }
    UChar32 c;
    U8_NEXT(utf8, byte, length, c);
    if (c < 0) c = 0xFFFD;
    byteOfUnit[unit] = start;
    if (c > 0xFFFF) byteOfUnit[unit + 1] = start;
    U16_APPEND_UNSAFE(units, unit, c);
  }
  byteOfUnit[unit] = length;
  return unit;
}

/// Appends to `out` (holding `*count` of `capacity`) the break opportunities ICU's rules find
/// in the bytes `from..<to` of `utf8`, as offsets into `utf8` after `*last`. Returns 0 when
/// ICU fails.
static int icu_breaks(
  TXBLineBreaker *breaker, const uint8_t *utf8, int32_t from, int32_t to, int32_t *out,
  int32_t capacity, int32_t *count, int32_t *last) {
  int32_t unitCount = utf8_to_units(breaker, utf8 + from, to - from);
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText(breaker->iterator, breaker->units, unitCount, &status);
  if (U_FAILURE(status)) return 0;
  for (int32_t at = ubrk_next(breaker->iterator); at != UBRK_DONE && at <= unitCount;
       at = ubrk_next(breaker->iterator)) {
    int32_t offset = from + breaker->byteOfUnit[at];
    if (offset <= *last) continue;
    if (*count < capacity) out[*count] = offset;
    (*count)++;
    *last = offset;
  }
  return 1;
}

/// The `PlainClass` of the code point at byte `p` (before `length`), and its length in bytes
/// (a byte that is no lead byte, or lacks its continuation bytes, is one of its own). Only
/// ASCII and two-byte code points are ever more than `PlainOther`.
static inline int plain_class(
  const TXBLineBreaker *breaker, const uint8_t *utf8, int32_t p, int32_t length, int32_t *size) {
  uint8_t b = utf8[p];
  if (b < 0x80) {
    *size = 1;
    return breaker->plainClass[b];
  }
  int32_t n = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
  *size = 1;
  if (b < 0xC2 || b > 0xF4 || p + n > length) return PlainOther;
  for (int32_t k = 1; k < n; k++) {
    if ((utf8[p + k] & 0xC0) != 0x80) return PlainOther;
  }
  *size = n;
  if (n > 2) return PlainOther;
  return breaker->plainClass[((b & 0x1F) << 6) | (utf8[p + 1] & 0x3F)];
}

/// The first sure opportunity after byte `p`, where the last code point not a space had class
/// `before` and `inSpaces` tells whether spaces followed it; `length` when none is left (see
/// `plain_chunk`).
static int32_t next_sure_opportunity(
  const TXBLineBreaker *breaker, const uint8_t *utf8, int32_t p, int32_t length, int before,
  int inSpaces) {
  while (p < length) {
    int32_t size;
    int c = plain_class(breaker, utf8, p, length, &size);
    if (c == PlainSpace) {
      inSpaces = 1;
    } else {
      if (inSpaces && c == PlainLetter && (before == PlainLetter || before == PlainStop)) break;
      inSpaces = 0;
      before = c;
    }
    p += size;
  }
  return p;
}

/// The high bit of each of the 8 bytes of `word` that is an ASCII letter or digit (classes AL
/// and NU), and no other bit.
static inline uint64_t ascii_letter_lanes(uint64_t word) {
  const uint64_t lanes = 0x0101010101010101ull;
  uint64_t v = word & ~high_bits;  // each lane below 0x80: the sums carry into no other lane
  uint64_t lower = v | 0x20 * lanes;
  uint64_t letter = (lower + (0x80 - 'a') * lanes) & ~(lower + (0x80 - 'z' - 1) * lanes);
  uint64_t digit = (v + (0x80 - '0') * lanes) & ~(v + (0x80 - '9' - 1) * lanes);
  return (letter | digit) & ~word & high_bits;
}

/// Reads the chunk of text from byte `start` (the paragraph's first or a sure opportunity) to
/// the next sure opportunity, which it stores in `*end` (or `length`). A sure opportunity is
/// a letter after spaces after a letter or a stop (`PlainClass`): by the rules (LB18, and
/// none of LB14 to LB17 applies) a line may end before it, and no rule looks across it, so the
/// text on either side breaks as it would alone. Returns whether the chunk is plain: letters,
/// at most one stop, then spaces, so its only opportunity is its end.
static int plain_chunk(
  const TXBLineBreaker *breaker, const uint8_t *utf8, int32_t start, int32_t length,
  int32_t *end) {
  int32_t p = start;
  int32_t size = 0;
  int c = PlainOther;
  while (p < length) {
    if (utf8[p] < 0x80 && p + 8 <= length) {
      // Eight bytes at a time while they are ASCII letters and digits.
      uint64_t others = ~ascii_letter_lanes(load8(utf8 + p)) & high_bits;
      if (others == 0) {
        p += 8;
        continue;
      }
      p += __builtin_ctzll(others) >> 3;
    }
    c = plain_class(breaker, utf8, p, length, &size);
    if (c != PlainLetter) break;
    p += size;
  }
  int before = PlainLetter;
  if (p == start) {
    before = PlainOther;
  } else if (p < length && c == PlainStop) {
    before = PlainStop;
    p += size;
  }
  int32_t spaces = p;
  while (p < length && utf8[p] == 0x20) p++;
  int inSpaces = p > spaces;
  if (before != PlainOther) {
    if (p == length) {
      *end = p;
      return 1;
    }
    int32_t next;
    if (inSpaces && plain_class(breaker, utf8, p, length, &next) == PlainLetter) {
      *end = p;
      return 1;
    }
  }
  *end = next_sure_opportunity(breaker, utf8, p, length, before, inSpaces);
  return 0;
}

/// `txb_line_breaks`, with ICU given only the chunks that are not plain (`plain_chunk`), each
/// run of them at once; `whole` gives it all the text.
static int32_t line_breaks(
  TXBLineBreaker *breaker, const uint8_t *utf8, int32_t length, int32_t *out, int32_t capacity,
  int whole) {
  if (breaker == NULL || !valid_array(utf8, length) || !valid_array(out, capacity)) return -1;
  if (length == 0) return 0;
  if (!reserve_paragraph(breaker, length)) return -1;
  int32_t count = 0;
  int32_t last = 0;
  int32_t pending = whole ? 0 : -1;
  for (int32_t p = 0; p < length && !whole;) {
    int32_t end;
    if (!plain_chunk(breaker, utf8, p, length, &end)) {
      if (pending < 0) pending = p;
    } else {
      if (pending >= 0 && !icu_breaks(breaker, utf8, pending, p, out, capacity, &count, &last))
        return -1;
      pending = -1;
      if (count < capacity) out[count] = end;
      count++;
      last = end;
    }
    p = end;
  }
  if (pending >= 0 && !icu_breaks(breaker, utf8, pending, length, out, capacity, &count, &last))
    return -1;
  if (last < length) {
    if (count < capacity) out[count] = length;
    count++;
  }
  return count;
}

int32_t txb_line_breaks(
  TXBLineBreaker *breaker, const uint8_t *utf8, int32_t length, int32_t *out, int32_t capacity) {
  return line_breaks(breaker, utf8, length, out, capacity, 0);
}

int32_t txb_line_breaks_by_rules(
  TXBLineBreaker *breaker, const uint8_t *utf8, int32_t length, int32_t *out, int32_t capacity) {
  return line_breaks(breaker, utf8, length, out, capacity, 1);
}

// MARK: Bidi

struct TXBBidi {
  UBiDi *bidi;
  /// The paragraph in UTF-16 (ICU's bidi works on it); grows, never shrinks.
  UChar *units;
  int32_t unitCapacity;
};

TXBBidi *txb_bidi_open(void) {
  TXBBidi *handle = calloc(1, sizeof *handle);
  if (handle == NULL) return NULL;
  handle->bidi = ubidi_open();
  if (handle->bidi == NULL) {
    free(handle);
    return NULL;
  }
  return handle;
}

void txb_bidi_close(TXBBidi *handle) {
  if (handle == NULL) return;
  ubidi_close(handle->bidi);
  free(handle->units);
  free(handle);
}

/// Makes room for `count` UTF-16 units. Returns 0 when out of memory.
static int reserve_units(TXBBidi *handle, int32_t count) {
  if (count <= handle->unitCapacity) return 1;
  UChar *grown = realloc(handle->units, (size_t)count * sizeof(UChar));
  if (grown == NULL) return 0;
  handle->units = grown;
  handle->unitCapacity = count;
  return 1;
}

/// ICU's paragraph level for a `TXBBidiBase`, or -1 when `base` is none of them.
static int paragraph_level(int32_t base) {
  switch (base) {
  case TXBBidiBaseLTR: return 0;
  case TXBBidiBaseRTL: return 1;
  case TXBBidiBaseAutoLTR: return UBIDI_DEFAULT_LTR;
  case TXBBidiBaseAutoRTL: return UBIDI_DEFAULT_RTL;
  default: return -1;
  }
}

/// Walks the UTF-8 bytes and the UTF-16 `levels` (one per unit, `unitCount` of them) together
/// and writes the runs of equal level as `txb_bidi_runs` describes. U8_NEXT reads ill-formed
/// bytes as u_strFromUTF8WithSub does (one substitute per maximal ill-formed subsequence), so
/// each code point it reads is the next one or two units.
static int32_t level_runs(
  const uint8_t *utf8, int32_t length, const UBiDiLevel *levels, int32_t unitCount,
  int32_t *outStarts, uint8_t *outLevels, int32_t capacity) {
  int32_t count = 0;
  int32_t unit = 0;
  int32_t byte = 0;
  int current = -1;
  while (byte < length && unit < unitCount) {
    int32_t start = byte;
    UChar32 c;
    U8_NEXT(utf8, byte, length, c);
    UBiDiLevel level = levels[unit];
    unit += c > 0xFFFF ? 2 : 1;
    if (level == current) continue;
    if (count < capacity) {
      outStarts[count] = start;
      outLevels[count] = level;
    }
    count++;
    current = level;
  }
  return count;
}

int32_t txb_bidi_runs(
  TXBBidi *handle, const uint8_t *utf8, int32_t length, int32_t base, int32_t *outStarts,
  uint8_t *outLevels, int32_t capacity, uint8_t *outParagraphLevel) {
  int level = paragraph_level(base);
  if (handle == NULL || level < 0 || !valid_array(utf8, length)
      || !valid_array(outStarts, capacity) || !valid_array(outLevels, capacity))
    return -1;
  // A UTF-8 paragraph never has more UTF-16 units than bytes, so one conversion suffices.
  if (!reserve_units(handle, length > 0 ? length : 1)) return -1;
  UErrorCode status = U_ZERO_ERROR;
  int32_t unitCount = 0;
  if (length > 0)
    u_strFromUTF8WithSub(
      handle->units, handle->unitCapacity, &unitCount, (const char *)utf8, length, 0xFFFD,
      NULL, &status);
  ubidi_setPara(handle->bidi, handle->units, unitCount, (UBiDiLevel)level, NULL, &status);
  const UBiDiLevel *levels = unitCount > 0 ? ubidi_getLevels(handle->bidi, &status) : NULL;
  if (U_FAILURE(status)) return -1;
  if (outParagraphLevel != NULL) *outParagraphLevel = ubidi_getParaLevel(handle->bidi);
  return level_runs(utf8, length, levels, unitCount, outStarts, outLevels, capacity);
}

// MARK: Scripts

/// Four ASCII letters packed big-endian.
static uint32_t tag(const char *letters) {
  return (uint32_t)(uint8_t)letters[0] << 24 | (uint32_t)(uint8_t)letters[1] << 16
    | (uint32_t)(uint8_t)letters[2] << 8 | (uint32_t)(uint8_t)letters[3];
}

uint32_t txb_script(uint32_t codePoint) {
  if (codePoint > 0x10FFFF) return tag("Zzzz");
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript((UChar32)codePoint, &status);
  const char *name = U_SUCCESS(status) ? uscript_getShortName(script) : NULL;
  return name != NULL && strlen(name) == 4 ? tag(name) : tag("Zzzz");
}

// MARK: Fonts

/// Guards `fontConfig` and every fontconfig call on it.
static pthread_mutex_t fontLock = PTHREAD_MUTEX_INITIALIZER;
/// Fontconfig's configuration and font list, loaded on first use; NULL before, or when loading
/// failed (`fontConfigFailed`).
static FcConfig *fontConfig;
static int fontConfigFailed;

/// The loaded configuration (loading it on the first call), or NULL. Called under `fontLock`.
static FcConfig *loaded_config(void) {
  if (fontConfig == NULL && !fontConfigFailed) {
    fontConfig = FcInitLoadConfigAndFonts();
    fontConfigFailed = fontConfig == NULL;
  }
  return fontConfig;
}

/// A new request for regular or bold faces (NULL when out of memory).
static FcPattern *new_request(int bold) {
  FcPattern *pattern = FcPatternCreate();
  if (pattern != NULL)
    FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR);
  return pattern;
}

/// Applies the configuration's substitutions and fontconfig's defaults to a complete request.
static void configure_request(FcConfig *config, FcPattern *pattern) {
  FcConfigSubstitute(config, pattern, FcMatchPattern);
  FcDefaultSubstitute(pattern);
}

/// Copies `font`'s file and index out when its file is readable and fits `pathCapacity`
/// bytes: 1 when copied, 0 when the file is missing or unreadable, -1 when it does not fit.
static int copy_face(
  const FcPattern *font, char *pathOut, int32_t pathCapacity, int32_t *indexOut) {
  FcChar8 *file = NULL;
  if (FcPatternGetString(font, FC_FILE, 0, &file) != FcResultMatch) return 0;
  if (access((const char *)file, R_OK) != 0) return 0;
  size_t size = strlen((const char *)file) + 1;
  if (pathCapacity < 0 || size > (size_t)pathCapacity) return -1;
  memcpy(pathOut, file, size);
  int index = 0;
  FcPatternGetInteger(font, FC_INDEX, 0, &index);
  *indexOut = index;
  return 1;
}

/// The installed faces for one request (family, language, weight), sorted once in fontconfig's
/// order, with the union of their character sets: a text's fallback face is then the first of
/// them covering it, found without asking fontconfig again, and text no face covers is told
/// at once. Kept for the process (one per script and weight asked for: a few dozen).
typedef struct {
  char *family;
  char *lang;
  int bold;
  FcFontSet *sorted;
  FcCharSet *covered;
} Candidates;

static Candidates *candidates;
static int candidateCount;
static int candidateCapacity;
/// How many times fontconfig sorted the installed faces.
static int32_t sortCount;

static int same_string(const char *a, const char *b) {
  if (a == NULL || a[0] == '\0') return b == NULL || b[0] == '\0';
  return b != NULL && strcmp(a, b) == 0;
}

static char *copy_string(const char *s) {
  if (s == NULL || s[0] == '\0') return NULL;
  size_t n = strlen(s) + 1;
  char *copy = malloc(n);
  if (copy != NULL) memcpy(copy, s, n);
  return copy;
}

/// The candidates of a request, sorted on first use; NULL when out of memory. Under `fontLock`.
static Candidates *candidates_for(FcConfig *config, const char *family, const char *lang, int bold) {
  for (int i = 0; i < candidateCount; i++) {
    Candidates *c = &candidates[i];
    if (c->bold == bold && same_string(c->family, family) && same_string(c->lang, lang)) return c;
  }
  if (candidateCount == candidateCapacity) {
    int capacity = candidateCapacity == 0 ? 16 : candidateCapacity * 2;
    Candidates *grown = realloc(candidates, (size_t)capacity * sizeof(Candidates));
    if (grown == NULL) return NULL;
    candidates = grown;
    candidateCapacity = capacity;
  }
  FcPattern *request = new_request(bold);
  if (request == NULL) return NULL;
  if (family != NULL && family[0] != '\0')
    FcPatternAddString(request, FC_FAMILY, (const FcChar8 *)family);
  if (lang != NULL && lang[0] != '\0') FcPatternAddString(request, FC_LANG, (const FcChar8 *)lang);
  configure_request(config, request);
  FcResult result;
  FcFontSet *sorted = FcFontSort(config, request, FcFalse, NULL, &result);
  FcPatternDestroy(request);
  sortCount += 1;
  FcCharSet *covered = FcCharSetCreate();
  if (sorted == NULL || covered == NULL) {
    if (sorted != NULL) FcFontSetDestroy(sorted);
    if (covered != NULL) FcCharSetDestroy(covered);
    return NULL;
  }
  for (int i = 0; i < sorted->nfont; i++) {
    FcCharSet *set = NULL;
    if (FcPatternGetCharSet(sorted->fonts[i], FC_CHARSET, 0, &set) == FcResultMatch)
      FcCharSetMerge(covered, set, NULL);
  }
  Candidates *c = &candidates[candidateCount++];
  c->family = copy_string(family);
  c->lang = copy_string(lang);
  c->bold = bold;
  c->sorted = sorted;
  c->covered = covered;
  return c;
}

/// `txb_font_covering` with `fontLock` held and the configuration loaded.
static int font_covering(
  FcConfig *config, const uint32_t *codePoints, int32_t count, const char *family,
  const char *lang, int bold, int32_t skip, char *pathOut, int32_t pathCapacity,
  int32_t *indexOut) {
  Candidates *c = candidates_for(config, family, lang, bold);
  if (c == NULL) return -1;
  for (int32_t i = 0; i < count; i++)
    if (!FcCharSetHasChar(c->covered, codePoints[i])) return 0;
  for (int i = 0; i < c->sorted->nfont; i++) {
    FcCharSet *set = NULL;
    if (FcPatternGetCharSet(c->sorted->fonts[i], FC_CHARSET, 0, &set) != FcResultMatch) continue;
    int all = 1;
    for (int32_t k = 0; k < count && all; k++) all = FcCharSetHasChar(set, codePoints[k]);
    if (!all) continue;
    int copied = copy_face(c->sorted->fonts[i], pathOut, pathCapacity, indexOut);
    if (copied == 0) continue;
    if (copied < 0 || skip == 0) return copied;
    skip -= 1;
  }
  return 0;
}

int txb_font_covering(
  const uint32_t *codePoints, int32_t count, const char *family, const char *lang, int bold,
  int32_t skip, char *pathOut, int32_t pathCapacity, int32_t *indexOut) {
  if (count <= 0 || codePoints == NULL) return 0;
  if (pathOut == NULL || indexOut == NULL) return -1;
  pthread_mutex_lock(&fontLock);
  FcConfig *config = loaded_config();
  int found = config == NULL
    ? -1
    : font_covering(
      config, codePoints, count, family, lang, bold, skip, pathOut, pathCapacity, indexOut);
  pthread_mutex_unlock(&fontLock);
  return found;
}

int32_t txb_font_sorts(void) {
  pthread_mutex_lock(&fontLock);
  int32_t n = sortCount;
  pthread_mutex_unlock(&fontLock);
  return n;
}

/// Whether one of `font`'s family names is `family`, ignoring case.
static int has_family(const FcPattern *font, const char *family) {
  FcChar8 *name = NULL;
  for (int i = 0; FcPatternGetString(font, FC_FAMILY, i, &name) == FcResultMatch; i++)
    if (FcStrCmpIgnoreCase(name, (const FcChar8 *)family) == 0) return 1;
  return 0;
}

/// `txb_font_family` with `fontLock` held and the configuration loaded.
static int font_family(
  FcConfig *config, const char *family, int bold, char *pathOut, int32_t pathCapacity,
  int32_t *indexOut) {
  FcPattern *request = new_request(bold);
  if (request == NULL) return -1;
  FcPatternAddString(request, FC_FAMILY, (const FcChar8 *)family);
  configure_request(config, request);
  FcResult result;
  FcPattern *font = FcFontMatch(config, request, &result);
  int found = font != NULL && has_family(font, family)
    ? copy_face(font, pathOut, pathCapacity, indexOut)
    : 0;
  if (font != NULL) FcPatternDestroy(font);
  FcPatternDestroy(request);
  return found;
}

int txb_font_family(
  const char *family, int bold, char *pathOut, int32_t pathCapacity, int32_t *indexOut) {
  if (family == NULL || family[0] == '\0') return 0;
  if (pathOut == NULL || indexOut == NULL) return -1;
  pthread_mutex_lock(&fontLock);
  FcConfig *config = loaded_config();
  int found = config == NULL
    ? -1
    : font_family(config, family, bold, pathOut, pathCapacity, indexOut);
  pthread_mutex_unlock(&fontLock);
  return found;
}

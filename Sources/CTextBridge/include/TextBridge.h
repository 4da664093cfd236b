// A small C API over ICU (line breaking, bidi, scripts) and fontconfig (font fallback) for
// Swift. ICU's headers cannot be imported next to Foundation (whose own copy of ICU declares
// the same types), so only plain integers, byte arrays and opaque handles cross this header.
//
// Text is UTF-8 and every offset is a byte offset into it. Functions filling an array take its
// capacity (in elements) and return how many elements the full answer has: when that is larger
// than the capacity only the first `capacity` were written, and the caller grows the array and
// calls again. A negative return is an error (a NULL handle, a negative length, NULL text or
// output with a nonzero size, an ICU failure).
//
// A line breaker or bidi handle is used by one thread at a time (one per thread); the font
// functions may be called from any thread.
#ifndef TACTILE_TEXT_BRIDGE_H
#define TACTILE_TEXT_BRIDGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Line breaking (Unicode line breaking algorithm, ICU's rules)

/// A reusable line-break iterator. Opening one takes about 0.15 ms, as long as breaking 15 KB
/// of text with it, so keep it; ICU loads a dictionary (Thai, Khmer...) the first time text
/// needs it (under 1 ms).
typedef struct TXBLineBreaker TXBLineBreaker;

/// Opens a line breaker with the tailoring of `locale` (an ICU locale id such as "ja" or
/// "th"; "" or NULL: the root rules). Returns NULL when ICU cannot open one.
TXBLineBreaker *txb_line_breaker_open(const char *locale);
/// Closes a handle from `txb_line_breaker_open` (NULL is ignored).
void txb_line_breaker_close(TXBLineBreaker *breaker);

/// The break opportunities of the `length` bytes of UTF-8 at `utf8`: the byte offset before
/// which a line may end, for each opportunity, ascending; 0 is never one and `length` always
/// is (none when `length` is 0). Mandatory breaks (after a line separator, say) are among
/// them, not told apart. Writes at most `capacity` offsets to `out` and returns how many there
/// are (see the top of this header); negative on error. Ill-formed UTF-8 is read as U+FFFD per
/// maximal ill-formed subsequence (no offset falls inside one).
///
/// Plain words (letters and digits, perhaps one `,` `.` `:` `;` `!` or `?`, then spaces, and a
/// letter or digit after them) are told apart without ICU: their only opportunity, after their
/// spaces, is certain by the rules, and no rule looks across it. ICU's rules read the rest.
int32_t txb_line_breaks(
  TXBLineBreaker *breaker, const uint8_t *utf8, int32_t length, int32_t *out, int32_t capacity);

/// `txb_line_breaks` with every byte read by ICU's rules (no plain words told apart first): what
/// the tests compare it with.
int32_t txb_line_breaks_by_rules(
  TXBLineBreaker *breaker, const uint8_t *utf8, int32_t length, int32_t *out, int32_t capacity);

// MARK: Bidi (Unicode bidirectional algorithm)

/// A reusable bidi analyser: its buffers grow to the longest paragraph seen and are kept.
typedef struct TXBBidi TXBBidi;

/// Returns NULL when out of memory.
TXBBidi *txb_bidi_open(void);
/// Closes a handle from `txb_bidi_open` (NULL is ignored).
void txb_bidi_close(TXBBidi *bidi);

/// Paragraph directions for `txb_bidi_runs`.
enum {
  /// Left to right: paragraph level 0.
  TXBBidiBaseLTR = 0,
  /// Right to left: paragraph level 1.
  TXBBidiBaseRTL = 1,
  /// From the first strong character (skipping isolates); left to right when there is none.
  TXBBidiBaseAutoLTR = 2,
  /// From the first strong character; right to left when there is none.
  TXBBidiBaseAutoRTL = 3,
};

/// The resolved embedding levels of ONE paragraph (the caller splits text at paragraph
/// separators: a separator inside would start another paragraph, of its own level) of `length`
/// bytes of UTF-8 at `utf8`, as runs of equal level in logical order: run i starts at byte
/// `outStarts[i]` (the first at 0, ascending) and has level `outLevels[i]` (even: left to
/// right); it ends where the next starts, the last at `length`. `base` is one of the
/// `TXBBidiBase` values. Writes at most `capacity` runs and returns how many there are (see
/// the top of this header; 0 when `length` is 0); negative on error. `*outParagraphLevel`
/// (when not NULL) receives the paragraph level, 0 or 1, whenever the return is not negative.
/// Characters the algorithm removes (rule X9) get a level too, so that every byte is in a run:
/// ICU gives LRE, RLE, LRO and RLO the level of the text they open, PDF the level of the text
/// it returns to, a boundary neutral (ZWJ...) that of its surroundings. Ill-formed UTF-8 is
/// read as U+FFFD per maximal ill-formed subsequence. Deep nesting is bounded by the algorithm
/// (explicit levels stop at 125, so levels are at most 126); time and memory are linear in
/// `length`. ICU resolves a paragraph of level 0 without any right-to-left character to level
/// 0 throughout, embeddings included (the display order is the same).
int32_t txb_bidi_runs(
  TXBBidi *bidi, const uint8_t *utf8, int32_t length, int32_t base, int32_t *outStarts,
  uint8_t *outLevels, int32_t capacity, uint8_t *outParagraphLevel);

// MARK: Scripts

/// The Unicode Script property of `codePoint` as its ISO 15924 code, the four ASCII letters
/// packed big-endian ('Arab' is 0x41726162): 'Zyyy' for Common characters, 'Zinh' for
/// Inherited ones (combining marks), 'Zzzz' for unassigned ones and for values that are not
/// code points.
uint32_t txb_script(uint32_t codePoint);

// MARK: Fonts (fontconfig)

/// The best installed face (in fontconfig's order for the request) whose character set holds
/// all `count` code points of `codePoints`, preferring the family `family` (NULL or "": none;
/// fontconfig ranks family above language, so a face made for the script, such as "Noto Sans
/// Arabic", is named here to win over a general face that also covers it), faces for `lang`
/// (a language tag such as "ar" or "zh-cn"; NULL or "": none) and of bold weight when `bold`
/// is nonzero, else regular; `skip` faces that qualify are passed over first (the caller's
/// faces that would not open). Faces whose file cannot be read are skipped. Returns 1 and
/// writes the file's path (NUL-terminated) to `pathOut` and the face's index in the file
/// (nonzero only in .ttc collections) to `*indexOut`; 0 when no face covers them all (or
/// `count` is not positive); -1 when the path does not fit in `pathCapacity` bytes or
/// fontconfig cannot be loaded.
/// Fontconfig is loaded on the first call of this or `txb_font_family` (a few milliseconds
/// with a few hundred fonts), never at program start. The installed faces are sorted once
/// per family, language and weight (about 0.2 ms for 320), with the union of their character
/// sets; a call then only reads character sets. Thread-safe.
int txb_font_covering(
  const uint32_t *codePoints, int32_t count, const char *family, const char *lang, int bold,
  int32_t skip, char *pathOut, int32_t pathCapacity, int32_t *indexOut);

/// How many times the installed faces were sorted (`txb_font_covering`'s requests). Thread-safe.
int32_t txb_font_sorts(void);

/// The installed face of the family named `family` (exactly, ignoring case, e.g. "Noto Color
/// Emoji"), bold when `bold` is nonzero and the family has a bold face. Returns 1 and the file
/// and index as `txb_font_covering` does; 0 when fontconfig's best match is another family (it
/// always answers with some font) or its file cannot be read; -1 as `txb_font_covering`.
/// Thread-safe.
int txb_font_family(
  const char *family, int bold, char *pathOut, int32_t pathCapacity, int32_t *indexOut);

#ifdef __cplusplus
}
#endif

#endif

/// The spoiler markup of SPEC §3: `[hidden]` (seed 000) and `||hidden||` (Telegram, Discord).
///
/// Rules, applied left to right over graphemes (Swift `Character`s):
/// - `\[`, `\]`, `\|` and `\\` stand for the literal character; the backslash disappears. Any
///   other backslash is literal text. Escapes work inside spans too.
/// - `[` opens a span that the next unescaped `]` closes; `||` opens a span that the next
///   unescaped `||` closes. Spans do not nest: delimiters inside a span are literal text, so
///   `[a || b]` hides "a || b" and `||a [b] c||` hides "a [b] c".
/// - An opening delimiter without a closing one stays literal text, and so does an empty span
///   (`[]`, `||||`): the opener is kept as text and parsing goes on right after it.
/// - **Spans never cross a paragraph break** (a newline, see `Character.isNewline`): an opener
///   whose closer is not in the same paragraph stays literal. A stray delimiter in one paragraph
///   can therefore never swallow the rest of a message, and each spoiler lies inside one
///   paragraph.
/// - A delimiter only counts when it is a grapheme of its own: `[` followed by a combining mark
///   (`"[\u{301}"`) is one grapheme and plain text.
///
/// Any input is accepted, in time linear in its length.
public enum SpoilerMarkup {
  /// Parses `source` into visible text and grapheme ranges of the hidden spans.
  public static func parse(_ source: String) -> ParsedText {
    var parser = SpoilerMarkupParser(source: source)
    parser.run()
    return parser.finish()
  }

  /// The characters a backslash escapes.
  @inline(__always) static func isEscapable(_ c: Character) -> Bool {
    c == "[" || c == "]" || c == "|" || c == "\\"
  }
}

/// One pass over the source. Literal text is copied to the output in chunks between the
/// characters the markup consumes (delimiters, escape backslashes).
///
/// Grapheme offsets are counted while copying. Removing characters can, in rare cases, make the
/// graphemes on both sides of the gap merge or re-segment (regional indicators, Hangul jamo, a
/// ZWJ before an emoji: `🇺[🇸]` gives "🇺🇸", one grapheme). Every such junction is checked; if
/// one changed, the ranges are recomputed from their UTF-8 offsets on the final text.
struct SpoilerMarkupParser {
  private enum Delimiter {
    case bracket
    case pipes
  }

  private let source: String
  private var output = ""
  /// Where the source text not yet copied to `output` begins.
  private var chunkStart: String.Index
  /// Graphemes emitted so far (the grapheme offset of the next one in `output`).
  private var emitted = 0
  private var spoilers: [Range<Int>] = []
  /// The same spans as UTF-8 offsets into `output`, for the recount fallback.
  private var spoilerBytes: [Range<Int>] = []
  /// Source index of the last emitted grapheme.
  private var lastEmitted: String.Index?
  /// Characters were dropped since the last emitted grapheme.
  private var junctionPending = false
  /// A junction changed grapheme segmentation: the counted offsets are not to be trusted.
  private var needsRecount = false
  /// Within the current paragraph, a search for a closer of that kind starting at or after this
  /// index is known to fail. Reset at each paragraph break. Keeps parsing linear on inputs such
  /// as `[[[[[[…`.
  private var noBracketCloserFrom: String.Index?
  private var noPipeCloserFrom: String.Index?

  init(source: String) {
    self.source = source
    self.chunkStart = source.startIndex
  }

  mutating func run() {
    let end = source.endIndex
    var i = source.startIndex
    while i < end {
      let c = source[i]
      let next = source.index(after: i)
      if TextCharacterClass.isParagraphBreak(c) {
        noBracketCloserFrom = nil
        noPipeCloserFrom = nil
        emit(i)
        i = next
        continue
      }
      if c == "\\", next < end, SpoilerMarkup.isEscapable(source[next]) {
        drop(i..<next)
        emit(next)
        i = source.index(after: next)
        continue
      }
      if c == "[" {
        if let close = findCloser(.bracket, from: next), close > next {
          let after = source.index(after: close)
          emitSpan(opener: i..<next, content: next..<close, closer: close..<after)
          i = after
          continue
        }
      } else if c == "|", next < end, source[next] == "|" {
        let contentStart = source.index(after: next)
        if let close = findCloser(.pipes, from: contentStart), close > contentStart {
          let after = source.index(after: source.index(after: close))
          emitSpan(opener: i..<contentStart, content: contentStart..<close, closer: close..<after)
          i = after
          continue
        }
        // An unclosed or empty `||` stays literal as a whole; go on after it.
        emit(i)
        emit(next)
        i = contentStart
        continue
      }
      emit(i)
      i = next
    }
  }

  mutating func finish() -> ParsedText {
    output += source[chunkStart..<source.endIndex]
    chunkStart = source.endIndex
    if needsRecount {
      spoilers = Self.graphemeRanges(ofUTF8: spoilerBytes, in: output)
    }
    return ParsedText(text: output, spoilers: spoilers)
  }

  // MARK: - Scanning

  /// The index of the next unescaped closer of `kind` at or after `start` within the current
  /// paragraph (for pipes: of the first of the two), or nil.
  private mutating func findCloser(_ kind: Delimiter, from start: String.Index) -> String.Index? {
    let known = kind == .bracket ? noBracketCloserFrom : noPipeCloserFrom
    if let known, start >= known { return nil }
    let end = source.endIndex
    var j = start
    while j < end {
      let c = source[j]
      let next = source.index(after: j)
      if TextCharacterClass.isParagraphBreak(c) { break }
      if c == "\\", next < end, SpoilerMarkup.isEscapable(source[next]) {
        j = source.index(after: next)
        continue
      }
      switch kind {
      case .bracket:
        if c == "]" { return j }
      case .pipes:
        if c == "|", next < end, source[next] == "|" { return j }
      }
      j = next
    }
    if kind == .bracket { noBracketCloserFrom = start } else { noPipeCloserFrom = start }
    return nil
  }

  // MARK: - Emitting

  private mutating func emitSpan(
    opener: Range<String.Index>, content: Range<String.Index>, closer: Range<String.Index>
  ) {
    drop(opener)
    let startGrapheme = emitted
    let startByte = output.utf8.count
    var j = content.lowerBound
    while j < content.upperBound {
      let next = source.index(after: j)
      if source[j] == "\\", next < content.upperBound, SpoilerMarkup.isEscapable(source[next]) {
        drop(j..<next)
        emit(next)
        j = source.index(after: next)
      } else {
        emit(j)
        j = next
      }
    }
    drop(closer)
    spoilers.append(startGrapheme..<emitted)
    spoilerBytes.append(startByte..<output.utf8.count)
  }

  /// Leaves `range` of the source out of the output.
  private mutating func drop(_ range: Range<String.Index>) {
    output += source[chunkStart..<range.lowerBound]
    chunkStart = range.upperBound
    junctionPending = true
  }

  /// Counts the grapheme at source index `i` as part of the output.
  @inline(__always) private mutating func emit(_ i: String.Index) {
    if junctionPending {
      junctionPending = false
      if let previous = lastEmitted, !needsRecount,
        !Self.staysSeparate(source[previous], source[i])
      {
        needsRecount = true
      }
    }
    lastEmitted = i
    emitted += 1
  }

  /// Whether `a` followed directly by `b` still reads as exactly these two graphemes. Grapheme
  /// rules only look back within `a` (a lone regional indicator, a trailing ZWJ, a Hangul jamo,
  /// an Indic virama), so the pair decides it.
  static func staysSeparate(_ a: Character, _ b: Character) -> Bool {
    if let x = a.asciiValue, b.asciiValue != nil, x != 0x0D { return true }
    var pair = String(a)
    pair.append(b)
    return pair.count == 2 && pair.first == a
  }

  /// Converts UTF-8 ranges of `text` to grapheme ranges: a start rounds down and an end up to a
  /// grapheme boundary; spans that then overlap are merged.
  static func graphemeRanges(ofUTF8 byteRanges: [Range<Int>], in text: String) -> [Range<Int>] {
    guard !byteRanges.isEmpty else { return [] }
    var bounds: [(offset: Int, isEnd: Bool)] = []
    bounds.reserveCapacity(byteRanges.count * 2)
    for r in byteRanges {
      bounds.append((r.lowerBound, false))
      bounds.append((r.upperBound, true))
    }
    var mapped = [Int](repeating: 0, count: bounds.count)
    var k = 0
    var grapheme = 0
    var byte = 0
    for c in text {
      let nextByte = byte + c.utf8.count
      while k < bounds.count, bounds[k].offset < nextByte {
        let b = bounds[k]
        mapped[k] = b.isEnd && b.offset > byte ? grapheme + 1 : grapheme
        k += 1
      }
      byte = nextByte
      grapheme += 1
    }
    while k < bounds.count {
      mapped[k] = grapheme
      k += 1
    }
    var result: [Range<Int>] = []
    for n in 0..<byteRanges.count {
      let r = mapped[2 * n]..<max(mapped[2 * n], mapped[2 * n + 1])
      if r.isEmpty { continue }
      if let last = result.last, r.lowerBound < last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
      } else {
        result.append(r)
      }
    }
    return result
  }
}

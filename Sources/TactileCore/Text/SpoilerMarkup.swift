/// The spoiler markup: `[hidden]` and `||hidden||` (Telegram, Discord).
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
/// - A grapheme longer than `maxGraphemeBytes` (a letter under hundreds of combining marks)
///   keeps only the scalars in its first `maxGraphemeBytes` bytes: no font stacks more marks
///   than that visibly, and measuring and drawing one grapheme stays bounded.
///
/// Any input is accepted, in time linear in its length.
public enum SpoilerMarkup {
  /// Parses `source` into visible text and grapheme ranges of the hidden spans.
  public static func parse(_ source: String) -> ParsedText {
    SpoilerMarkupParser.parse(source)
  }

  /// The longest grapheme kept whole, in UTF-8 bytes: room for any emoji sequence (the longest
  /// are about 40 bytes) and for a letter with dozens of combining marks.
  public static let maxGraphemeBytes = 128

  /// The characters a backslash escapes.
  @inline(__always) static func isEscapable(_ c: Character) -> Bool {
    c == "[" || c == "]" || c == "|" || c == "\\"
  }
}

/// One pass over the source's UTF-8 bytes, grapheme by grapheme (`GraphemeScanner`). Literal
/// bytes are copied to the output in chunks between the graphemes the markup consumes
/// (delimiters, escape backslashes).
///
/// Grapheme offsets are counted while copying. Removing graphemes can, in rare cases, make the
/// graphemes on both sides of the gap merge or re-segment (regional indicators, Hangul jamo, a
/// ZWJ before an emoji: `🇺[🇸]` gives "🇺🇸", one grapheme). Every such junction is checked; if
/// one changed, the ranges are recomputed from their UTF-8 offsets on the final text.
struct SpoilerMarkupParser {
  private enum Delimiter {
    case bracket
    case pipes
  }

  private static let backslash = UInt8(ascii: "\\")
  private static let openBracket = UInt8(ascii: "[")
  private static let closeBracket = UInt8(ascii: "]")
  private static let pipe = UInt8(ascii: "|")

  private let scanner: GraphemeScanner
  private var output: [UInt8] = []
  /// Where the source bytes not yet copied to `output` begin.
  private var chunkStart = 0
  /// Graphemes emitted so far (the grapheme offset of the next one in the output).
  private var emitted = 0
  private var spoilers: [Range<Int>] = []
  /// The same spans as UTF-8 offsets into the output, for the recount fallback.
  private var spoilerBytes: [Range<Int>] = []
  /// Source bytes of the last emitted grapheme.
  private var lastEmitted: Range<Int>?
  /// Graphemes were dropped since the last emitted grapheme.
  private var junctionPending = false
  /// A junction changed grapheme segmentation: the counted offsets are not to be trusted.
  private var needsRecount = false
  /// Within the current paragraph, a search for a closer of that kind starting at or after this
  /// offset is known to fail. Reset at each paragraph break. Keeps parsing linear on inputs
  /// such as `[[[[[[…`.
  private var noBracketCloserFrom = Int.max
  private var noPipeCloserFrom = Int.max

  /// Parses `source`.
  static func parse(_ source: String) -> ParsedText {
    GraphemeScanner.withScanner(source) { scanner in
      var parser = SpoilerMarkupParser(scanner: scanner)
      parser.run()
      return parser.finish()
    }
  }

  private init(scanner: GraphemeScanner) {
    self.scanner = scanner
    output.reserveCapacity(scanner.count)
  }

  private var bytes: UnsafeBufferPointer<UInt8> { scanner.bytes }

  /// The bytes of the grapheme starting at `p`.
  @inline(__always) private func grapheme(at p: Int) -> Range<Int> {
    p..<scanner.graphemeEnd(from: p)
  }

  /// If an escape starts at `g` (a backslash grapheme), the escaped grapheme.
  @inline(__always) private func escaped(after g: Range<Int>, limit: Int) -> Range<Int>? {
    guard scanner.isASCII(g, Self.backslash), g.upperBound < limit else { return nil }
    let next = grapheme(at: g.upperBound)
    guard next.count == 1 else { return nil }
    switch bytes[next.lowerBound] {
    case Self.openBracket, Self.closeBracket, Self.pipe, Self.backslash: return next
    default: return nil
    }
  }

  private mutating func run() {
    let n = scanner.count
    var p = 0
    while p < n {
      let g = grapheme(at: p)
      if TextCharacterClass.isParagraphBreak(bytes, g) {
        noBracketCloserFrom = .max
        noPipeCloserFrom = .max
        emit(g)
        p = g.upperBound
        continue
      }
      if let literal = escaped(after: g, limit: n) {
        drop(g)
        emit(literal)
        p = literal.upperBound
        continue
      }
      if scanner.isASCII(g, Self.openBracket) {
        if let close = findCloser(.bracket, from: g.upperBound), close.lowerBound > g.upperBound {
          emitSpan(opener: g, content: g.upperBound..<close.lowerBound, closer: close)
          p = close.upperBound
          continue
        }
      } else if scanner.isASCII(g, Self.pipe), g.upperBound < n {
        let second = grapheme(at: g.upperBound)
        if scanner.isASCII(second, Self.pipe) {
          let opener = g.lowerBound..<second.upperBound
          if let close = findCloser(.pipes, from: opener.upperBound),
            close.lowerBound > opener.upperBound
          {
            emitSpan(opener: opener, content: opener.upperBound..<close.lowerBound, closer: close)
            p = close.upperBound
            continue
          }
          // An unclosed or empty `||` stays literal as a whole; go on after it.
          emit(g)
          emit(second)
          p = second.upperBound
          continue
        }
      }
      emitCapped(g)
      p = g.upperBound
    }
  }

  private mutating func finish() -> ParsedText {
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[chunkStart..<scanner.count]))
    chunkStart = scanner.count
    let text = String(decoding: output, as: UTF8.self)
    if needsRecount {
      spoilers = Self.graphemeRanges(ofUTF8: spoilerBytes, in: text)
    }
    return ParsedText(text: text, spoilers: spoilers)
  }

  // MARK: - Scanning

  /// The bytes of the next unescaped closer of `kind` at or after byte `start` within the
  /// current paragraph, or nil.
  private mutating func findCloser(_ kind: Delimiter, from start: Int) -> Range<Int>? {
    if start >= (kind == .bracket ? noBracketCloserFrom : noPipeCloserFrom) { return nil }
    let n = scanner.count
    var p = start
    while p < n {
      let g = grapheme(at: p)
      if TextCharacterClass.isParagraphBreak(bytes, g) { break }
      if let literal = escaped(after: g, limit: n) {
        p = literal.upperBound
        continue
      }
      switch kind {
      case .bracket:
        if scanner.isASCII(g, Self.closeBracket) { return g }
      case .pipes:
        if scanner.isASCII(g, Self.pipe), g.upperBound < n {
          let second = grapheme(at: g.upperBound)
          if scanner.isASCII(second, Self.pipe) { return g.lowerBound..<second.upperBound }
        }
      }
      p = g.upperBound
    }
    if kind == .bracket { noBracketCloserFrom = start } else { noPipeCloserFrom = start }
    return nil
  }

  // MARK: - Emitting

  private mutating func emitSpan(opener: Range<Int>, content: Range<Int>, closer: Range<Int>) {
    drop(opener)
    let startGrapheme = emitted
    let startByte = output.count + (content.lowerBound - chunkStart)
    var p = content.lowerBound
    while p < content.upperBound {
      let g = grapheme(at: p)
      if let literal = escaped(after: g, limit: content.upperBound) {
        drop(g)
        emit(literal)
        p = literal.upperBound
      } else {
        emitCapped(g)
        p = g.upperBound
      }
    }
    drop(closer)
    spoilers.append(startGrapheme..<emitted)
    spoilerBytes.append(startByte..<output.count)
  }

  /// Leaves the source bytes `range` out of the output.
  private mutating func drop(_ range: Range<Int>) {
    if range.lowerBound > chunkStart {
      output.append(
        contentsOf: UnsafeBufferPointer(rebasing: bytes[chunkStart..<range.lowerBound]))
    }
    chunkStart = range.upperBound
    junctionPending = true
  }

  /// Emits grapheme `g`, without the scalars past its first `maxGraphemeBytes` bytes.
  @inline(__always) private mutating func emitCapped(_ g: Range<Int>) {
    guard g.count > SpoilerMarkup.maxGraphemeBytes else { return emit(g) }
    var cut = g.lowerBound + SpoilerMarkup.maxGraphemeBytes
    while cut > g.lowerBound + 1, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }  // a scalar's start
    emit(g.lowerBound..<cut)
    drop(cut..<g.upperBound)
  }

  /// Counts the grapheme at source bytes `g` as part of the output.
  @inline(__always) private mutating func emit(_ g: Range<Int>) {
    if junctionPending {
      junctionPending = false
      if let previous = lastEmitted, !needsRecount, !staysSeparate(previous, g) {
        needsRecount = true
      }
    }
    lastEmitted = g
    emitted += 1
  }

  /// Whether grapheme `a` followed directly by grapheme `b` still reads as exactly these two
  /// graphemes. Grapheme rules only look back within `a` (a lone regional indicator, a
  /// trailing ZWJ, a Hangul jamo, an Indic virama), so the pair decides it.
  private func staysSeparate(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
    if a.count == 1, b.count == 1, bytes[a.lowerBound] != 0x0D { return true }
    let first = scanner.character(a)
    var pair = String(first)
    pair.append(scanner.character(b))
    return pair.count == 2 && pair.first == first
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

/// The spoiler markup: `[hidden]` and `||hidden||` (Telegram, Discord).
///
/// Rules, applied left to right over graphemes (Swift `Character`s):
/// - `\[`, `\]`, `\|` and `\\` stand for the literal character; the backslash disappears. Any
///   other backslash is literal text. Escapes work inside spans too.
/// - `[` opens a span that the next unescaped `]` closes; `||` opens a span that the next
///   unescaped `||` closes. Spans do not nest: delimiters inside a span are literal text, so
///   `[a || b]` hides "a || b" and `||a [b] c||` hides "a [b] c".
/// - An opening delimiter without a closing one stays literal text, and so does an empty span
///   (`[]`, `||||`): the opener is kept as text and parsing goes on right after it. Each
///   opener left unclosed is reported (`Unclosed`), so that the user can be told its line.
/// - **Spans cross line breaks** (LF, CR, CRLF and the other paragraph breaks), as Telegram's
///   do: `||one\ntwo||` is one spoiler with a fragment on each line, revealed as one.
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
    var ignored = Unclosed()
    return parse(source, unclosed: &ignored)
  }

  /// Parses `source`, and notes in `unclosed` the openers it left as literal text because no
  /// closer follows them.
  public static func parse(_ source: String, unclosed: inout Unclosed) -> ParsedText {
    SpoilerMarkupParser.parse(source, unclosed: &unclosed)
  }

  /// An opener without a closer: which delimiter, and the line of the source it is on.
  public struct Opener: Hashable, Sendable {
    /// `[` or `||`.
    public var delimiter: String
    /// 1 for the first line; a line ends at LF, CR or CRLF.
    public var line: Int

    public init(delimiter: String, line: Int) {
      self.delimiter = delimiter
      self.line = line
    }
  }

  /// The openers a parse left unclosed: how many, and the first few (a bounded summary, so
  /// that a text of a million `[` costs no more than one).
  public struct Unclosed: Hashable, Sendable {
    /// How many openers found no closer.
    public internal(set) var count = 0
    /// The first `Unclosed.kept` of them, in the order of the source.
    public internal(set) var first: [Opener] = []
    /// How many are kept in `first`.
    public static let kept = 3

    public init() {}
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
/// (delimiters, escape backslashes). Lines are counted only up to an unclosed opener that is
/// reported (`SpoilerMarkup.Unclosed.first`), so also once over the bytes at most.
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
  /// The bytes the markup may consume: what a run of plain text stops at.
  private static let markup = GraphemeScanner.Stops([backslash, openBracket, closeBracket, pipe])

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
  /// A search for a closer of that kind starting at or after this offset is known to fail
  /// (spans run to the end of the text, so it fails for every later start too). Keeps parsing
  /// linear on inputs such as `[[[[[[…`.
  private var noBracketCloserFrom = Int.max
  private var noPipeCloserFrom = Int.max
  /// The openers left unclosed so far.
  private var unclosed = SpoilerMarkup.Unclosed()
  /// Lines counted in the source bytes before `linesCountedTo`: the line there is
  /// `linesBefore + 1`.
  private var linesCountedTo = 0
  private var linesBefore = 0

  /// Parses `source`; the openers left unclosed go to `unclosed`.
  static func parse(_ source: String, unclosed: inout SpoilerMarkup.Unclosed) -> ParsedText {
    GraphemeScanner.withScanner(source) { scanner in
      var parser = SpoilerMarkupParser(scanner: scanner)
      parser.run()
      unclosed = parser.unclosed
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
      p = emitPlain(from: p, limit: n)
      guard p < n else { break }
      let g = grapheme(at: p)
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
        noteIfUnclosed(g, closerFrom: g.upperBound, .bracket)
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
          noteIfUnclosed(opener, closerFrom: opener.upperBound, .pipes)
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

  /// The bytes of the next unescaped closer of `kind` at or after byte `start`, or nil.
  private mutating func findCloser(_ kind: Delimiter, from start: Int) -> Range<Int>? {
    if start >= (kind == .bracket ? noBracketCloserFrom : noPipeCloserFrom) { return nil }
    let n = scanner.count
    var p = start
    while p < n {
      p = scanner.simpleRun(from: p, limit: n, stops: Self.markup).end
      guard p < n else { break }
      let g = grapheme(at: p)
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

  /// Notes `opener` as unclosed when no closer of `kind` follows (an empty span, whose closer
  /// comes at once, is literal too but closed). Only called after `findCloser` from
  /// `closerFrom`, so this asks the memo, not the text.
  private mutating func noteIfUnclosed(
    _ opener: Range<Int>, closerFrom start: Int, _ kind: Delimiter
  ) {
    guard start >= (kind == .bracket ? noBracketCloserFrom : noPipeCloserFrom) else { return }
    unclosed.count += 1
    guard unclosed.first.count < SpoilerMarkup.Unclosed.kept else { return }
    unclosed.first.append(
      SpoilerMarkup.Opener(
        delimiter: kind == .bracket ? "[" : "||", line: line(at: opener.lowerBound)))
  }

  /// The 1-based line of byte `offset` (not before the last one asked for): LF, CR and CRLF
  /// each end a line.
  private mutating func line(at offset: Int) -> Int {
    var p = linesCountedTo
    while p < offset {
      let b = bytes[p]
      // A CR ends a line; so does an LF, unless it completes a CRLF (counted at its CR).
      if b == 0x0D || (b == 0x0A && (p == 0 || bytes[p - 1] != 0x0D)) { linesBefore += 1 }
      p += 1
    }
    linesCountedTo = max(linesCountedTo, offset)
    return linesBefore + 1
  }

  // MARK: - Emitting

  private mutating func emitSpan(opener: Range<Int>, content: Range<Int>, closer: Range<Int>) {
    drop(opener)
    let startGrapheme = emitted
    let startByte = output.count + (content.lowerBound - chunkStart)
    var p = content.lowerBound
    while p < content.upperBound {
      p = emitPlain(from: p, limit: content.upperBound)
      guard p < content.upperBound else { break }
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

  /// Emits the run of plain graphemes from byte `p` (`GraphemeScanner.simpleRun`, stopping at
  /// the markup's bytes) before `limit`; returns where it ends.
  @inline(__always) private mutating func emitPlain(from p: Int, limit: Int) -> Int {
    let run = scanner.simpleRun(from: p, limit: limit, stops: Self.markup)
    guard run.count > 0 else { return p }
    emit(p..<(run.count == 1 ? run.end : scanner.scalar(at: p)!.1))
    emitted += run.count - 1
    lastEmitted = run.last..<run.end
    return run.end
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

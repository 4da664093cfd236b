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

  /// Parses `source` into the visible text and the spans as UTF-8 ranges of it, sorted, for a
  /// caller that finds their graphemes from what it knows of the text
  /// (`MeasuredText.graphemeRanges(ofUTF8:)`): a span may start or end inside a grapheme where
  /// removing a delimiter merged two. Notes the unclosed openers in `unclosed`.
  public static func parseUTF8(_ source: String, unclosed: inout Unclosed)
    -> (text: String, spoilers: [Range<Int>])
  {
    SpoilerMarkupParser.parseBytes(source, unclosed: &unclosed)
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

/// One pass over the source's UTF-8 bytes, looking only at the bytes the markup is made of
/// (`\\`, `[`, `]`, `|`: ASCII, so never inside another scalar's bytes), eight at a time. Each
/// such byte counts only when it is a grapheme of its own, which the scalars on either side of
/// it decide (`GraphemeScanner.standsAlone`). The output is the source's chunks between the
/// bytes the markup consumes, copied once into the text at the end; spans are noted as UTF-8
/// ranges of the output, made grapheme ranges of the final text at the end
/// (`GraphemeScanner.graphemeRanges`), so that graphemes that merge where a delimiter was
/// removed (`🇺[🇸]` gives "🇺🇸") are counted as the final text has them. Lines are counted only up to an unclosed opener that is reported
/// (`SpoilerMarkup.Unclosed.first`), so also once over the bytes at most.
struct SpoilerMarkupParser {
  private enum Delimiter {
    case bracket
    case pipes
  }

  private static let backslash = UInt8(ascii: "\\")
  private static let openBracket = UInt8(ascii: "[")
  private static let closeBracket = UInt8(ascii: "]")
  private static let pipe = UInt8(ascii: "|")
  /// The bytes the markup is made of.
  private static let markup = GraphemeScanner.Stops([backslash, openBracket, closeBracket, pipe])

  private let scanner: GraphemeScanner
  /// The source's chunks the output is made of, and their bytes so far.
  private var chunks: [Range<Int>] = []
  private var outputCount = 0
  /// Where the source bytes not yet taken into a chunk begin.
  private var chunkStart = 0
  /// The spans, as UTF-8 ranges of the output.
  private var spoilerBytes: [Range<Int>] = []
  /// The bytes of graphemes past `SpoilerMarkup.maxGraphemeBytes` (left out), ascending, and
  /// the first not yet left out.
  private var cuts: [Range<Int>] = []
  private var nextCut = 0
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
    let (text, spans) = parseBytes(source, unclosed: &unclosed)
    let spoilers = GraphemeScanner.withScanner(text) { $0.graphemeRanges(ofUTF8: spans) }
    return ParsedText(text: text, spoilers: spoilers)
  }

  /// Parses `source` into the visible text and the spans as UTF-8 ranges of it (sorted; they
  /// may start or end inside a grapheme of the text where graphemes merged); the openers left
  /// unclosed go to `unclosed`.
  static func parseBytes(_ source: String, unclosed: inout SpoilerMarkup.Unclosed)
    -> (text: String, spoilers: [Range<Int>])
  {
    GraphemeScanner.withScanner(source) { scanner in
      var parser = SpoilerMarkupParser(scanner: scanner)
      parser.run()
      unclosed = parser.unclosed
      return parser.finish()
    }
  }

  private init(scanner: GraphemeScanner) {
    self.scanner = scanner
    cuts = scanner.overlongGraphemes(longerThan: SpoilerMarkup.maxGraphemeBytes)
  }

  private var bytes: UnsafeBufferPointer<UInt8> { scanner.bytes }

  /// The next byte at or after `p`, before `limit`, that is markup and a grapheme of its own;
  /// `limit` if none.
  @inline(__always) private func nextMarkup(from p: Int, limit: Int) -> Int {
    var q = p
    while true {
      q = scanner.nextStop(from: q, limit: limit, stops: Self.markup)
      guard q < limit else { return limit }
      if bytes[q] != 0x0D, scanner.standsAlone(at: q) { return q }
      q += 1
    }
  }

  /// Whether the byte at `p` is `ascii` and a grapheme of its own.
  @inline(__always) private func isMarkup(_ ascii: UInt8, at p: Int) -> Bool {
    p < scanner.count && bytes[p] == ascii && scanner.standsAlone(at: p)
  }

  /// If an escape starts at `p` (a backslash), the byte it escapes, before `limit`.
  @inline(__always) private func escaped(at p: Int, limit: Int) -> Int? {
    guard bytes[p] == Self.backslash, p + 1 < limit else { return nil }
    switch bytes[p + 1] {
    case Self.openBracket, Self.closeBracket, Self.pipe, Self.backslash:
      return scanner.standsAlone(at: p + 1) ? p + 1 : nil
    default: return nil
    }
  }

  private mutating func run() {
    let n = scanner.count
    var p = 0
    while p < n {
      p = nextMarkup(from: p, limit: n)
      guard p < n else { break }
      if let literal = escaped(at: p, limit: n) {
        drop(p..<literal)
        p = literal + 1
        continue
      }
      if bytes[p] == Self.openBracket {
        if let close = findCloser(.bracket, from: p + 1), close.lowerBound > p + 1 {
          emitSpan(opener: p..<(p + 1), closer: close)
          p = close.upperBound
          continue
        }
        noteIfUnclosed(p..<(p + 1), closerFrom: p + 1, .bracket)
      } else if bytes[p] == Self.pipe, isMarkup(Self.pipe, at: p + 1) {
        let opener = p..<(p + 2)
        if let close = findCloser(.pipes, from: opener.upperBound),
          close.lowerBound > opener.upperBound
        {
          emitSpan(opener: opener, closer: close)
          p = close.upperBound
          continue
        }
        // An unclosed or empty `||` stays literal as a whole; go on after it.
        noteIfUnclosed(opener, closerFrom: opener.upperBound, .pipes)
        p = opener.upperBound
        continue
      }
      p += 1
    }
  }

  private mutating func finish() -> (text: String, spoilers: [Range<Int>]) {
    take(upTo: scanner.count)
    let text = String(unsafeUninitializedCapacity: outputCount) { text in
      var at = 0
      for chunk in chunks {
        _ = UnsafeMutableBufferPointer(rebasing: text[at..<(at + chunk.count)])
          .initialize(from: UnsafeBufferPointer(rebasing: bytes[chunk]))
        at += chunk.count
      }
      return at
    }
    return (text, spoilerBytes)
  }

  // MARK: - Scanning

  /// The bytes of the next unescaped closer of `kind` at or after byte `start`, or nil.
  private mutating func findCloser(_ kind: Delimiter, from start: Int) -> Range<Int>? {
    if start >= (kind == .bracket ? noBracketCloserFrom : noPipeCloserFrom) { return nil }
    let n = scanner.count
    var p = start
    while p < n {
      p = nextMarkup(from: p, limit: n)
      guard p < n else { break }
      if let literal = escaped(at: p, limit: n) {
        p = literal + 1
        continue
      }
      switch kind {
      case .bracket:
        if bytes[p] == Self.closeBracket { return p..<(p + 1) }
      case .pipes:
        if bytes[p] == Self.pipe, isMarkup(Self.pipe, at: p + 1) { return p..<(p + 2) }
      }
      p += 1
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

  /// Leaves out `opener` and `closer` and notes the span between them, whose escapes are
  /// taken.
  private mutating func emitSpan(opener: Range<Int>, closer: Range<Int>) {
    drop(opener)
    let start = outputOffset(of: opener.upperBound)
    var p = opener.upperBound
    while p < closer.lowerBound {
      p = nextMarkup(from: p, limit: closer.lowerBound)
      guard p < closer.lowerBound else { break }
      if let literal = escaped(at: p, limit: closer.lowerBound) {
        drop(p..<literal)
        p = literal + 1
      } else {
        p += 1
      }
    }
    drop(closer)
    spoilerBytes.append(start..<outputCount)
  }

  /// Where source byte `p` (not before the chunk being taken) lands in the output.
  private mutating func outputOffset(of p: Int) -> Int {
    take(upTo: p)
    return outputCount
  }

  /// Takes into the output the source bytes before `end` not yet taken, leaving out the cuts
  /// among them.
  private mutating func take(upTo end: Int) {
    while nextCut < cuts.count, cuts[nextCut].lowerBound < end {
      let cut = cuts[nextCut]
      append(upTo: cut.lowerBound)
      chunkStart = max(chunkStart, cut.upperBound)
      nextCut += 1
    }
    append(upTo: end)
  }

  /// Ends the chunk being taken at `end`.
  @inline(__always) private mutating func append(upTo end: Int) {
    guard end > chunkStart else { return }
    chunks.append(chunkStart..<end)
    outputCount += end - chunkStart
    chunkStart = end
  }

  /// Leaves the source bytes `range` out of the output.
  private mutating func drop(_ range: Range<Int>) {
    take(upTo: range.lowerBound)
    chunkStart = range.upperBound
  }
}

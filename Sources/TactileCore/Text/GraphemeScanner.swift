/// Grapheme boundaries over a string's UTF-8 bytes, with Swift's own grapheme breaking as the
/// reference and a fast path for the common case: a scalar of the Basic Multilingual Plane
/// that cannot glue itself to the next one (not a Prepend, not a Hangul jamo or syllable, not
/// CR before LF; a control stands alone), followed by any number of marks of that plane that extend it (Extend,
/// SpacingMark: a vowel sign, a harakat, a tone mark), ends before the next scalar of that
/// plane that does not; so does a scalar in U+1F000…U+1FFFF (emoji; none is a Prepend)
/// followed by ASCII. `ScalarGraphemeTable` holds those facts, taken from Swift.
///
/// Every other boundary (emoji sequences, regional indicators, Hangul, Indic conjuncts, marks
/// outside that plane) is asked of Swift's character recognizer. Rules that look further back
/// (GB11 emoji ZWJ sequences, GB12/13 flags, GB9c conjuncts) only join a scalar after a ZWJ, a
/// virama that links consonants, or a regional indicator, which always take that path.
/// Offsets are UTF-8 byte offsets.
struct GraphemeScanner {
  let text: String
  let bytes: UnsafeBufferPointer<UInt8>

  /// Calls `body` with a scanner over `text`'s UTF-8 (made contiguous first if needed).
  static func withScanner<R>(_ text: String, _ body: (GraphemeScanner) -> R) -> R {
    if let r = text.utf8.withContiguousStorageIfAvailable({
      body(GraphemeScanner(text: text, bytes: $0))
    }) {
      return r
    }
    var copy = text
    copy.makeContiguousUTF8()
    let native = copy
    return native.utf8.withContiguousStorageIfAvailable {
      body(GraphemeScanner(text: native, bytes: $0))
    }!
  }

  /// Number of UTF-8 bytes.
  var count: Int { bytes.count }

  /// The end of the grapheme that starts at byte offset `p` (`p` must start a grapheme).
  @inline(__always) func graphemeEnd(from p: Int) -> Int {
    let n = bytes.count
    if bytes[p] == 0xF0, p + 4 < n, bytes[p + 1] == 0x9F, bytes[p + 4] < 0x80 {
      // A scalar in U+1F000…U+1FFFF (emoji, pictographs, regional indicators, skin tones:
      // never a Prepend) before an ASCII byte (never an Extend, SpacingMark or ZWJ): a
      // grapheme on its own, the usual emoji in running text.
      return p + 4
    }
    let table = ScalarGraphemeTable.shared
    guard let (v, first) = scalar(at: p), !table.joinsNext(v) else {
      return slowGraphemeEnd(from: p)
    }
    var q = first
    if table.standsAlone(v) { return q }
    while true {
      if q >= n { return n }
      if bytes[q] < 0x80 { return q }
      guard let (mark, next) = scalar(at: q) else { return slowGraphemeEnd(from: p) }
      if !table.extendsPrevious(mark) { return q }
      if table.linksNext(mark) { return slowGraphemeEnd(from: p) }
      q = next
    }
  }

  /// The value of the scalar of one to three bytes at byte `p` and where the next starts; nil
  /// for a scalar outside the Basic Multilingual Plane.
  @inline(__always) func scalar(at p: Int) -> (Int, Int)? {
    let lead = bytes[p]
    if lead < 0x80 { return (Int(lead), p + 1) }
    if lead < 0xE0 { return (Self.decode2(lead, bytes[p + 1]), p + 2) }
    if lead < 0xF0 { return (Self.decode3(lead, bytes[p + 1], bytes[p + 2]), p + 3) }
    return nil
  }

  /// ASCII bytes a `simpleRun` stops at (besides CR, which may start a CR LF).
  struct Stops {
    private var mask: (UInt64, UInt64) = (1 << 0x0D, 0)

    init(_ bytes: [UInt8]) {
      for b in bytes where b < 0x80 {
        if b < 64 { mask.0 |= 1 << UInt64(b) } else { mask.1 |= 1 << UInt64(b - 64) }
      }
    }

    @inline(__always) func contains(_ b: UInt8) -> Bool {
      b < 64 ? mask.0 & (1 << UInt64(b)) != 0 : mask.1 & (1 << UInt64(b &- 64)) != 0
    }
  }

  /// From byte `p` (a grapheme's start) up to `limit` (another's), the run of graphemes that
  /// are each one scalar of the Basic Multilingual Plane, none of them in `stops`: its end, how many
  /// graphemes it holds and where the last one starts (`p` when it holds none). Most text is
  /// such runs, whose graphemes need no more than this loop; it stops before a scalar that
  /// the next one could extend, which the caller takes by `graphemeEnd`.
  @inline(__always) func simpleRun(from p: Int, limit: Int, stops: Stops)
    -> (end: Int, count: Int, last: Int)
  {
    let n = bytes.count
    let table = ScalarGraphemeTable.shared
    var q = p
    var count = 0
    var last = p
    while q < limit {
      let b = bytes[q]
      if b < 0x80, stops.contains(b) { break }
      guard let (v, next) = scalar(at: q), !table.joinsNext(v) else { break }
      if next < n, bytes[next] >= 0x80 {
        guard let (w, _) = scalar(at: next), !table.extendsPrevious(w) else { break }
      }
      last = q
      q = next
      count += 1
    }
    return (q, count, last)
  }

  /// The `String.Index` at byte offset `p` (a scalar boundary). O(1) on native strings.
  @inline(__always) func index(_ p: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: p)
  }

  /// The grapheme at bytes `range` (which must be exactly one grapheme).
  func character(_ range: Range<Int>) -> Character {
    text[index(range.lowerBound)..<index(range.upperBound)].first!
  }

  /// Whether bytes `range` hold exactly one single-byte grapheme equal to `ascii`.
  @inline(__always) func isASCII(_ range: Range<Int>, _ ascii: UInt8) -> Bool {
    range.count == 1 && bytes[range.lowerBound] == ascii
  }

  /// The end of the grapheme at `p` by Swift's own rules, scalar by scalar: the standard
  /// library's character recognizer (what `String` breaks with, and what swift-collections'
  /// BigString uses), asked from `p` on rather than at a `String.Index`, which would first be
  /// rounded down to a character boundary by scanning back through the text.
  private func slowGraphemeEnd(from p: Int) -> Int {
    var recognizer = Unicode._CharacterRecognizer()
    let n = bytes.count
    var (first, q) = anyScalar(at: p)
    _ = recognizer.hasBreak(before: first)
    while q < n {
      let next: Int
      (first, next) = anyScalar(at: q)
      if recognizer.hasBreak(before: first) { return q }
      q = next
    }
    return n
  }

  /// The scalar at byte `p` (valid UTF-8) and where the next one starts.
  @inline(__always) private func anyScalar(at p: Int) -> (Unicode.Scalar, Int) {
    let lead = UInt32(bytes[p])
    let v: UInt32
    let length: Int
    if lead < 0x80 {
      (v, length) = (lead, 1)
    } else if lead < 0xE0 {
      (v, length) = ((lead & 0x1F) << 6 | UInt32(bytes[p + 1] & 0x3F), 2)
    } else if lead < 0xF0 {
      (v, length) = (
        (lead & 0x0F) << 12 | UInt32(bytes[p + 1] & 0x3F) << 6 | UInt32(bytes[p + 2] & 0x3F), 3
      )
    } else {
      (v, length) = (
        (lead & 0x07) << 18 | UInt32(bytes[p + 1] & 0x3F) << 12 | UInt32(bytes[p + 2] & 0x3F) << 6
          | UInt32(bytes[p + 3] & 0x3F), 4
      )
    }
    return (Unicode.Scalar(v)!, p + length)
  }

  /// The scalar value of grapheme `g` if it is one scalar (of one to four UTF-8 bytes); a
  /// grapheme of at most three bytes that is one scalar lies in the Basic Multilingual Plane.
  @inline(__always) static func singleScalar(
    _ bytes: UnsafeBufferPointer<UInt8>, _ g: Range<Int>
  ) -> Int? {
    let p = g.lowerBound
    let lead = bytes[p]
    switch g.count {
    case 1: return Int(lead)
    case 2 where lead >= 0xC2 && lead <= 0xDF: return decode2(lead, bytes[p + 1])
    case 3 where lead >= 0xE0 && lead <= 0xEF: return decode3(lead, bytes[p + 1], bytes[p + 2])
    case 4 where lead >= 0xF0 && lead <= 0xF4:
      return (Int(lead & 0x07) << 18) | (Int(bytes[p + 1] & 0x3F) << 12)
        | (Int(bytes[p + 2] & 0x3F) << 6) | Int(bytes[p + 3] & 0x3F)
    default: return nil
    }
  }

  @inline(__always) static func decode2(_ b0: UInt8, _ b1: UInt8) -> Int {
    (Int(b0 & 0x1F) << 6) | Int(b1 & 0x3F)
  }

  @inline(__always) static func decode3(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8) -> Int {
    (Int(b0 & 0x0F) << 12) | (Int(b1 & 0x3F) << 6) | Int(b2 & 0x3F)
  }
}

/// Grapheme-break facts for the scalars of the Basic Multilingual Plane (U+0000…U+FFFF),
/// taken once from Swift's own grapheme breaking (on first use, about 3 ms).
struct ScalarGraphemeTable: Sendable {
  static let limit = 0x10000
  static let shared = ScalarGraphemeTable()

  private static let extendsBit: UInt8 = 1
  private static let joinsBit: UInt8 = 2
  private static let linksBit: UInt8 = 4
  private static let aloneBit: UInt8 = 8
  private let flags: [UInt8]

  private init() {
    var flags = [UInt8](repeating: 0, count: Self.limit)
    for v in 0..<Self.limit {
      if Self.isHangul(v) {
        flags[v] = Self.joinsBit  // L, V, T and syllables join what may follow them.
        continue
      }
      // Blocks with neither Extend, SpacingMark nor Prepend: CJK ideographs, private use.
      if (0x4E00...0x9FFF).contains(v) || (0xE000...0xF8FF).contains(v) { continue }
      guard let s = Unicode.Scalar(v) else { continue }
      if Self.joined("a", s) {
        flags[v] |= Self.extendsBit
        if Self.links(s) { flags[v] |= Self.linksBit }
      }
      if Self.joined(s, "a") { flags[v] |= Self.joinsBit }
      if !Self.joined(s, "\u{301}") { flags[v] |= Self.aloneBit }
    }
    flags[0x0D] = Self.joinsBit  // CR, before LF.
    self.flags = flags
  }

  /// Whether Swift's grapheme breaking keeps `scalars` in one grapheme.
  private static func joined(_ scalars: Unicode.Scalar...) -> Bool {
    var recognizer = Unicode._CharacterRecognizer()
    _ = recognizer.hasBreak(before: scalars[0])
    return !scalars.dropFirst().contains { recognizer.hasBreak(before: $0) }
  }

  /// Whether a mark can join what follows it to the grapheme it extends: a ZWJ between
  /// pictographs (GB11), a virama between consonants (GB9c).
  private static func links(_ mark: Unicode.Scalar) -> Bool {
    ["\u{1F600}", "\u{0915}", "\u{0995}", "\u{0A95}", "\u{0B15}", "\u{0C15}", "\u{0D15}"]
      .contains { (base: Unicode.Scalar) in joined(base, mark, base) }
  }

  /// Hangul jamo and syllables: the scalars that rules GB6–GB8 join to the next.
  private static func isHangul(_ v: Int) -> Bool {
    (0x1100...0x11FF).contains(v) || (0xA960...0xA97F).contains(v)
      || (0xAC00...0xD7A3).contains(v) || (0xD7B0...0xD7FF).contains(v)
  }

  /// Whether the scalar attaches to the grapheme before it (Extend, SpacingMark, ZWJ).
  @inline(__always) func extendsPrevious(_ v: Int) -> Bool { flags[v] & Self.extendsBit != 0 }
  /// Whether the scalar may attach to the one after it (Prepend, Hangul, CR).
  @inline(__always) func joinsNext(_ v: Int) -> Bool { flags[v] & Self.joinsBit != 0 }
  /// Whether nothing extends the scalar: a control (LF, a tab, a bidi control, ZWSP).
  @inline(__always) func standsAlone(_ v: Int) -> Bool { flags[v] & Self.aloneBit != 0 }
  /// Whether the mark may join the scalar after it to its grapheme (ZWJ, a linking virama).
  @inline(__always) func linksNext(_ v: Int) -> Bool { flags[v] & Self.linksBit != 0 }
}

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

  /// Up to four ASCII bytes that `nextStop` looks for.
  struct Stops {
    private let stops: (UInt8, UInt8, UInt8, UInt8)

    /// `bytes`: one to four ASCII bytes.
    init(_ bytes: [UInt8]) {
      precondition((1...4).contains(bytes.count) && bytes.allSatisfy { $0 < 0x80 })
      let b = (0..<4).map { bytes[min($0, bytes.count - 1)] }
      stops = (b[0], b[1], b[2], b[3])
    }

    /// Whether any of the 8 lanes of `x` is a stop.
    @inline(__always) func anyIn(_ x: UInt64) -> Bool {
      ByteLanes.holding(x, stops.0) | ByteLanes.holding(x, stops.1)
        | ByteLanes.holding(x, stops.2) | ByteLanes.holding(x, stops.3) != 0
    }

    /// Whether `b` is a stop.
    @inline(__always) func contains(_ b: UInt8) -> Bool {
      b == stops.0 || b == stops.1 || b == stops.2 || b == stops.3
    }
  }

  /// The first byte at or after `p`, before `limit`, that is one of `stops` (`limit` if none):
  /// eight bytes at a time. Stops are ASCII, which no other scalar's bytes can be.
  @inline(__always) func nextStop(from p: Int, limit: Int, stops: Stops) -> Int {
    var q = p
    while q + 8 <= limit {
      if stops.anyIn(ByteLanes.load(bytes, at: q)) { break }
      q += 8
    }
    while q < limit, !stops.contains(bytes[q]) { q += 1 }
    return q
  }

  /// Whether the ASCII byte at `p` (neither CR nor LF) is a grapheme of its own: the scalar
  /// after it does not extend it, and the one before it is not a Prepend (the only scalars
  /// that join an ASCII character that follows them).
  func standsAlone(at p: Int) -> Bool {
    let table = ScalarGraphemeTable.shared
    let ascii = Unicode.Scalar(bytes[p])
    if p + 1 < bytes.count, bytes[p + 1] >= 0x80 {
      if let (w, _) = scalar(at: p + 1) {
        if table.extendsPrevious(w) { return false }
      } else if ScalarGraphemeTable.joined(ascii, anyScalar(at: p + 1).0) {
        return false
      }
    }
    guard p > 0, bytes[p - 1] >= 0x80 else { return true }
    var start = p - 1
    while start > 0, p - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    if let (v, _) = scalar(at: start) {
      return !table.joinsNext(v) || ScalarGraphemeTable.isHangul(v)
    }
    return !ScalarGraphemeTable.joined(anyScalar(at: start).0, ascii)
  }

  /// The graphemes longer than `limit` bytes, each as the bytes past its first `limit` (cut
  /// back to a scalar's start, keeping at least its first scalar), ascending. No grapheme
  /// holds two ASCII bytes side by side but CR LF, so a grapheme boundary lies between any two
  /// others: only the stretches between such pairs that are longer than `limit` are read
  /// grapheme by grapheme.
  func overlongGraphemes(longerThan limit: Int) -> [Range<Int>] {
    var cuts: [Range<Int>] = []
    let n = bytes.count
    // The stretch since the last boundary found this way, and where it has to end at the
    // latest to be left unread.
    var stretch = 0
    @inline(__always) func split(at q: Int) {
      if q - stretch > limit { cutOverlong(stretch..<q, limit: limit, into: &cuts) }
      stretch = q
    }
    /// Splits where bytes k - 1 and k (k in `range`) are ASCII but CR LF, one byte at a time.
    func splitPairs(_ range: Range<Int>) {
      for k in range where k > 0 && bytes[k] < 0x80 && bytes[k - 1] < 0x80 {
        if !(bytes[k - 1] == 0x0D && bytes[k] == 0x0A) { split(at: k) }
      }
    }
    var i = 0
    var previousIsASCII = false
    while i + 8 <= n {
      let x = ByteLanes.load(bytes, at: i)
      if ByteLanes.below(x, 0x0E) != 0 {
        // CR LF is the one ASCII pair a boundary does not lie in.
        splitPairs(i..<(i + 8))
      } else {
        // Lane k is flagged when bytes k - 1 and k are both ASCII (little-endian lanes).
        let ascii = ~x & ByteLanes.high
        let pairs = ascii & ((ascii << 8) | (previousIsASCII ? 0x80 : 0))
        if pairs != 0 {
          split(at: i + pairs.trailingZeroBitCount / 8)
          split(at: i + (63 - pairs.leadingZeroBitCount) / 8)
        }
      }
      previousIsASCII = x >> 63 == 0
      i += 8
    }
    splitPairs(i..<n)
    split(at: n)
    return cuts
  }

  /// Reads the graphemes of `stretch` (which starts at a boundary and ends at one) and adds
  /// to `cuts` the bytes past the first `limit` of each longer one.
  private func cutOverlong(_ stretch: Range<Int>, limit: Int, into cuts: inout [Range<Int>]) {
    var g = stretch.lowerBound
    while g < stretch.upperBound {
      let next = graphemeEnd(from: g)
      if next - g > limit {
        var cut = g + limit
        while cut > g + 1, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
        cuts.append(cut..<next)
      }
      g = next
    }
  }

  /// Grapheme ranges of the text for UTF-8 ranges of it (sorted by their starts): a start
  /// rounds down and an end up to a grapheme boundary; ranges that then overlap are merged and
  /// empty ones left out. The text is read grapheme by grapheme from the nearest boundary
  /// known before each offset: the start of the text, one of `knownBytes` (ascending UTF-8
  /// offsets of grapheme boundaries, whose grapheme indices are `knownGraphemes`), or the
  /// offset found last.
  func graphemeRanges(
    ofUTF8 byteRanges: [Range<Int>], knownBytes: [UInt32] = [], knownGraphemes: [UInt32] = []
  ) -> [Range<Int>] {
    precondition(knownBytes.count == knownGraphemes.count)
    var cursor = (byte: 0, grapheme: 0)
    var known = 0
    /// The grapheme at or after byte `x` (`roundUp`) or holding it; offsets come in
    /// ascending order.
    func grapheme(at x: Int, roundUp: Bool) -> Int {
      while known < knownBytes.count, Int(knownBytes[known]) <= x {
        if Int(knownBytes[known]) > cursor.byte {
          cursor = (Int(knownBytes[known]), Int(knownGraphemes[known]))
        }
        known += 1
      }
      while cursor.byte < x {
        let next = graphemeEnd(from: cursor.byte)
        if next > x { return cursor.grapheme + (roundUp ? 1 : 0) }
        cursor = (next, cursor.grapheme + 1)
      }
      return cursor.grapheme
    }
    var result: [Range<Int>] = []
    for r in byteRanges {
      let start = grapheme(at: min(r.lowerBound, bytes.count), roundUp: false)
      let end = grapheme(at: min(r.upperBound, bytes.count), roundUp: true)
      guard end > start else { continue }
      if let last = result.last, start < last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, end)
      } else {
        result.append(start..<end)
      }
    }
    return result
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
  @inline(__always) func anyScalar(at p: Int) -> (Unicode.Scalar, Int) {
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
  static func joined(_ scalars: Unicode.Scalar...) -> Bool {
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
  static func isHangul(_ v: Int) -> Bool {
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

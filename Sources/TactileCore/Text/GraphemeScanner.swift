/// Grapheme boundaries over a string's UTF-8 bytes, with Swift's own grapheme breaking as the
/// reference and fast paths for the common cases:
///
/// - Two ASCII scalars are always separate graphemes, except CR LF.
/// - A scalar below U+0800 (Latin, Greek, Cyrillic, Hebrew, Arabic…) that cannot glue itself to
///   the next one (not a Prepend) followed by ASCII or by a scalar below U+0800 that cannot
///   extend the previous one (not an Extend or SpacingMark) ends a grapheme.
/// - A scalar in U+1F000…U+1FFFF (emoji; none is a Prepend) followed by ASCII ends one.
/// - A Thai or CJK scalar (U+0E00…U+0E7F, U+3000…U+9FFF: no Prepend there) followed by ASCII, or
///   by such a scalar that does not extend it (Thai vowel signs and tone marks, kana voicing
///   marks), ends one.
///
/// Every other boundary (emoji sequences, regional indicators, Hangul, Indic conjuncts, marks
/// above U+0800) is asked of `String`. Rules that look further back (GB11, GB12/13, GB9c) only
/// join scalars above U+0800, which always take that path. Offsets are UTF-8 byte offsets.
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
    let lead = bytes[p]
    var q: Int
    if lead < 0x80 {
      q = p + 1
    } else if lead >= 0xC2, lead <= 0xDF, p + 1 < n {
      if ScalarGraphemeTable.shared.joinsNext(Self.decode2(lead, bytes[p + 1])) {
        return slowGraphemeEnd(from: p)
      }
      q = p + 2
    } else if lead >= 0xE0, lead <= 0xEF, p + 2 < n,
      Self.isPlainThreeByte(Self.decode3(lead, bytes[p + 1], bytes[p + 2]))
    {
      // Thai, CJK punctuation, kana and ideographs: none joins the next scalar.
      q = p + 3
      if q >= n { return n }
      let next = bytes[q]
      if next < 0x80 { return q }
      if next >= 0xE0, next <= 0xEF, q + 2 < n {
        let v = Self.decode3(next, bytes[q + 1], bytes[q + 2])
        if Self.isPlainThreeByte(v), !Self.extendsPlainThreeByte(v) { return q }
      }
      return slowGraphemeEnd(from: p)
    } else if lead == 0xF0, p + 4 < n, bytes[p + 1] == 0x9F, bytes[p + 4] < 0x80 {
      // A scalar in U+1F000…U+1FFFF (emoji, pictographs, regional indicators, skin tones:
      // never a Prepend) before an ASCII byte (never an Extend, SpacingMark or ZWJ): a
      // grapheme on its own, the usual emoji in running text.
      return p + 4
    } else {
      return slowGraphemeEnd(from: p)
    }
    if q >= n { return n }
    let next = bytes[q]
    if next < 0x80 { return lead == 0x0D && next == 0x0A ? q + 1 : q }
    if next >= 0xC2, next <= 0xDF, q + 1 < n,
      !ScalarGraphemeTable.shared.extendsPrevious(Self.decode2(next, bytes[q + 1]))
    {
      return q
    }
    return slowGraphemeEnd(from: p)
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
  /// are each one scalar of one or two bytes, none of them in `stops`: its end, how many
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
      var next: Int
      if b < 0x80 {
        if stops.contains(b) { break }
        next = q + 1
      } else if b >= 0xC2, b <= 0xDF, q + 1 < n {
        if table.joinsNext(Self.decode2(b, bytes[q + 1])) { break }
        next = q + 2
      } else {
        break
      }
      if next < n, bytes[next] >= 0x80 {
        let c = bytes[next]
        guard c >= 0xC2, c <= 0xDF, next + 1 < n,
          !table.extendsPrevious(Self.decode2(c, bytes[next + 1]))
        else { break }
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

  private func slowGraphemeEnd(from p: Int) -> Int {
    let next = text.index(after: index(p))
    return text.utf8.distance(from: text.utf8.startIndex, to: next)
  }

  /// The scalar value of grapheme `g` if it is one scalar of three or four UTF-8 bytes.
  @inline(__always) static func singleScalar(
    _ bytes: UnsafeBufferPointer<UInt8>, _ g: Range<Int>
  ) -> Int? {
    let p = g.lowerBound
    let lead = bytes[p]
    if g.count == 3, lead >= 0xE0, lead <= 0xEF {
      return (Int(lead & 0x0F) << 12) | (Int(bytes[p + 1] & 0x3F) << 6) | Int(bytes[p + 2] & 0x3F)
    }
    if g.count == 4, lead >= 0xF0, lead <= 0xF4 {
      return (Int(lead & 0x07) << 18) | (Int(bytes[p + 1] & 0x3F) << 12)
        | (Int(bytes[p + 2] & 0x3F) << 6) | Int(bytes[p + 3] & 0x3F)
    }
    return nil
  }

  @inline(__always) static func decode2(_ b0: UInt8, _ b1: UInt8) -> Int {
    (Int(b0 & 0x1F) << 6) | Int(b1 & 0x3F)
  }

  @inline(__always) static func decode3(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8) -> Int {
    (Int(b0 & 0x0F) << 12) | (Int(b1 & 0x3F) << 6) | Int(b2 & 0x3F)
  }

  /// Thai (U+0E00…U+0E7F) and U+3000…U+9FFF (CJK punctuation, kana, ideographs): blocks with no
  /// Prepend, whose only scalars that attach to the one before are `extendsPlainThreeByte`'s.
  @inline(__always) static func isPlainThreeByte(_ v: Int) -> Bool {
    (0x0E00...0x0E7F).contains(v) || (0x3000...0x9FFF).contains(v)
  }

  /// The scalars of `isPlainThreeByte`'s blocks that extend the grapheme before them: Thai's
  /// vowel signs and tone marks, the ideographic tone marks and kana voicing marks.
  @inline(__always) static func extendsPlainThreeByte(_ v: Int) -> Bool {
    switch v {
    case 0x0E31, 0x0E33...0x0E3A, 0x0E47...0x0E4E, 0x302A...0x302F, 0x3099...0x309A: true
    default: false
    }
  }
}

/// Grapheme-break facts for scalars U+0000…U+07FF, derived once from Swift's own grapheme
/// breaking (a constant table, computed on first use).
struct ScalarGraphemeTable: Sendable {
  static let limit = 0x800
  static let shared = ScalarGraphemeTable()

  private static let extendsBit: UInt8 = 1
  private static let joinsBit: UInt8 = 2
  private let flags: [UInt8]

  private init() {
    var flags = [UInt8](repeating: 0, count: Self.limit)
    for v in 0x80..<Self.limit {
      guard let s = Unicode.Scalar(v) else { continue }
      var after = "a"
      after.unicodeScalars.append(s)
      var before = ""
      before.unicodeScalars.append(s)
      before += "a"
      if after.count == 1 { flags[v] |= Self.extendsBit }
      if before.count == 1 { flags[v] |= Self.joinsBit }
    }
    self.flags = flags
  }

  /// Whether the scalar attaches to the grapheme before it (Extend, SpacingMark).
  @inline(__always) func extendsPrevious(_ v: Int) -> Bool { flags[v] & Self.extendsBit != 0 }
  /// Whether the scalar attaches to the grapheme after it (Prepend).
  @inline(__always) func joinsNext(_ v: Int) -> Bool { flags[v] & Self.joinsBit != 0 }
}

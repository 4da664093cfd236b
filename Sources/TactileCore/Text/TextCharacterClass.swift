/// How the markup parser and the layout classify graphemes. Both must agree on what a paragraph
/// break is, so the rule lives here once.
enum TextCharacterClass {
  /// Line feed, carriage return (alone or as CR LF), vertical tab, form feed, NEL, U+2028 and
  /// U+2029: every grapheme Swift's `Character.isNewline` accepts. Each ends a paragraph.
  @inline(__always) static func isParagraphBreak(_ c: Character) -> Bool {
    if let a = c.asciiValue { return a >= 0x0A && a <= 0x0D }
    return c.isNewline
  }

  /// The byte-level form of `isParagraphBreak(_:)` for the grapheme at bytes `r`: those
  /// scalars are all grapheme-break controls, so each forms a grapheme alone (CR LF as a pair).
  @inline(__always) static func isParagraphBreak(
    _ bytes: UnsafeBufferPointer<UInt8>, _ r: Range<Int>
  ) -> Bool {
    let p = r.lowerBound
    let b = bytes[p]
    switch r.count {
    case 1: return b >= 0x0A && b <= 0x0D
    case 2: return (b == 0x0D && bytes[p + 1] == 0x0A) || (b == 0xC2 && bytes[p + 1] == 0x85)
    case 3: return b == 0xE2 && bytes[p + 1] == 0x80 && (bytes[p + 2] | 1) == 0xA9
    default: return false
    }
  }

  /// Whitespace a line may break after: spaces and tabs, but not no-break spaces (U+00A0,
  /// U+2007, U+202F, U+2060), which glue words together, and not paragraph breaks.
  @inline(__always) static func isBreakableSpace(_ c: Character) -> Bool {
    if let a = c.asciiValue { return a == 0x20 || a == 0x09 }
    guard c.isWhitespace, !c.isNewline else { return false }
    guard let s = c.unicodeScalars.first else { return false }
    switch s.value {
    case 0x00A0, 0x2007, 0x202F, 0x2060, 0xFEFF: return false
    default: return true
    }
  }

  /// Control characters that are neither whitespace nor a paragraph break: C0 but tab, line
  /// feed, vertical tab, form feed and carriage return; DEL; C1 but NEL. Each is a grapheme of
  /// its own. Layout shows them as U+FFFD and keeps them in the text.
  @inline(__always) static func isControl(_ bytes: UnsafeBufferPointer<UInt8>, _ r: Range<Int>)
    -> Bool
  {
    let b = bytes[r.lowerBound]
    switch r.count {
    case 1: return (b < 0x20 && !(0x09...0x0D).contains(b)) || b == 0x7F
    case 2: return b == 0xC2 && bytes[r.lowerBound + 1] <= 0x9F && bytes[r.lowerBound + 1] != 0x85
    default: return false
    }
  }
}

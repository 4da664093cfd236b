/// One quick pass over a paragraph's UTF-8 bytes: where it ends, and what the rest of
/// measuring needs to know before it looks at its graphemes.
struct ParagraphScan {
  /// The paragraph's first byte, and the first paragraph break at or after it (or the end of
  /// the text). Paragraph breaks (LF, VT, FF, CR, NEL, U+2028, U+2029) are control characters:
  /// each starts a grapheme of its own.
  let start: Int
  let end: Int
  /// Whether the paragraph holds a scalar of a right-to-left script's blocks (Hebrew, Arabic,
  /// Syriac, Thaana, N'Ko, Samaritan, Mandaic, their presentation forms and the supplementary
  /// right-to-left blocks) or a bidi control; false means every level is 0 in a left-to-right
  /// paragraph.
  let mayHoldRightToLeft: Bool
  /// Whether it holds hiragana or katakana (U+3040…U+30FF): its ideographs are Japanese.
  let holdsKana: Bool

  /// Scans the paragraph that starts at byte `p` of `bytes` (valid UTF-8).
  init(_ bytes: UnsafeBufferPointer<UInt8>, from p: Int) {
    let n = bytes.count
    var i = p
    var rightToLeft = false
    var kana = false
    scan: while i < n {
      let b = bytes[i]
      if b < 0x80 {
        if i + 8 <= n, ByteLanes.isASCIIWithoutControls(ByteLanes.load(bytes, at: i)) {
          i += 8
          continue
        }
        if b >= 0x0A && b <= 0x0D { break }
        i += 1
        continue
      }
      let length = b < 0xE0 ? 2 : (b < 0xF0 ? 3 : 4)
      guard i + length <= n else { break }
      switch b {
      case 0xC2 where bytes[i + 1] == 0x85: break scan  // NEL
      case 0xE2 where bytes[i + 1] == 0x80 && (bytes[i + 2] | 1) == 0xA9: break scan
      case 0xE3 where (0x81...0x83).contains(bytes[i + 1]): kana = true
      default: break
      }
      if b >= 0xD6, !rightToLeft {
        let v = GraphemeScanner.singleScalar(bytes, i..<(i + length)) ?? 0
        rightToLeft = Self.isRightToLeftOrControl(v)
      }
      i += length
    }
    start = p
    end = min(i, n)
    mayHoldRightToLeft = rightToLeft
    holdsKana = kana
  }

  private static func isRightToLeftOrControl(_ v: Int) -> Bool {
    switch v {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
      0x1E800...0x1EFFF:
      return true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C:
      return true
    default:
      return false
    }
  }
}

// Shared by the test targets and the libFuzzer harnesses (`make fuzz` compiles this file with
// the TactileCore sources into one module, with `-D FUZZING`).
#if !FUZZING
  import TactileCore
#endif

/// Fake metrics for tests (and the fuzzers): every grapheme is one glyph `advance × size / 10`
/// points wide (so at size 10 each grapheme is `advance` points), with simple proportional vertical
/// metrics. Graphemes whose first scalar is ≥ U+1F000 or is U+2764 count as emoji: the text
/// faces report no glyph for them.
public final class FixedWidthMetrics: FontMetrics, Sendable {
  public let advancePerGrapheme: Float

  public init(advance: Float = 10) { self.advancePerGrapheme = advance }

  public func advance(of text: Substring, font: FontSpec) -> Float {
    Float(text.count) * advancePerGrapheme * font.size / 10
  }

  /// One glyph per grapheme (its first scalar's value, truncated to 16 bits), in logical order.
  public func shape(
    _ text: UnsafeBufferPointer<UInt8>, font: FontSpec, into glyphs: inout ShapedGlyphs
  ) {
    let string = String(decoding: text, as: UTF8.self)
    var offset = 0
    let advance = advancePerGrapheme * font.size / 10
    for c in string {
      let id = UInt16(truncatingIfNeeded: c.unicodeScalars.first!.value)
      glyphs.append(id: id, advance: advance, cluster: UInt32(offset))
      offset += c.utf8.count
    }
  }

  public func lineMetrics(for font: FontSpec) -> LineMetrics {
    LineMetrics(
      ascent: font.size * 0.8, descent: font.size * 0.2, lineHeight: font.size * 1.2,
      xHeight: font.size * 0.5)
  }

  public func hasGlyph(_ grapheme: Character, font: FontSpec) -> Bool {
    let isEmoji = grapheme.unicodeScalars.first.map { $0.value >= 0x1F000 || $0.value == 0x2764 }
    return font.face == .emoji ? (isEmoji ?? false) : !(isEmoji ?? false)
  }

  /// The glyph `shape` gives `grapheme`.
  public static func glyph(of grapheme: Character) -> UInt16 {
    UInt16(truncatingIfNeeded: grapheme.unicodeScalars.first!.value)
  }

}

#if !FUZZING
  extension TextRun {
    /// The text this command of `list` shows when `FixedWidthMetrics(advance: advance)` shaped
    /// it, read back from its glyphs (one per grapheme, `FixedWidthMetrics.glyph(of:)`), those
    /// whose middle is in its span: the spaces between them (not drawn) restored from their
    /// positions. Exact for graphemes of one scalar.
    public func text(in list: DrawList, advance: Float = 10) -> String {
      let step = advance * font.size / 10
      var text = ""
      var next: Float? = nil
      let shown = list.glyphs[glyphs].filter { span?.contains($0.x + step / 2) ?? true }
      for g in shown.sorted(by: { $0.x < $1.x }) {
        let gap = next.map { Int(((g.x - $0) / step).rounded()) } ?? 0
        if gap > 0 { text += String(repeating: " ", count: gap) }
        text.unicodeScalars.append(Unicode.Scalar(UInt32(g.id)) ?? "?")
        next = g.x + step
      }
      return text
    }
  }
#endif

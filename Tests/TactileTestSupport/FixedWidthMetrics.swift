// Shared by the test targets and the libFuzzer harnesses (`make fuzz` compiles this file with
// the TactileCore sources into one module, with `-D FUZZING`).
#if !FUZZING
  import TactileCore
#endif

/// Fake metrics for tests (and the fuzzers): every grapheme is `advance × size / 10` points
/// wide (so at size 10 each grapheme is `advance` points), with simple proportional vertical
/// metrics. Graphemes whose first scalar is ≥ U+1F000 or is U+2764 count as emoji: the text
/// faces report no glyph for them.
public final class FixedWidthMetrics: FontMetrics, Sendable {
  public let advancePerGrapheme: Float

  public init(advance: Float = 10) { self.advancePerGrapheme = advance }

  public func advance(of text: Substring, font: FontSpec) -> Float {
    Float(text.count) * advancePerGrapheme * font.size / 10
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
}

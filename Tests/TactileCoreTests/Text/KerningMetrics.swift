import TactileTestSupport

@testable import TactileCore

/// Fake metrics: one 10 pt glyph per grapheme, the pair `pair` (by default "AV") kerned by
/// −2 pt (taken from the first glyph's advance, as a shaper does), every shaping counted and
/// recorded. Lines break and paragraphs read as `textAnalyzer` says.
final class KerningMetrics: FontMetrics {
  let base = FixedWidthMetrics(advance: 10)
  let pair: (Character, Character)
  let textAnalyzer: any TextAnalyzer
  var shapeCalls = 0
  /// Every text shaped, in order.
  var shaped: [String] = []

  init(
    pair: (Character, Character) = ("A", "V"),
    textAnalyzer: any TextAnalyzer = BasicTextAnalyzer.shared
  ) {
    self.pair = pair
    self.textAnalyzer = textAnalyzer
  }

  func shape(
    _ text: UnsafeBufferPointer<UInt8>, font: FontSpec, into glyphs: inout ShapedGlyphs
  ) {
    shapeCalls += 1
    let string = String(decoding: text, as: UTF8.self)
    shaped.append(string)
    let characters = Array(string)
    var offset = 0
    for (i, c) in characters.enumerated() {
      var advance = base.advancePerGrapheme * font.size / 10
      if c == pair.0, i + 1 < characters.count, characters[i + 1] == pair.1 { advance -= 2 }
      glyphs.append(
        id: UInt16(truncatingIfNeeded: c.unicodeScalars.first!.value), advance: advance,
        cluster: UInt32(offset))
      offset += c.utf8.count
    }
  }

  func lineMetrics(for font: FontSpec) -> LineMetrics { base.lineMetrics(for: font) }

  func hasGlyph(_ grapheme: Character, font: FontSpec) -> Bool {
    base.hasGlyph(grapheme, font: font)
  }
}

import TactileTestSupport

@testable import TactileCore

/// Fake metrics: 10 pt per grapheme, the pair `pair` (by default "AV") kerned by −2 pt, every
/// measurement counted and recorded. Lines break and paragraphs read as `textAnalyzer` says.
final class KerningMetrics: FontMetrics {
  let base = FixedWidthMetrics(advance: 10)
  let pair: (Character, Character)
  let textAnalyzer: any TextAnalyzer
  var advanceCalls = 0
  /// Every text measured, in order.
  var measured: [Substring] = []

  init(
    pair: (Character, Character) = ("A", "V"),
    textAnalyzer: any TextAnalyzer = BasicTextAnalyzer.shared
  ) {
    self.pair = pair
    self.textAnalyzer = textAnalyzer
  }

  func advance(of text: Substring, font: FontSpec) -> Float {
    advanceCalls += 1
    measured.append(text)
    var kerning: Float = 0
    var previous: Character?
    for c in text {
      if previous == pair.0, c == pair.1 { kerning -= 2 }
      previous = c
    }
    return base.advance(of: text, font: font) + kerning
  }

  func lineMetrics(for font: FontSpec) -> LineMetrics { base.lineMetrics(for: font) }

  func hasGlyph(_ grapheme: Character, font: FontSpec) -> Bool {
    base.hasGlyph(grapheme, font: font)
  }
}

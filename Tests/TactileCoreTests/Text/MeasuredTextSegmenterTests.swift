import TactileTestSupport
import Testing

@testable import TactileCore

/// `FixedWidthMetrics`, but its text face lacks "※", which fallback faces draw: one for
/// Cyrillic, another for any other script. So where "※" goes tells which script the text
/// before it left as the context.
private final class ScriptFallbackMetrics: FontMetrics {
  private let base = FixedWidthMetrics()
  var textAnalyzer: any TextAnalyzer { base.textAnalyzer }

  func shape(_ text: UnsafeBufferPointer<UInt8>, font: FontSpec, into glyphs: inout ShapedGlyphs) {
    base.shape(text, font: font, into: &glyphs)
  }

  func lineMetrics(for font: FontSpec) -> LineMetrics { base.lineMetrics(for: font) }

  func hasGlyph(_ grapheme: Character, font: FontSpec) -> Bool {
    if grapheme == "※" { return font.face.fallbackIndex != nil }
    return base.hasGlyph(grapheme, font: font)
  }

  func fallbackFace(for grapheme: Character, script: ScriptTag, font: FontSpec) -> FontFace? {
    guard grapheme == "※" else { return nil }
    return .fallback(script == .cyrillic ? 0 : 1)
  }
}

/// The pieces of the texts below: plain words of scripts set alike (Latin, Cyrillic, Greek)
/// and not (Hebrew, Han), and what ends or splits a plain word (marks, joiners, emoji, digits,
/// punctuation, other spaces, tabs, controls, paragraph breaks).
private let pieces = [
  "word", "x", "ab", "ключ", "ж", "λόγος", "Ünï", " ", "  ", " ", "\u{2009}", "\t", "\n",
  "\r\n", "※", "12", ",", ".", "-", "e\u{301}", "ж\u{483}", "\u{200D}", "\u{FE0F}", "😂",
  "👍🏽", "🇺🇦", "שלום", "小屋", "\u{AD}", "\u{1}", "a\u{200F}b", "ab\u{5D0}",
]

/// The segments, styles and glyphs of `text` measured with or without the quick way for plain
/// words.
private func segments(of text: String, quick: Bool) -> [String] {
  let m = MeasuredText(
    text: text, font: .regular(10), metrics: ScriptFallbackMetrics(),
    defaultDirection: .leftToRight, takingPlainWordsWhole: quick)
  return (0..<m.segmentCount).map { s in
    let style = m.styles[Int(m.style[s])]
    return
      "\(m.byteStart[s]) \(m.graphemeStart[s]) \(m.flags[s]) \(style.face.rawValue) "
      + "\(style.script.rawValue) \(style.level) \(m.shape[s])"
  } + ["glyphs \(m.glyphID)"]
}

@Test func plainWordsTakenWholeAreSetAsGraphemeByGrapheme() {
  var random = SeededRandom(seed: 44)
  for _ in 0..<600 {
    let text = (0..<(1 + random.int(below: 30))).map { _ in
      pieces[random.int(below: pieces.count)]
    }.joined()
    let quick = segments(of: text, quick: true)
    let slow = segments(of: text, quick: false)
    #expect(quick == slow, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    if quick != slow { return }
  }
}

@Test func aPlainWordOfAnotherScriptLeavesItsScriptToWhatFollows() {
  // "※" after the Cyrillic word falls back to the Cyrillic face, after Latin to the other.
  for text in ["ab ключ ※", "ключ ab ※", "ab ключ ab ※"] {
    let quick = segments(of: text, quick: true)
    #expect(quick == segments(of: text, quick: false))
  }
  let m = MeasuredText(text: "ab ключ ※", font: .regular(10), metrics: ScriptFallbackMetrics())
  #expect(m.faces.contains(.fallback(0)))
  #expect(!m.faces.contains(.fallback(1)))
}

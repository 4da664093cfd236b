import TactileTestSupport
import Testing

@testable import TactileCore

/// Fake proportional metrics: "i" is 3 pt, "m" 15 pt, "😂" 12 pt, everything else 10 pt.
final class ProportionalMetrics: FontMetrics {
  func advance(of text: Substring, font: FontSpec) -> Float {
    text.reduce(0) { sum, c in
      sum + (c == "i" ? 3 : c == "m" ? 15 : c == "😂" ? 12 : 10)
    }
  }
  func lineMetrics(for font: FontSpec) -> LineMetrics {
    FixedWidthMetrics().lineMetrics(for: font)
  }
  func hasGlyph(_ grapheme: Character, font: FontSpec) -> Bool {
    FixedWidthMetrics().hasGlyph(grapheme, font: font)
  }
}

@Test func longestPrefixMatchesALinearScanForAnyGuess() {
  let metrics = ProportionalMetrics()
  let alphabet: [Character] = ["i", "m", "a", "e\u{301}", "😂"]
  var random = SeededRandom(seed: 11)
  for _ in 0..<2000 {
    let text = String(
      (0..<random.int(below: 40)).map { _ in
        alphabet[random.int(below: alphabet.count)]
      })
    let count = text.count
    let limit = random.float(in: -5...400)
    let guess = random.int(below: 60) - 5
    var prefixes = GraphemePrefixes(
      text: text, start: text.startIndex, limit: text.endIndex, count: count,
      font: .regular(10), metrics: metrics)
    let found = prefixes.longestPrefix(fitting: limit, guess: guess)
    var expected = 0
    while expected < count,
      metrics.advance(of: text.prefix(expected + 1), font: .regular(10)) <= limit
    {
      expected += 1
    }
    #expect(found.count == expected, "\(text) limit \(limit) guess \(guess)")
    #expect(found.width == metrics.advance(of: text.prefix(expected), font: .regular(10)))
  }
}

@Test func guessesAreSafe() {
  #expect(GraphemePrefixes.guess(100, averageWidth: 10) == 10)
  #expect(GraphemePrefixes.guess(5, averageWidth: 10) == 1)
  #expect(GraphemePrefixes.guess(.infinity, averageWidth: 10) == Int(Int32.max))
  #expect(GraphemePrefixes.guess(.nan, averageWidth: 10) == 1)
  #expect(GraphemePrefixes.guess(100, averageWidth: 0) == 1)
}

@Test func proportionalTextWrapsAndHitTestsByMeasuredWidths() {
  // "mim iii" = 33 + 10 + 9 = 52; eight "m" = 120 break three (45 pt) to a line.
  let l = TextLayout(
    text: "mim iii mmmmmmmm", font: .regular(10), width: 55, metrics: ProportionalMetrics())
  #expect(l.lines.map(\.graphemes) == [0..<8, 8..<11, 11..<14, 14..<16])
  #expect(l.lines.map(\.width) == [52, 45, 45, 30])
  #expect(l.graphemeIndex(at: Vec2(17, 5)) == 1)
  // The "i"s of "iii" span 43–46, 46–49, 49–52.
  #expect(l.graphemeIndex(at: Vec2(47, 5)) == 5)
  #expect(l.graphemeIndex(at: Vec2(50, 5)) == 6)
  #expect(l.rects(for: 1..<6) == [Rect(x: 15, y: 1, width: 34, height: 10)])
  #expect(
    l.rects(for: 12..<15) == [
      Rect(x: 15, y: 25, width: 30, height: 10), Rect(x: 0, y: 37, width: 15, height: 10),
    ])
}

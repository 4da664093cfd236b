import TactileTestSupport
import Testing

@testable import TactileCore

// Text no one writes but anyone can paste: layout finishes, every grapheme is on a line once,
// and geometry answers for it. (ICU's analysis of the same inputs is tested in
// TactileUnicodeTests.)

private func laidOut(_ text: String, width: Float = 300) -> TextLayout {
  TextLayout(text: text, font: .regular(10), width: width, metrics: UnicodeMetrics())
}

/// The lines cover the graphemes in order, once each.
private func expectWhole(_ l: TextLayout, _ what: String) {
  var next = 0
  for line in l.lines {
    #expect(line.graphemes.lowerBound >= next, "\(what): lines overlap")
    next = line.graphemes.upperBound
  }
  #expect(next == l.graphemeCount || l.text.last?.isNewline == true, "\(what): graphemes lost")
  for line in l.lines { #expect(line.width.isFinite && line.x.isFinite, "\(what)") }
}

@Test func tenThousandNestedEmbeddingsAndIsolatesLayOut() {
  let controls = ["\u{202A}", "\u{202B}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}"]
  var text = ""
  for i in 0..<10_000 { text += controls[i % controls.count] + (i % 7 == 0 ? "א " : "b") }
  text += String(repeating: "\u{202C}\u{2069}", count: 10_000)
  let l = laidOut(text)
  expectWhole(l, "nested embeddings")
  #expect(l.lines.count > 1)
  _ = l.rects(for: 0..<l.graphemeCount)
  _ = l.graphemeIndex(at: Vec2(150, 5))
}

@Test func aMegabyteArabicLineWithoutSpacesBreaksBetweenGraphemes() {
  let word = String(repeating: "العربية", count: 1 << 20 / 14)
  let l = laidOut(word, width: 500)
  expectWhole(l, "1 MB of Arabic")
  #expect(l.lines.allSatisfy { $0.direction == .rightToLeft && $0.width <= 500 + 0.01 })
  #expect(l.lines.count > 1000)
}

@Test func runsOfJoinersAndSelectorsAreOneGrapheme() {
  for filler in ["\u{200D}", "\u{FE0F}", "\u{E0061}"] {
    let text = "a" + String(repeating: filler, count: 100_000) + " b"
    let l = laidOut(text)
    expectWhole(l, "100 000 × \(filler.unicodeScalars.first!.value)")
    #expect(l.graphemeCount == 3)
  }
}

@Test func loneRegionalIndicatorsTagsAndUnassignedCodePointsLayOut() {
  let text =
    "\u{1F1FA} alone, \u{1F1FA}\u{1F1E6}\u{1F1FA} odd, \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}"
    + "\u{E0063}\u{E0074}\u{E007F} tag, \u{0378}\u{E01F0}\u{10FFFF} unassigned, \u{E0001}x"
  let l = laidOut(text, width: 80)
  expectWhole(l, "odd emoji and unassigned code points")
  #expect(l.runs.indices.allSatisfy { !l.text(ofRun: $0).isEmpty })
}

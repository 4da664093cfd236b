import TactileTestSupport
import TactileUnicode
import Testing

@testable import TactileCore

// Every grapheme is 10 pt wide (FixedWidthMetrics at size 10); lines break and paragraphs
// read as ICU says. One face draws every script, so runs differ by script and direction only.
final class UnicodeMetrics: FontMetrics {
  let base = FixedWidthMetrics(advance: 10)
  let textAnalyzer: any TextAnalyzer = ICUTextAnalyzer()

  func shape(
    _ text: UnsafeBufferPointer<UInt8>, font: FontSpec, into glyphs: inout ShapedGlyphs
  ) {
    base.shape(text, font: font, into: &glyphs)
  }
  func lineMetrics(for font: FontSpec) -> LineMetrics { base.lineMetrics(for: font) }
  func hasGlyph(_ grapheme: Character, font: FontSpec) -> Bool {
    base.hasGlyph(grapheme, font: font)
  }
}

private func layout(
  _ text: String, width: Float = 1000, direction: TextDirection = .leftToRight
) -> TextLayout {
  TextLayout(
    text: text, font: .regular(10), width: width, metrics: UnicodeMetrics(),
    defaultDirection: direction)
}

/// The graphemes of `layout` in visual order along line `l`, as their texts.
private func visualText(_ layout: TextLayout, line l: Int) -> String {
  let line = layout.lines[l]
  let chars = Array(layout.text)
  var placed: [(x: Float, c: Character)] = []
  for g in line.graphemes {
    var left: Float? = nil
    layout.forEachVisualSpan(of: g..<(g + 1), on: line) { left = left ?? $0.lowerBound }
    guard let left else { continue }
    placed.append((left, chars[g]))
  }
  return String(placed.sorted { $0.x < $1.x }.map(\.c))
}

@Test func aRightToLeftParagraphIsAlignedRightAndReadsFromTheRight() {
  let l = layout("שלום עולם", width: 200)
  let line = l.lines[0]
  #expect(line.direction == .rightToLeft && line.isReordered)
  #expect(line.width == 90 && line.x == 110)
  #expect(l.runs.count == 1 && l.runs[0].isRightToLeft)
  // The first grapheme is at the right end, the caret before it too.
  #expect(l.rects(for: 0..<1) == [Rect(x: 190, y: 1, width: 10, height: 10)])
  #expect(l.caretX(for: 0) == 200)
  #expect(l.caretX(for: 9) == 110)
  #expect(visualText(l, line: 0) == "םלוע םולש")
}

@Test func aLeftToRightLineKeepsItsDigitsAndReordersTheHebrewInIt() {
  let l = layout("hello עולם 123 (שלום)")
  #expect(l.lines[0].direction == .leftToRight)
  // The Hebrew, the digits after it and the brackets around the Hebrew form one
  // right-to-left sequence; the digits inside it stay left to right. (The brackets' glyphs
  // are mirrored by the shaper: the ")" on the left is drawn as "(".)
  #expect(visualText(l, line: 0) == "hello )םולש( 123 םלוע")
}

@Test func aSpoilerAcrossADirectionChangeFallsApartIntoVisualPieces() {
  // "abc אבג": a spoiler over "c אב" covers "c" on the left, and "אב" at the right end.
  let l = layout("abc אבג")
  let rects = l.rects(for: 2..<6)
  #expect(rects.count == 2)
  #expect(rects.map(\.minX) == [20, 50])
  #expect(rects.map(\.width) == [20, 20])
}

@Test func clickingARightToLeftLineFindsTheGraphemeUnderThePointer() {
  let l = layout("שלום עולם", width: 200)
  #expect(l.graphemeIndex(at: Vec2(195, 5)) == 0)
  #expect(l.graphemeIndex(at: Vec2(185, 5)) == 1)
  #expect(l.graphemeIndex(at: Vec2(115, 5)) == 8)
  // Left of the text: the nearest grapheme, the paragraph's last.
  #expect(l.graphemeIndex(at: Vec2(20, 5)) == 8)
}

@Test func aRightToLeftLineBreaksInReadingOrder() {
  // Each line holds the next words in reading order, aligned right; the space at a line's
  // end hangs left of it.
  let l = layout("אחת שתיים שלוש ארבע", width: 100)
  #expect(l.lines.map(\.graphemes) == [0..<10, 10..<19])
  #expect(l.lines.allSatisfy { $0.x + $0.width == 100 })
  #expect(visualText(l, line: 0) == " םייתש תחא")
}

@Test func wordRectsOfARightToLeftSpoilerAreItsWordsWhereTheyAreDrawn() {
  let l = layout("אבג דהו", width: 100)
  var rects: [Rect] = []
  l.appendWordRects(for: 0..<7, into: &rects)
  // The first word at the right end, the second left of it.
  #expect(rects.map(\.minX) == [70, 30])
  #expect(rects.map(\.width) == [30, 30])
}

@Test func aParagraphWithoutAStrongCharacterTakesTheDefaultDirection() {
  let ltr = layout("123 456", width: 100)
  let rtl = layout("123 456", width: 100, direction: .rightToLeft)
  #expect(ltr.lines[0].direction == .leftToRight && ltr.lines[0].x == 0)
  #expect(rtl.lines[0].direction == .rightToLeft && rtl.lines[0].x == 30)
  // A strong character decides whatever the default.
  #expect(layout("abc", width: 100, direction: .rightToLeft).lines[0].direction == .leftToRight)
  #expect(layout("אבג", width: 100).lines[0].direction == .rightToLeft)
}

@Test func chineseBreaksBetweenIdeographsButNeverBeforeClosingPunctuation() {
  // Nine graphemes fit a line: the break may not put "。" first on the next line.
  let l = layout("今天天气很好我们去公。园吧", width: 100)
  for line in l.lines.dropFirst() {
    let first = l.text[l.text.index(l.text.startIndex, offsetBy: line.graphemes.lowerBound)]
    #expect(!"。、」！？".contains(first))
  }
  #expect(l.lines.map(\.graphemes) == [0..<9, 9..<13])
}

@Test func thaiBreaksAtWordBoundaries() {
  // "สวัสดีครับ" is two words, สวัสดี and ครับ: a line too narrow for both breaks between them.
  let text = "สวัสดีครับ"
  let l = layout(text, width: 60)
  #expect(l.lines.count == 2)
  #expect(l.lines[0].graphemes == 0..<4)
}

@Test func aSpaceBetweenRunsOfARightToLeftLineIsASpaceWide() {
  // "V" before a space kerns by −2 pt inside the English run (its words are shaped with the
  // spaces after them): 76 pt, not 80; the spaces either side of it stay 10 pt wide.
  let l = TextLayout(
    text: "שלום AV AV AV עולם", font: .regular(10), width: 1000,
    metrics: KerningMetrics(pair: ("V", " "), textAnalyzer: ICUTextAnalyzer()),
    defaultDirection: .leftToRight)
  let line = l.lines[0]
  #expect(line.direction == .rightToLeft)
  let runs = l.runs[line.runs].sorted { $0.x < $1.x }
  #expect(runs.count == 3)
  guard runs.count == 3 else { return }
  #expect(runs[1].width == 76)
  #expect(runs[1].x - (runs[0].x + runs[0].width) == 10)
  #expect(runs[2].x - (runs[1].x + runs[1].width) == 10)
}

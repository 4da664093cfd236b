import TactileTestSupport
import Testing

@testable import TactileCore

// With FixedWidthMetrics(advance: 10) at size 10 every grapheme is 10 pt wide; ascent 8,
// descent 2, line height 12. So line i has top 12·i, baseline 12·i + 9 and its glyph box runs
// from 12·i + 1 to 12·i + 11.
private let font = FontSpec.regular(10)

private func layout(_ text: String, width: Float, lineSpacing: Float = 1) -> TextLayout {
  TextLayout(
    text: text, font: font, width: width, metrics: FixedWidthMetrics(advance: 10),
    lineSpacing: lineSpacing)
}

private func lineRanges(_ l: TextLayout) -> [Range<Int>] { l.lines.map(\.graphemes) }

/// 10 pt per grapheme, but a space set between other text is 1 pt wider than measured on its
/// own (as SDL_ttf rounds a lone space's sub-pixel advance down): words and spaces measured one
/// by one add up to less than the same text set as one string.
private final class WideSpaceMetrics: FontMetrics {
  let base = FixedWidthMetrics(advance: 10)

  func advance(of text: Substring, font: FontSpec) -> Float {
    let spaces = text.filter { $0 == " " }.count
    let extra: Float = spaces == text.count ? 0 : Float(spaces)
    return base.advance(of: text, font: font) + extra
  }

  func lineMetrics(for font: FontSpec) -> LineMetrics { base.lineMetrics(for: font) }

  func hasGlyph(_ grapheme: Character, font: FontSpec) -> Bool {
    base.hasGlyph(grapheme, font: font)
  }
}

// MARK: - Wrapping

@Test func wrapsAtSpacesWithHangingSpaces() {
  let l = layout("hello world foo", width: 80)
  #expect(lineRanges(l) == [0..<6, 6..<12, 12..<15])
  #expect(l.lines.map(\.width) == [50, 50, 30])
  #expect(l.size == Size(50, 36))
}

@Test func aLineMayBeExactlyFull() {
  let l = layout("aaaa bbbb cc", width: 90)
  #expect(lineRanges(l) == [0..<10, 10..<12])
  #expect(l.lines[0].width == 90)
}

@Test func manySpacesHangWithoutBreakingTheLine() {
  let l = layout("ab    cd", width: 50)
  #expect(lineRanges(l) == [0..<6, 6..<8])
  #expect(l.lines[0].width == 20)
}

@Test func longWordBreaksBetweenGraphemes() {
  let l = layout("abcdefghij", width: 40)
  #expect(lineRanges(l) == [0..<4, 4..<8, 8..<10])
  #expect(l.lines.map(\.width) == [40, 40, 20])
  #expect(l.runs.map(\.text) == ["abcd", "efgh", "ij"])
}

@Test func longWordStartsOnItsOwnLine() {
  let l = layout("xy abcdefghij z", width: 40)
  #expect(lineRanges(l) == [0..<3, 3..<7, 7..<11, 11..<15])
  #expect(l.runs.map(\.text) == ["xy", "abcd", "efgh", "ij z"])
}

@Test func zeroWidthPutsOneGraphemePerLine() {
  let l = layout("ab c", width: 0)
  #expect(lineRanges(l) == [0..<1, 1..<3, 3..<4])
  let nan = layout("ab", width: .nan)
  #expect(lineRanges(nan) == [0..<1, 1..<2])
}

@Test func paragraphsAndEmptyParagraphsKeepLineHeights() {
  let l = layout("a\n\nb\n", width: 100)
  #expect(lineRanges(l) == [0..<1, 2..<2, 3..<4, 5..<5])
  #expect(l.lines.map(\.top) == [0, 12, 24, 36])
  #expect(l.lines.map(\.baseline) == [9, 21, 33, 45])
  #expect(l.size == Size(10, 48))
}

@Test func emptyTextHasOneEmptyLine() {
  let l = layout("", width: 100)
  #expect(lineRanges(l) == [0..<0])
  #expect(l.runs.isEmpty)
  #expect(l.size == Size(0, 12))
}

@Test func lineSpacingScalesLineBoxes() {
  let l = layout("a b", width: 10, lineSpacing: 1.5)
  #expect(l.lines.map(\.height) == [18, 18])
  // Extra leading is split: (18 − 10) / 2 above the ascent.
  #expect(l.lines.map(\.baseline) == [12, 30])
}

@Test func combiningMarksAreOneGrapheme() {
  let l = layout("e\u{301}e\u{301} x", width: 100)
  #expect(l.graphemeCount == 4)
  #expect(l.lines[0].width == 40)
}

// MARK: - Runs and font fallback

@Test func emojiGraphemesBecomeEmojiFaceRuns() {
  let l = layout("hi 😂 yo ❤️‍🔥!", width: 200)
  #expect(l.runs.map(\.text) == ["hi", "😂", "yo", "❤️‍🔥", "!"])
  #expect(l.runs.map(\.font.face) == [.regular, .emoji, .regular, .emoji, .regular])
  #expect(l.runs.map(\.x) == [0, 30, 50, 80, 90])
  #expect(l.runs.map(\.graphemes) == [0..<2, 3..<4, 5..<7, 8..<9, 9..<10])
  #expect(l.runs.allSatisfy { $0.baseline == 9 && $0.lineIndex == 0 })
  #expect(l.runs[1].font == .emoji(10))
}

@Test func runsNeverStartOrEndWithSpaces() {
  let l = layout("  two words  \n x", width: 200)
  #expect(l.runs.map(\.text) == ["two words", "x"])
  #expect(l.runs.map(\.x) == [20, 10])
  #expect(l.runs.map(\.width) == [90, 10])
}

@Test func wordsAreMeasuredWholeSoKerningIsKept() {
  let metrics = KerningMetrics()
  let l = TextLayout(text: "AVAV x", font: font, width: 100, metrics: metrics)
  // Two "AV" pairs kerned by −2 each: the word is 36 wide, not 40; then " x".
  #expect(l.runs.map(\.width) == [56])
  #expect(l.lines[0].width == 56)
  #expect(l.caretX(for: 4) == 36)
  #expect(l.caretX(for: 2) == 18)
}

@Test func anEmojiIsSetWhereTheTextRunBeforeItEndsAsDrawn() {
  // "ab cd" is drawn 51 pt wide; "ab cd " as one string is 62: the emoji starts there, a
  // whole space after the run's last glyph, not at the summed 60.
  let m = WideSpaceMetrics()
  let l = TextLayout(text: "ab cd 😂 ef", font: font, width: 1000, metrics: m)
  #expect(l.runs.map(\.text) == ["ab cd", "😂", "ef"])
  #expect(l.runs[1].x == m.advance(of: "ab cd ", font: font))
  #expect(l.runs[1].x - l.x(ofGrapheme: 5, inRun: 0) == 11)
  // The same when the emoji ends its line, and when it is glued to the word before it.
  for width: Float in [72, 73, 80] {
    let edge = TextLayout(text: "ab cd 😂 ef", font: font, width: width, metrics: m)
    #expect(edge.runs[1].x == 62, "at \(width) pt")
    #expect(edge.lines[0].width <= width, "at \(width) pt")
  }
  let glued = TextLayout(text: "ab cd😂", font: font, width: 1000, metrics: m)
  #expect(glued.runs[1].x == m.advance(of: "ab cd", font: font))
}

@Test func anEmojiThatOnlyFitsBySummedWidthsWraps() {
  // Summed, "ab cd 😂" is 70 pt and fits 71; set as drawn it ends at 72.
  let l = TextLayout(text: "ab cd 😂", font: font, width: 71, metrics: WideSpaceMetrics())
  #expect(l.lines.count == 2)
  #expect(l.runs.map(\.text) == ["ab cd", "😂"])
  #expect(l.runs[1].x == 0)
}

@Test func aLineWhoseSummedWidthFitsButWhoseRunDoesNotWraps() {
  // Eight "aa" and seven spaces: 230 pt summed, 237 pt as one string. The shaping error grows
  // with every space, so even 5 pt short of the width the line is measured whole.
  let text = Array(repeating: "aa", count: 8).joined(separator: " ")
  let m = WideSpaceMetrics()
  for width: Float in [231, 235, 236] {
    let l = TextLayout(text: text, font: font, width: width, metrics: m)
    #expect(l.lines.count == 2, "at \(width) pt")
    for r in l.runs.indices {
      #expect(l.x(ofGrapheme: l.runs[r].graphemes.upperBound, inRun: r) <= width)
    }
  }
  #expect(TextLayout(text: text, font: font, width: 237, metrics: m).lines.count == 1)
}

// MARK: - Range rects

@Test func wordRectsAreWhereTheRunSetsTheWords() {
  // Summed, "cd" would start at 30 and "ef" at 60; set as one string, each space before them
  // is 1 pt wider. The rects follow the run as drawn, glyph box high, no rect over a space.
  let m = WideSpaceMetrics()
  let l = TextLayout(text: "ab cd ef gh", font: font, width: 1000, metrics: m)
  var rects: [Rect] = []
  l.appendWordRects(for: 3..<8, into: &rects)
  #expect(rects.count == 2)
  #expect(
    rects.map(\.minX) == [m.advance(of: "ab ", font: font), m.advance(of: "ab cd ", font: font)])
  #expect(
    rects.map(\.maxX) == [
      m.advance(of: "ab cd", font: font), m.advance(of: "ab cd ef", font: font),
    ])
  #expect(rects.allSatisfy { $0.minY == 1 && $0.height == 10 })
  // A word cut by a line break: one rect per line, each as drawn on its line.
  let broken = TextLayout(text: "ab cd xxxxxxxxxxxxxxxx", font: font, width: 100, metrics: m)
  rects.removeAll()
  broken.appendWordRects(for: 0..<22, into: &rects)
  #expect(rects.count == broken.lines.count + 1)
  for r in rects { #expect(r.maxX <= 100) }
}

/// The texts noted to be measured ahead for a range's word rects are exactly those its word
/// rects then measure: every edge inside a run (a word cut by a line break, an emoji run, the
/// start of a line measure nothing), so the rects only read widths measured ahead.
@Test func wordRectTextsAreTheTextsTheWordRectsMeasure() {
  let text = "ab cd 😂 ef xxxxxxxxxxxxxxxx gh 😂😂 ij"
  for width: Float in [60, 100, 1000] {
    let m = RecordingMetrics(base: WideSpaceMetrics())
    let l = TextLayout(text: text, font: font, width: width, metrics: m)
    let count = text.count
    for range in [0..<count, 3..<8, 1..<2, 6..<count - 2, 12..<20] {
      var texts: [UpcomingAdvance] = []
      l.appendWordRectTexts(for: range, into: &texts)
      l.measureAhead(texts, replacing: true)
      m.asked.removeAll()
      var rects: [Rect] = []
      l.appendWordRects(for: range, into: &rects)
      #expect(!rects.isEmpty)
      #expect(m.asked == texts.map { RecordingMetrics.Key($0.text, font: $0.font) }, "\(range)")
      #expect(Set(m.asked).isSubset(of: Set(m.measuredAhead)))
    }
  }
}

@Test func rangeAcrossThreeLinesGivesOneTrimmedRectPerLine() {
  // Lines: "one two " | "three four " | "five six".
  let l = layout("one two three four five six", width: 100)
  #expect(lineRanges(l) == [0..<8, 8..<19, 19..<27])
  // From the space before "two" to the space after "five": the end spaces are left out.
  let rects = l.rects(for: 3..<24)
  #expect(
    rects == [
      Rect(x: 40, y: 1, width: 30, height: 10),
      Rect(x: 0, y: 13, width: 100, height: 10),
      Rect(x: 0, y: 25, width: 40, height: 10),
    ])
}

@Test func rectsInsideWordsAndForWhitespace() {
  let l = layout("hello world\n\nnext", width: 200)
  #expect(l.rects(for: 1..<3) == [Rect(x: 10, y: 1, width: 20, height: 10)])
  #expect(l.rects(for: 5..<6).isEmpty)
  #expect(l.rects(for: 11..<13).isEmpty)
  #expect(l.rects(for: 4..<4).isEmpty)
  #expect(
    l.rects(for: 9..<15) == [
      Rect(x: 90, y: 1, width: 20, height: 10), Rect(x: 0, y: 25, width: 20, height: 10),
    ])
  #expect(l.rects(for: -5..<2) == [Rect(x: 0, y: 1, width: 20, height: 10)])
  #expect(l.rects(for: 15..<99) == [Rect(x: 20, y: 25, width: 20, height: 10)])
}

@Test func rectsAcrossABrokenLongWord() {
  let l = layout("abcdefghij", width: 40)
  #expect(
    l.rects(for: 2..<9) == [
      Rect(x: 20, y: 1, width: 20, height: 10), Rect(x: 0, y: 13, width: 40, height: 10),
      Rect(x: 0, y: 25, width: 10, height: 10),
    ])
}

@Test func parsedSpoilerRectsFollowTheMarkup() {
  let parsed = SpoilerMarkup.parse("see [the 😂 end] now")
  let l = layout(parsed.text, width: 200)
  #expect(parsed.spoilers == [4..<13])
  #expect(l.rects(for: parsed.spoilers[0]) == [Rect(x: 40, y: 1, width: 90, height: 10)])
}

// MARK: - Hit testing and carets

@Test func hitTestingFindsTheNearestGraphemeOnTheLine() {
  let l = layout("hello world\n\na😂b", width: 80)
  // Lines: "hello " | "world" | "" | "a😂b".
  #expect(l.graphemeIndex(at: Vec2(15, 5)) == 1)
  #expect(l.graphemeIndex(at: Vec2(0, 0)) == 0)
  #expect(l.graphemeIndex(at: Vec2(-20, 5)) == 0)
  #expect(l.graphemeIndex(at: Vec2(49.9, 5)) == 4)
  #expect(l.graphemeIndex(at: Vec2(1000, 5)) == 5)
  #expect(l.graphemeIndex(at: Vec2(25, 12)) == 8)
  #expect(l.graphemeIndex(at: Vec2(25, 30)) == nil)
  #expect(l.graphemeIndex(at: Vec2(15, 40)) == 14)
  #expect(l.graphemeIndex(at: Vec2(5, -0.5)) == nil)
  #expect(l.graphemeIndex(at: Vec2(5, 48)) == nil)
  #expect(l.graphemeIndex(at: Vec2(.nan, .nan)) == nil)
}

@Test func caretsSitAtGraphemeEdges() {
  let l = layout("hello world\nab", width: 80)
  #expect(l.caretX(for: 0) == 0)
  #expect(l.caretX(for: 3) == 30)
  // After a wrap, the caret before "world" starts the next line.
  #expect(l.lineIndex(forCaret: 6) == 1)
  #expect(l.caretX(for: 6) == 0)
  // At the paragraph break, the caret ends the paragraph's last line.
  #expect(l.lineIndex(forCaret: 11) == 1)
  #expect(l.caretX(for: 11) == 50)
  #expect(l.caretX(for: 14) == 20)
  #expect(l.caretX(for: 99) == 20)
  #expect(l.caretX(for: -3) == 0)
}

// MARK: - Re-wrapping

@Test func rewrappingMatchesAFreshLayoutWithoutMeasuringWordsAgain() {
  let text = "The quick brown fox 😂 jumps over the lazy dog\n\nunbreakablewordhere end"
  let metrics = KerningMetrics()
  let wide = TextLayout(text: text, font: font, width: 400, metrics: metrics)
  for width: Float in [60, 123, 400, 1000] {
    let before = metrics.advanceCalls
    let rewrapped = wide.rewrapped(toWidth: width)
    let fresh = TextLayout(
      text: text, font: font, width: width, metrics: FixedWidthMetrics(advance: 10))
    #expect(rewrapped.lines == fresh.lines)
    #expect(rewrapped.runs == fresh.runs)
    #expect(rewrapped.size == fresh.size)
    // Wide enough for every word: no word is measured again, only text runs set as one
    // string (the one before the emoji, which is set where that run ends).
    if width >= 200 {
      #expect(metrics.measured[before...].allSatisfy { $0.contains(" ") })
    }
  }
}

// MARK: - Properties

@Test func randomTextsLayOutConsistently() {
  let alphabet = [
    "a", "b", " ", " ", "😂", "é", "\n", "e\u{301}", "\t", "\u{A0}", "\r\n", "🇺🇸", "❤️‍🔥",
    "\u{2028}", "\u{600}", "\u{301}", "ж",
  ]
  var random = SeededRandom(seed: 99)
  for _ in 0..<300 {
    var text = ""
    for _ in 0..<random.int(below: 60) { text += alphabet[random.int(below: alphabet.count)] }
    let width = Float(random.int(below: 120))
    let l = layout(text, width: width)
    let characters = Array(text)
    var next = 0
    var top: Float = 0
    for line in l.lines {
      // Lines tile the text: each starts where the previous ended, or after a paragraph break.
      if line.graphemes.lowerBound != next {
        #expect(line.graphemes.lowerBound == next + 1)
        #expect(characters[next].isNewline)
      }
      next = line.graphemes.upperBound
      #expect(line.top == top)
      top += line.height
      // No line is wider than the width, except for a single grapheme.
      #expect(line.width <= max(width, 10))
    }
    #expect(next == l.graphemeCount)
    for run in l.runs {
      let line = l.lines[run.lineIndex]
      #expect(line.graphemes.contains(run.graphemes.lowerBound))
      #expect(run.text == String(characters[run.graphemes]))
      #expect(run.x + run.width <= line.width)
    }
    let a = random.int(below: characters.count + 1)
    let b = random.int(below: characters.count + 1)
    for rect in l.rects(for: min(a, b)..<max(a, b)) {
      #expect(rect.width > 0)
      #expect(rect.minX >= 0 && rect.maxX <= l.size.width)
      #expect(l.graphemeIndex(at: rect.center).map { $0 >= min(a, b) && $0 < max(a, b) } == true)
    }
  }
}

// MARK: - Parts of runs

@Test func anXInARunIsMeasuredFromTheRunStart() {
  let l = layout("hello wide world", width: 1000)
  #expect(l.runs.count == 1)
  #expect(l.x(ofGrapheme: 6, inRun: 0) == 60)
  #expect(l.x(ofGrapheme: 2, inRun: 0) == 20)
  #expect(l.x(ofGrapheme: 99, inRun: 0) == 160)  // Clamped to the run's end.
  #expect(l.x(ofGrapheme: -5, inRun: 0) == 0)
}

@Test func anXInARunOnALaterLineStartsFromThatLine() {
  let l = layout("aaaa bbbb cccc", width: 90)
  let run = try! #require(l.runs.firstIndex { $0.lineIndex == 1 })
  #expect(l.x(ofGrapheme: 10, inRun: run) == 0)
  #expect(l.x(ofGrapheme: 12, inRun: run) == 20)
}

@Test func kernedRunsPlaceGraphemesAsSetWhole() {
  // KerningMetrics: "AV" pairs are 2 pt tighter; positions after the pair include it.
  let l = TextLayout(text: "xAVAy", font: font, width: 1000, metrics: KerningMetrics())
  let whole = KerningMetrics().advance(of: "xAVA", font: font)
  #expect(l.x(ofGrapheme: 4, inRun: 0) == whole)
  #expect(l.caretX(for: 4) == whole)
}

@Test func utf8AdvancesDefaultToTheStringMeasurement() {
  let m = KerningMetrics()
  for text in ["AVA", "корабль", "e\u{301}t\u{e9}", ""] {
    let bytes = Array(text.utf8)
    let w = bytes.withUnsafeBufferPointer { m.advance(ofUTF8: $0, font: font) }
    #expect(w == m.advance(of: text[...], font: font), "\(text)")
  }
}

@Test func aLongWordIsMeasuredInBoundedSegmentsAndStillBreaksAsOneWord() {
  let word = String(repeating: "x", count: 1_000)
  let measured = MeasuredText(text: "a \(word) b", font: font, metrics: FixedWidthMetrics())
  let longest = (0..<measured.segmentCount).map {
    measured.firstGrapheme[$0 + 1] - measured.firstGrapheme[$0]
  }.max()
  #expect(longest == MeasuredText.maxSegmentGraphemes)
  // 10 pt graphemes, 95 pt lines: "a" alone, then the word 9 graphemes a line.
  let l = TextLayout(measured: measured, width: 95)
  #expect(l.lines[0].graphemes == 0..<2)
  #expect(l.lines[1].graphemes == 2..<11)
  #expect(l.lines.dropFirst().dropLast().allSatisfy { $0.width <= 95 })
  #expect(l.lines.last?.graphemes.upperBound == 1_004)
}

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
  #expect(l.runs.indices.map { String(l.text(ofRun: $0)) } == ["abcd", "efgh", "ij"])
}

@Test func longWordStartsOnItsOwnLine() {
  let l = layout("xy abcdefghij z", width: 40)
  #expect(lineRanges(l) == [0..<3, 3..<7, 7..<11, 11..<15])
  #expect(l.runs.indices.map { String(l.text(ofRun: $0)) } == ["xy", "abcd", "efgh", "ij z"])
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

/// Most letters of a word are taken without classifying each (`Segmenter.continuePlain`): a
/// mark, joiner or selector after a letter, a break opportunity or a change of direction
/// inside a word still splits it where Swift's graphemes and the runs say. (Each word has
/// its letters alone before they take a mark: only letters seen before take the quick way.)
@Test(arguments: [
  "abcc\u{301}d", "xyzx\u{300}\u{301}\u{302}y", "жжж\u{483}ж", "ab\u{200D}cd", "ab\u{FE0F}cd",
  "ab\u{20D7}cd", "e-mail",
  "ab\u{5D0}\u{5D1}cd", "a\u{AD}b", "Ünïcödé", "ab\u{E01}\u{E31}c",
])
func aWordOfLettersIsSplitAsSwiftSplitsIt(word: String) {
  let l = layout(word + " " + word, width: 1000)
  #expect(l.graphemeCount == (word + " " + word).count)
  let drawn = l.runs.indices.map { String(l.text(ofRun: $0)) }.joined()
  #expect(drawn == word + " " + word)
}

// MARK: - Runs and font fallback

@Test func emojiGraphemesBecomeEmojiFaceRuns() {
  let l = layout("hi 😂 yo ❤️‍🔥!", width: 200)
  #expect(l.runs.indices.map { String(l.text(ofRun: $0)) } == ["hi", "😂", "yo", "❤️‍🔥", "!"])
  #expect(l.runs.map(\.font.face) == [.regular, .emoji, .regular, .emoji, .regular])
  #expect(l.runs.map(\.x) == [0, 30, 50, 80, 90])
  #expect(l.runs.map(\.graphemes) == [0..<2, 3..<4, 5..<7, 8..<9, 9..<10])
  #expect(l.runs.allSatisfy { $0.baseline == 9 && $0.lineIndex == 0 })
  #expect(l.runs[1].font == .emoji(10))
}

@Test func runsNeverStartOrEndWithSpaces() {
  let l = layout("  two words  \n x", width: 200)
  #expect(l.runs.indices.map { String(l.text(ofRun: $0)) } == ["two words", "x"])
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

@Test func anEmojiIsSetAfterTheSpacesAfterTheTextRunBeforeIt() {
  // "d " kerns by −2 pt: "ab " is 30 pt, "cd " 28, so the emoji starts at 58, past the space;
  // the run ends with the kerned "d", at 48.
  let m = KerningMetrics(pair: ("d", " "))
  let l = TextLayout(text: "ab cd 😂 ef", font: font, width: 1000, metrics: m)
  #expect(l.runs.indices.map { String(l.text(ofRun: $0)) } == ["ab cd", "😂", "ef"])
  #expect(l.runs[1].x == 58)
  #expect(l.runs[0].width == 48)
  // When the emoji ends its line, and when it is glued to the word before it.
  for width: Float in [68, 70] {
    let edge = TextLayout(text: "ab cd 😂 ef", font: font, width: width, metrics: m)
    #expect(edge.runs[1].x == 58, "at \(width) pt")
    #expect(edge.lines[0].width <= width, "at \(width) pt")
  }
  let glued = TextLayout(text: "ab cd😂", font: font, width: 1000, metrics: m)
  #expect(glued.runs[1].x == 50)
  #expect(glued.runs[0].width == 50)
}

// MARK: - Range rects

@Test func wordRectsAreWhereTheWordsGlyphsAre() {
  // "b " kerns by −2 pt: "cd" starts at 28 and "ef" at 58. The rects follow the glyphs,
  // glyph box high, no rect over a space.
  let m = KerningMetrics(pair: ("b", " "))
  let l = TextLayout(text: "ab cd ef gh", font: font, width: 1000, metrics: m)
  var rects: [Rect] = []
  l.appendWordRects(for: 3..<8, into: &rects)
  #expect(rects.count == 2)
  #expect(rects.map(\.minX) == [28, 58])
  #expect(rects.map(\.maxX) == [48, 78])
  #expect(rects.allSatisfy { $0.minY == 1 && $0.height == 10 })
  // A word cut by a line break: one rect per line, each where its glyphs are on its line.
  let broken = TextLayout(text: "ab cd xxxxxxxxxxxxxxxx", font: font, width: 100, metrics: m)
  rects.removeAll()
  broken.appendWordRects(for: 0..<22, into: &rects)
  #expect(rects.count == broken.lines.count + 1)
  for r in rects { #expect(r.maxX <= 100) }
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

@Test func rewrappingMatchesAFreshLayoutWithoutShapingAgain() {
  let text = "The quick brown fox 😂 jumps over the lazy dog\n\nunbreakablewordhere end"
  let metrics = KerningMetrics()
  let wide = TextLayout(text: text, font: font, width: 400, metrics: metrics)
  for width: Float in [60, 123, 400, 1000] {
    let before = metrics.shapeCalls
    let rewrapped = wide.rewrapped(toWidth: width)
    let fresh = TextLayout(
      text: text, font: font, width: width, metrics: FixedWidthMetrics(advance: 10))
    #expect(rewrapped.lines == fresh.lines)
    #expect(rewrapped.runs == fresh.runs)
    #expect(rewrapped.size == fresh.size)
    #expect(metrics.shapeCalls == before)
  }
}

@Test func eachDistinctWordIsShapedOnce() {
  let metrics = KerningMetrics()
  let l = TextLayout(
    text: "the cat and the hat and the bat", font: font, width: 1000, metrics: metrics)
  #expect(l.lines.count == 1)
  // "the ", "cat ", "and ", "hat ", "bat": a word with the spaces after it, once each.
  #expect(metrics.shaped == ["the ", "cat ", "and ", "hat ", "bat"])
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
      #expect(
        String(l.text(ofRun: l.runs.firstIndex(of: run)!)) == String(characters[run.graphemes]))
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

@Test func kernedRunsPlaceGraphemesAsShaped() {
  // KerningMetrics: "AV" pairs are 2 pt tighter; positions after the pair include it.
  let l = TextLayout(text: "xAVAy", font: font, width: 1000, metrics: KerningMetrics())
  let whole = KerningMetrics().advance(of: "xAVA", font: font)
  #expect(whole == 38)
  #expect(l.x(ofGrapheme: 4, inRun: 0) == whole)
  #expect(l.caretX(for: 4) == whole)
  var positions: [Float] = []
  l.forEachGlyph(ofRun: 0) { _, x, _ in positions.append(x) }
  #expect(positions == [0, 10, 18, 28, 38])
}

@Test func aLongWordIsMeasuredInBoundedSegmentsAndStillBreaksAsOneWord() {
  let word = String(repeating: "x", count: 1_000)
  let measured = MeasuredText(text: "a \(word) b", font: font, metrics: FixedWidthMetrics())
  let longest = (0..<measured.segmentCount).map { measured.graphemes($0).count }.max()
  #expect(longest == MeasuredText.maxSegmentGraphemes)
  // 10 pt graphemes, 95 pt lines: "a" alone, then the word 9 graphemes a line.
  let l = TextLayout(measured: measured, width: 95)
  #expect(l.lines[0].graphemes == 0..<2)
  #expect(l.lines[1].graphemes == 2..<11)
  #expect(l.lines.dropFirst().dropLast().allSatisfy { $0.width <= 95 })
  #expect(l.lines.last?.graphemes.upperBound == 1_004)
}

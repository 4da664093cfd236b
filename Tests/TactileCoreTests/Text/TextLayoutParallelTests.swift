import TactileTestSupport
import Testing

@testable import TactileCore

/// Fake metrics whose runs are not the sum of their words (each space inside a run set as one
/// string adds 0.9 pt, as kerning and rounding do), with letters of different widths, and
/// whose companion is a new instance that counts what it measures.
private final class RunMetrics: FontMetrics {
  private let base = FixedWidthMetrics(advance: 10)
  /// Measurements made by this instance.
  private(set) var measured = 0
  /// Companions handed out.
  private(set) var companions: [RunMetrics] = []

  func advance(of text: Substring, font: FontSpec) -> Float {
    measured += 1
    var w: Float = 0
    var spaces = 0
    for c in text {
      switch c {
      case " ": spaces += 1
      case "i": w += 4
      case "m": w += 14
      default: w += base.advance(of: String(c)[...], font: font)
      }
    }
    let extra: Float = spaces == text.count ? 0 : 0.9 * Float(spaces)
    return w + Float(spaces) * 5 + extra
  }

  func lineMetrics(for font: FontSpec) -> LineMetrics { base.lineMetrics(for: font) }

  func hasGlyph(_ grapheme: Character, font: FontSpec) -> Bool {
    base.hasGlyph(grapheme, font: font)
  }

  func concurrentCompanion(measuring font: FontSpec) -> (any FontMetrics)? {
    let c = RunMetrics()
    companions.append(c)
    return c
  }
}

/// Paragraphs of words of assorted widths, emoji, runs of spaces, words longer than a line and
/// empty paragraphs.
private func randomText(paragraphs: Int, seed: UInt64) -> String {
  var random = SeededRandom(seed: seed)
  let letters = Array("aimwAVe")
  var text = ""
  for p in 0..<paragraphs {
    if p > 0 { text += random.int(below: 6) == 0 ? "\n\n" : "\n" }
    for w in 0..<(1 + random.int(below: 30)) {
      if w > 0 { text += random.int(below: 8) == 0 ? "  " : " " }
      switch random.int(below: 20) {
      case 0: text += "😂"
      case 1: text += String(repeating: "m", count: 40 + random.int(below: 60))
      case 2: text += "ab😂cd"
      default:
        for _ in 0..<(1 + random.int(below: 10)) { text += String(letters[random.int(below: 7)]) }
      }
    }
  }
  return text
}

/// Expects equal layouts, naming the first line, run or segment that differs.
private func expectSameLayout(_ a: TextLayout, _ b: TextLayout, _ note: String) {
  func firstDifference<T: Equatable>(_ x: [T], _ y: [T]) -> Int? {
    for i in 0..<min(x.count, y.count) where x[i] != y[i] { return i }
    return x.count == y.count ? nil : min(x.count, y.count)
  }
  #expect(firstDifference(a.lines, b.lines) == nil, "line, \(note)")
  #expect(firstDifference(a.runs, b.runs) == nil, "run, \(note)")
  #expect(firstDifference(a.segmentX, b.segmentX) == nil, "segment x, \(note)")
  #expect(a.size == b.size, "\(note)")
}

@Test func twoThreadsLayOutATextExactlyAsOneDoes() {
  for seed: UInt64 in 1...6 {
    let metrics = RunMetrics()
    let measured = MeasuredText(
      text: randomText(paragraphs: 40, seed: seed), font: .regular(15), metrics: metrics)
    for width: Float in [0, 33, 97, 180, 251.5, 400, 1000] {
      for spacing: Float in [1, 1.37] {
        let one = TextLayout(
          measured: measured, width: width, lineSpacing: spacing, parallelFrom: .max)
        let two = TextLayout(
          measured: measured, width: width, lineSpacing: spacing, parallelFrom: 1)
        expectSameLayout(one, two, "seed \(seed), width \(width), spacing \(spacing)")
      }
    }
    // The later paragraphs were measured by the companions, not by the metrics themselves.
    #expect(!metrics.companions.isEmpty)
    #expect(metrics.companions.contains { $0.measured > 0 })
  }
}

@Test func theTextIsSplitAtTheParagraphBreakNearestItsMiddle() {
  let m = MeasuredText(text: "ab cd\nef\ngh ij kl mn op", font: .regular(10), metrics: RunMetrics())
  // Segments: ab, ␠, cd, ¶, ef, ¶, gh, ␠, ij, …
  #expect(m.paragraphBreak(near: 0) == 3)
  #expect(m.paragraphBreak(near: 4) == 5)
  #expect(m.paragraphBreak(near: 6) == 5)
  #expect(m.paragraphBreak(near: 100) == 5)
  let single = MeasuredText(text: "ab cd ef", font: .regular(10), metrics: RunMetrics())
  #expect(single.paragraphBreak(near: 2) == nil)
  let empty = MeasuredText(text: "", font: .regular(10), metrics: RunMetrics())
  #expect(empty.paragraphBreak(near: 0) == nil)
}

@Test func shortTextsAndSingleParagraphsStayOnOneThread() {
  let metrics = RunMetrics()
  // Under the default threshold no companion is asked for.
  _ = TextLayout(
    text: randomText(paragraphs: 40, seed: 9), font: .regular(15), width: 200, metrics: metrics)
  #expect(metrics.companions.isEmpty)
  // One paragraph cannot be split, whatever its length.
  let one = MeasuredText(
    text: randomText(paragraphs: 1, seed: 3), font: .regular(15), metrics: metrics)
  let layout = TextLayout(measured: one, width: 120, lineSpacing: 1, parallelFrom: 1)
  #expect(metrics.companions.isEmpty)
  expectSameLayout(
    layout, TextLayout(measured: one, width: 120, lineSpacing: 1, parallelFrom: .max), "one")
}

@Test func aTextWhoseMetricsOfferNoCompanionIsLaidOutOnOneThread() {
  let text = randomText(paragraphs: 20, seed: 4)
  let measured = MeasuredText(text: text, font: .regular(15), metrics: FixedWidthMetrics())
  let layout = TextLayout(measured: measured, width: 150, lineSpacing: 1, parallelFrom: 1)
  expectSameLayout(
    layout, TextLayout(measured: measured, width: 150, lineSpacing: 1, parallelFrom: .max),
    "no companion")
}

import Foundation
import TactileCore
import Testing

@testable import TactileScenes

private let lineWidth: Float = 26 * graphemeWidth  // 442 pt

/// The 4-line item at index 1, between two short ones.
private func fourLinePage() -> TodoPage {
  makePage([
    TodoItem(id: 1, text: "Short one"),
    TodoItem(id: 2, text: fourLineText),
    TodoItem(id: 3, text: "Another"),
  ])
}

private func expectFractions(
  _ actual: [Float], _ expected: [Float], sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual.count == expected.count, sourceLocation: sourceLocation)
  for (a, e) in zip(actual, expected) {
    #expect(
      abs(a - e) < 1e-3, "got \(actual), expected \(expected)", sourceLocation: sourceLocation)
  }
}

@Test func theFourLineItemWrapsToFourEqualLines() {
  let page = fourLinePage()
  #expect(page.rows[1].layout.lines.count == 4)
  #expect(page.rows[1].lineWidths == Array(repeating: lineWidth, count: 4))
}

@Test(arguments: [
  (0.3, [Float(1), 0.2, 0, 0]),  // p·L = 530.4: line 0, then 88.4 of 442 on line 1.
  (0.6, [Float(1), 1, 0.4, 0]),  // p·L = 1060.8: 176.8 of 442 on line 2.
  (1.0, [Float(1), 1, 1, 1]),
])
func clickingTheTextStrikesLineByLineAtConstantPenSpeed(pen: Double, fractions: [Float]) {
  var page = fourLinePage()
  page.click(page.textPoint(1))
  #expect(page.rows[1].item.isCompleted)
  #expect(page.rows[1].strikeFractions == [0, 0, 0, 0])
  // A click on the text waits out the double-click interval before the pen moves.
  page.update(.test(dt: GestureThresholds.multiTapInterval))
  #expect(page.rows[1].strikeFractions == [0, 0, 0, 0])
  let duration = StrikeTiming.standard.duration(totalLength: 4 * lineWidth)
  #expect(abs(duration - (0.25 + 0.35 * 1.768)) < 1e-6)
  page.update(.test(dt: linearTime(forPen: pen) * duration))
  #expect(abs(page.rows[1].strike.penProgress - pen) < 1e-6)
  expectFractions(page.rows[1].strikeFractions, fractions)
  // The segments drawn: from the text's left edge, as long as the struck part of each line.
  let segments = page.strikeSegments(1)
  let origin = page.textOrigin(of: 1)
  let drawn = fractions.filter { $0 > 0 }
  #expect(segments.count == drawn.count)
  for (s, f) in zip(segments, drawn) {
    #expect(s.minX == origin.x)
    #expect(abs(s.width - f * lineWidth) < 0.5)
  }
}

/// The strike of row 1 of the four-line page at `scale`, with the page's x-height middles.
private func struckSegments(scale: Float) -> [(segment: Rect, middle: Float)] {
  var page = fourLinePage()
  page.layout(PageFrame(size: Size(1280, 800), pixelScale: scale))
  page.toggle(1)
  page.advance(2)
  let origin = page.textOrigin(of: 1)
  // Fake metrics: x-height 0.5 × 17 pt.
  return zip(page.strikeSegments(1), page.rows[1].layout.lines).map {
    ($0, origin.y + $1.baseline - 8.5 / 2)
  }
}

@Test func theLineSitsAtTheMiddleOfTheXHeightThreePixelsThickAtScaleOne() {
  let segments = struckSegments(scale: 1)
  #expect(segments.count == 4)
  for (s, middle) in segments {
    #expect(abs(s.midY - middle) <= 0.5)
    #expect(s.minY == s.minY.rounded(), "top on the pixel grid: \(s.minY)")
    #expect(s.height == TodoConstants.strikeMinimumPixels)
  }
}

@Test func theLineIsTwoPointsThickOnTheGridAtScaleTwo() {
  let segments = struckSegments(scale: 2)
  #expect(segments.count == 4)
  for (s, middle) in segments {
    #expect(abs(s.midY - middle) <= 0.25)
    #expect(s.minY * 2 == (s.minY * 2).rounded(), "top on the pixel grid: \(s.minY)")
    #expect(s.height == TodoConstants.strikeThickness)
  }
}

@Test func theTextDimsWithThePenAndTheCheckboxFills() {
  var page = fourLinePage()
  page.toggle(1)
  #expect(page.rows[1].checkbox.target == 1)
  page.advance(TodoConstants.checkboxFillDuration / 2)
  #expect(page.rows[1].checkbox.amount > 0.4 && page.rows[1].checkbox.amount < 0.6)
  page.advance(TodoConstants.checkboxFillDuration / 2 + 0.01)
  #expect(page.rows[1].checkbox.amount == 1)
  page.advance(2)
  var list = DrawList()
  page.draw(into: &list, .test())
  let theme = Theme.dark
  let colours = list.commands.compactMap { c -> (String, Color)? in
    if case .text(let run) = c { return (run.text(in: list), run.color) }
    return nil
  }
  #expect(colours.contains { $0.0.hasPrefix("aaaaaaaa") && $0.1 == theme.secondaryText })
  #expect(colours.contains { $0.0 == "Short one" && $0.1 == theme.text })
  #expect(!page.isAnimating)
}

@Test func clickingAgainMidwayReversesFromWhereTheLineIs() {
  var page = fourLinePage()
  let checkbox = page.checkboxCenter(1)
  page.click(checkbox)
  page.advance(0.5)
  let before = page.rows[1].strike.penProgress
  let struckBefore = page.rows[1].strikeFractions
  #expect(before > 0.3 && before < 0.9)
  page.click(checkbox)
  #expect(!page.rows[1].item.isCompleted)
  // No jump at the reversal, then the line retracts from its end.
  #expect(page.rows[1].strike.penProgress == before)
  #expect(page.rows[1].strikeFractions == struckBefore)
  page.advance(0.1)
  #expect(page.rows[1].strike.penProgress < before)
  let retracting = page.rows[1].strikeFractions
  #expect(retracting[0] == 1)  // The start of the line stays; the end goes first.
  page.advance(2)
  #expect(page.rows[1].strike.penProgress == 0)
  #expect(page.rows[1].strikeFractions == [0, 0, 0, 0])
  #expect(page.strikeSegments(1).isEmpty)
  #expect(page.rows[1].checkbox.amount == 0)
}

@Test func unstrikingRetractsFromTheEnd() {
  var page = makePage([TodoItem(id: 1, text: fourLineText, isCompleted: true)])
  #expect(page.rows[0].strikeFractions == [1, 1, 1, 1])
  page.toggle(0)
  let duration = StrikeTiming.standard.duration(totalLength: 4 * lineWidth)
  // The pen has run 0.4 of the way back.
  page.update(.test(dt: linearTime(forPen: 0.4) * duration))
  expectFractions(page.rows[0].strikeFractions, [1, 1, 0.4, 0])
}

@Test func resizingRewrapsAndTheCompleteStrikeFollowsTheNewLines() {
  var page = fourLinePage()
  page.toggle(1)
  page.advance(2)
  // 700 pt wide: a 540 pt column, 468 pt of text, 27 graphemes: two words a line.
  page.layout(PageFrame(size: Size(700, 800)))
  #expect(page.rows[1].layout.lines.count == 6)
  #expect(page.rows[1].strikeFractions == Array(repeating: 1, count: 6))
  let segments = page.strikeSegments(1)
  #expect(segments.count == 6)
  #expect(segments.map(\.width) == page.rows[1].lineWidths)
  let lines = page.rows[1].layout.lines
  let origin = page.textOrigin(of: 1)
  for (s, line) in zip(segments, lines) {
    #expect(abs(s.midY - (origin.y + line.baseline - 4.25)) <= 0.5)
  }
}

@Test func resizingMidStrikeKeepsThePenAndSpreadsItOverTheNewLines() {
  var page = fourLinePage()
  page.toggle(1)
  page.advance(0.45)
  let pen = page.rows[1].strike.penProgress
  page.layout(PageFrame(size: Size(700, 800)))
  #expect(page.rows[1].strike.penProgress == pen)
  let widths = page.rows[1].lineWidths
  let struck = zip(page.rows[1].strikeFractions, widths).reduce(Float(0)) { $0 + $1.0 * $1.1 }
  #expect(abs(Double(struck) - pen * Double(widths.reduce(0, +))) < 0.5)
}

@Test func reducedMotionStrikesAtOnce() {
  var page = makePage([TodoItem(id: 1, text: fourLineText)], reducedMotion: true)
  page.toggle(0)
  #expect(page.rows[0].strikeFractions == [1, 1, 1, 1])
  #expect(page.rows[0].checkbox.amount == 1)
  #expect(!page.isAnimating)
}

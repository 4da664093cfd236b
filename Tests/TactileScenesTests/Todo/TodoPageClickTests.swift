import TactileTestSupport
import Testing

@testable import TactileCore
@testable import TactileScenes

// Click versus double-click on an item, and the glyphs dimming with the pen.

private func page() -> TodoPage {
  makePage([
    TodoItem(id: 1, text: "Buy bread"),
    TodoItem(id: 2, text: fourLineText),
  ])
}

/// The text commands of one drawn frame: text, colour and span.
private func texts(_ page: inout TodoPage) -> [Drawn] {
  var list = DrawList()
  page.draw(into: &list, .test())
  return list.commands.compactMap {
    guard case .text(let r) = $0 else { return nil }
    // The whole run's text (its span aside), as the layout's runs are compared.
    var whole = r
    whole.span = nil
    return Drawn(text: whole.text(in: list), font: r.font, color: r.color, span: r.span)
  }
}

/// A text command: the text of its run, its font, colour and span.
private struct Drawn {
  var text: String
  var font: FontSpec
  var color: Color
  var span: Range<Float>?
}

@Test func aDoubleClickOnTheTextNeverStrikesNorFillsInAnyFrameBetweenTheClicks() {
  var p = page()
  let theme = Theme.dark
  p.click(p.textPoint(0))
  #expect(p.rows[0].item.isCompleted)  // Toggled (and saved) at once…
  // … but for the whole double-click interval nothing is struck, filled or dimmed: only the
  // checkbox's outline tints.
  // Frames at 60 Hz up to the last one before the interval ends (0.5 s: 29 frames).
  for _ in 0..<(Int(GestureThresholds.multiTapInterval * 60) - 1) {
    p.advance(1.0 / 60)
    #expect(p.strikeSegments(0).isEmpty)
    #expect(p.rows[0].checkbox.amount == 0)
    #expect(!texts(&p).contains { $0.text == "Buy bread" && $0.color != theme.text })
  }
  #expect(p.rows[0].holdProgress > 0.9)
  p.click(p.textPoint(0), clickCount: 2)
  #expect(p.editing?.itemID == 1)
  #expect(!p.rows[0].item.isCompleted)
  #expect(p.rows[0].holdProgress == 0)
  p.advance(1)
  #expect(p.strikeSegments(0).isEmpty)
  #expect(p.rows[0].checkbox.amount == 0)
}

@Test func aSingleClickOnTheTextStrikesOnceTheIntervalHasPassed() {
  var p = page()
  p.click(p.textPoint(0))
  p.advance(GestureThresholds.multiTapInterval + 0.1)
  #expect(!p.strikeSegments(0).isEmpty)
  #expect(p.rows[0].checkbox.amount > 0)
  p.advance(2)
  #expect(p.rows[0].strike.penProgress == 1)
  #expect(!p.isAnimating)
}

@Test func theWaitFollowsThePlatformsDoubleClickInterval() {
  var context = todoContext()
  context.doubleClickInterval = 1.5
  var p = TodoPage(
    context: context, frame: PageFrame(size: Size(1280, 800)),
    document: TodoDocument(items: [TodoItem(id: 1, text: "A")]))
  p.click(p.textPoint(0))
  p.advance(1.4)
  #expect(p.strikeSegments(0).isEmpty)
  p.advance(0.2)
  #expect(!p.strikeSegments(0).isEmpty)
}

@Test(arguments: [1, 2])
func aClickOnTheCheckboxTogglesAtOnceWhateverItsClickCount(clickCount: Int) {
  var p = page()
  let box = p.checkboxCenter(0)
  p.click(box, clickCount: clickCount)
  #expect(p.editing == nil)
  #expect(p.rows[0].item.isCompleted)
  p.advance(1.0 / 60)
  #expect(p.rows[0].checkbox.amount > 0)
  #expect(p.rows[0].strike.penProgress > 0)
  // A second click on the checkbox, counted as a double-click, toggles back.
  p.click(box, clickCount: 2)
  #expect(!p.rows[0].item.isCompleted)
  #expect(p.editing == nil)
}

@Test func eachGlyphDimsWhenThePenReachesItAndBrightensAsItRetracts() {
  var p = page()
  let theme = Theme.dark
  p.click(p.checkboxCenter(1))
  // Run until the pen is part-way along the second line.
  while p.rows[1].strikeFractions[1] < 0.5 { p.advance(1.0 / 120) }
  let pen = p.rows[1].strikeFractions[1] * p.rows[1].lineWidths[1]
  let runs = texts(&p).filter { $0.font == Typography.regular.body && $0.text != "Buy bread" }
  // Line 0 is struck: dimmed whole. Line 1 is cut at the pen: dim before it, bright after.
  let layout = p.rows[1].layout
  let line0 = layout.runs.first { $0.lineIndex == 0 }!
  let line1 = layout.runs.first { $0.lineIndex == 1 }!
  func text(_ run: GlyphRun) -> String {
    String(layout.text(ofRun: layout.runs.firstIndex(of: run)!))
  }
  #expect(
    runs.contains { $0.text == text(line0) && $0.color == theme.secondaryText && $0.span == nil })
  let cut = runs.filter { $0.text == text(line1) }
  #expect(cut.count == 2)
  #expect(cut.contains { $0.color == theme.secondaryText && $0.span?.upperBound == pen - line1.x })
  #expect(cut.contains { $0.color == theme.text && $0.span?.lowerBound == pen - line1.x })
  // Lines the pen has not reached keep the text colour.
  let line3 = p.rows[1].layout.runs.first { $0.lineIndex == 3 }!
  #expect(runs.contains { $0.text == text(line3) && $0.color == theme.text && $0.span == nil })

  // Un-striking: the pen retracts from the end and the glyphs it leaves brighten again.
  p.advance(3)
  p.click(p.checkboxCenter(1))
  while p.rows[1].strikeFractions[2] > 0.5 { p.advance(1.0 / 120) }
  let back = texts(&p).filter { $0.font == Typography.regular.body }
  #expect(back.contains { $0.text == text(line3) && $0.color == theme.text && $0.span == nil })
  #expect(back.contains { $0.text == text(line0) && $0.color == theme.secondaryText })
}

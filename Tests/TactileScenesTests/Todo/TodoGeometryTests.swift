import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

// Rows set at 10 pt with fake metrics (every grapheme 10 pt wide), wrapped to 100 pt: "milk"
// takes one line, the long item three.

private func rows(_ texts: [String]) -> [TodoRow] {
  texts.enumerated().map {
    TodoRow(
      item: TodoItem(id: $0.offset + 1, text: $0.element), font: .regular(10), width: 100,
      metrics: FixedWidthMetrics())
  }
}

private func geometry(
  _ texts: [String] = ["milk", "eggs eggs eggs eggs eggs", "bread"], scroll: Float = 0
) -> TodoGeometry {
  let r = rows(texts)
  var stack = TodoRowStack()
  stack.stack(r)
  let viewport = Rect(x: 50, y: 100, width: 400, height: 300)
  return TodoGeometry(
    rows: r, stack: stack, origin: Vec2(viewport.minX, viewport.minY - scroll),
    viewport: viewport, frame: PageFrame(size: Size(500, 500)), xHeight: 5, strikeThickness: 2)
}

@Test func rowsStackUnderEachOtherWithTheAddRowLast() {
  let g = geometry()
  let stack = g.stack
  let pad = TodoConstants.rowVerticalPadding
  #expect(stack.tops[0] == TodoConstants.cardPadding)
  // A one-line row is as tall as its checkbox; a longer one as its text.
  #expect(stack.heights[0] == 2 * TodoConstants.checkboxRadius + 2 * pad)
  #expect(stack.heights[1] == g.rows[1].textHeight + 2 * pad)
  #expect(stack.tops[1] == stack.tops[0] + stack.heights[0])
  #expect(stack.addRowTop == stack.tops[2] + stack.heights[2])
  #expect(
    stack.contentHeight
      == stack.addRowTop + TodoConstants.addRowHeight + TodoConstants.cardPadding)
  #expect(stack.rowIndex(atY: stack.tops[1] + 1) == 1)
  #expect(stack.rowIndex(atY: 0) == nil && stack.rowIndex(atY: stack.addRowTop) == nil)
}

@Test func aPointIsOverACheckboxATextTheAddRowOrNothing() {
  let g = geometry()
  let r = g.rowRect(1)
  #expect(g.hit(at: Vec2(r.minX + 5, r.midY)) == .checkbox(1))
  #expect(g.hit(at: Vec2(r.minX + TodoGeometry.textLeft, r.midY)) == .text(1))
  #expect(g.hit(at: g.addRowRect.center) == .addRow)
  #expect(g.hit(at: Vec2(r.midX, 90)) == .none)  // above the viewport
  #expect(g.hit(at: g.checkboxCenter(2)) == .checkbox(2))
}

@Test func theListScrollsUnderTheViewport() {
  let still = geometry()
  let scrolled = geometry(scroll: 30)
  #expect(scrolled.rowRect(1) == still.rowRect(1).offsetBy(Vec2(0, -30)))
  #expect(scrolled.textOrigin(of: 2) == still.textOrigin(of: 2) - Vec2(0, 30))
  #expect(!scrolled.isVisible(Rect(x: 0, y: 40, width: 10, height: 60)))
  #expect(scrolled.isVisible(Rect(x: 0, y: 40, width: 10, height: 61)))
}

@Test func theCaretGoesToTheNearerEdgeOfTheGraphemeUnderThePoint() {
  let g = geometry()
  let o = g.textOrigin(of: 0)
  #expect(g.caretIndex(0, at: o + Vec2(14, 3)) == 1)
  #expect(g.caretIndex(0, at: o + Vec2(16, 3)) == 2)
  #expect(g.caretIndex(0, at: o + Vec2(300, 3)) == 4)  // past the end
  // From the first line of the long item down a line, at the same x.
  let down = g.caretIndexOnNextLine(1, from: 2, down: true)
  #expect(g.rows[1].layout.lineIndex(forCaret: down) == 1)
  #expect(g.caretIndexOnNextLine(1, from: 2, down: false) == 0)
}

@Test func aStrikeShowsOnlyOnceThePenHasCome() {
  var r = rows(["milk"])
  var none: [Rect] = []
  geometry(["milk"]).forEachStrikeSegment(0) { none.append($0) }
  #expect(none.isEmpty)
  r[0].setCompleted(true, animated: false)
  var stack = TodoRowStack()
  stack.stack(r)
  let g = TodoGeometry(
    rows: r, stack: stack, origin: Vec2(50, 100),
    viewport: Rect(x: 50, y: 100, width: 400, height: 300),
    frame: PageFrame(size: Size(500, 500)), xHeight: 5, strikeThickness: 2)
  var segments: [Rect] = []
  g.forEachStrikeSegment(0) { segments.append($0) }
  #expect(segments.count == 1)
  #expect(segments[0].width == 40)
  #expect(segments[0].height == TodoConstants.strikeMinimumPixels)  // at 1×, 3 px at least
  let track = g.strikeTrack(0, line: 0)
  #expect(track.extent.minX == segments[0].minX && abs(track.y - segments[0].midY) <= 0.5)
}

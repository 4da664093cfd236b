import Testing

@testable import TactileCore

@Test func offsetIsClampedToTheScrollableRange() {
  var s = ScrollState(contentHeight: 1000, viewportHeight: 400)
  #expect(s.maxOffset == 600)
  s.scroll(by: 250)
  #expect(s.offset == 250)
  s.scroll(by: 10_000)
  #expect(s.offset == 600)
  s.scroll(by: -10_000)
  #expect(s.offset == 0)
  s.scroll(by: .nan)
  s.scroll(to: .infinity)
  #expect(s.offset == 0)
}

@Test func contentThatFitsDoesNotScrollOrShowAnIndicator() {
  var s = ScrollState(contentHeight: 300, viewportHeight: 400)
  s.scroll(by: 100)
  #expect(s.offset == 0)
  #expect(!s.isScrollable)
  #expect(s.indicatorRect(in: Rect(x: 0, y: 0, width: 200, height: 400)) == nil)
}

@Test func resizingKeepsTheOffsetValid() {
  var s = ScrollState(contentHeight: 1000, viewportHeight: 400)
  s.scroll(to: 600)
  s.resize(contentHeight: 800, viewportHeight: 400)
  #expect(s.offset == 400)
  s.resize(contentHeight: 800, viewportHeight: 900)
  #expect(s.offset == 0)
  s.resize(contentHeight: -5, viewportHeight: .nan)
  #expect(s.offset == 0 && s.contentHeight == 0 && s.viewportHeight == 0)
}

@Test func indicatorTracksTheOffset() {
  typealias C = ScrollState.Constants
  let viewport = Rect(x: 10, y: 20, width: 300, height: 406)
  var s = ScrollState(contentHeight: 1600, viewportHeight: 406)
  let track = viewport.height - 2 * C.indicatorInset
  let top = s.indicatorRect(in: viewport)
  #expect(top?.minY == viewport.minY + C.indicatorInset)
  #expect(top?.maxX == viewport.maxX - C.indicatorInset)
  #expect(top?.width == C.indicatorThickness)
  #expect(abs((top?.height ?? 0) - track * 406 / 1600) < 1e-3)
  s.scroll(to: s.maxOffset)
  let bottom = s.indicatorRect(in: viewport)
  #expect(abs((bottom?.maxY ?? 0) - (viewport.maxY - C.indicatorInset)) < 1e-3)
  s.scroll(to: s.maxOffset / 2)
  let middle = s.indicatorRect(in: viewport)
  #expect(abs((middle?.midY ?? 0) - viewport.midY) < 1e-3)
}

@Test func indicatorNeverGetsShorterThanItsMinimum() {
  let s = ScrollState(contentHeight: 1_000_000, viewportHeight: 400)
  let rect = s.indicatorRect(in: Rect(x: 0, y: 0, width: 100, height: 400))
  #expect(rect?.height == ScrollState.Constants.indicatorMinLength)
}

@Test func animatedScrollGlidesToItsTargetWithoutOvershoot() {
  var s = ScrollState(contentHeight: 2000, viewportHeight: 500)
  s.scroll(by: 300, animated: true)
  #expect(s.offset == 0)
  #expect(s.targetOffset == 300)
  #expect(s.isAnimating)
  var previous: Float = 0
  for _ in 0..<120 {
    s.update(dt: 1.0 / 120)
    #expect(s.offset >= previous && s.offset <= 300)
    previous = s.offset
  }
  #expect(!s.isAnimating)
  #expect(s.offset == 300)
}

@Test func animatedScrollPastTheEndStopsAtTheEnd() {
  var s = ScrollState(contentHeight: 900, viewportHeight: 500)
  s.scroll(by: 1000, animated: true)
  #expect(s.targetOffset == 400)
  s.resize(contentHeight: 700, viewportHeight: 500)
  #expect(s.targetOffset == 200)
  for _ in 0..<240 { s.update(dt: 1.0 / 120) }
  #expect(s.offset == 200)
}

@Test func aPageStepIsMostOfTheViewportAndStopsAtTheEnds() {
  var s = ScrollState(contentHeight: 2000, viewportHeight: 500)
  s.scroll(pages: 1)
  #expect(s.offset == 450)
  s.scroll(pages: 2)
  #expect(s.offset == 1350)
  s.scroll(pages: 1)
  #expect(s.offset == 1500)
  s.scroll(pages: -4)
  #expect(s.offset == 0)
}

import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

// The cover alone over a short text with two spoilers, set in a 400 pt wide column seen
// through a 300 pt tall viewport (fake metrics: every grapheme 8 pt wide at 10 pt).

private let timing = SpoilerRevealTiming()
private let source = "Intro text. [first secret spoiler here] and then ||second one|| end."

private func text() -> SpoilerText {
  SpoilerText(
    source: source, font: .regular(15), width: 400, metrics: FixedWidthMetrics(advance: 8),
    direction: .leftToRight)
}

private func cover(reducedMotion: Bool = false) -> (SpoilerCover, SpoilerText) {
  let t = text()
  var c = SpoilerCover(
    spoilerCount: t.spoilerCount, seed: 1, parameters: .standard,
    reducedMotion: reducedMotion, work: InlineWork())
  c.rebuild(text: t, scrollOffset: 0, viewportHeight: 300)
  return (c, t)
}

private func run(_ c: inout SpoilerCover, seconds: Double) {
  for _ in 0..<Int(seconds * 120) { c.update(dt: 1.0 / 120, visible: true) }
}

private func live(_ c: SpoilerCover, spoiler i: Int) -> Int {
  c.ink.regions(ofSpoiler: i).reduce(0) { $0 + c.ink.field.liveCount(ofRegion: $1) }
}

@Test func everySpoilerStartsHiddenUnderInk() {
  let (c, t) = cover()
  #expect(c.reveals.count == t.spoilerCount && t.spoilerCount == 2)
  #expect(c.reveals.allSatisfy { $0.phase == .hidden })
  #expect(c.animating.isEmpty)
  #expect(live(c, spoiler: 0) > 0 && live(c, spoiler: 1) > 0)
}

@Test func aRevealGrowsItsCircleClearsTheInkAndEnds() {
  var (c, t) = cover()
  let start = t.fragments[0][0].center
  c.toggle(0, from: start, fragments: t.fragments[0], reducedMotion: false, timing: timing)
  #expect(c.reveals[0].phase == .revealing && c.animating == [0])
  #expect(c.isAnimating(in: Rect(x: 0, y: 0, width: 400, height: 300)))
  run(&c, seconds: 0.05)
  #expect(c.reveals[0].radius > 0)
  run(&c, seconds: 3)
  #expect(c.reveals[0].phase == .revealed && c.animating.isEmpty)
  #expect(live(c, spoiler: 0) == 0)
  #expect(live(c, spoiler: 1) > 0)  // the other one stays hidden
}

@Test func aSecondToggleAndHideAllBringTheDustBack() {
  var (c, t) = cover()
  for i in 0..<2 {
    c.toggle(
      i, from: t.fragments[i][0].center, fragments: t.fragments[i], reducedMotion: false,
      timing: timing)
  }
  run(&c, seconds: 3)
  c.toggle(1, from: .zero, fragments: t.fragments[1], reducedMotion: false, timing: timing)
  #expect(c.reveals[1].phase == .concealing)
  c.hideAll(timing: timing)
  #expect(c.reveals[0].phase == .concealing && c.animating.sorted() == [0, 1])
  run(&c, seconds: 3)
  #expect(c.reveals.allSatisfy { $0.phase == .hidden } && c.animating.isEmpty)
  #expect(live(c, spoiler: 0) > 0 && live(c, spoiler: 1) > 0)
}

@Test func newFragmentsSettleTheRevealsInFlight() {
  var (c, t) = cover()
  c.toggle(
    0, from: t.fragments[0][0].center, fragments: t.fragments[0], reducedMotion: false,
    timing: timing)
  run(&c, seconds: 0.05)
  c.rebuild(text: t, scrollOffset: 0, viewportHeight: 300)
  #expect(c.reveals[0].phase == .revealed && c.animating.isEmpty)
  #expect(live(c, spoiler: 0) == 0)
}

@Test func aTogglePastTheSpoilersDoesNothing() {
  var (c, t) = cover()
  c.toggle(5, from: .zero, fragments: t.fragments[0], reducedMotion: false, timing: timing)
  #expect(c.animating.isEmpty && c.reveals.allSatisfy { $0.phase == .hidden })
}

@Test func withReducedMotionTheStillInkIsNotAnimating() {
  var (c, t) = cover(reducedMotion: true)
  let all = Rect(x: 0, y: 0, width: 400, height: 300)
  run(&c, seconds: 1)
  #expect(!c.isAnimating(in: all))
  c.toggle(
    0, from: t.fragments[0][0].center, fragments: t.fragments[0], reducedMotion: true,
    timing: timing)
  #expect(c.isAnimating(in: all))
}

import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

// A trackpad's two-finger horizontal scroll drives the liquid swipe: the wave follows the
// fingers from the edge the scroll's direction implies, and when the scroll pauses the
// release decides, as a drag's does.

private let step = 1.0 / 120

private func playground(_ page: PageKind = .about) -> Playground {
  Playground(
    context: SceneContext(metrics: FixedWidthMetrics(), theme: .dark), size: Size(1280, 800),
    start: page)
}

/// Lets `seconds` pass in fixed steps.
private func run(_ p: inout Playground, _ seconds: Double) {
  for _ in 0..<Int((seconds / step).rounded()) { p.update(dt: step) }
}

/// `count` scrolls of `points` (sideways) `interval` seconds apart, as `.wheel` notches;
/// returns the right wave's progress after each.
@discardableResult
private func scroll(
  _ p: inout Playground, by points: Float, count: Int, interval: Double
) -> [Float] {
  (0..<count).map { _ in
    p.handle(.wheel(Vec2(points / GestureThresholds.pointsPerNotch, 0)))
    run(&p, interval)
    return p.deck.swipe.wave(.right).progress
  }
}

/// A quick two-finger swipe to the right (420 pt in 0.25 s): the right wave follows the
/// fingers, and the pause after them completes the change to the next page.
@Test func aTwoFingerSwipeDragsTheWaveAndCompletesAPageChange() {
  var p = playground()
  let progress = scroll(&p, by: 28, count: 15, interval: 1.0 / 60)
  #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 < $1 }, "\(progress)")
  #expect(p.deck.swipe.isDragging)
  run(&p, 0.06)  // The fingers have paused for less than the end of a gesture.
  #expect(p.deck.swipe.isDragging)
  run(&p, 1.5)
  #expect(p.deck.current == .spoilers)
}

/// A short, slow scroll (30 pt at 150 pt/s): released below the threshold without a flick,
/// the wave springs back and the page stays.
@Test func aShortSlowScrollSpringsBack() {
  var p = playground()
  let progress = scroll(&p, by: 7.5, count: 4, interval: 0.05)
  #expect(progress.last! > 0)
  run(&p, 1.5)
  #expect(p.deck.current == .about)
  #expect(p.deck.swipe.wave(.right).progress == 0)
  #expect(!p.deck.swipe.isAnimating)
}

/// The scroll's speed at its last event decides, as a drag's release speed does: the same
/// short distance, quick, is a flick that turns the page.
@Test func aShortQuickScrollIsAFlick() {
  var p = playground()
  scroll(&p, by: 10, count: 4, interval: 1.0 / 120)
  run(&p, 1.5)
  #expect(p.deck.current == .spoilers)
}

/// Scrolling to the left pulls the left wave: the previous page.
@Test func aSwipeToTheLeftGoesBack() {
  var p = playground()
  scroll(&p, by: -28, count: 15, interval: 1.0 / 60)
  #expect(p.deck.swipe.wave(.left).progress > 0)
  #expect(p.deck.swipe.wave(.right).progress == 0)
  run(&p, 1.5)
  #expect(p.deck.current == .todo)
}

/// A vertical trackpad scroll stays the page's smooth scrolling, wobbling sideways or not.
@Test func aVerticalScrollScrollsThePageAndMovesNoWave() {
  var p = playground(.reactions)
  for i in 0..<20 {
    p.handle(.wheel(Vec2(i % 3 == 1 ? 0.6 : 0, -0.4)))
    run(&p, 1.0 / 60)
  }
  run(&p, 1)
  #expect(p.deck[ReactionsPage.self].scroll.offset > 0)
  #expect(p.deck.swipe.wave(.left).progress == 0 && p.deck.swipe.wave(.right).progress == 0)
  #expect(p.deck.current == .reactions)
}

/// While a to-do is edited a sideways scroll is the text field's: no page changes.
@Test func aSidewaysScrollWhileEditingDoesNotSwipe() throws {
  var p = playground(.todo)
  for key in [Key.down, .enter] {
    p.handle(.key(KeyEvent(key)))
    p.handle(.key(KeyEvent(key, isDown: false)))
  }
  try #require(p.deck[TodoPage.self].editing != nil)
  let progress = scroll(&p, by: 28, count: 15, interval: 1.0 / 60)
  run(&p, 1.5)
  #expect(progress.allSatisfy { $0 == 0 })
  #expect(p.deck.current == .todo)
}

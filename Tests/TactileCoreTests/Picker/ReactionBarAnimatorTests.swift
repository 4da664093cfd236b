import Testing

@testable import TactileCore

private let step = 1.0 / 120

private func settle(_ bar: inout ReactionBarAnimator, seconds: Double = 3) {
  for _ in 0..<Int(seconds / step) { bar.update(dt: step) }
}

@Test func barFadesInAndRisesByItsHeightWithoutOvershoot() {
  var bar = ReactionBarAnimator(iconCount: 6)
  #expect(bar.opacity == 0)
  #expect(bar.verticalOffset == 56)
  var lastOpacity = 0.0
  var lastOffset = 56.0
  for _ in 0..<240 {
    bar.update(dt: step)
    #expect(bar.opacity >= lastOpacity && bar.opacity <= 1)
    #expect(bar.verticalOffset <= lastOffset && bar.verticalOffset >= 0)
    lastOpacity = bar.opacity
    lastOffset = bar.verticalOffset
  }
  #expect(bar.opacity == 1 && bar.verticalOffset == 0)
  #expect(!bar.isAnimating && bar.phase == .open)
}

@Test func appearanceIsMostlyDoneAfterHalfASecond() {
  var bar = ReactionBarAnimator(iconCount: 6)
  settle(&bar, seconds: 0.5)
  // Critically damped, response 0.5 s: e^{−2π}(1 + 2π) ≈ 0.013 left.
  #expect(bar.opacity > 0.98 && bar.opacity < 1)
}

@Test func highlightedIconLiftsAndGrowsAndNeighboursShrink() {
  var bar = ReactionBarAnimator(iconCount: 6)
  bar.setHighlight(2)
  #expect(bar.isAnimating)
  settle(&bar)
  #expect(bar.lift(of: 2) == 50)
  #expect(bar.scale(of: 2) == 1.6)
  #expect(bar.scale(of: 1) == 0.85 && bar.scale(of: 3) == 0.85)
  #expect(bar.scale(of: 0) == 0.95 && bar.scale(of: 5) == 0.95)
  for i in [0, 1, 3, 4, 5] { #expect(bar.lift(of: i) == 0) }
  bar.setHighlight(nil)
  settle(&bar)
  for i in 0..<6 { #expect(bar.lift(of: i) == 0 && bar.scale(of: i) == 1) }
}

@Test func changingTheHighlightKeepsPositionAndVelocity() {
  var bar = ReactionBarAnimator(iconCount: 6)
  bar.setHighlight(2)
  for _ in 0..<6 { bar.update(dt: step) }
  let liftBefore = bar.lift(of: 2)
  let liftPrevious = liftBefore
  bar.update(dt: step)
  let risingRate = (bar.lift(of: 2) - liftPrevious) / step
  #expect(risingRate > 0)
  let atSwitch = bar.lift(of: 2)
  bar.setHighlight(3)
  #expect(bar.lift(of: 2) == atSwitch)  // no jump
  bar.update(dt: step)
  // Still rising for a moment: the velocity was kept, not reset to zero.
  #expect(bar.lift(of: 2) > atSwitch)
  #expect(bar.lift(of: 2) - atSwitch < 50 * step * 20)
  settle(&bar)
  #expect(bar.lift(of: 2) == 0 && bar.lift(of: 3) == 50)
}

@Test func outOfRangeHighlightMeansNone() {
  var bar = ReactionBarAnimator(iconCount: 3)
  bar.setHighlight(7)
  #expect(bar.highlightedIndex == nil)
  bar.setHighlight(-1)
  #expect(bar.highlightedIndex == nil)
  #expect(bar.targetScale(of: 0) == 1)
  #expect(bar.lift(of: 9) == 0 && bar.scale(of: 9) == 1)
}

@Test func dismissalSettlesIconsDropsAndFades() {
  var bar = ReactionBarAnimator(iconCount: 6)
  settle(&bar, seconds: 1)
  bar.setHighlight(4)
  settle(&bar, seconds: 0.1)
  bar.dismiss()
  #expect(bar.phase == .dismissing && bar.highlightedIndex == nil)
  bar.setHighlight(1)  // ignored while dismissing
  #expect(bar.highlightedIndex == nil)
  var lastOpacity = bar.opacity
  while !bar.isFinished {
    bar.update(dt: step)
    #expect(bar.opacity <= lastOpacity)
    lastOpacity = bar.opacity
  }
  #expect(bar.opacity == 0)
  #expect(bar.verticalOffset == 50)
  #expect(!bar.isAnimating)
  for i in 0..<6 { #expect(bar.lift(of: i) == 0 && bar.scale(of: i) == 1) }
}

@Test func dismissingWhileStillAppearingNeverShowsNegativeOpacity() {
  var bar = ReactionBarAnimator(iconCount: 6)
  settle(&bar, seconds: 0.1)
  bar.dismiss()
  for _ in 0..<600 {
    bar.update(dt: step)
    #expect(bar.opacity >= 0 && bar.opacity <= 1)
  }
  #expect(bar.isFinished)
}

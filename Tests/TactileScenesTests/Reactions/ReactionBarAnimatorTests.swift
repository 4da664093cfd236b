import Testing

@testable import TactileCore
@testable import TactileScenes

private let step = 1.0 / 120

private func settle(_ bar: inout ReactionBarAnimator, seconds: Double = 3) {
  for _ in 0..<Int(seconds / step) { bar.update(dt: step) }
}

@Test func barFadesInAndSpringsFromHalfSize() {
  var bar = ReactionBarAnimator(iconCount: 6)
  #expect(bar.opacity == 0)
  #expect(bar.barScale == 0.5)
  var lastOpacity = 0.0
  var peak = 0.0
  for _ in 0..<240 {
    bar.update(dt: step)
    #expect(bar.opacity >= lastOpacity && bar.opacity <= 1)
    lastOpacity = bar.opacity
    peak = max(peak, bar.barScale)
  }
  // A little bounce (ζ 0.72), then exactly at rest.
  #expect(peak > 1 && peak < 1.05)
  #expect(bar.opacity == 1 && bar.barScale == 1)
  #expect(!bar.isAnimating && bar.phase == .open)
}

@Test func reducedMotionOnlyFades() {
  var bar = ReactionBarAnimator(iconCount: 6, reducedMotion: true)
  #expect(bar.barScale == 1)
  settle(&bar, seconds: 0.1)
  #expect(bar.barScale == 1 && bar.opacity > 0)
}

@Test func appearanceIsMostlyDoneAfterHalfASecond() {
  var bar = ReactionBarAnimator(iconCount: 6)
  settle(&bar, seconds: 0.5)
  #expect(bar.opacity > 0.98)
  #expect(abs(bar.barScale - 1) < 0.02)
}

@Test func highlightedIconGrowsInItsWidenedSlotAndTheOthersShrink() {
  var bar = ReactionBarAnimator(iconCount: 6)
  bar.setHighlight(2)
  #expect(bar.isAnimating)
  settle(&bar)
  // Hovered: a 60 pt slot, drawn at 72 pt (1.8×), risen 16 pt so its far edge stays put.
  #expect(bar.slotWidth(of: 2) == 60)
  #expect(bar.scale(of: 2) == 1.8)
  #expect(bar.lift(of: 2) == 16)
  // The other five share the rest: 36 pt slots, icons at 0.9, not risen.
  for i in [0, 1, 3, 4, 5] {
    #expect(bar.slotWidth(of: i) == 36)
    #expect(abs(bar.scale(of: i) - 0.9) < 1e-6)
    #expect(bar.lift(of: i) == 0)
  }
  bar.setHighlight(nil)
  settle(&bar)
  for i in 0..<6 {
    #expect(bar.lift(of: i) == 0 && bar.scale(of: i) == 1 && bar.slotWidth(of: i) == 40)
  }
}

/// The bar never shows a hole: at every step of any highlight change the slots add up to the
/// resting total (6 × 40), and the hovered icon is never drawn smaller than its slot.
@Test func slotsAlwaysFillTheBar() {
  var bar = ReactionBarAnimator(iconCount: 6)
  for target in [2, 3, 0, 5, nil, 4] as [Int?] {
    bar.setHighlight(target)
    for _ in 0..<40 {
      bar.update(dt: step)
      var total: Float = 0
      for i in 0..<6 { total += bar.slotWidth(of: i) }
      #expect(abs(total - 240) < 0.05)
      if let h = target {
        #expect(Float(bar.scale(of: h)) * 40 >= bar.slotWidth(of: h) - 0.05)
      }
    }
  }
}

@Test func changingTheHighlightKeepsPositionAndVelocity() {
  var bar = ReactionBarAnimator(iconCount: 6)
  bar.setHighlight(2)
  for _ in 0..<6 { bar.update(dt: step) }
  let previous = bar.lift(of: 2)
  bar.update(dt: step)
  #expect(bar.lift(of: 2) > previous)
  let atSwitch = bar.lift(of: 2)
  bar.setHighlight(3)
  #expect(bar.lift(of: 2) == atSwitch)  // no jump
  bar.update(dt: step)
  // Still rising for a moment: the velocity was kept, not reset to zero.
  #expect(bar.lift(of: 2) > atSwitch)
  settle(&bar)
  #expect(bar.lift(of: 2) == 0 && bar.lift(of: 3) == 16)
}

@Test func outOfRangeHighlightMeansNone() {
  var bar = ReactionBarAnimator(iconCount: 3)
  bar.setHighlight(7)
  #expect(bar.highlightedIndex == nil)
  bar.setHighlight(-1)
  #expect(bar.highlightedIndex == nil)
  #expect(bar.targetScale(of: 0) == 1)
  #expect(bar.lift(of: 9) == 0 && bar.scale(of: 9) == 1 && bar.slotWidth(of: 9) == 40)
}

@Test func aSingleIconGrowsWithoutChangingItsSlot() {
  var bar = ReactionBarAnimator(iconCount: 1)
  bar.setHighlight(0)
  settle(&bar)
  #expect(bar.slotWidth(of: 0) == 40 && bar.scale(of: 0) == 1.8)
}

@Test func dismissalSettlesIconsShrinksAndFades() {
  var bar = ReactionBarAnimator(iconCount: 6)
  settle(&bar, seconds: 1)
  bar.setHighlight(4)
  settle(&bar, seconds: 0.1)
  bar.dismiss()
  #expect(bar.phase == .dismissing && bar.highlightedIndex == nil)
  bar.setHighlight(1)  // ignored while dismissing
  #expect(bar.highlightedIndex == nil)
  var lastOpacity = bar.opacity
  var t = 0.0
  while !bar.isFinished {
    bar.update(dt: step)
    t += step
    #expect(bar.opacity <= lastOpacity)
    lastOpacity = bar.opacity
  }
  // Quick: gone in well under half a second.
  #expect(t < 0.45)
  #expect(bar.opacity == 0)
  #expect(abs(bar.barScale - 0.85) < 1e-9)
  #expect(!bar.isAnimating)
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

@Test func aNewStyleRetargetsTheOpenBarWithoutAJump() {
  var a = ReactionBarAnimator(iconCount: 7)
  a.setHighlight(2)
  for _ in 0..<12 { a.update(dt: 1.0 / 120) }
  let slot = a.slotWidth(of: 2)
  let scale = a.scale(of: 2)
  var style = ReactionBarStyle.standard
  style.highlightedScale = 2.4
  style.iconSpring = Spring(response: 0.6, dampingFraction: 1)
  a.setStyle(style)
  #expect(a.slotWidth(of: 2) == slot && a.scale(of: 2) == scale, "values carry on")
  #expect(a.targetScale(of: 2) == 2.4)
  for _ in 0..<600 { a.update(dt: 1.0 / 120) }
  #expect(abs(a.scale(of: 2) - 2.4) < 1e-3)
  #expect(!a.isAnimating)
}

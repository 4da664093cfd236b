import Testing

@testable import TactileCore

@Test func tweenRunsFromStartToEnd() {
  var tween = Tween(from: 10, to: 110, duration: 2, easing: .linear)
  #expect(tween.value == 10 && tween.progress == 0 && !tween.isFinished)
  tween.update(dt: 0.5)
  #expect(tween.progress == 0.25 && tween.value == 35 && tween.elapsed == 0.5)
  tween.update(dt: 1.5)
  #expect(tween.isFinished && tween.value == 110)
  tween.update(dt: 3)
  #expect(tween.elapsed == 2 && tween.progress == 1 && tween.value == 110)
}

@Test func tweenAppliesItsEasing() {
  var tween = Tween(from: 0, to: 100, duration: 1, easing: .easeInQuad)
  tween.update(dt: 0.5)
  #expect(tween.progress == 0.5)
  #expect(tween.value == 25)
}

@Test func tweenEndsExactlyDespiteRounding() {
  var tween = Tween(from: 0.1, to: 0.7, duration: 1, easing: .easeInOutSine)
  for _ in 0..<60 { tween.update(dt: 1.0 / 60) }
  #expect(tween.isFinished)
  #expect(tween.value == 0.7)
}

@Test func tweenIgnoresNegativeAndNaNTime() {
  var tween = Tween(from: 0, to: 1, duration: 1)
  tween.update(dt: 0.25)
  tween.update(dt: -1)
  tween.update(dt: .nan)
  #expect(tween.elapsed == 0.25)
}

@Test(arguments: [0.0, -1.0])
func tweenWithoutDurationIsInstantlyDone(duration: Double) {
  let tween = Tween(from: 3, to: 8, duration: duration)
  #expect(tween.isFinished && tween.progress == 1 && tween.value == 8)
  let back = tween.reversed()
  #expect(back.isFinished && back.from == 8 && back.value == 3)
}

@Test func reversingMidWayStartsWhereItIsAndShortensTheWayBack() {
  var tween = Tween(from: 0, to: 100, duration: 1, easing: .linear)
  tween.update(dt: 0.3)
  let back = tween.reversed()
  #expect(back.from == tween.value && back.from == 30)
  #expect(back.to == 0)
  #expect(abs(back.duration - 0.3) < 1e-12)
  #expect(back.easing == .linear && back.elapsed == 0 && back.value == 30)
}

@Test func reversingUsesTheDistanceCoveredNotTheTimeElapsed() {
  var tween = Tween(from: 0, to: 100, duration: 1, easing: .easeInQuad)
  tween.update(dt: 0.5)
  let back = tween.reversed()
  #expect(back.from == 25)
  #expect(abs(back.duration - 0.25) < 1e-12, "25 % of the distance covered → 25 % of the time")
}

@Test func reversingTwiceReturnsTowardsTheOriginalEnd() {
  var tween = Tween(from: 200, to: 0, duration: 0.4, easing: .linear)
  tween.update(dt: 0.1)
  var back = tween.reversed()
  #expect(back.from == 150 && back.to == 200)
  back.update(dt: 0.05)
  #expect(back.value == 175)
  let again = back.reversed()
  #expect(again.from == 175 && again.to == 150)
  #expect(abs(again.duration - 0.05) < 1e-12)
}

@Test func reversingAtTheEndsGivesFullOrEmptyRuns() {
  var tween = Tween(from: 1, to: 5, duration: 0.8)
  let unmoved = tween.reversed()
  #expect(unmoved.isFinished && unmoved.value == 1)
  tween.update(dt: 1)
  let full = tween.reversed()
  #expect(full.from == 5 && full.to == 1 && full.duration == 0.8 && !full.isFinished)
}

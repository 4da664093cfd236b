import Testing

@testable import TactileCore
@testable import TactileScenes

private let step = 1.0 / 120

@Test func startsAtRestAtEitherEnd() {
  let clear = StrikeAnimation()
  #expect(clear.penProgress == 0 && !clear.isAnimating && !clear.isCompleted)
  let done = StrikeAnimation(isCompleted: true)
  #expect(done.penProgress == 1 && !done.isAnimating && done.isCompleted)
}

@Test func strikeRunsOverTheLengthDependentDurationWithEasing() {
  var strike = StrikeAnimation()
  strike.toggle(totalLength: 1000)  // 0.6 s
  #expect(strike.isCompleted && strike.isAnimating && strike.penProgress == 0)
  strike.update(dt: 0.15)
  #expect(abs(strike.linearProgress - 0.25) < 1e-12)
  #expect(abs(strike.penProgress - StrikeTiming.standard.easing(0.25)) < 1e-12)
  #expect(strike.penProgress < 0.25)  // ease-in: slow start
  strike.update(dt: 0.15)
  #expect(abs(strike.penProgress - 0.5) < 1e-12)
  strike.update(dt: 0.2999)
  #expect(strike.isAnimating)
  strike.update(dt: 0.0002)
  #expect(!strike.isAnimating && strike.penProgress == 1)
}

@Test func anUnstrikeRetractsFromTheEnd() {
  var strike = StrikeAnimation(isCompleted: true)
  strike.toggle(totalLength: 0)  // 0.25 s
  strike.update(dt: 0.125)
  #expect(abs(strike.penProgress - 0.5) < 1e-12)
  strike.update(dt: 0.2)
  #expect(strike.penProgress == 0 && !strike.isCompleted)
}

@Test func reversalMidWayIsContinuousAndReturnsInProportionalTime() {
  var strike = StrikeAnimation()
  strike.toggle(totalLength: 1000)
  var last = strike.penProgress
  var biggestJump = 0.0
  for _ in 0..<24 {  // 0.2 s: a third of the way in time
    strike.update(dt: step)
    biggestJump = max(biggestJump, abs(strike.penProgress - last))
    last = strike.penProgress
  }
  let atClick = strike.penProgress
  #expect(atClick > 0.1 && atClick < 0.2)
  strike.toggle(totalLength: 1000)
  #expect(strike.penProgress == atClick)  // the visible pen does not jump
  #expect(!strike.isCompleted && strike.isAnimating)
  var ticks = 0
  while strike.isAnimating && ticks < 1000 {
    strike.update(dt: step)
    #expect(strike.penProgress <= atClick)  // heads back, never past where it was
    biggestJump = max(biggestJump, abs(strike.penProgress - last))
    last = strike.penProgress
    ticks += 1
  }
  #expect(strike.penProgress == 0)
  // The way back takes the full 0.6 s scaled by the distance to go.
  let expectedTicks = (0.6 * atClick / step).rounded(.up)
  #expect(abs(Double(ticks) - expectedTicks) <= 1)
  // Never more than one step at the curve's peak speed (cubic in-out: 3× the full run's
  // average of 1/0.6 per second); the reversal adds no jump of its own.
  #expect(biggestJump < 3 * step / 0.6 + 1e-9)
}

@Test func reversalStartsAtRestThenAccelerates() {
  var strike = StrikeAnimation()
  strike.toggle(totalLength: 1000)
  strike.update(dt: 0.3)
  strike.toggle(totalLength: 1000)
  let p0 = strike.penProgress
  strike.update(dt: step)
  let first = p0 - strike.penProgress
  let p1 = strike.penProgress
  strike.update(dt: step)
  let second = p1 - strike.penProgress
  #expect(first > 0 && second > first)
}

@Test func withoutAnimationItJumps() {
  var strike = StrikeAnimation()
  strike.setCompleted(true, totalLength: 500, animated: false)
  #expect(strike.penProgress == 1 && !strike.isAnimating)
}

@Test func settingTheSameStateChangesNothing() {
  var strike = StrikeAnimation()
  strike.toggle(totalLength: 300)
  strike.update(dt: 0.1)
  let before = strike
  strike.setCompleted(true, totalLength: 300)
  #expect(strike == before)
}

@Test func doubleToggleWithoutTimeGoesNowhere() {
  var strike = StrikeAnimation()
  strike.toggle(totalLength: 300)
  strike.toggle(totalLength: 300)
  #expect(strike.penProgress == 0 && !strike.isAnimating && !strike.isCompleted)
}

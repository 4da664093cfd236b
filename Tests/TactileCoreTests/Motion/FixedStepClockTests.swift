import Testing

@testable import TactileCore

@Test func clockDefaultsTo120HzAndAQuarterSecondClamp() {
  let clock = FixedStepClock()
  #expect(clock.step == 1.0 / 120)
  #expect(clock.maxFrameTime == 0.25)
  #expect(clock.time == 0 && clock.alpha == 0 && clock.stepCount == 0)
}

@Test func sixtyHertzFramesRunTwoStepsEach() {
  var clock = FixedStepClock()
  for _ in 0..<600 {
    #expect(clock.advance(by: 1.0 / 60) == 2)
  }
  #expect(clock.stepCount == 1200)
  #expect(abs(clock.time - 10) < 1e-9)
  #expect(clock.alpha < 1e-9)
}

@Test func longFramesAreClampedToMaxFrameTime() {
  var clock = FixedStepClock()
  #expect(clock.advance(by: 1.0) == 30, "0.25 s at 120 Hz")
  #expect(clock.advance(by: 30) == 30)
  #expect(clock.advance(by: .infinity) == 30)
  #expect(abs(clock.time - 0.75) < 1e-12)

  var custom = FixedStepClock(step: 0.01, maxFrameTime: 0.05)
  #expect(custom.advance(by: 1) == 5)
}

@Test func remainderCarriesToTheNextFrame() {
  var clock = FixedStepClock()
  #expect(clock.advance(by: 0.0125) == 1, "1.5 steps")
  #expect(abs(clock.alpha - 0.5) < 1e-9)
  #expect(abs(clock.accumulator - 1.0 / 240) < 1e-12)
  #expect(clock.advance(by: 0.0125) == 2, "0.5 + 1.5 steps")
  #expect(clock.alpha < 1e-9)
  #expect(clock.advance(by: 0.004) == 0, "less than a step")
  #expect(abs(clock.alpha - 0.48) < 1e-9)
  #expect(clock.advance(by: 0.004) == 0)
  #expect(clock.advance(by: 0.004) == 1, "0.012 s accumulated")
  #expect(clock.stepCount == 4)
}

@Test func wholeMultiplesNeverLoseAStepToRounding() {
  var clock = FixedStepClock(step: 0.1, maxFrameTime: 1)
  #expect(clock.advance(by: 0.3) == 3, "0.3 / 0.1 is 2.9999999999999996 in binary")
  var total = 0
  for _ in 0..<1000 { total += clock.advance(by: 0.7) }
  #expect(total == 7000)
  #expect(clock.alpha >= 0 && clock.alpha < 1e-6)
}

@Test(arguments: [-0.1, -Double.infinity, Double.nan, 0])
func negativeOrNaNFrameTimeCountsAsZero(frameTime: Double) {
  var clock = FixedStepClock()
  _ = clock.advance(by: 0.005)
  let before = clock
  #expect(clock.advance(by: frameTime) == 0)
  #expect(clock == before)
  #expect(clock.alpha.isFinite && clock.time.isFinite)
}

@Test func alphaStaysBelowOne() {
  var clock = FixedStepClock()
  var rng = SeededRandom(seed: 7)
  for _ in 0..<10_000 {
    _ = clock.advance(by: rng.double(in: 0...0.05))
    #expect(clock.alpha >= 0 && clock.alpha < 1)
  }
}

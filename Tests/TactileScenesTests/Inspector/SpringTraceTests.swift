import TactileCore
import Testing

@testable import TactileScenes

/// Feeds `trace` one sample per fixed step of `clock` over `seconds` of 60 Hz frames; the
/// value is the time itself, the target 0.
private func run(_ trace: inout SpringTrace, seconds: Double, clock: inout FixedStepClock) {
  for _ in 0..<Int((seconds * 60).rounded()) {
    for _ in 0..<clock.advance(by: 1.0 / 60) {
      trace.record(
        dt: clock.step, InspectedSpring(name: "probe", value: trace.now + clock.step, target: 0))
    }
  }
}

@Test func traceHoldsTheLastTwoSecondsOfFixedSteps() {
  var trace = SpringTrace()
  var clock = FixedStepClock()
  run(&trace, seconds: 5, clock: &clock)
  let now = trace.now
  #expect(abs(now - 5) < 1e-9)
  var times: [Double] = []
  var values: [Double] = []
  trace.forEachSample { t, v, _ in
    times.append(t)
    values.append(v)
  }
  // 2 s at 120 steps a second, both ends included.
  #expect(trace.count == 241)
  #expect(times.count == 241)
  #expect(abs(times.first! - (now - 2)) < 1e-6)
  #expect(abs(times.last! - now) < 1e-9)
  #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
  #expect(zip(times, values).allSatisfy { abs($0 - $1) < 1e-9 })
  #expect(trace.capacity == 241)
}

@Test func traceShorterThanItsWindowKeepsEverySample() {
  var trace = SpringTrace()
  var clock = FixedStepClock()
  run(&trace, seconds: 0.5, clock: &clock)
  #expect(trace.count == 60)
}

@Test func traceDropsSamplesOlderThanItsWindowWhenStepsAreLonger() {
  // Steps of 1/30 s fill less of the ring: still only 2 s are reported.
  var trace = SpringTrace()
  for _ in 0..<300 { trace.record(dt: 1.0 / 30, InspectedSpring(name: "a", value: 1, target: 1)) }
  #expect(trace.count == 61)
}

@Test func nothingMovingRepeatsTheLastSampleAndANewSpringStartsAfresh() {
  var trace = SpringTrace()
  trace.record(dt: 0.01, InspectedSpring(name: "a", value: 0.5, target: 0))
  trace.record(dt: 0.01, nil)
  #expect(trace.count == 2)
  #expect(trace.latest?.value == 0.5)
  trace.record(dt: 0.01, InspectedSpring(name: "b", value: 2, target: 1))
  #expect(trace.count == 1)
  #expect(trace.name == "b")
  trace.record(dt: 0, InspectedSpring(name: "b", value: 3, target: 1))
  #expect(trace.count == 1)  // No time passed: nothing recorded.
}

/// The sample nearest to a time: the closest one of the window, its oldest before it, its
/// newest after it; none in an empty trace.
@Test func theSampleNearestToATimeIsTheClosestOneInTheWindow() throws {
  var trace = SpringTrace()
  #expect(trace.sample(nearest: 0) == nil)
  var clock = FixedStepClock()
  run(&trace, seconds: 3, clock: &clock)
  let near = try #require(trace.sample(nearest: 2.5 + 0.4 * clock.step))
  #expect(abs(near.time - 2.5) < 1e-9 && abs(near.value - 2.5) < 1e-9 && near.target == 0)
  let oldest = try #require(trace.sample(nearest: -10))
  #expect(abs(oldest.time - (trace.now - trace.window)) < 1e-6)
  #expect(try #require(trace.sample(nearest: 99)).time == trace.now)
}

@Test func nothingIsRecordedBeforeAnySpringMoved() {
  var trace = SpringTrace()
  trace.record(dt: 0.01, nil)
  #expect(trace.count == 0)
  #expect(trace.latest == nil)
}

@Test func captionNamesTheSpringsParameters() {
  let s = InspectedSpring(
    name: "wave", value: 0, target: 0, spring: Spring(response: 0.55, dampingFraction: 0.5))
  #expect(s.springDescription == "spring: response 0.55 s, damping 0.50")
  #expect(
    InspectedSpring(name: "pen", value: 0, target: 1).springDescription == "timed, not a spring")
  // What moves a value that no spring moves is named as such.
  let captions: [(InspectedSpring.Motion, String)] = [
    (.linear(secondsPerUnit: 0.8), "linear, no spring: 0.80 s for 0 → 1"),
    (.dragged, "follows the pointer (no spring while held)"),
    (.chase(speed: 2000), "chases the pointer at up to 2000 pt/s, no spring"),
  ]
  for (motion, caption) in captions {
    let sample = InspectedSpring(name: "wave", value: 0, target: 1, motion: motion)
    #expect(sample.springDescription == caption)
    #expect(sample.spring == nil)
  }
  #expect(InspectedSpring.format(-0.014) == "-0.01")
  #expect(InspectedSpring.format(-0.001) == "0.00")
  #expect(InspectedSpring.format(1.8) == "1.80")
}

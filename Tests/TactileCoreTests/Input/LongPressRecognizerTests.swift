import Testing

@testable import TactileCore

private func down(_ x: Float, _ y: Float) -> PointerEvent { PointerEvent(.down, at: Vec2(x, y)) }
private func move(_ x: Float, _ y: Float) -> PointerEvent {
  PointerEvent(.move, at: Vec2(x, y), isPrimaryDown: true)
}
private func up(_ x: Float, _ y: Float) -> PointerEvent { PointerEvent(.up, at: Vec2(x, y)) }

/// Advances in 1/120 s steps until `seconds` have passed; returns the outputs with their times.
private func hold(
  _ recognizer: inout LongPressRecognizer, for seconds: Double
) -> [(Double, LongPressRecognizer.Output)] {
  var outputs: [(Double, LongPressRecognizer.Output)] = []
  let step = 1.0 / 120
  var t = 0.0
  for _ in 0..<Int((seconds / step).rounded()) {
    t += step
    if let out = recognizer.advance(dt: step) { outputs.append((t, out)) }
  }
  return outputs
}

@Test func firesAtTheThresholdNotBefore() {
  var press = LongPressRecognizer()
  #expect(press.handle(down(200, 300)) == nil)
  #expect(press.advance(dt: 0.34) == nil)
  #expect(!press.isActive)
  #expect(press.advance(dt: 0.01) == .began(at: Vec2(200, 300)))
  #expect(press.isActive)
  #expect(press.advance(dt: 1) == nil)
}

@Test func firesOnceInTheStepThatCrossesTheThreshold() {
  var press = LongPressRecognizer()
  _ = press.handle(down(0, 0))
  let outputs = hold(&press, for: 1)
  #expect(outputs.count == 1)
  #expect(outputs.first?.1 == .began(at: Vec2(0, 0)))
  let firedAt = outputs.first?.0 ?? 0
  #expect(firedAt >= 0.35 && firedAt < 0.35 + 1.0 / 120)
}

@Test func smallMovementBeforeFiringIsAllowedAndBeganReportsCurrentPosition() {
  var press = LongPressRecognizer()
  _ = press.handle(down(100, 100))
  _ = press.advance(dt: 0.2)
  #expect(press.handle(move(106, 108)) == nil)  // exactly 10 pt away
  #expect(press.advance(dt: 0.2) == .began(at: Vec2(106, 108)))
}

@Test func tooMuchMovementBeforeFiringCancels() {
  var press = LongPressRecognizer()
  _ = press.handle(down(100, 100))
  _ = press.advance(dt: 0.2)
  #expect(press.handle(move(110.5, 100)) == .cancelled)
  #expect(press.advance(dt: 1) == nil)
  #expect(press.state == .idle)
}

@Test func afterFiringItFollowsThePointerAndEndsOnRelease() {
  var press = LongPressRecognizer()
  _ = press.handle(down(100, 100))
  _ = press.advance(dt: 0.4)
  #expect(press.handle(move(300, 50)) == .changed(Vec2(300, 50)))
  #expect(press.handle(move(310, 40)) == .changed(Vec2(310, 40)))
  #expect(press.handle(up(312, 40)) == .ended(Vec2(312, 40)))
  #expect(press.state == .idle)
  #expect(press.handle(move(0, 0)) == nil)
}

@Test func releaseBeforeFiringReportsNothing() {
  var press = LongPressRecognizer()
  _ = press.handle(down(100, 100))
  _ = press.advance(dt: 0.3)
  #expect(press.handle(up(100, 100)) == nil)
  #expect(press.advance(dt: 1) == nil)
}

@Test(arguments: [
  InputEvent.key(KeyEvent(.escape)), .focusLost, .pointerExited,
])
func cancelSignalsEndAPendingOrActivePress(signal: InputEvent) {
  var pending = LongPressRecognizer()
  _ = pending.handle(.pointer(down(5, 5)))
  #expect(pending.handle(signal) == .cancelled)
  #expect(pending.advance(dt: 1) == nil)

  var active = LongPressRecognizer()
  _ = active.handle(.pointer(down(5, 5)))
  _ = active.advance(dt: 0.5)
  #expect(active.handle(signal) == .cancelled)
  #expect(active.handle(.pointer(up(5, 5))) == nil)

  var idle = LongPressRecognizer()
  #expect(idle.handle(signal) == nil)
}

@Test func timeIgnoresNegativeAndNaN() {
  var press = LongPressRecognizer()
  _ = press.handle(down(5, 5))
  #expect(press.advance(dt: -1) == nil)
  #expect(press.advance(dt: .nan) == nil)
  #expect(press.advance(dt: 0.3) == nil)
  #expect(press.advance(dt: 0.05) == .began(at: Vec2(5, 5)))
}

@Test func secondaryButtonNeitherStartsNorEnds() {
  var press = LongPressRecognizer()
  #expect(press.handle(PointerEvent(.down, at: .zero, button: .secondary)) == nil)
  #expect(press.advance(dt: 1) == nil)
  _ = press.handle(down(5, 5))
  _ = press.advance(dt: 0.5)
  #expect(press.handle(PointerEvent(.up, at: .zero, button: .secondary)) == nil)
  #expect(press.isActive)
}

/// A slop tuned below the touch slop stays the mouse's: a finger may still wander
/// `GestureThresholds.touchSlop` while its long press is timed.
@Test func aFingersLongPressKeepsTheTouchSlopUnderATighterMouseSlop() {
  var mouse = LongPressRecognizer(slop: 4)
  _ = mouse.handle(down(200, 300))
  #expect(mouse.handle(move(208, 300)) == .cancelled)
  var finger = LongPressRecognizer(slop: 4)
  _ = finger.handle(.touch(.down, finger: 9, at: Vec2(200, 300)))
  #expect(finger.handle(.touch(.move, finger: 9, at: Vec2(208, 300))) == nil)
  #expect(hold(&finger, for: 0.4).map(\.1) == [.began(at: Vec2(208, 300))])
}

import Testing

@testable import TactileCore

private func down(_ x: Float, _ y: Float) -> PointerEvent { PointerEvent(.down, at: Vec2(x, y)) }
private func move(_ x: Float, _ y: Float) -> PointerEvent {
  PointerEvent(.move, at: Vec2(x, y), isPrimaryDown: true)
}
private func up(_ x: Float, _ y: Float) -> PointerEvent { PointerEvent(.up, at: Vec2(x, y)) }

@Test func pressAndReleaseInPlaceIsATap() {
  var tap = TapRecognizer()
  #expect(tap.handle(down(100, 100)) == .pressed(at: Vec2(100, 100)))
  #expect(tap.isPressed)
  #expect(tap.handle(up(100, 100)) == .tapped(at: Vec2(100, 100)))
  #expect(!tap.isPressed)
}

@Test(arguments: [
  (Float(4), true), (Float(3.9), true), (Float(4.1), false), (Float(20), false),
])
func tapSlopDecidesBetweenTapAndFailure(distance: Float, isTap: Bool) {
  var tap = TapRecognizer()
  _ = tap.handle(down(50, 50))
  let result = tap.handle(up(50 + distance, 50))
  if isTap {
    #expect(result == .tapped(at: Vec2(50 + distance, 50)))
  } else {
    #expect(result == .failed)
  }
}

@Test func movingAwayAndBackStillFails() {
  var tap = TapRecognizer()
  _ = tap.handle(down(50, 50))
  #expect(tap.handle(move(52, 50)) == nil)
  #expect(tap.handle(move(60, 50)) == .failed)
  #expect(tap.handle(move(50, 50)) == nil)
  #expect(tap.handle(up(50, 50)) == nil)
}

@Test func aSmallMoveWithinTheSlopIsStillATap() {
  var tap = TapRecognizer()
  _ = tap.handle(down(10, 10))
  _ = tap.handle(move(12, 10))
  #expect(tap.handle(up(10, 10)) == .tapped(at: Vec2(10, 10)))
}

@Test(arguments: [
  InputEvent.key(KeyEvent(.escape)), .focusLost, .pointerExited,
])
func cancelSignalsFailAPendingTap(signal: InputEvent) {
  var tap = TapRecognizer()
  _ = tap.handle(.pointer(down(10, 10)))
  #expect(tap.handle(signal) == .failed)
  #expect(tap.handle(.pointer(up(10, 10))) == nil)
  #expect(tap.handle(signal) == nil)
}

@Test func otherKeysAndButtonsAreIgnored() {
  var tap = TapRecognizer()
  #expect(tap.handle(PointerEvent(.down, at: Vec2(1, 1), button: .secondary)) == nil)
  #expect(tap.handle(PointerEvent(.up, at: Vec2(1, 1), button: .secondary)) == nil)
  _ = tap.handle(down(10, 10))
  #expect(tap.handle(.key(KeyEvent(.escape, isDown: false))) == nil)
  #expect(tap.handle(.key(KeyEvent(.left))) == nil)
  #expect(tap.handle(up(10, 10)) == .tapped(at: Vec2(10, 10)))
}

/// A fingertip wobbles: a finger may wander `GestureThresholds.touchSlop` and still tap, where
/// the mouse's press fails past `tapSlop`.
@Test func aFingerMayWanderFartherThanTheMouseAndStillTap() {
  for (kind, tapped) in [(PointerKind.mouse, false), (.touch(finger: 3), true)] {
    var tap = TapRecognizer()
    _ = tap.handle(PointerEvent(.down, at: Vec2(50, 50), kind: kind))
    let wobble = tap.handle(PointerEvent(.move, at: Vec2(58, 50), isPrimaryDown: true, kind: kind))
    let release = tap.handle(PointerEvent(.up, at: Vec2(58, 50), kind: kind))
    #expect((release == .tapped(at: Vec2(58, 50))) == tapped, "\(kind)")
    #expect((wobble == .failed) == !tapped, "\(kind)")
  }
  var tap = TapRecognizer()
  _ = tap.handle(.touch(.down, finger: 3, at: Vec2(50, 50)))
  #expect(tap.handle(.touch(.up, finger: 3, at: Vec2(50, 60.5))) == .failed)
}

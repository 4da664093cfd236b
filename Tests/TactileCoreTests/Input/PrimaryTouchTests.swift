import Testing

@testable import TactileCore

private func finger(_ phase: PointerEvent.Phase, _ id: Int64, _ x: Float = 100) -> InputEvent {
  .pointer(.touch(phase, finger: id, at: Vec2(x, 200)))
}

@Test func oneFingerIsThePointerFromPressToRelease() {
  var touches = PrimaryTouch()
  let verdicts = [finger(.down, 4), finger(.move, 4, 120), finger(.up, 4, 120)].map {
    touches.verdict($0)
  }
  #expect(verdicts == [.pass, .pass, .pass])
}

/// As UIKit takes a one-finger gesture's touch when a second finger comes: the press in
/// progress is cancelled, and neither finger is the pointer again until both have lifted.
@Test func aSecondFingerCancelsTheGestureAndNeitherFingerActsUntilBothLift() {
  var touches = PrimaryTouch()
  #expect(touches.verdict(finger(.down, 1)) == .pass)
  #expect(touches.verdict(finger(.down, 2)) == .cancel)
  let after = [
    finger(.move, 1, 130), finger(.move, 2, 140), finger(.down, 3), finger(.up, 1, 130),
    finger(.up, 2, 140), finger(.up, 3),
  ].map { touches.verdict($0) }
  #expect(after == Array(repeating: .drop, count: 6))
  #expect(touches.verdict(finger(.down, 2)) == .pass)  // A new gesture.
}

@Test func theMouseAndOtherEventsPassWhateverTheFingersDo() {
  var touches = PrimaryTouch()
  _ = touches.verdict(finger(.down, 1))
  _ = touches.verdict(finger(.down, 2))
  let others: [InputEvent] = [
    .pointer(PointerEvent(.move, at: Vec2(5, 5))), .wheel(Vec2(0, 1)), .key(KeyEvent(.tab)),
  ]
  #expect(others.map { touches.verdict($0) } == [.pass, .pass, .pass])
}

/// A release that never came (the window lost the focus, or a finger's up was lost) does not
/// leave the fingers stuck: the focus loss forgets them, and the pointer's own press again is
/// the pointer's.
@Test func lostReleasesDoNotStickTheFingers() {
  var touches = PrimaryTouch()
  _ = touches.verdict(finger(.down, 1))
  _ = touches.verdict(finger(.down, 2))
  #expect(touches.verdict(.focusLost) == .pass)
  #expect(touches.verdict(finger(.down, 5)) == .pass)
  #expect(touches.verdict(finger(.down, 5)) == .pass)
  #expect(touches.verdict(finger(.up, 7)) == .drop)  // Never down.
  #expect(touches.verdict(finger(.up, 5)) == .pass)
}

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

/// No platform counts a finger's taps: a press within the double-click interval of the last
/// release, near it, is the next tap (its moves and release keep the count); later, farther,
/// or after a second finger, it is a first tap again. The mouse's counts stay the platform's.
@Test func aFingersTapsAreCountedAsAMousesClicksAre() {
  var touches = PrimaryTouch()
  func count(_ phase: PointerEvent.Phase, _ x: Float, at time: Double) -> Int {
    let p = PointerEvent.touch(phase, finger: 1, at: Vec2(x, 200))
    return touches.counted(p, at: time, interval: 0.5).clickCount
  }
  let counts = [
    count(.down, 100, at: 0), count(.up, 101, at: 0.1),
    count(.down, 110, at: 0.3), count(.move, 112, at: 0.35), count(.up, 112, at: 0.4),
    count(.down, 120, at: 0.6), count(.up, 120, at: 0.65),
    count(.down, 120, at: 1.2), count(.up, 120, at: 1.25),  // 0.55 s later.
    count(.down, 160, at: 1.3), count(.up, 160, at: 1.35),  // 40 pt away.
  ]
  #expect(counts == [1, 1, 2, 2, 2, 3, 3, 1, 1, 1, 1])
  _ = touches.verdict(.pointer(.touch(.down, finger: 1, at: Vec2(160, 200))))
  _ = touches.verdict(.pointer(.touch(.down, finger: 2, at: Vec2(300, 200))))
  #expect(count(.down, 160, at: 1.4) == 1)
  let mouse = PointerEvent(.down, at: Vec2(160, 200), clickCount: 2)
  #expect(touches.counted(mouse, at: 1.45, interval: 0.5) == mouse)
}

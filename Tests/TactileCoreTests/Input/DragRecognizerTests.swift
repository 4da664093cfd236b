import Testing

@testable import TactileCore

private func down(_ x: Float, _ y: Float) -> PointerEvent { PointerEvent(.down, at: Vec2(x, y)) }
private func move(_ x: Float, _ y: Float) -> PointerEvent {
  PointerEvent(.move, at: Vec2(x, y), isPrimaryDown: true)
}
private func up(_ x: Float, _ y: Float) -> PointerEvent { PointerEvent(.up, at: Vec2(x, y)) }

@Test func dragBeginsOnlyBeyondTheSlop() {
  var drag = DragRecognizer()
  let slop = GestureThresholds.dragSlop
  #expect(drag.handle(down(100, 100)) == nil)
  #expect(drag.handle(move(100 + slop, 100)) == nil)  // exactly the slop
  guard case .began(let d)? = drag.handle(move(100.5 + slop, 100)) else {
    Issue.record("expected .began")
    return
  }
  #expect(d.origin == Vec2(100, 100))
  #expect(d.translation == Vec2(0.5 + slop, 0))
  #expect(drag.isDragging)
}

@Test func translationIsMeasuredFromThePressPoint() {
  var drag = DragRecognizer()
  _ = drag.handle(down(10, 20))
  _ = drag.handle(move(30, 20))
  guard case .changed(let d)? = drag.handle(move(50, 5)) else {
    Issue.record("expected .changed")
    return
  }
  #expect(d.translation == Vec2(40, -15))
  #expect(d.position == Vec2(50, 5))
  guard case .ended(let e)? = drag.handle(up(60, 5)) else {
    Issue.record("expected .ended")
    return
  }
  #expect(e.translation == Vec2(50, -15))
  #expect(!drag.isDragging && drag.origin == nil)
}

@Test func releaseWithinTheSlopIsNotADrag() {
  var drag = DragRecognizer()
  _ = drag.handle(down(10, 10))
  _ = drag.handle(move(12, 12))
  #expect(drag.handle(up(12, 12)) == nil)
  #expect(drag.handle(move(100, 100)) == nil)
}

@Test func releaseVelocityComesFromRecentMoves() {
  var drag = DragRecognizer()
  _ = drag.handle(down(0, 0))
  for i in 1...10 {
    drag.advance(dt: 0.01)
    _ = drag.handle(move(Float(i) * 5, 0))  // 500 pt/s
  }
  guard case .ended(let d)? = drag.handle(up(50, 0)) else {
    Issue.record("expected .ended")
    return
  }
  #expect(abs(d.velocity.x - 500) < 1)
  #expect(d.velocity.y == 0)
}

@Test func pausingBeforeReleaseGivesZeroVelocity() {
  var drag = DragRecognizer()
  _ = drag.handle(down(0, 0))
  drag.advance(dt: 0.01)
  _ = drag.handle(move(40, 0))
  drag.advance(dt: 0.3)
  guard case .ended(let d)? = drag.handle(up(40, 0)) else {
    Issue.record("expected .ended")
    return
  }
  #expect(d.velocity == .zero)
}

@Test(arguments: [
  InputEvent.key(KeyEvent(.escape)), .focusLost, .pointerExited,
])
func cancelSignalsEndADrag(signal: InputEvent) {
  var drag = DragRecognizer()
  _ = drag.handle(.pointer(down(0, 0)))
  #expect(drag.handle(signal) == nil)  // nothing had begun
  _ = drag.handle(.pointer(down(0, 0)))
  _ = drag.handle(.pointer(move(20, 0)))
  #expect(drag.handle(signal) == .cancelled)
  #expect(drag.handle(.pointer(up(20, 0))) == nil)
}

@Test func aNewPressWhileDraggingCancelsTheLostDrag() {
  var drag = DragRecognizer()
  _ = drag.handle(down(0, 0))
  _ = drag.handle(move(20, 0))
  #expect(drag.handle(down(50, 50)) == .cancelled)
  #expect(drag.origin == Vec2(50, 50) && !drag.isDragging)
}

/// A finger's drag begins past `GestureThresholds.touchSlop`, the mouse's past its own slop;
/// either way the translation is measured from the press point.
@Test func aFingersDragBeginsPastTheTouchSlop() {
  var mouse = DragRecognizer()
  _ = mouse.handle(PointerEvent(.down, at: Vec2(100, 100)))
  #expect(mouse.handle(PointerEvent(.move, at: Vec2(108, 100), isPrimaryDown: true)) != nil)
  var finger = DragRecognizer()
  _ = finger.handle(.touch(.down, finger: 1, at: Vec2(100, 100)))
  #expect(finger.handle(.touch(.move, finger: 1, at: Vec2(108, 100))) == nil)
  #expect(!finger.isDragging)
  guard case .began(let d)? = finger.handle(.touch(.move, finger: 1, at: Vec2(111, 100))) else {
    Issue.record("no drag past the touch slop")
    return
  }
  #expect(d.translation == Vec2(11, 0))
  // The next press, the mouse's, has the mouse's slop again.
  _ = finger.handle(.touch(.up, finger: 1, at: Vec2(111, 100)))
  _ = finger.handle(PointerEvent(.down, at: Vec2(100, 100)))
  #expect(finger.handle(PointerEvent(.move, at: Vec2(108, 100), isPrimaryDown: true)) != nil)
}

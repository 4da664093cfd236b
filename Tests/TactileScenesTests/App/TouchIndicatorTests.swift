import TactileCore
import Testing

@testable import TactileScenes

private func pointer(_ phase: PointerEvent.Phase, _ x: Float, _ y: Float) -> InputEvent {
  .pointer(PointerEvent(phase, at: Vec2(x, y)))
}

@Test func touchIndicatorDrawsNothingBeforeThePointerIsSeen() {
  var list = DrawList()
  TouchIndicator().draw(into: &list)
  #expect(list.commands.isEmpty)
}

@Test func aClickShowsPressedForTheMinimumTime() {
  var t = TouchIndicator()
  t.handle(pointer(.move, 10, 20))
  #expect(t.position == Vec2(10, 20) && !t.showsPressed)
  t.handle(pointer(.down, 30, 40))
  t.handle(pointer(.up, 30, 40))  // In the same frame.
  #expect(t.showsPressed && !t.isDown)
  t.update(dt: TouchIndicator.minimumPress * 0.9)
  #expect(t.showsPressed)
  t.update(dt: TouchIndicator.minimumPress * 0.2)
  #expect(!t.showsPressed)
}

@Test func aHeldPointerShowsPressedUntilReleased() {
  var t = TouchIndicator()
  t.handle(pointer(.down, 5, 5))
  t.update(dt: 5)
  t.handle(pointer(.move, 50, 60))
  #expect(t.showsPressed && t.position == Vec2(50, 60))
  // Pressed: a disc and two rings; released: the rings only.
  var pressed = DrawList()
  t.draw(into: &pressed)
  t.handle(pointer(.up, 50, 60))
  t.update(dt: 1)
  var released = DrawList()
  t.draw(into: &released)
  #expect(pressed.commands.count == released.commands.count + 1)
}

/// A finger does not hover: after its tap has shown, nothing is left where it lifted.
@Test func aLiftedFingerLeavesNoRing() {
  var t = TouchIndicator()
  t.handle(.pointer(.touch(.down, finger: 2, at: Vec2(30, 40))))
  t.handle(.pointer(.touch(.up, finger: 2, at: Vec2(30, 40))))
  var tapped = DrawList()
  t.draw(into: &tapped)
  #expect(!tapped.commands.isEmpty)
  t.update(dt: TouchIndicator.minimumPress * 1.1)
  var lifted = DrawList()
  t.draw(into: &lifted)
  #expect(lifted.commands.isEmpty)
  t.handle(pointer(.move, 50, 60))  // The mouse shows again.
  var mouse = DrawList()
  t.draw(into: &mouse)
  #expect(!mouse.commands.isEmpty)
}

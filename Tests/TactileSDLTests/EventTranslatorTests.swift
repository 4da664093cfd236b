import CSDL2
import TactileCore
import Testing

@testable import TactileSDL

/// Translates `e` with the window `windowSize` points (÷ the zoom) large.
private func translate(
  _ e: SDL_Event, windowSize: Size = Size(640, 400), unitsPerPoint: Float = 2
) -> [InputEvent] {
  var t = EventTranslator()
  t.unitsPerPoint = unitsPerPoint
  var out: [InputEvent] = []
  t.translate(e, windowSize: { windowSize }, into: &out)
  return out
}

private func finger(
  _ type: SDL_EventType, id: SDL_FingerID, x: Float, y: Float, touchId: SDL_TouchID = 3
) -> SDL_Event {
  var e = SDL_Event()
  e.tfinger.type = type.rawValue
  e.tfinger.touchId = touchId
  e.tfinger.fingerId = id
  e.tfinger.x = x
  e.tfinger.y = y
  return e
}

private func button(_ type: SDL_EventType, x: Int32, y: Int32, which: UInt32) -> SDL_Event {
  var e = SDL_Event()
  e.button.type = type.rawValue
  e.button.which = which
  e.button.button = UInt8(SDL_BUTTON_LEFT)
  e.button.clicks = 1
  e.button.x = x
  e.button.y = y
  return e
}

/// A finger's place (SDL's 0…1 of the window) is in the window's points — those the pages
/// see, which the scale and the zoom divide, as the mouse's units are.
@Test func aFingerIsATouchPointerAtItsPlaceInTheWindowsPoints() {
  #expect(
    translate(finger(SDL_FINGERDOWN, id: 7, x: 0.5, y: 0.25)) == [
      .pointer(.touch(.down, finger: 7, at: Vec2(320, 100)))
    ])
  #expect(
    translate(finger(SDL_FINGERMOTION, id: 7, x: 0.75, y: 1)) == [
      .pointer(.touch(.move, finger: 7, at: Vec2(480, 400)))
    ])
  #expect(
    translate(finger(SDL_FINGERUP, id: 7, x: 0, y: 0.5)) == [
      .pointer(.touch(.up, finger: 7, at: Vec2(0, 200)))
    ])
  // The same place of the window as the mouse's: 2 units a point, so unit (640, 200).
  #expect(
    translate(button(SDL_MOUSEBUTTONDOWN, x: 640, y: 200, which: 0)) == [
      .pointer(PointerEvent(.down, at: Vec2(320, 100)))
    ])
}

/// Each device arrives once, as itself: the mouse SDL makes of a finger and the touches it
/// makes of the mouse are dropped.
@Test func theMouseMadeOfAFingerAndTheTouchMadeOfTheMouseAreDropped() {
  let touchMouse = EventTranslator.touchMouseID
  #expect(translate(button(SDL_MOUSEBUTTONDOWN, x: 10, y: 10, which: touchMouse)).isEmpty)
  #expect(translate(button(SDL_MOUSEBUTTONUP, x: 10, y: 10, which: touchMouse)).isEmpty)
  var motion = SDL_Event()
  motion.motion.type = SDL_MOUSEMOTION.rawValue
  motion.motion.which = touchMouse
  #expect(translate(motion).isEmpty)
  motion.motion.which = 0
  #expect(translate(motion).count == 1)
  #expect(translate(finger(SDL_FINGERDOWN, id: 1, x: 0.5, y: 0.5, touchId: -1)).isEmpty)
}

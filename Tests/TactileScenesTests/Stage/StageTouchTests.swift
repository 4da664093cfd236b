import Foundation
import TactileCore
import TactileIO
import TactileTestSupport
import Testing

@testable import TactileScenes

// A finger's gesture, replayed from `touch` script lines, ends as the mouse's of the same
// gesture: the one gesture layer reads both, with a finger's larger slop.

private let size = Size(1280, 800)

private func stage(_ page: PageKind) -> Stage {
  Stage(
    Playground(
      context: SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark, seed: 5),
      size: size, start: page))
}

/// One moment of a one-pointer gesture: seconds, phase, where.
private typealias Moment = (time: Double, phase: PointerEvent.Phase, at: Vec2)

/// The gesture as script lines: the mouse's (`down`, `move` held, `up`) or finger 1's.
private func script(_ gesture: [Moment], touch: Bool) -> String {
  gesture.map { m in
    let words: String
    switch (m.phase, touch) {
    case (.down, false): words = "down"
    case (.move, false): words = "move"
    case (.up, false): words = "up"
    case (.down, true): words = "touch down 1"
    case (.move, true): words = "touch move 1"
    case (.up, true): words = "touch up 1"
    }
    return "at \(m.time) \(words) \(m.at.x) \(m.at.y)"
  }.joined(separator: "\n")
}

/// Replays `text` on a fresh stage of `page` as the headless app does (each input at its
/// line's time to the fixed step), then lets `settle` more seconds pass.
private func replay(_ text: String, on page: PageKind, settle: Double = 1.5) throws -> Stage {
  let script = try ReplayScript(parsing: text)
  var s = stage(page)
  var player = ScriptPlayer(script)
  while let step = player.next(dueBy: script.duration, step: s.step) {
    s.advance(toInputTime: step.time)
    if case .input(let e) = step.action { s.handle(e) }
  }
  s.advance(toInputTime: script.duration + settle)
  return s
}

/// The stage's layout dump, parsed.
private func dump(_ s: Stage) throws -> [String: Any] {
  let text = s.layoutDump().serialized()
  return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// Replays the gesture with the mouse and with a finger: both end in the same layout dump,
/// which is returned.
private func sameEndState(_ gesture: [Moment], on page: PageKind) throws -> [String: Any] {
  let mouse = try replay(script(gesture, touch: false), on: page)
  let finger = try replay(script(gesture, touch: true), on: page)
  #expect(finger.layoutDump().serialized() == mouse.layoutDump().serialized())
  return try dump(finger)
}

private func center(_ rect: Any?) throws -> Vec2 {
  let r = try #require(rect as? [String: Double])
  return Vec2(Float(r["x"]! + r["width"]! / 2), Float(r["y"]! + r["height"]! / 2))
}

/// `steps` moves from `a` to `b`, `dt` seconds apart, from `start`.
private func moves(from a: Vec2, to b: Vec2, steps: Int, start: Double, dt: Double = 0.02)
  -> [Moment]
{
  (1...steps).map { i in
    (start + Double(i) * dt, .move, Vec2.lerp(a, b, Float(i) / Float(steps)))
  }
}

@Test func aTouchTapRevealsASpoilerAsAClickDoes() throws {
  let spoilers = try #require(try dump(stage(.spoilers))["spoilers"] as? [[String: Any]])
  let fragments = try #require(spoilers[1]["fragments"] as? [Any])
  let p = try center(fragments.first)
  // The finger wobbles 7 pt: more than a mouse's tap slop, within a finger's.
  let tap: [Moment] = [(0.1, .down, p), (0.15, .move, p + Vec2(3, 0)), (0.2, .up, p + Vec2(3, 0))]
  let end = try sameEndState(tap, on: .spoilers)
  let after = try #require(end["spoilers"] as? [[String: Any]])
  #expect(after[1]["state"] as? String != "hidden")
  let wobbly: [Moment] = [
    (0.1, .down, p), (0.15, .move, p + Vec2(7, 0)), (0.2, .up, p + Vec2(7, 0)),
  ]
  let byFinger = try replay(script(wobbly, touch: true), on: .spoilers)
  let byMouse = try replay(script(wobbly, touch: false), on: .spoilers)
  let states = try [byFinger, byMouse].map {
    try #require(try dump($0)["spoilers"] as? [[String: Any]])[1]["state"] as? String
  }
  #expect(states[0] != "hidden" && states[1] == "hidden", "\(states)")
}

/// Where a long press on the first message without reactions opens the bar, and its icons.
private func barGeometry() throws -> (press: Vec2, icons: [Vec2]) {
  let bubbles = try #require(try dump(stage(.reactions))["bubbles"] as? [[String: Any]])
  let bubble = try #require(bubbles.first { ($0["chips"] as? [Any])?.isEmpty == true })
  let press = try center(bubble["rect"])
  let held = try replay("at 0.1 down \(press.x) \(press.y)\nat 0.7 end", on: .reactions, settle: 0)
  let bar = try #require(try dump(held)["bar"] as? [String: Any])
  #expect(bar["state"] as? String == "dragging")
  let icons = try #require(bar["icons"] as? [[String: Any]]).map { try center($0["rect"]) }
  return (press, icons)
}

@Test func aTouchLongPressDragAndReleasePicksAReactionAsTheMouseDoes() throws {
  let (press, icons) = try barGeometry()
  let target = icons[3]
  let gesture: [Moment] =
    [(0.1, .down, press)] + moves(from: press, to: target, steps: 12, start: 0.6)
    + [(1.0, .up, target)]
  let end = try sameEndState(gesture, on: .reactions)
  let bubbles = try #require(end["bubbles"] as? [[String: Any]])
  #expect(bubbles.contains { $0["userReaction"] as? String == "😮" })
}

/// As on iOS: a second finger while the first drags across the open bar takes the gesture
/// away; the bar closes and nothing is picked, even when the first finger then lifts over an
/// icon.
@Test func aSecondFingerCancelsTheBarsDragAndNothingIsPicked() throws {
  let (press, icons) = try barGeometry()
  let target = icons[3]
  let lines =
    script(
      [(0.1, .down, press)] + moves(from: press, to: target, steps: 12, start: 0.6), touch: true)
    + "\nat 0.9 touch down 2 100 700\nat 1.0 touch up 1 \(target.x) \(target.y)"
    + "\nat 1.0 touch up 2 100 700"
  let end = try dump(try replay(lines, on: .reactions))
  let bubbles = try #require(end["bubbles"] as? [[String: Any]])
  #expect(bubbles.allSatisfy { $0["userReaction"] as? String != "😮" })
  #expect((end["bar"] as? [String: Any])?["open"] as? Bool == false)
}

/// A second finger before the press has been held long enough: no bar opens.
@Test func aSecondFingerBeforeTheLongPressFiresOpensNoBar() throws {
  let (press, _) = try barGeometry()
  let lines =
    "at 0.1 touch down 1 \(press.x) \(press.y)\nat 0.2 touch down 2 100 700"
    + "\nat 0.8 touch up 2 100 700\nat 0.9 touch up 1 \(press.x) \(press.y)"
  let bar = try #require(try dump(try replay(lines, on: .reactions))["bar"] as? [String: Any])
  #expect(bar["open"] as? Bool == false)
  #expect(bar["state"] as? String == "closed")
}

@Test func aTouchDragFromThePageEdgeSwipesAsTheMouseDoes() throws {
  let grab = Vec2(size.width - 30, 296)
  let to = grab - Vec2(768, 0)
  let gesture: [Moment] =
    [(0.1, .down, grab)] + moves(from: grab, to: to, steps: 16, start: 0.1) + [(0.5, .up, to)]
  let end = try sameEndState(gesture, on: .about)
  #expect(end["page"] as? String == "spoilers")
}

/// A second finger while the first drags a wave takes the gesture away: the wave springs
/// back and the page stays, however far the fingers go and wherever they lift.
@Test func aSecondFingerSpringsADraggedWaveBack() throws {
  let grab = Vec2(size.width - 30, 296)
  let half = grab - Vec2(300, 0)
  let far = grab - Vec2(900, 0)
  let lines =
    script([(0.1, .down, grab)] + moves(from: grab, to: half, steps: 8, start: 0.1), touch: true)
    + "\nat 0.3 touch down 2 200 600\n"
    + script(moves(from: half, to: far, steps: 8, start: 0.3), touch: true)
    + "\nat 0.5 touch up 2 100 600\nat 0.55 touch up 1 \(far.x) \(far.y)"
  let end = try dump(try replay(lines, on: .about))
  #expect(end["page"] as? String == "about")
  let waves = try #require(end["waves"] as? [[String: Any]])
  #expect(waves.allSatisfy { $0["progress"] as? Double == 0 }, "\(waves)")
}

/// While one finger is down, a second one's tap on a spoiler reveals nothing.
@Test func aSecondFingersTapRevealsNoSpoiler() throws {
  let spoilers = try #require(try dump(stage(.spoilers))["spoilers"] as? [[String: Any]])
  let p = try center(try #require(spoilers[1]["fragments"] as? [Any]).first)
  let lines =
    "at 0.1 touch down 1 300 700\nat 0.2 touch down 2 \(p.x) \(p.y)"
    + "\nat 0.25 touch up 2 \(p.x) \(p.y)\nat 0.3 touch up 1 300 700"
  let after = try #require(
    try dump(try replay(lines, on: .spoilers))["spoilers"] as? [[String: Any]])
  #expect(after.allSatisfy { $0["state"] as? String == "hidden" })
}

/// A finger's double tap on a to-do's text edits it, as the mouse's double click does.
@Test func aDoubleTapEditsAToDoAsADoubleClickDoes() throws {
  let items = try #require(try dump(stage(.todo))["items"] as? [[String: Any]])
  let line = try #require((items[0]["lines"] as? [[String: Double]])?.first)
  let (x, y) = (line["x"]! + 40, line["y"]!)
  let mouse =
    "at 0.1 down \(x) \(y)\nat 0.15 up \(x) \(y)\n"
    + "at 0.3 down \(x) \(y) clicks=2\nat 0.35 up \(x) \(y) clicks=2"
  let finger =
    "at 0.1 touch down 1 \(x) \(y)\nat 0.15 touch up 1 \(x) \(y)\n"
    + "at 0.3 touch down 1 \(x + 6) \(y)\nat 0.35 touch up 1 \(x + 6) \(y)"
  let byMouse = try dump(try replay(mouse, on: .todo))
  let byFinger = try dump(try replay(finger, on: .todo))
  let editing = [byMouse, byFinger].map { ($0["editing"] as? [String: Any])?["id"] as? Int }
  #expect(editing == [1, 1])
  let completed = [byMouse, byFinger].map {
    ($0["items"] as? [[String: Any]])?.first?["completed"] as? Bool
  }
  #expect(completed == [false, false])
}

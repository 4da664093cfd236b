import Foundation
import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

private let size = Size(1280, 800)

private func stage(comparing n: Int, start: PageKind = .spoilers) -> Stage {
  var s = Stage(
    Playground(
      context: SceneContext(metrics: FixedWidthMetrics(), theme: .dark), size: size, start: start))
  if n > 1 {
    s.compare(
      (0..<n).map { i in
        let t = Tuning()
        t.set("wave.backResponse", 0.2 + Double(i) * 0.2)
        t.set("wave.completeResponse", 0.2 + Double(i) * 0.2)
        return Stage.Compared(label: "p\(i)", tuning: t)
      })
  }
  return s
}

private func pointer(_ phase: PointerEvent.Phase, _ p: Vec2, held: Bool = false) -> InputEvent {
  .pointer(PointerEvent(phase, at: p, isPrimaryDown: held))
}

@Test func oneGestureDrivesEveryPaneAtTheSamePointOfThePane() throws {
  for n in [2, 4] {
    var s = stage(comparing: n)
    let pane = s.paneRect(n - 1)  // The last pane acts; the others follow.
    let grab = Vec2(pane.maxX - 12, pane.midY)
    s.handle(pointer(.down, grab))
    for i in 1...10 {
      s.handle(pointer(.move, grab - Vec2(Float(i) * 20, 0), held: true))
      s.advance(frameTime: 1.0 / 60)
      let progress = s.panes.map { $0.playground.deck.swipe.wave(.right).progress }
      #expect(progress[0] > 0, "panes: \(n)")
      #expect(progress.allSatisfy { $0 == progress[0] }, "\(progress)")
    }
    #expect(s.pointer == grab - Vec2(200, 0) - pane.origin)
    #expect(s.focused == n - 1)
    #expect(abs(s.tuning["wave.backResponse"] - (0.2 + Double(n - 1) * 0.2)) < 1e-9)
    s.handle(pointer(.up, grab - Vec2(200, 0)))
    // Let go: each wave moves on on its own tuning's spring.
    for _ in 0..<3 { s.advance(frameTime: 1.0 / 60) }
    let back = s.panes.map { $0.playground.deck.swipe.wave(.right).progress }
    #expect(Set(back).count == n, "\(back)")
  }
}

@Test func aDragKeepsToThePaneItBeganInAndLeavingThePanesIsSaidOnce() {
  var s = stage(comparing: 2)
  let a = s.paneRect(0)
  let b = s.paneRect(1)
  s.handle(pointer(.down, Vec2(a.midX, a.midY)))
  s.handle(pointer(.move, Vec2(b.midX, b.midY), held: true))  // Dragged over the other pane.
  #expect(s.pointer == Vec2(b.midX, b.midY) - a.origin)
  s.handle(pointer(.up, Vec2(b.midX, b.midY)))
  s.handle(pointer(.move, Vec2(b.midX, b.midY)))
  #expect(s.pointer == Vec2(b.midX, b.midY) - b.origin)
  s.handle(pointer(.move, Vec2(b.midX, 5)))  // Over a label bar: in no pane.
  #expect(s.pointer == nil)
}

@Test func keysAndTextGoToEveryPane() {
  var s = stage(comparing: 3)
  s.handle(.key(KeyEvent(.right)))
  s.handle(.key(KeyEvent(.right, isDown: false)))
  for _ in 0..<120 { s.advance(frameTime: 1.0 / 60) }
  #expect(s.panes.allSatisfy { $0.playground.deck.current == .reactions })
  s.handle(.key(KeyEvent(.character("p"))))
  #expect(s.time.isPaused && s.panes.allSatisfy { $0.playground.time.isPaused })
}

@Test func aPressOnALabelChoosesTheTuningThePanelEdits() {
  var s = stage(comparing: 3)
  let bar = s.labelRect(2)
  s.handle(pointer(.down, Vec2(bar.midX, bar.midY)))
  s.handle(pointer(.up, Vec2(bar.midX, bar.midY)))
  #expect(s.focused == 2)
  #expect(s.tuning === s.panes[2].playground.context.tuning)
}

@Test func theValuesThatDifferAreListedPaneByPane() {
  let s = stage(comparing: 2)
  #expect(s.differences.map(\.0) == ["wave.backResponse", "wave.completeResponse"])
  #expect(s.differences.first?.1 == [0.2, 0.4])
  #expect(stage(comparing: 1).differences.isEmpty)
}

@Test func comparingStartsEveryPaneOnThePageShownAndOneIsAPlaygroundAgain() {
  var s = stage(comparing: 1, start: .todo)
  s.compare([
    Stage.Compared(label: "a", tuning: Tuning()), Stage.Compared(label: "b", tuning: Tuning()),
  ])
  #expect(s.panes.map(\.playground.deck.current) == [.todo, .todo])
  #expect(s.panes.map(\.playground.size) == [s.paneRect(0).size, s.paneRect(1).size])
  s.compare([Stage.Compared(label: "a", tuning: Tuning())])
  #expect(!s.isComparing)
  #expect(s.panes[0].playground.size == size)
  #expect(s.layoutDump().serialized() == s.panes[0].playground.layoutDump().serialized())
}

@Test func theDumpNamesEachPaneWithItsPlace() throws {
  let s = stage(comparing: 2)
  let dump = try #require(
    try JSONSerialization.jsonObject(with: Data(s.layoutDump().serialized().utf8))
      as? [String: Any])
  let panes = try #require(dump["panes"] as? [[String: Any]])
  #expect(panes.map { $0["label"] as? String } == ["p0", "p1"])
  #expect(panes.map { $0["focused"] as? Bool } == [true, false])
  #expect((panes[1]["layout"] as? [String: Any])?["page"] as? String == "spoilers")
}

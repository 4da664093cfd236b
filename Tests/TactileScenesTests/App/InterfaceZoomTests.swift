import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

@Test func zoomStepsThroughBrowsersLevelsAndStopsAtTheEnds() {
  var z = InterfaceZoom()
  var seen: [String] = []
  while z.apply(.zoomIn) { seen.append(z.label) }
  #expect(seen == ["110 %", "125 %", "150 %", "175 %", "200 %", "250 %", "300 %"])
  let changedAtTheEnd = z.apply(.zoomIn)
  #expect(!changedAtTheEnd && z.level == 3)
  let reset = z.apply(.reset)
  #expect(reset && z.level == 1)
  let resetAgain = z.apply(.reset)
  #expect(!resetAgain)
  seen = []
  while z.apply(.zoomOut) { seen.append(z.label) }
  #expect(seen == ["90 %", "80 %", "75 %", "67 %", "50 %"])
}

@Test func aRememberedZoomIsTakenAtTheNearestLevel() {
  #expect(InterfaceZoom(level: 1.3).level == 1.25)
  #expect(InterfaceZoom(level: 9).level == 3)
  #expect(InterfaceZoom(level: .nan).level == 1)
}

@Test func ctrlEqualsMinusAndZeroAskTheAppToZoom() {
  var p = Playground(
    context: SceneContext(metrics: FixedWidthMetrics(), theme: .dark), size: Size(1280, 800))
  for (c, change) in [
    ("=", InterfaceZoom.Change.zoomIn), ("+", .zoomIn), ("-", .zoomOut), ("0", .reset),
  ] {
    p.handle(.key(KeyEvent(.character(Character(c)), modifiers: .control, isDown: true)))
    #expect(p.takeRequests() == [.zoom(change)])
  }
  // Without Ctrl, 0 and = are not the zoom's.
  p.handle(.key(KeyEvent(.character("0"), isDown: true)))
  #expect(p.takeRequests().isEmpty)
}

@Test func theZoomBadgeShowsForAMomentAndItsLastFrameIsEmpty() {
  var p = Playground(
    context: SceneContext(metrics: FixedWidthMetrics(), theme: .dark), size: Size(1280, 800),
    start: .about)
  p.showZoom("125 %")
  #expect(p.isAnimating)
  var list = DrawList()
  p.draw(into: &list)
  #expect(texts(list).contains("125 %"))
  var t = 0.0
  while p.isAnimating && t < 5 {
    p.draw(into: &list)
    p.advance(frameTime: 1.0 / 60)
    t += 1.0 / 60
  }
  // Gone after its hold and fade; the last frame drawn while it animated shows none of it.
  #expect(abs(t - (ZoomBadge.holdSeconds + ZoomBadge.fadeSeconds)) < 0.05)
  #expect(!texts(list).contains("125 %"))
}

private func texts(_ list: DrawList) -> [String] {
  list.commands.compactMap { if case .text(let run) = $0 { run.text(in: list) } else { nil } }
}

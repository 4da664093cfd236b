import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

@Test func sCyclesThroughTheSlowSpeedsAndBack() {
  var t = TimeControl()
  var seen: [Double] = []
  for _ in 0..<5 {
    t.cycleScale()
    seen.append(t.scale)
  }
  #expect(seen == [0.5, 0.25, 0.1, 1, 0.5])
}

@Test func aCommandLineSpeedCyclesToTheNextSlowerOne() {
  var t = TimeControl(scale: 0.3)
  t.cycleScale()
  #expect(t.scale == 0.25)
  var fast = TimeControl(scale: 2)
  fast.cycleScale()
  #expect(fast.scale == 1)
}

@Test func runningScalesFrameTime() {
  var t = TimeControl(scale: 0.25)
  #expect(t.simulatedTime(forFrame: 0.04) == 0.01)
  #expect(t.simulatedTime(forFrame: -1) == 0)
}

@Test func pausedTimeStandsStillUntilAStepIsAskedFor() {
  var t = TimeControl()
  t.stepOnce()  // Ignored while running.
  t.isPaused = true
  #expect(t.simulatedTime(forFrame: 1.0 / 60) == 0)
  t.stepOnce()
  #expect(t.hasPendingStep)
  #expect(t.simulatedTime(forFrame: 1.0 / 60) == TimeControl.singleStep)
  #expect(t.simulatedTime(forFrame: 1.0 / 60) == 0)
}

@Test func labelShowsSpeedAndPause() {
  var t = TimeControl()
  #expect(t.label == "")
  t.cycleScale()
  t.cycleScale()
  #expect(t.label == "0.25×")
  t.isPaused = true
  #expect(t.label == "paused · 0.25×")
  #expect(TimeControl(scale: 0.1).label == "0.1×")
  #expect(TimeControl(scale: 0.05).label == "0.05×")
}

private func makePlayground(scale: Double) -> Playground {
  let context = SceneContext(metrics: FixedWidthMetrics(), theme: .dark)
  // Particle ink: its dust is the state compared.
  context.tuning.set("ink.strategy", Double(InkStrategy.particles.rawValue))
  var p = Playground(context: context, size: Size(1280, 800))
  p.time = TimeControl(scale: scale)
  // A spoiler revealing (Tab focuses the first, Enter reveals it) and a liquid swipe in flight.
  for key in [Key.tab, .enter, .right] {
    p.handle(.key(KeyEvent(key, isDown: true)))
    p.handle(.key(KeyEvent(key, isDown: false)))
  }
  return p
}

/// What moves: the dust, the swipe's progress and the deck's page.
private struct MotionState {
  var x: [Float], y: [Float], alpha: [Float]
  var slide: Double
  var page: PageKind

  init(_ p: Playground) {
    let f = p.deck[SpoilersPage.self].field
    x = f.x
    y = f.y
    alpha = f.alpha
    slide = p.deck.swipe.slideOffset.value
    page = p.deck.current
  }

  func matches(_ o: MotionState, tolerance: Float = 1e-3) -> Bool {
    guard x.count == o.x.count, page == o.page, abs(slide - o.slide) < 1e-6 else { return false }
    for i in x.indices {
      if abs(x[i] - o.x[i]) > tolerance || abs(y[i] - o.y[i]) > tolerance
        || abs(alpha[i] - o.alpha[i]) > tolerance
      {
        return false
      }
    }
    return true
  }
}

@Test(arguments: [(0.25, 4), (0.5, 2), (0.1, 10)])
func slowMotionPassesThroughTheSameStates(scale: Double, factor: Int) {
  let frame = 1.0 / 60
  for n in [7, 20, 45] {
    var normal = makePlayground(scale: 1)
    var slow = makePlayground(scale: scale)
    for _ in 0..<n { normal.advance(frameTime: frame) }
    for _ in 0..<(n * factor) { slow.advance(frameTime: frame) }
    let a = MotionState(normal)
    let b = MotionState(slow)
    #expect(a.x.count > 0)
    #expect(a.matches(b), "\(n) frames at 1× vs \(n * factor) at \(scale)×")
  }
}

@Test func slowMotionIsNotTheSameAsNormalSpeed() {
  var normal = makePlayground(scale: 1)
  var slow = makePlayground(scale: 0.25)
  for _ in 0..<20 {
    normal.advance(frameTime: 1.0 / 60)
    slow.advance(frameTime: 1.0 / 60)
  }
  #expect(!MotionState(normal).matches(MotionState(slow)))
}

@Test func pKeyPausesAndPeriodStepsOneFrame() {
  var running = makePlayground(scale: 1)
  var paused = makePlayground(scale: 1)
  paused.handle(.key(KeyEvent(.character("p"))))
  #expect(paused.time.isPaused)
  for _ in 0..<10 { paused.advance(frameTime: 1.0 / 60) }
  #expect(!paused.isAnimating)
  paused.handle(.key(KeyEvent(.character("."))))
  #expect(paused.isAnimating)
  paused.advance(frameTime: 1.0 / 60)
  running.advance(frameTime: 1.0 / 60)
  #expect(MotionState(running).matches(MotionState(paused)))
  paused.handle(.key(KeyEvent(.character("p"))))
  #expect(!paused.time.isPaused)
}

@Test func sKeyCyclesAndTheLabelIsDrawn() {
  var p = makePlayground(scale: 1)
  p.handle(.key(KeyEvent(.character("s"))))
  #expect(p.time.scale == 0.5)
  var list = DrawList()
  p.draw(into: &list)
  let texts = list.commands.compactMap {
    if case .text(let run) = $0 { run.text(in: list) } else { nil }
  }
  #expect(texts.contains("0.5×"))
}

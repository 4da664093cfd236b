import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

// The inspector panel's two plots through the playground: events in, state and draw list out.
// The spring plot is scrubbed while time is paused; the wave plot draws the tuning's shape.

private let step = 1.0 / 120

private func makePlayground(
  _ page: PageKind, size: Size = Size(1280, 800), direction: TextDirection = .leftToRight
) -> Playground {
  let context = SceneContext(metrics: FixedWidthMetrics(), theme: .dark)
  return Playground(context: context, size: size, start: page, direction: direction)
}

private func pointer(_ phase: PointerEvent.Phase, _ at: Vec2, _ p: inout Playground) {
  p.handle(.pointer(PointerEvent(phase, at: at, isPrimaryDown: phase != .up)))
}

/// Drags the (logical) right wave `distance` points in, 10 moves over 0.1 s, and holds it;
/// the pointer goes where the wave is on screen (mirrored, right to left).
private func dragRightWave(_ distance: Float, _ p: inout Playground) {
  let wave = p.deck.swipe.wave(.right)
  let start = Vec2(wave.buttonCenter.x, wave.centerY)
  func onScreen(_ v: Vec2) -> Vec2 {
    p.direction == .rightToLeft ? Vec2(p.size.width - v.x, v.y) : v
  }
  pointer(.down, onScreen(start), &p)
  for k in 1...10 {
    pointer(.move, onScreen(start - Vec2(distance * Float(k) / 10, 0)), &p)
    p.runSeconds(0.01)
  }
}

/// The points of every open polyline drawn in `color` with `count` points.
private func polylines(_ list: DrawList, _ color: Color, count: Int) -> [[Vec2]] {
  list.commands.compactMap {
    guard case .strokePolyline(let r, _, let c, false) = $0, c == color, r.count == count
    else { return nil }
    return Array(list.points[r])
  }
}

/// The centres of the plots' dots drawn in `color`.
private func dots(_ list: DrawList, _ color: Color) -> [Vec2] {
  list.commands.compactMap {
    guard case .fillRect(let r, let radius, let c) = $0, c == color,
      radius == InspectorPlot.dotRadius
    else { return nil }
    return r.center
  }
}

/// The plots' backdrops, top to bottom: the spring plot's, then the wave plot's.
private func plotRects(_ list: DrawList) -> [Rect] {
  list.commands.compactMap {
    guard case .fillRect(let r, _, let c) = $0, c == InspectorPlot.backdrop else { return nil }
    return r
  }
}

private func texts(_ list: DrawList) -> [String] {
  list.commands.compactMap { if case .text(let run) = $0 { run.text(in: list) } else { nil } }
}

private func close(_ a: Vec2, _ b: Vec2) -> Bool { a.distance(to: b) < 1e-3 }

/// While paused, a press on the spring plot — here over the left wave's grab strip, which it
/// would otherwise grab — puts a cursor on the trace with its time, value and target below,
/// and the drag moves it; the page never sees the press. The next step takes the cursor away.
@Test func aPressOnThePausedSpringPlotScrubsItAndNeverReachesThePage() throws {
  var p = makePlayground(.about)
  p.context.tuning.set("wave.flickVelocity", 0)  // Released, the wave springs back.
  p.pressKey(.f3)
  dragRightWave(150, &p)
  pointer(.up, p.deck.swipe.wave(.right).bulgeTip, &p)
  p.runSeconds(0.6)
  p.pressKey(.character("p"))
  _ = p.drawnFrame()
  let plot = try #require(p.inspector.shownSpringPlot)
  let start = Vec2(plot.rect.minX + 3, plot.rect.midY)
  #expect(p.deck.swipe.hitSide(at: start) == .left)
  pointer(.down, start, &p)
  #expect(p.inspector.isScrubbing)
  let end = Vec2(plot.rect.minX + plot.rect.width * 0.75, plot.rect.midY)
  pointer(.move, end, &p)
  let time = try #require(p.inspector.scrubTime)
  #expect(abs(time - (p.inspector.trace.now - 0.25 * p.inspector.trace.window)) < 1e-6)
  let list = p.drawnFrame()
  let sample = try #require(p.inspector.trace.sample(nearest: time))
  #expect(abs(sample.time - time) <= step / 2 + 1e-9)
  #expect(sample.value != sample.target, "mid spring-back")
  // The read-out, cut to the panel's width by the test's wide fixed-width font.
  let readout =
    InspectedSpring.format(sample.time - p.inspector.trace.now) + " s: value "
    + InspectedSpring.format(sample.value)
  #expect(readout.hasPrefix("-0.50 s: value 0.0") && !readout.hasSuffix("0.00"))
  #expect(texts(list).contains { $0.hasPrefix(readout + " → ") })
  #expect(!texts(list).contains("-2 s … now"))
  let x = plot.point(sample.time, 0).x
  let cursor = [Vec2(x, plot.rect.minY), Vec2(x, plot.rect.maxY)]
  #expect(polylines(list, InspectorPlot.rulerColor, count: 2).contains { $0 == cursor })
  let value = plot.point(sample.time, sample.value)
  #expect(dots(list, Inspector.valueColor).contains { close($0, value) })
  pointer(.up, end, &p)
  #expect(!p.inspector.isScrubbing && p.inspector.scrubTime == time)
  #expect(p.deck.swipe.grabbedSide == nil && p.deck.swipe.slider(.left).progress.value == 0)
  // A single step moves time on: the cursor goes and the line under the plot is the value now.
  p.pressKey(.character("."))
  p.advance(frameTime: 1.0 / 60)
  #expect(p.inspector.scrubTime == nil)
  #expect(texts(p.drawnFrame()).contains("-2 s … now"))
}

/// While time runs, the spring plot takes nothing: the same press grabs the wave beneath.
@Test func whileTimeRunsAPressOnThePlotGoesToThePage() throws {
  var p = makePlayground(.about)
  p.context.tuning.set("wave.flickVelocity", 0)
  p.pressKey(.f3)
  dragRightWave(150, &p)
  pointer(.up, p.deck.swipe.wave(.right).bulgeTip, &p)
  p.runSeconds(0.2)
  _ = p.drawnFrame()
  let plot = try #require(p.inspector.shownSpringPlot)
  let start = Vec2(plot.rect.minX + 3, plot.rect.midY)
  pointer(.down, start, &p)
  pointer(.move, start + Vec2(40, 0), &p)
  #expect(!p.inspector.isScrubbing && p.inspector.scrubTime == nil)
  #expect(p.deck.swipe.grabbedSide == .left)
}

/// The wave plot draws each curve of the tuning in use through its `WaveProfile` samples, on
/// one scale that holds them all (and the zero line), with a cursor at the held wave's progress
/// and a dot at each of its values; a new tuning is drawn at the next frame.
@Test func theWavePlotDrawsTheTuningsShapeThroughItsSamples() throws {
  var p = makePlayground(.todo)
  p.context.tuning.set("wave.minHorizontalRadius", 30)
  p.pressKey(.f3)
  p.runSeconds(0.1)
  dragRightWave(500, &p)
  for maxRadius in [0.8, 0.5] {
    p.context.tuning.set("wave.maxHorizontalRadius", maxRadius)
    p.runSeconds(step)
    let wave = p.deck.inspectedWave
    #expect(wave.side == .right && wave.clampedProgress > 0.1)
    let list = p.drawnFrame()
    let rects = plotRects(list)
    try #require(rects.count == 2)
    let profile = WaveProfile(config: p.context.tuning.liquidSwipe, size: p.size)
    #expect(profile[.horizontalRadius, 0] == 30)
    #expect(abs(profile[.horizontalRadius, 48] - Float(maxRadius) * 1280) < 1e-2)
    let plot = InspectorPlot(
      rect: rects[1], xRange: 0...1, lowest: Double(min(profile.lowest, 0)),
      highest: Double(profile.highest))
    for curve in WaveProfile.Curve.allCases {
      let lines = polylines(list, Inspector.color(curve), count: WaveProfile.sampleCount)
      try #require(lines.count == 1, "\(curve)")
      for (i, point) in lines[0].enumerated() {
        let expected = plot.point(
          Double(WaveProfile.progress(at: i)), Double(profile[curve, i]))
        #expect(close(point, expected), "\(curve) sample \(i)")
        #expect(rects[1].insetBy(dx: -1e-3, dy: -1e-3).contains(point))
      }
      let marker = plot.point(Double(wave.clampedProgress), Double(curve.value(of: wave)))
      #expect(dots(list, Inspector.color(curve)).contains { close($0, marker) }, "\(curve)")
    }
    let x = plot.point(Double(wave.clampedProgress), 0).x
    let cursor = [Vec2(x, rects[1].minY), Vec2(x, rects[1].maxY)]
    #expect(polylines(list, InspectorPlot.rulerColor, count: 2).contains { $0 == cursor })
    let zero = plot.point(0, 0).y
    let zeroLine = [Vec2(rects[1].minX, zero), Vec2(rects[1].maxX, zero)]
    #expect(polylines(list, InspectorPlot.zeroColor, count: 2).contains { $0 == zeroLine })
    let hr = Int(wave.horizontalRadius.rounded())
    #expect(texts(list).contains("h. radius \(hr)"))
  }
}

/// The wave plot is left out of a compact window and wherever the panel would take more than
/// half the window's height; the spring plot stays.
@Test(arguments: [
  (Size(1280, 800), true), (Size(900, 560), true), (Size(640, 480), false),
  (Size(1280, 500), false), (Size(560, 400), false),
])
func theWavePlotNeedsRoom(_ size: Size, _ shown: Bool) throws {
  var p = makePlayground(.todo, size: size)
  p.pressKey(.f3)
  p.runSeconds(0.1)
  let list = p.drawnFrame()
  let hr = polylines(list, Inspector.color(.horizontalRadius), count: WaveProfile.sampleCount)
  #expect(hr.count == (shown ? 1 : 0))
  #expect(plotRects(list).count == (shown ? 2 : 1))
  let panels = list.commands.compactMap {
    if case .fillRect(let r, 8, InspectorPen.backdrop) = $0 { r } else { nil }
  }
  let panel = try #require(panels.first)
  #expect(panels.count == 1)
  if shown { #expect(2 * panel.height <= size.height) }
}

/// Right to left, the panel moves to the bottom-right corner, and its contents keep their
/// direction: progress and time still grow to the right, the text is where it reads.
@Test func rightToLeftThePanelMovesAndItsPlotsStillReadLeftToRight() throws {
  var p = makePlayground(.todo, direction: .rightToLeft)
  p.pressKey(.f3)
  dragRightWave(100, &p)
  p.pressKey(.character("p"))
  let list = p.drawnFrame()
  let rects = plotRects(list)
  try #require(rects.count == 2)
  let right = 1280 - Inspector.margin - Inspector.padding
  #expect(rects.allSatisfy { abs($0.maxX - right) < 1e-3 })
  for curve in WaveProfile.Curve.allCases {
    let line = try #require(
      polylines(list, Inspector.color(curve), count: WaveProfile.sampleCount).first)
    #expect(zip(line, line.dropFirst()).allSatisfy { $0.x < $1.x }, "\(curve)")
  }
  for case .text(let run) in list.commands where run.text(in: list).hasPrefix("h. radius") {
    #expect(abs(run.origin.x - rects[1].minX) < 1e-3)
  }
  // The plot takes presses where it is drawn.
  let plot = try #require(p.inspector.shownSpringPlot)
  #expect(abs(plot.rect.maxX - right) < 1e-3)
  pointer(.down, plot.rect.center, &p)
  #expect(p.inspector.isScrubbing)
}

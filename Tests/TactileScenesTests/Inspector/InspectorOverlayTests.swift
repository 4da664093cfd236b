import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

// The inspector's marks for known scenes, read back from the draw list: the pen draws every
// outline as a closed polyline of 4 corners and every control polygon as an open polyline of
// 4 points, each in its kind's colour.

private func makePlayground(
  _ page: PageKind, spoilers: String? = nil, theme: Theme = .dark, size: Size = Size(1280, 800)
) -> Playground {
  var context = SceneContext(metrics: FixedWidthMetrics(), theme: theme)
  if let spoilers { context.content.spoilerText = spoilers }
  return Playground(context: context, size: size, start: page)
}

/// The points of every polyline drawn in `color` with `count` points (closed or open as asked).
private func polylines(_ list: DrawList, _ color: Color, count: Int, closed: Bool) -> [[Vec2]] {
  list.commands.compactMap {
    guard case .strokePolyline(let r, _, let c, let isClosed) = $0, c == color,
      isClosed == closed, r.count == count
    else { return nil }
    return Array(list.points[r])
  }
}

/// The rects outlined in `color` (closed polylines of 4 corners).
private func outlined(_ list: DrawList, _ color: Color) -> [Rect] {
  polylines(list, color, count: 4, closed: true).map {
    Rect(x: $0[0].x, y: $0[0].y, width: $0[2].x - $0[0].x, height: $0[2].y - $0[0].y)
  }
}

private func texts(_ list: DrawList) -> [String] {
  list.commands.compactMap { if case .text(let run) = $0 { run.text(in: list) } else { nil } }
}

private func pen(_ theme: Theme = .dark) -> InspectorPen {
  InspectorPen(theme: theme, metrics: FixedWidthMetrics())
}

private let shortSpoilers =
  "Short text with [two hidden words] and [another] one, then [a long spoiler that wraps "
  + "over more than one line of the column at this size, so it has several fragments in the "
  + "window and one hit area for each of them] and the end."

@Test func f3ShowsTheInspectorAndHidesItAgain() {
  var p = makePlayground(.spoilers, spoilers: shortSpoilers)
  p.runSeconds(0.5)
  let before = p.drawnFrame().commands.count
  p.pressKey(.f3)
  #expect(p.inspector.isVisible)
  let shown = p.drawnFrame()
  #expect(shown.commands.count > before)
  #expect(texts(shown).contains("Inspector · F3 hides"))
  p.pressKey(.f3)
  #expect(!p.inspector.isVisible)
  #expect(p.drawnFrame().commands.count == before)
}

@Test func spoilerHitAreasAreTheFragmentsAndLabelsTheirLiveParticles() throws {
  var p = makePlayground(.spoilers, spoilers: shortSpoilers)
  p.pressKey(.f3)
  p.runSeconds(0.5)
  let page = p.deck[SpoilersPage.self]
  let list = p.drawnFrame()
  let fragments = (0..<page.text.spoilerCount).flatMap { page.fragmentsInWindow($0) }
  #expect(fragments.count >= 4)
  let hit = outlined(list, pen().color(.hit))
  #expect(hit.count == fragments.count)
  for (a, b) in zip(hit, fragments) {
    #expect(abs(a.minX - b.minX) < 1e-3 && abs(a.maxY - b.maxY) < 1e-3)
    #expect(abs(a.width - b.width) < 1e-3 && abs(a.height - b.height) < 1e-3)
  }
  // One label per spoiler with its live particles, and the total in the panel.
  var counts: [String] = []
  var total = 0
  for i in 0..<page.text.spoilerCount {
    let live = page.inkRegions(ofSpoiler: i).reduce(0) { $0 + page.field.liveCount(ofRegion: $1) }
    #expect(live > 0)
    counts.append("\(live)")
    total += live
  }
  #expect(total == page.field.liveCount)
  let shown = texts(list)
  for c in counts { #expect(shown.contains(c)) }
  #expect(shown.contains { $0.hasPrefix("ink: \(total) ") })
}

/// Each word's ink region carries its own live count, set inside its bottom-right corner (a
/// word too short for it carries none); a compact window leaves the counts out.
@Test func everyInkRegionInViewCarriesItsOwnCount() throws {
  var p = makePlayground(.spoilers, spoilers: shortSpoilers)
  p.pressKey(.f3)
  p.runSeconds(0.5)
  let page = p.deck[SpoilersPage.self]
  let list = p.drawnFrame()
  var tags: [(String, Vec2)] = []
  for case .text(let run) in list.commands where run.font == InspectorPen.tagFont {
    tags.append((run.text(in: list), run.origin))
  }
  let metrics = FixedWidthMetrics()
  let origin = Vec2(page.viewport.minX, page.viewport.minY - page.scroll.offset)
  var expected: [String] = []
  for i in 0..<page.text.spoilerCount {
    for r in page.inkRegions(ofSpoiler: i) {
      let n = page.field.liveCount(ofRegion: r)
      let rect = page.field.rect(ofRegion: r).offsetBy(origin)
      let w = metrics.advance(of: "\(n)"[...], font: InspectorPen.tagFont) + 4
      guard n > 0, rect.intersects(page.viewport), w <= rect.width / 2 else { continue }
      expected.append("\(n)")
      // Its tag lies inside the region, at its right end.
      #expect(
        tags.contains { $0.0 == "\(n)" && rect.contains($0.1) && $0.1.x > rect.midX },
        "region \(r): \(n) at \(rect)")
    }
  }
  #expect(expected.count >= 4)
  #expect(tags.map(\.0).sorted() == expected.sorted())
  // Compact: none.
  var small = makePlayground(.spoilers, spoilers: shortSpoilers, size: Size(360, 280))
  small.pressKey(.f3)
  small.runSeconds(0.5)
  let compact = small.drawnFrame()
  #expect(
    !compact.commands.contains {
      if case .text(let r) = $0 { r.font == InspectorPen.tagFont } else { false }
    })
}

@Test(arguments: [LiquidWave.Side.left, .right])
func waveControlPolygonsAreTheWavesCubics(_ dragged: LiquidWave.Side) {
  var p = makePlayground(.todo)
  p.pressKey(.f3)
  // Drag one wave a third of the way, so its bulge is far from its rest shape.
  let wave = p.deck.swipe.wave(dragged)
  let start = Vec2(wave.buttonCenter.x, wave.centerY)
  let end = start + Vec2(dragged.sign * 300, 40)
  p.handle(.pointer(PointerEvent(.down, at: start)))
  for k in 1...10 {
    p.handle(
      .pointer(
        PointerEvent(.move, at: start + (end - start) * (Float(k) / 10), isPrimaryDown: true)))
  }
  p.runSeconds(0.1)
  let list = p.drawnFrame()
  let control = pen().color(.control).withOpacity(0.7)
  let polygons = polylines(list, control, count: 4, closed: false)
  #expect(polygons.count == 2 * LiquidWave.curveCount)
  let expected = LiquidWave.Side.allCases.flatMap { side in
    p.deck.swipe.wave(side).curves.map { [$0.p0, $0.p1, $0.p2, $0.p3] }
  }
  for e in expected {
    #expect(polygons.contains { $0 == e })
  }
  #expect(p.deck.swipe.wave(dragged).clampedProgress > 0.05)
}

@Test func theOpenBarsSlotsFillItsBandOnePerIcon() throws {
  var p = makePlayground(.reactions)
  p.pressKey(.f3)
  let bubble = p.deck[ReactionsPage.self].bubbleRect(1)
  p.handle(.pointer(PointerEvent(.down, at: bubble.center)))
  p.runSeconds(0.6)
  let bar = try #require(p.deck[ReactionsPage.self].bar)
  let band = bar.geometry.highlightBand
  let list = p.drawnFrame()
  let slots = outlined(list, pen().color(.hit)).filter {
    abs($0.minY - band.minY) < 1e-3 && abs($0.height - band.height) < 1e-3
  }
  #expect(slots.count == bar.geometry.iconCount)
  #expect(abs(slots.map(\.width).reduce(0, +) - band.width) < 1e-2)
  #expect(outlined(list, pen().color(.band)).contains { $0 == band })
  // The messages in view are hit areas too.
  let messages = outlined(list, pen().color(.hit)).filter { r in
    p.deck[ReactionsPage.self].bubbles.indices.contains {
      p.deck[ReactionsPage.self].bubbleRect($0) == r
    }
  }
  #expect(messages.count >= 3)
}

@Test func strikeSegmentsAreOutlinedOneEachMidStrike() throws {
  var p = makePlayground(.todo)
  p.pressKey(.f3)
  // Strike the long third item (several lines) and look half-way through.
  let page = p.deck[TodoPage.self]
  let i = try #require(
    page.rows.indices.max { page.rows[$0].lineWidths.count < page.rows[$1].lineWidths.count })
  p.handle(.pointer(PointerEvent(.down, at: page.checkboxCenter(i))))
  p.handle(.pointer(PointerEvent(.up, at: page.checkboxCenter(i))))
  p.runSeconds(0.3)
  let list = p.drawnFrame()
  let segments = p.deck[TodoPage.self].rows.indices.flatMap {
    p.deck[TodoPage.self].strikeSegments($0)
  }
  let outlines = outlined(list, pen().color(.strike))
  #expect(!segments.isEmpty)
  #expect(outlines.count == segments.count)
  for s in segments {
    let o = s.insetBy(dx: -1, dy: -1)
    #expect(
      outlines.contains {
        abs($0.minX - o.minX) < 1e-3 && abs($0.minY - o.minY) < 1e-3
          && abs($0.maxX - o.maxX) < 1e-3 && abs($0.maxY - o.maxY) < 1e-3
      })
  }
  #expect(p.inspector.trace.latest?.name.hasPrefix("strike pen") == true)
  #expect(texts(list).contains { $0.hasPrefix("pen 0.") })
}

@Test func clicksStillReachThePageUnderTheInspector() {
  var plain = makePlayground(.spoilers, spoilers: shortSpoilers)
  var inspected = makePlayground(.spoilers, spoilers: shortSpoilers)
  inspected.pressKey(.f3)
  let target = plain.deck[SpoilersPage.self].fragmentsInWindow(0)[0].center
  for i in 0..<2 {
    var p = i == 0 ? plain : inspected
    p.handle(.pointer(PointerEvent(.down, at: target)))
    p.handle(.pointer(PointerEvent(.up, at: target)))
    p.runSeconds(1)
    if i == 0 { plain = p } else { inspected = p }
  }
  #expect(plain.deck[SpoilersPage.self].reveals[0].phase == .revealed)
  #expect(inspected.deck[SpoilersPage.self].reveals[0].phase == .revealed)
}

@Test func thePlotFollowsTheWaveSpringingBack() {
  var p = makePlayground(.about)
  p.pressKey(.f3)
  let wave = p.deck.swipe.wave(.right)
  let start = Vec2(wave.buttonCenter.x, wave.centerY)
  p.handle(.pointer(PointerEvent(.down, at: start)))
  for k in 1...5 {
    p.handle(.pointer(PointerEvent(.move, at: start - Vec2(Float(k) * 20, 0), isPrimaryDown: true)))
    p.runSeconds(0.05)
  }
  p.handle(.pointer(PointerEvent(.up, at: start - Vec2(100, 0))))
  #expect(p.deck.current == .about)
  p.runSeconds(1.5)
  let trace = p.inspector.trace
  #expect(trace.name == "right wave progress")
  #expect(trace.latest?.spring == LiquidSwipeConfig.standard.springBack)
  var peak = 0.0
  trace.forEachSample { _, v, _ in peak = max(peak, v) }
  #expect(peak > 0.02)
  #expect(abs(trace.latest?.value ?? 1) < 1e-3)
  #expect(trace.latest?.target == 0)
  #expect(p.deck.current == .about)
}

/// Under linear motion (the `cuberto` preset) no spring moves the wave: while it is held the
/// plot follows its centre chasing the pointer, once released its linear run; under springs a
/// held wave follows the pointer and is labelled so.
@Test func thePlotNamesWhatReallyMovesTheWave() {
  for linear in [true, false] {
    var p = makePlayground(.about)
    p.context.tuning.set("wave.motion", linear ? 1 : 0)
    p.context.tuning.set("wave.flickVelocity", 0)  // The wave goes back: no page change.
    p.update(dt: 1.0 / 120)
    p.pressKey(.f3)
    let wave = p.deck.swipe.wave(.right)
    let start = Vec2(wave.buttonCenter.x, wave.centerY)
    p.handle(.pointer(PointerEvent(.down, at: start)))
    var captions: Set<String> = []
    for k in 1...6 {
      let at = start + Vec2(-Float(k) * 25, Float(k) * 40)
      p.handle(.pointer(PointerEvent(.move, at: at, isPrimaryDown: true)))
      p.runSeconds(1.0 / 60)
      captions.insert(p.inspector.trace.latest?.springDescription ?? "")
    }
    if linear {
      #expect(p.inspector.trace.name == "right wave centre y (pt)")
      #expect(captions == ["chases the pointer at up to 2000 pt/s, no spring"])
      var chasing = false
      p.inspector.trace.forEachSample { _, v, t in chasing = chasing || v != t }
      #expect(chasing, "moving down at 2400 pt/s, the centre lags behind the pointer")
    } else {
      #expect(p.inspector.trace.name == "right wave progress")
      #expect(captions == ["follows the pointer (no spring while held)"])
    }
    p.handle(.pointer(PointerEvent(.up, at: start + Vec2(-150, 240))))
    captions = []
    for _ in 0..<30 {
      p.runSeconds(1.0 / 60)
      if p.deck.swipe.isAnimating {
        captions.insert(p.inspector.trace.latest?.springDescription ?? "")
      }
    }
    #expect(p.inspector.trace.name == "right wave progress")
    if linear {
      #expect(captions == ["linear, no spring: 0.80 s for 0 → 1"])
      #expect(p.inspector.trace.latest?.spring == nil)
    } else {
      #expect(captions == ["spring: response 0.55 s, damping 0.50"])
    }
  }
}

@Test(arguments: [Theme.dark, .light])
func everyKindHasItsOwnColourReadableOnEveryPage(_ theme: Theme) {
  let pen = pen(theme)
  let colours = InspectorPen.Kind.allCases.map { pen.color($0) }
  #expect(Set(colours).count == colours.count)
  // Lines must stand out from every page's background (WCAG contrast ≥ 3 for graphics).
  for kind in InspectorPen.Kind.allCases {
    for page in PageKind.allCases.map(theme.palette) {
      #expect(pen.color(kind).contrastRatio(with: page.background) >= 3, "\(kind) on \(page)")
    }
  }
}

@Test func aRevealPlotsItsCircleAndAScrollItsOffset() throws {
  var p = makePlayground(.spoilers, spoilers: shortSpoilers)
  p.pressKey(.f3)
  let target = p.deck[SpoilersPage.self].fragmentsInWindow(0)[0].center
  p.handle(.pointer(PointerEvent(.down, at: target)))
  p.handle(.pointer(PointerEvent(.up, at: target)))
  p.runSeconds(0.1)
  let growing = try #require(p.deck.inspectedSpring)
  #expect(growing.name == "reveal radius (pt), spoiler 0")
  #expect(growing.value > 0 && growing.value < growing.target)
  #expect(growing.spring == nil)
  p.runSeconds(1)
  #expect(p.deck.inspectedSpring == nil)
  #expect(p.inspector.trace.latest?.value == p.inspector.trace.latest?.target)

  var about = makePlayground(.about, size: Size(640, 400))
  about.pressKey(.f3)
  about.handle(.wheel(Vec2(0, -3)))
  about.runSeconds(0.05)
  let scrolling = try #require(about.deck.inspectedSpring)
  #expect(scrolling.name == "scroll offset (pt)")
  #expect(scrolling.value < scrolling.target)
  #expect(scrolling.spring == ScrollState.Constants.smoothScroll)
}

@Test func aFlyingEmojiIsPlottedOnceTheBarHasGone() throws {
  var d = ReactionsDriver()
  d.page.context.tuning.set("bar.flightTime", 1.5)
  _ = d.holdOpen(bubble: 4)
  d.drag(to: d.iconCenter(3))
  d.up(d.iconCenter(3))
  while d.page.bar != nil { d.advance(1.0 / 120) }
  let sample = try #require(d.page.inspectedSpring)
  #expect(sample.name == "emoji flight (eased progress)")
  #expect(sample.motion == .timed)
  #expect(sample.value == Double(d.page.flights[0].progress))
}

/// Right to left the deck is drawn mirrored: the wave that turns to the next page is seen on
/// the left, and the inspector calls it so (its plot and its label).
@Test func rightToLeftTheWavesAreNamedWhereTheyAreSeen() {
  var p = makePlayground(.about)
  p.setDirection(.rightToLeft)
  p.context.tuning.set("wave.flickVelocity", 0)
  p.update(dt: 1.0 / 120)
  p.pressKey(.f3)
  // The next page's wave: laid out on the right, drawn (and pressed) on the left.
  let wave = p.deck.swipe.wave(.right)
  let start = Vec2(1280 - wave.buttonCenter.x, wave.centerY)
  p.handle(.pointer(PointerEvent(.down, at: start)))
  for k in 1...4 {
    p.handle(.pointer(PointerEvent(.move, at: start + Vec2(Float(k) * 25, 0), isPrimaryDown: true)))
    p.runSeconds(1.0 / 60)
  }
  #expect(p.inspector.trace.name == "left wave progress")
}

import TactileTestSupport
import Testing

@testable import TactileCore
@testable import TactileScenes

private let size = Size(800, 600)
private let step = 1.0 / 120

private func close(_ a: Float, _ b: Float, _ eps: Float = 1e-3) -> Bool { abs(a - b) <= eps }

private func expectTrue(_ b: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(b, sourceLocation: sourceLocation)
}
private func expectFalse(_ b: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(!b, sourceLocation: sourceLocation)
}

private func down(_ p: Vec2) -> PointerEvent { PointerEvent(.down, at: p) }
private func move(_ p: Vec2) -> PointerEvent { PointerEvent(.move, at: p, isPrimaryDown: true) }
private func up(_ p: Vec2) -> PointerEvent { PointerEvent(.up, at: p) }

/// Runs the deck for `seconds` in fixed steps; returns every page change and the lowest and
/// highest progress `side` showed.
@discardableResult
private func run(
  _ deck: inout LiquidSwipeState, seconds: Double, watching side: LiquidWave.Side = .right
) -> (changes: [LiquidSwipeState.PageChange], low: Double, high: Double) {
  var changes: [LiquidSwipeState.PageChange] = []
  var low = Double.infinity
  var high = -Double.infinity
  for _ in 0..<Int((seconds / step).rounded()) {
    if let c = deck.update(dt: step) { changes.append(c) }
    let p = deck.slider(side).progress.value
    low = min(low, p)
    high = max(high, p)
  }
  return (changes, low, high)
}

/// Presses the right wave at its button, drags left so that progress reads `progress`, and
/// releases there.
private func dragRight(_ deck: inout LiquidSwipeState, to progress: Float, release: Bool = true) {
  let start = deck.wave(.right).buttonCenter
  expectTrue(deck.handle(down(start)))
  let dx = progress * deck.size.width / 0.45
  let end = Vec2(start.x - dx, 420)
  expectTrue(deck.handle(move(Vec2(start.x - dx / 2, 400))))
  expectTrue(deck.handle(move(end)))
  if release { expectTrue(deck.handle(up(end))) }
}

@Test func slidersStartAtTheirScaledCentres() {
  let deck = LiquidSwipeState(pageCount: 4, size: Size(375, 812))
  #expect(deck.left.centerY == 100 && deck.right.centerY == 300)
  let half = LiquidSwipeState(pageCount: 4, size: Size(375, 406))
  #expect(half.left.centerY == 50 && half.right.centerY == 150)
  #expect(half.wave(.left).clampedProgress == 0 && half.topSide == .right)
  #expect(!half.isAnimating)
}

@Test func restingSlidersComeBackExactlyAfterResizesThereAndBack() {
  // Zooming in and back out resizes the deck through several heights: where the sliders
  // rest at their start must come back to the last bit, or Ctrl+0 would not restore the
  // window pixel for pixel.
  var deck = LiquidSwipeState(pageCount: 4, size: Size(1280, 800))
  let start = (deck.slider(.left).centerY, deck.slider(.right).centerY)
  for height: Float in [727.27, 640, 533.33, 457.14, 800] {
    deck.resize(to: Size(1280 * height / 800, height))
  }
  #expect(deck.slider(.left).centerY == start.0)
  #expect(deck.slider(.right).centerY == start.1)
}

@Test func neighbourPagesWrapAroundTheDeck() {
  let first = LiquidSwipeState(pageCount: 4, pageIndex: 0, size: size)
  #expect(first.neighbourPage(.left) == 3 && first.neighbourPage(.right) == 1)
  let last = LiquidSwipeState(pageCount: 4, pageIndex: 3, size: size)
  #expect(last.neighbourPage(.left) == 2 && last.neighbourPage(.right) == 0)
  let wrapped = LiquidSwipeState(pageCount: 4, pageIndex: -1, size: size)
  #expect(wrapped.pageIndex == 3)
  let single = LiquidSwipeState(pageCount: 1, size: size)
  #expect(single.neighbourPage(.left) == 0 && single.neighbourPage(.right) == 0)
}

@Test func draggingAWaveMovesItsCentreAndProgress() {
  var deck = LiquidSwipeState(pageCount: 4, size: size)
  let start = deck.wave(.left).buttonCenter
  expectTrue(deck.handle(down(start)))
  #expect(deck.grabbedSide == .left && deck.topSide == .left && !deck.isDragging)
  expectTrue(deck.handle(move(start + Vec2(200, 150))))
  #expect(deck.isDragging)
  #expect(deck.left.centerY == start.y + 150)
  #expect(close(Float(deck.left.progress.value), 200 * 0.45 / 800))
  #expect(deck.right.progress.value == 0)
  // Dragging back past the start clamps at 0.
  expectTrue(deck.handle(move(start - Vec2(50, 0))))
  #expect(deck.left.progress.value == 0)
}

/// A pointer far outside the window (past a Float's usual range, as a script or another
/// program can send) leaves the bulge at the window's edge: its outline stays a few hundred
/// points long instead of tens of thousands of points of rounding noise.
@Test func theBulgeStaysWithinTheWindowWhenThePointerGoesFarOut() {
  for far: Float in [-3e38, -1e6, -0.5, 600.5, 1e19] {
    var deck = LiquidSwipeState(pageCount: 4, size: size)
    let start = deck.wave(.left).buttonCenter
    expectTrue(deck.handle(down(start)))
    expectTrue(deck.handle(move(Vec2(start.x + 40, far))))
    #expect(deck.isDragging)
    #expect(deck.left.centerY == min(max(far, 0), 600), "pointer y \(far)")
    var outline: [Vec2] = []
    deck.wave(.left).outline(tolerance: 0.125, into: &outline)
    #expect(outline.count < 1_000, "pointer y \(far): \(outline.count) points")
  }
}

@Test func pagePointerEventsPassThrough() {
  var deck = LiquidSwipeState(pageCount: 4, size: size)
  expectFalse(deck.handle(down(Vec2(400, 300))))
  expectFalse(deck.handle(move(Vec2(420, 300))))
  expectFalse(deck.handle(up(Vec2(420, 300))))
  #expect(deck.grabbedSide == nil && deck.pageIndex == 0 && !deck.isAnimating)
}

@Test func releaseBelowTheThresholdSpringsBack() {
  var deck = LiquidSwipeState(pageCount: 4, size: size)
  dragRight(&deck, to: 0.14)
  #expect(close(Float(deck.right.progress.value), 0.14))
  #expect(deck.isAnimating && deck.completingSide == nil)
  let r = run(&deck, seconds: 3)
  #expect(r.changes.isEmpty && deck.pageIndex == 0)
  #expect(deck.right.progress.value == 0 && !deck.isAnimating)
  // The under-damped spring (ζ 0.5) overshoots past 0; the wave clamps it.
  #expect(r.low < -0.005)
}

@Test func releaseAtTheThresholdCompletesAndChangesPage() {
  var deck = LiquidSwipeState(pageCount: 4, size: size)
  dragRight(&deck, to: 0.16)
  #expect(deck.completingSide == .right)
  let r = run(&deck, seconds: 3)
  #expect(r.changes == [LiquidSwipeState.PageChange(step: 1, pageIndex: 1)])
  #expect(deck.pageIndex == 1 && deck.completingSide == nil)
  // Critically damped on the way to 1: no overshoot.
  #expect(r.high <= 1)
  // Both waves are reset to their initial centres and have slid back in.
  #expect(deck.left.progress.value == 0 && deck.right.progress.value == 0)
  #expect(deck.right.centerY == LiquidSwipeState.initialCenterY(.right, height: 600))
  #expect(deck.slideOffset.value == 0 && !deck.isAnimating)
}

@Test func newSlidersSlideInFromBeyondTheEdges() {
  var deck = LiquidSwipeState(pageCount: 4, size: size)
  expectTrue(deck.swipe(.next))
  var change: LiquidSwipeState.PageChange?
  for _ in 0..<600 where change == nil { change = deck.update(dt: step) }
  #expect(change?.step == 1)
  #expect(deck.slideOffset.value == 100)
  #expect(deck.wave(.left).ledgeX == 15 - 100 && deck.wave(.right).ledgeX == 800 - 15 + 100)
  var lowest = Double.infinity
  for _ in 0..<360 {
    deck.update(dt: step)
    lowest = min(lowest, deck.slideOffset.value)
  }
  #expect(deck.slideOffset.value == 0)
  #expect(lowest < -1)  // ζ 0.5 bounces past the rest position.
}

@Test func tapOnAWaveSwipesAtOnce() {
  var deck = LiquidSwipeState(pageCount: 4, size: size)
  let p = deck.wave(.left).buttonCenter
  expectTrue(deck.handle(down(p)))
  expectTrue(deck.handle(move(p + Vec2(3, 2))))  // within the tap slop
  expectTrue(deck.handle(up(p + Vec2(3, 2))))
  #expect(deck.completingSide == .left && deck.topSide == .left)
  #expect(deck.left.centerY == LiquidSwipeState.initialCenterY(.left, height: 600))
  let r = run(&deck, seconds: 3, watching: .left)
  #expect(r.changes == [LiquidSwipeState.PageChange(step: -1, pageIndex: 3)])
}

/// The drag slop is the config's (the `wave.dragSlop` tunable, `GestureThresholds.dragSlop` by
/// default), taken when the press starts: a wider one turns a short drag into a tap.
@Test(arguments: [(Float(6), false), (Float(30), true)])
func aPressMovedWithinTheDragSlopIsATap(slop: Float, isTap: Bool) {
  var config = LiquidSwipeConfig.standard
  #expect(config.dragSlop == GestureThresholds.dragSlop)
  config.dragSlop = slop
  var deck = LiquidSwipeState(pageCount: 4, size: size, config: config)
  let p = deck.wave(.left).buttonCenter
  expectTrue(deck.handle(down(p)))
  expectTrue(deck.handle(move(p + Vec2(20, 0))))
  #expect(deck.isDragging == !isTap)
  expectTrue(deck.handle(up(p + Vec2(20, 0))))
  let r = run(&deck, seconds: 3, watching: .left)
  #expect(r.changes.count == (isTap ? 1 : 0))
}

@Test func tapOnTheWaveStripSwipesToo() {
  var deck = LiquidSwipeState(pageCount: 3, pageIndex: 2, size: size)
  let strip = Vec2(800 - 15 - 10, 550)  // far below the bulge, beside the ledge line
  expectTrue(deck.handle(down(strip)))
  expectTrue(deck.handle(up(strip)))
  let r = run(&deck, seconds: 3)
  #expect(r.changes == [LiquidSwipeState.PageChange(step: 1, pageIndex: 0)])
}

@Test func draggingBackToTheStartIsNotATap() {
  var deck = LiquidSwipeState(pageCount: 4, size: size)
  let p = deck.wave(.right).buttonCenter
  expectTrue(deck.handle(down(p)))
  expectTrue(deck.handle(move(p - Vec2(40, 0))))
  expectTrue(deck.handle(up(p)))
  let r = run(&deck, seconds: 3)
  #expect(r.changes.isEmpty && deck.pageIndex == 0)
}

@Test func keyboardSwipesWithTheSameAnimation() {
  var deck = LiquidSwipeState(pageCount: 4, size: size)
  expectTrue(deck.swipe(.previous))
  #expect(deck.completingSide == .left && deck.topSide == .left)
  #expect(deck.left.progress.spring == LiquidSwipeConfig.standard.complete)
  expectFalse(deck.swipe(.next))  // ignored while completing
  // Presses are swallowed while a swipe completes.
  expectTrue(deck.handle(down(Vec2(400, 300))))
  #expect(deck.grabbedSide == nil)
  let r = run(&deck, seconds: 3, watching: .left)
  #expect(r.changes == [LiquidSwipeState.PageChange(step: -1, pageIndex: 3)])
  expectTrue(deck.swipe(.next))
  #expect(run(&deck, seconds: 3).changes == [LiquidSwipeState.PageChange(step: 1, pageIndex: 0)])
}

@Test func resizeMidDragKeepsProgressAndRecomputesGeometry() {
  var deck = LiquidSwipeState(pageCount: 4, size: size)
  dragRight(&deck, to: 0.3, release: false)
  #expect(close(Float(deck.right.progress.value), 0.3))
  let leftCentre = deck.left.centerY
  deck.resize(to: Size(1280, 800))
  #expect(close(Float(deck.right.progress.value), 0.3))
  #expect(deck.right.centerY == 420)
  #expect(close(deck.left.centerY, leftCentre * 800 / 600))
  let wave = deck.wave(.right)
  #expect(wave.size == Size(1280, 800))
  let ledge = LiquidWave.interpolate(from: 15, to: 1280, progress: 0.3, start: 0.2, end: 0.8)
  #expect(close(wave.ledgeX, 1280 - ledge))
  #expect(close(wave.verticalRadius, 82 + (720 - 82) * 0.75, 1e-2))
  // The last pointer x (before the resize) still reads 0.3; 100 pt more adds 0.45·100/1280.
  let lastX = deck.grab!.lastX
  expectTrue(deck.handle(move(Vec2(lastX, 420))))
  #expect(close(Float(deck.right.progress.value), 0.3))
  expectTrue(deck.handle(move(Vec2(lastX - 100, 420))))
  #expect(close(Float(deck.right.progress.value), 0.3 + 0.45 * 100 / 1280))
  var pts: [Vec2] = []
  deck.wave(.right).outline(into: &pts)
  #expect(PolygonChecks.isSimple(pts))
}

@Test func catchingAWaveMidFlightContinuesFromWhereItIs() {
  var deck = LiquidSwipeState(pageCount: 4, size: size)
  dragRight(&deck, to: 0.1)
  deck.update(dt: 0.05)
  let p = deck.right.progress.value
  #expect(p > 0.01 && p < 0.1)
  let at = deck.wave(.right).bulgeTip
  expectTrue(deck.handle(down(at)))
  #expect(deck.right.progress.value == p && deck.right.progress.isSettled)
  expectTrue(deck.handle(move(at - Vec2(10, 0))))
  #expect(close(Float(deck.right.progress.value), Float(p) + 0.45 * 10 / 800))
}

@Test func cancellingADragSpringsBack() {
  var deck = LiquidSwipeState(pageCount: 4, size: size)
  dragRight(&deck, to: 0.5, release: false)
  deck.cancelInteraction()
  #expect(deck.grabbedSide == nil)
  let r = run(&deck, seconds: 3)
  #expect(r.changes.isEmpty && deck.right.progress.value == 0)
}

@Test func theDraggedSliderDrawsOnTop() {
  var deck = LiquidSwipeState(pageCount: 4, size: size)
  #expect(deck.topSide == .right && deck.bottomSide == .left)
  let p = deck.wave(.left).buttonCenter
  expectTrue(deck.handle(down(p)))
  #expect(deck.topSide == .left && deck.bottomSide == .right)
  #expect(deck.hitSide(at: p) == .left)
  #expect(deck.hitSide(at: Vec2(400, 300)) == nil)
}

@Test func theGrabStripStopsAtItsReach() {
  // A compact window: the content column starts 77 pt in, inside the left wave's 24 pt strip
  // beyond its bulge (tip about 63 pt in).
  var deck = LiquidSwipeState(pageCount: 4, size: Size(360, 280))
  let tip = deck.wave(.left).bulgeTip
  let inColumn = Vec2(78, tip.y)
  let beforeColumn = Vec2(tip.x + 4, tip.y)
  #expect(deck.hitSide(at: inColumn) == .left, "unlimited, the strip reaches 87 pt in")
  deck.grabStripReach = 77
  #expect(deck.hitSide(at: inColumn) == nil)
  #expect(deck.hitSide(at: beforeColumn) == .left)
  #expect(deck.hitSide(at: Vec2(tip.x - 4, tip.y)) == .left, "the wave itself still grabs")
}

import TactileTestSupport
import Testing

@testable import TactileCore
@testable import TactileScenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private let sizes = [Size(320, 240), Size(800, 600), Size(1280, 800), Size(3000, 2000)]

private func close(_ a: Float, _ b: Float, _ eps: Float = 1e-3) -> Bool { abs(a - b) <= eps }
private func close(_ a: Vec2, _ b: Vec2, _ eps: Float = 1e-3) -> Bool {
  close(a.x, b.x, eps) && close(a.y, b.y, eps)
}

/// exyte's horizontal radius, written independently in Double from its physical constants.
private func referenceHR(_ p: Double, width w: Double) -> Double {
  if p <= 0.4 { return 48 + (0.8 * w - 48) * p / 0.4 }
  let t = (p - 0.4) / 0.6
  let beta = 40.0 / (2 * 9.8)
  let omega = ((50.0 / 9.8) * (50.0 / 9.8) - beta * beta).squareRoot()
  return 0.8 * w * exp(-beta * t) * cos(omega * t)
}

@Test func waveRadiiAndLedgeFollowTheFormulas() {
  let size = Size(800, 600)
  func wave(_ p: Float) -> LiquidWave {
    LiquidWave(side: .left, centerY: 300, progress: p, size: size)
  }
  #expect(wave(0).ledge == 15 && wave(0).verticalRadius == 82 && wave(0).horizontalRadius == 48)
  // p = 0.2: the ledge has not moved yet; the radii are half way.
  #expect(wave(0.2).ledge == 15)
  #expect(close(wave(0.2).verticalRadius, 82 + (540 - 82) * 0.5))
  #expect(close(wave(0.2).horizontalRadius, 48 + (640 - 48) * 0.5))
  // p = 0.5: ledge half way through 0.2…0.8; vr at its maximum 0.9·H.
  #expect(close(wave(0.5).ledge, 15 + (800 - 15) * 0.5))
  #expect(close(wave(0.5).verticalRadius, 540))
  for p in stride(from: 0.0, through: 1.0, by: 0.05) {
    #expect(close(wave(Float(p)).horizontalRadius, Float(referenceHR(p, width: 800)), 0.01))
  }
  #expect(wave(0.8).ledge == 800 && wave(1).ledge == 800)
  // Progress outside 0…1 (and NaN) is clamped.
  #expect(wave(-0.3).ledge == 15 && wave(.nan).horizontalRadius == 48)
  #expect(wave(1.7).ledge == 800)
}

@Test func interpolateClampsToItsProgressRange() {
  #expect(LiquidWave.interpolate(from: 10, to: 20, progress: 0.1, start: 0.2, end: 0.8) == 10)
  #expect(LiquidWave.interpolate(from: 10, to: 20, progress: 0.5, start: 0.2, end: 0.8) == 15)
  #expect(LiquidWave.interpolate(from: 10, to: 20, progress: 0.9, start: 0.2, end: 0.8) == 20)
}

@Test(arguments: LiquidWave.Side.allCases)
func waveCurvesRunFromLedgeToLedgeThroughTheTip(side: LiquidWave.Side) {
  let size = Size(1280, 800)
  for p in [Float(0), 0.1, 0.3, 0.5, 0.7, 0.95] {
    let w = LiquidWave(side: side, centerY: 350, progress: p, size: size)
    let x = side == .left ? w.ledge : 1280 - w.ledge
    #expect(w.ledgeX == x)
    let vr = w.verticalRadius
    let hr = w.horizontalRadius
    let curves = w.curves
    #expect(curves.count == 10)
    #expect(close(curves[0].p0, Vec2(x, 350 + vr)))
    #expect(close(curves[9].p3, Vec2(x, 350 - vr)))
    for i in 0..<9 { #expect(curves[i].p3 == curves[i + 1].p0) }
    // The fifth curve ends at the table's (1, 1): the bulge tip.
    let tip = Vec2(x + side.sign * hr, 350)
    #expect(close(curves[4].p3, tip, 1e-2) && close(w.bulgeTip, tip))
    // The first control point is (0, 0.13461) of the table.
    #expect(close(curves[0].p1, Vec2(x, 350 + vr - vr * 0.13461), 1e-2))
    // Every curve point lies between the ledge line and the tip line.
    for c in curves {
      for k in 0...8 {
        let q = c.point(at: Float(k) / 8)
        #expect((q.x - x) * (tip.x - q.x) >= -1e-2)
      }
    }
  }
}

@Test func rightWaveMirrorsTheLeftOne() {
  let size = Size(800, 600)
  for p in [Float(0), 0.25, 0.65] {
    let l = LiquidWave(side: .left, centerY: 200, progress: p, size: size)
    let r = LiquidWave(side: .right, centerY: 200, progress: p, size: size)
    for (a, b) in zip(l.curves, r.curves) {
      #expect(close(a.p1, Vec2(800 - b.p1.x, b.p1.y), 1e-2))
      #expect(close(a.p3, Vec2(800 - b.p3.x, b.p3.y), 1e-2))
    }
    #expect(close(l.buttonCenter.x, 800 - r.buttonCenter.x, 1e-2))
  }
}

@Test func buttonSitsInsideTheBulgeAndFades() {
  let size = Size(800, 600)
  let l = LiquidWave(side: .left, centerY: 120, progress: 0, size: size)
  let r = LiquidWave(side: .right, centerY: 120, progress: 0, size: size)
  #expect(l.buttonCenter == Vec2(15 + 48 - 32, 120))
  #expect(r.buttonCenter == Vec2(800 - 15 - 48 + 32, 120))
  #expect(l.buttonOpacity == 1)
  #expect(close(LiquidWave(side: .left, centerY: 0, progress: 0.1, size: size).buttonOpacity, 0.5))
  #expect(LiquidWave(side: .left, centerY: 0, progress: 0.3, size: size).buttonOpacity == 0)
}

@Test func wobbleTurnsTheBulgeInwardsPastSixtyPercent() {
  // cos(ωt) crosses zero at t = π / (2ω): p = 0.4 + 0.6 · π / (2ω) ≈ 0.6015.
  let crossing = 0.4 + 0.6 * Float.pi / (2 * 4.6761)
  #expect(close(crossing, 0.6015, 1e-3))
  let w: Float = 1000
  #expect(LiquidWave.horizontalRadius(progress: crossing - 0.005, width: w) > 0)
  #expect(LiquidWave.horizontalRadius(progress: crossing + 0.005, width: w) < 0)
  #expect(abs(LiquidWave.horizontalRadius(progress: crossing, width: w)) < 0.5)
  // Continuous where the growth hands over to the wobble.
  let before = LiquidWave.horizontalRadius(progress: 0.4, width: w)
  let after = LiquidWave.horizontalRadius(progress: 0.4001, width: w)
  #expect(close(before, 800) && close(after, 800, 0.5))
  // The dented bulge points back towards the left wave's edge.
  let dented = LiquidWave(side: .left, centerY: 300, progress: 0.75, size: Size(w, 600))
  #expect(dented.bulgeTip.x < dented.ledgeX)
}

@Test func dragDistanceMapsToProgress() {
  #expect(close(LiquidWave.progress(dragDX: 100, side: .left, width: 900), 0.05))
  #expect(close(LiquidWave.progress(dragDX: -100, side: .right, width: 900), 0.05))
  #expect(LiquidWave.progress(dragDX: 100, side: .right, width: 900) == 0)
  #expect(LiquidWave.progress(dragDX: -100, side: .left, width: 900) == 0)
  #expect(LiquidWave.progress(dragDX: 5000, side: .left, width: 900) == 1)
  #expect(LiquidWave.progress(dragDX: 100, side: .left, width: 0) == 0)
  #expect(LiquidWave.progress(dragDX: .nan, side: .left, width: 900) == 0)
}

@Test func polygonChecksCatchBadOutlines() {
  let square = [Vec2(0, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10)]
  let bowtie = [Vec2(0, 0), Vec2(10, 10), Vec2(10, 0), Vec2(0, 10)]
  let foldBack = [Vec2(0, 0), Vec2(10, 0), Vec2(5, 0), Vec2(5, 10)]
  #expect(PolygonChecks.isSimple(square))
  #expect(!PolygonChecks.isSimple(bowtie))
  #expect(!PolygonChecks.isSimple(foldBack))
  #expect(PolygonChecks.crossings(square, y: 5) == [0, 10])
  let zigzag = [Vec2(0, 0), Vec2(10, 0), Vec2(5, 5), Vec2(10, 10), Vec2(0, 10)]
  #expect(PolygonChecks.crossings(zigzag, y: 5).count == 2)
  #expect(PolygonChecks.crossings(zigzag, y: 3).count == 2)
  let cup = [
    Vec2(0, 0), Vec2(2, 0), Vec2(2, 8), Vec2(8, 8), Vec2(8, 0), Vec2(10, 0), Vec2(10, 10),
    Vec2(0, 10),
  ]
  #expect(PolygonChecks.isSimple(cup))
  #expect(PolygonChecks.crossings(cup, y: 5) == [0, 2, 8, 10])
}

/// For every progress step at every size, both sides: the outline is closed, simple,
/// single-valued in y (each row one span), covers the window's height and agrees with
/// `boundaryX(atY:)`.
@Test(arguments: sizes)
func outlineIsSimpleAndOneSpanPerRow(size: Size) {
  var pts: [Vec2] = []
  for side in LiquidWave.Side.allCases {
    for step in 0...100 {
      let p = Float(step) / 100
      let cy = LiquidSwipeState.initialCenterY(side, height: size.height)
      let wave = LiquidWave(side: side, centerY: cy, progress: p, size: size)
      pts.removeAll(keepingCapacity: true)
      wave.outline(tolerance: 0.25, into: &pts)
      #expect(pts.count >= 10 * 1 + 4)
      #expect(pts.first != pts.last)
      #expect(pts.allSatisfy { $0.isFinite })
      #expect(PolygonChecks.isSimple(pts), "self-intersecting at p=\(p) \(side) \(size)")
      let ys = pts.map(\.y)
      #expect(ys.min()! < 0 && ys.max()! > size.height)
      let xs = pts.map(\.x)
      if side == .left { #expect(xs.min()! < 0) } else { #expect(xs.max()! > size.width) }
      var y: Float = ys.min()! + 0.37
      let bottom = ys.max()!
      let rowStep = max(size.height / 97, 1.3)
      while y < bottom {
        let cross = PolygonChecks.crossings(pts, y: y)
        #expect(cross.count == 2, "\(cross.count) crossings at y=\(y) p=\(p) \(side) \(size)")
        if cross.count == 2 {
          let inner = side == .left ? cross[1] : cross[0]
          #expect(close(inner, wave.boundaryX(atY: y), 0.3))
        }
        y += rowStep
      }
    }
  }
}

@Test func outlineReachesPastABulgeTallerThanTheWindow() {
  var pts: [Vec2] = []
  let wave = LiquidWave(side: .right, centerY: 20, progress: 0.5, size: Size(400, 300))
  wave.outline(into: &pts)
  #expect(wave.curveEnd.y < -100)
  #expect(pts.map(\.y).min()! == wave.curveEnd.y)
  #expect(PolygonChecks.isSimple(pts))
  var empty: [Vec2] = []
  LiquidWave(side: .left, centerY: 0, progress: 0, size: .zero).outline(into: &empty)
  #expect(empty.isEmpty)
}

@Test func outlineFollowsTheSlideOffset() {
  let size = Size(800, 600)
  let rest = LiquidWave(side: .left, centerY: 300, progress: 0, size: size)
  let out = LiquidWave(side: .left, centerY: 300, progress: 0, size: size, slideOffset: 100)
  #expect(out.ledgeX == rest.ledgeX - 100)
  #expect(close(out.bulgeTip, rest.bulgeTip - Vec2(100, 0)))
  let right = LiquidWave(side: .right, centerY: 300, progress: 0, size: size, slideOffset: 100)
  #expect(right.ledgeX == 885)
  #expect(!out.hitTest(Vec2(10, 300)) && !right.hitTest(Vec2(790, 300)))
}

@Test(arguments: LiquidWave.Side.allCases)
func hitTestCoversTheShapeAStripAndTheButton(side: LiquidWave.Side) {
  let size = Size(800, 600)
  let wave = LiquidWave(side: side, centerY: 200, progress: 0, size: size)
  let s = side.sign
  func at(_ dx: Float, _ y: Float) -> Vec2 {  // dx measured from the wave's window edge
    Vec2(side == .left ? dx : 800 - dx, y)
  }
  #expect(wave.hitTest(at(5, 500)))  // inside, far below the bulge
  #expect(wave.hitTest(at(15 + 23, 500)))  // in the strip beside the ledge line
  #expect(!wave.hitTest(at(15 + 25, 500)))
  #expect(wave.hitTest(wave.bulgeTip + Vec2(s * 20, 0)))  // strip beyond the tip
  #expect(!wave.hitTest(wave.bulgeTip + Vec2(s * 30, 0)))
  #expect(wave.hitTest(wave.bulgeTip - Vec2(s * 2, 0)))  // inside the bulge
  #expect(wave.hitTest(wave.buttonCenter))
  #expect(!wave.hitTest(at(400, 200)))
  #expect(!wave.hitTest(Vec2(.nan, 200)))
}

import Testing

@testable import TactileCore

/// The sagitta r(1 − cos(θ/2)) of one chord over `theta` radians, in Double.
private func sagitta(radius: Float, theta: Double) -> Double {
  Double(radius) * (1 - cos(theta / 2))
}

private func cos(_ x: Double) -> Double {
  // Taylor series to x⁸: plenty for chords of at most a quarter turn.
  let x2 = x * x
  return 1 - x2 / 2 + x2 * x2 / 24 - x2 * x2 * x2 / 720 + x2 * x2 * x2 * x2 / 40320
}

@Test(arguments: [(Float(2), Float(0.25)), (8, 0.25), (40, 0.1), (40, 1), (300, 0.05)])
func arcChordsStayWithinTolerance(radius: Float, tolerance: Float) {
  let quarter = Double.pi / 2
  let n = Arc.chords(radius: radius, sweep: Float(quarter), tolerance: tolerance)
  #expect(sagitta(radius: radius, theta: quarter / Double(n)) <= Double(tolerance) * 1.01)
  // And not wastefully many chords: one fewer would exceed the tolerance (or n is 1).
  if n > 1 {
    #expect(sagitta(radius: radius, theta: quarter / Double(n - 1)) > Double(tolerance) * 0.99)
  }
}

@Test func aFullCircleHasAtLeastOneChordPerQuarter() {
  #expect(Arc.chords(radius: 0.1, sweep: 2 * Float.pi, tolerance: 0.2) == 4)
  #expect(Arc.chords(radius: 0.1, sweep: Float.pi / 2, tolerance: 0.2) == 1)
  #expect(
    Arc.chords(radius: 1e9, sweep: 2 * Float.pi, tolerance: 0.2) == 4 * Arc.maxChordsPerQuarter)
}

@Test(arguments: [Float(1), 2, 3])
func theToleranceIsAFractionOfADevicePixelAtEveryScale(scale: Float) {
  // A circle of 40 pt has as many chords at scale k as one of 40·k px at scale 1.
  let pt = Arc.chords(radius: 40, sweep: 2 * Float.pi, tolerance: Arc.tolerance(pixelScale: scale))
  let px = Arc.chords(radius: 40 * scale, sweep: 2 * Float.pi, tolerance: Arc.pixelTolerance)
  #expect(pt == px)
  #expect(abs(Arc.tolerance(pixelScale: scale) * scale - Arc.pixelTolerance) < 1e-6)
}

@Test func arcPointsRunFromStartToEndOnTheCircle() {
  var points: [Vec2] = []
  Arc.forEachPoint(center: Vec2(10, 20), radius: 5, start: 0, sweep: Float.pi / 2, chords: 3) {
    points.append($0)
  }
  #expect(points.count == 4)
  #expect((points[0] - Vec2(15, 20)).length < 1e-5)
  // Clockwise on screen (y down): a quarter turn from +x ends at +y.
  #expect((points[3] - Vec2(10, 25)).length < 1e-5)
  #expect(points.allSatisfy { abs(($0 - Vec2(10, 20)).length - 5) < 1e-4 })
}

@Test func strokeCircleIsFlattenedAtTheListsPixelScale() {
  var a = DrawList()
  a.strokeCircle(center: Vec2(50, 50), radius: 20, width: 1, color: .white)
  var b = DrawList()
  b.pixelScale = 2
  b.strokeCircle(center: Vec2(50, 50), radius: 20, width: 1, color: .white)
  #expect(a.pointCount == Arc.chords(radius: 20, sweep: 2 * Float.pi, tolerance: 0.2))
  #expect(b.pointCount == Arc.chords(radius: 40, sweep: 2 * Float.pi, tolerance: 0.2))
  #expect(b.pointCount > a.pointCount)
}

import TactileTestSupport
import Testing

@testable import TactileCore

private let sample = CubicBezier(Vec2(10, 20), Vec2(40, 200), Vec2(160, -60), Vec2(220, 90))

/// The curve evaluated in Double from its Float control points (the reference "true curve").
private func exactPoint(_ c: CubicBezier, _ t: Double) -> (x: Double, y: Double) {
  let u = 1 - t
  let w = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
  let x = w.0 * Double(c.p0.x) + w.1 * Double(c.p1.x) + w.2 * Double(c.p2.x) + w.3 * Double(c.p3.x)
  let y = w.0 * Double(c.p0.y) + w.1 * Double(c.p1.y) + w.2 * Double(c.p2.y) + w.3 * Double(c.p3.y)
  return (x, y)
}

private func close(_ a: Vec2, _ b: Vec2, _ eps: Float = 1e-3) -> Bool {
  abs(a.x - b.x) <= eps && abs(a.y - b.y) <= eps
}

@Test func bezierPointHitsEndsAndMidpoint() {
  #expect(sample.point(at: 0) == sample.p0)
  #expect(sample.point(at: 1) == sample.p3)
  // B(½) = (p0 + 3p1 + 3p2 + p3) / 8.
  let mid = (sample.p0 + sample.p1 * 3 + sample.p2 * 3 + sample.p3) / 8
  #expect(close(sample.point(at: 0.5), mid))
  let e = exactPoint(sample, 0.3)
  #expect(close(sample.point(at: 0.3), Vec2(Float(e.x), Float(e.y))))
}

@Test func bezierDerivativeMatchesEndTangentsAndFiniteDifference() {
  #expect(close(sample.derivative(at: 0), (sample.p1 - sample.p0) * 3))
  #expect(close(sample.derivative(at: 1), (sample.p3 - sample.p2) * 3))
  let h = 1e-4
  for t in [0.2, 0.5, 0.8] {
    let a = exactPoint(sample, t - h)
    let b = exactPoint(sample, t + h)
    let fd = Vec2(Float((b.x - a.x) / (2 * h)), Float((b.y - a.y) / (2 * h)))
    #expect(close(sample.derivative(at: Float(t)), fd, 0.05))
  }
}

@Test func bezierSecondDerivativeStaysWithinItsBound() {
  for i in 0...20 {
    let t = Float(i) / 20
    #expect(sample.secondDerivative(at: t).length <= sample.secondDerivativeBound * 1.0001)
  }
}

@Test(arguments: [Float(0.25), 0.5, 0.9])
func bezierSplitTracesTheSameCurve(t: Float) {
  let (a, b) = sample.split(at: t)
  #expect(a.p0 == sample.p0 && b.p3 == sample.p3)
  #expect(a.p3 == b.p0)
  #expect(close(a.p3, sample.point(at: t)))
  for i in 0...10 {
    let s = Float(i) / 10
    #expect(close(a.point(at: s), sample.point(at: s * t)))
    #expect(close(b.point(at: s), sample.point(at: t + s * (1 - t))))
  }
}

@Test func straightBezierFlattensToOneSegment() {
  let line = CubicBezier(line: Vec2(0, 0), Vec2(300, 100))
  #expect(line.segmentCount(tolerance: 0.25) == 1)
  var pts: [Vec2] = []
  line.flatten(into: &pts)
  #expect(pts == [Vec2(0, 0), Vec2(300, 100)])
}

@Test func flatteningChainsWithoutRepeatingTheStart() {
  var pts: [Vec2] = []
  sample.flatten(tolerance: 0.25, includingStart: false, into: &pts)
  #expect(pts.count == sample.segmentCount(tolerance: 0.25))
  #expect(pts.last == sample.p3)
  #expect(pts.first != sample.p0)
  var withStart: [Vec2] = []
  sample.flatten(tolerance: 0.25, into: &withStart)
  #expect(withStart.first == sample.p0 && withStart.count == pts.count + 1)
}

@Test func flatteningAdaptsToTheTolerance() {
  // n ∝ 1/√tolerance: a quarter of the tolerance needs about twice the segments.
  let coarse = sample.segmentCount(tolerance: 1)
  let fine = sample.segmentCount(tolerance: 0.25)
  #expect(coarse > 1)
  #expect(fine >= 2 * coarse - 1 && fine <= 2 * coarse + 1)
  #expect(sample.segmentCount(tolerance: 0) <= CubicBezier.maxSegments)
  #expect(sample.segmentCount(tolerance: .nan) >= fine)
}

@Test func flatteningAppendsWithoutReallocating() {
  var pts: [Vec2] = []
  pts.reserveCapacity(512)
  let before = pts.withUnsafeBufferPointer { $0.baseAddress }
  sample.flatten(tolerance: 0.25, into: &pts)
  sample.flatten(tolerance: 0.25, includingStart: false, into: &pts)
  let after = pts.withUnsafeBufferPointer { $0.baseAddress }
  #expect(pts.count > 2 && before == after)
}

/// Max distance from dense samples of the true curve to the polyline: within the tolerance.
@Test(arguments: [Float(0.05), 0.25, 1])
func flatteningErrorStaysWithinTolerance(tolerance: Float) {
  var rng = SeededRandom(seed: 42)
  var worst = 0.0
  var pts: [Vec2] = []
  for _ in 0..<40 {
    let c = CubicBezier(
      Vec2(rng.float(in: 0...1000), rng.float(in: 0...1000)),
      Vec2(rng.float(in: -500...1500), rng.float(in: -500...1500)),
      Vec2(rng.float(in: -500...1500), rng.float(in: -500...1500)),
      Vec2(rng.float(in: 0...1000), rng.float(in: 0...1000)))
    pts.removeAll(keepingCapacity: true)
    c.flatten(tolerance: tolerance, into: &pts)
    for i in 0...2000 {
      let d = PolygonChecks.distance(from: exactPoint(c, Double(i) / 2000), toPolyline: pts)
      worst = max(worst, d)
    }
  }
  // Float evaluation of the vertices adds ~1e-4 at these coordinates.
  #expect(worst <= Double(tolerance) + 2e-4)
  // And the bound is not wildly pessimistic: the polyline uses some of its allowance.
  #expect(worst >= Double(tolerance) / 8)
}

@Test func aTooCoarsePolylineFailsTheErrorMeasure() {
  // The measure used above can fail: two segments are far from a strongly curved Bezier.
  let pts = [sample.p0, sample.point(at: 0.5), sample.p3]
  var worst = 0.0
  for i in 0...200 {
    let q = exactPoint(sample, Double(i) / 200)
    worst = max(worst, PolygonChecks.distance(from: q, toPolyline: pts))
  }
  #expect(worst > 1)
}

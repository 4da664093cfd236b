import TactileTestSupport
import Testing

@testable import TactileCore

private let rect = Rect(x: 10, y: 20, width: 120, height: 60)

private func outline(_ r: Rect, radius: Float, tolerance: Float = 0.25) -> [Vec2] {
  var out: [Vec2] = []
  RoundedRect.appendOutline(r, radius: radius, tolerance: tolerance, into: &out)
  return out
}

@Test(arguments: [Float(0), 4, 12, 30, 500])
func roundedRectOutlineStaysWithinTheRect(radius: Float) {
  let points = outline(rect, radius: radius)
  let eps: Float = 1e-3
  for p in points {
    #expect(p.x >= rect.minX - eps && p.x <= rect.maxX + eps, "\(p)")
    #expect(p.y >= rect.minY - eps && p.y <= rect.maxY + eps, "\(p)")
  }
  // When a side has no straight part (a pill), neighbouring arcs share an end point, so the
  // outline repeats it; consumers (MeshBuilder) drop repeats. Apart from those, it is simple.
  var distinct: [Vec2] = []
  for p in points where distinct.last.map({ ($0 - p).length > 1e-3 }) ?? true {
    distinct.append(p)
  }
  if let first = distinct.first, let last = distinct.last, (first - last).length <= 1e-3 {
    distinct.removeLast()
  }
  #expect(PolygonChecks.isSimple(distinct))
  // Clockwise on screen.
  #expect(Triangulator.signedArea2(points) > 0)
}

@Test(arguments: [Float(0), 4, 12, 30, 500])
func roundedRectOutlineHitsTheEdgeMidpoints(radius: Float) {
  let points = outline(rect, radius: radius)
  let closed = points + [points[0]]
  let midpoints = [
    (Double(rect.midX), Double(rect.minY)), (Double(rect.maxX), Double(rect.midY)),
    (Double(rect.midX), Double(rect.maxY)), (Double(rect.minX), Double(rect.midY)),
  ]
  for m in midpoints {
    let d = PolygonChecks.distance(from: (x: m.0, y: m.1), toPolyline: closed)
    #expect(d < 1e-3, "midpoint \(m) is \(d) from the outline")
  }
}

@Test func roundedRectCornersAreCutByTheRadius() {
  let r: Float = 12
  let points = outline(rect, radius: r)
  // The outline passes the sharp corner r(√2 − 1) away (the arc's middle), give or take the
  // flattening tolerance.
  let gap = Double(r) * (2.0.squareRoot() - 1)
  let corner = (x: Double(rect.minX), y: Double(rect.minY))
  let d = PolygonChecks.distance(from: corner, toPolyline: points + [points[0]])
  #expect(abs(d - gap) <= 0.25, "corner gap \(d), expected \(gap)")
  // Every arc point is `r` from its corner centre.
  let centre = Vec2(rect.minX + r, rect.minY + r)
  let arc = points.filter { $0.x < centre.x && $0.y < centre.y }
  #expect(!arc.isEmpty)
  #expect(arc.allSatisfy { abs(($0 - centre).length - r) < 1e-3 })
}

@Test func roundedRectRadiusIsClampedToHalfTheShorterSide() {
  // A pill: radius 30 (half of 60) however large the request.
  let a = outline(rect, radius: 30)
  let b = outline(rect, radius: 1000)
  #expect(a == b)
  #expect(
    outline(rect, radius: 0) == [
      Vec2(10, 20), Vec2(130, 20), Vec2(130, 80), Vec2(10, 80),
    ])
  #expect(outline(rect, radius: -3).count == 4)
}

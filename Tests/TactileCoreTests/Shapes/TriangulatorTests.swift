import TactileTestSupport
import Testing

@testable import TactileCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Outlines clockwise on screen (y down); tests reverse them for the other winding.
enum SampleOutlines {
  static let square = [Vec2(0, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10)]
  /// A convex hexagon with a collinear point on its top edge.
  static let hexagon = [
    Vec2(20, 0), Vec2(30, 0), Vec2(40, 0), Vec2(50, 17), Vec2(40, 34), Vec2(20, 34), Vec2(10, 17),
  ]
  /// An L: 30 wide and tall, arms 10 thick; area 500.
  static let lShape = [
    Vec2(0, 0), Vec2(10, 0), Vec2(10, 20), Vec2(30, 20), Vec2(30, 30), Vec2(0, 30),
  ]
  /// A comb with three teeth (many reflex vertices); area 30·10 + 3·(5·20) = 600.
  static let comb = [
    Vec2(0, 0), Vec2(5, 0), Vec2(5, 20), Vec2(12.5, 20), Vec2(12.5, 0), Vec2(17.5, 0),
    Vec2(17.5, 20), Vec2(25, 20), Vec2(25, 0), Vec2(30, 0), Vec2(30, 30), Vec2(0, 30),
  ]

  /// A five-pointed star, 10 vertices, outer radius 50, inner 20, centred at (60, 60).
  static var star: [Vec2] {
    (0..<10).map { i in
      let r: Double = i % 2 == 0 ? 50 : 20
      let a = Double(i) * Double.pi / 5 - Double.pi / 2
      return Vec2(Float(60 + r * cos(a)), Float(60 + r * sin(a)))
    }
  }

  /// Every sample in both windings, with names for test output.
  static var all: [(String, [Vec2])] {
    let named = [
      ("square", square), ("hexagon", hexagon), ("L", lShape), ("comb", comb), ("star", star),
    ]
    return named + named.map { ("\($0.0) reversed", Array($0.1.reversed())) }
  }
}

/// Independent area and containment checks in Double.
enum AreaChecks {
  /// The polygon's (unsigned) area by the shoelace formula.
  static func area(_ p: [Vec2]) -> Double {
    var s = 0.0
    for i in p.indices {
      let a = p[i]
      let b = p[(i + 1) % p.count]
      s += Double(a.x) * Double(b.y) - Double(b.x) * Double(a.y)
    }
    return abs(s) / 2
  }

  static func triangleArea(_ a: Vec2, _ b: Vec2, _ c: Vec2) -> Double {
    abs(PolygonChecks.orientation(a, b, c)) / 2
  }

  /// Even-odd point-in-polygon test.
  static func contains(_ p: [Vec2], _ q: (x: Double, y: Double)) -> Bool {
    var inside = false
    var j = p.count - 1
    for i in p.indices {
      let a = (x: Double(p[i].x), y: Double(p[i].y))
      let b = (x: Double(p[j].x), y: Double(p[j].y))
      if (a.y > q.y) != (b.y > q.y) {
        let x = a.x + (q.y - a.y) * (b.x - a.x) / (b.y - a.y)
        if q.x < x { inside.toggle() }
      }
      j = i
    }
    return inside
  }
}

@Test(arguments: SampleOutlines.all)
func triangulationCoversExactlyThePolygon(name: String, outline: [Vec2]) {
  var t = Triangulator()
  var indices: [Int32] = []
  #expect(t.triangulate(outline, base: 0, into: &indices))
  #expect(indices.count == 3 * (outline.count - 2), "\(name): a simple n-gon has n − 2 triangles")
  var sum = 0.0
  for k in stride(from: 0, to: indices.count, by: 3) {
    let a = outline[Int(indices[k])]
    let b = outline[Int(indices[k + 1])]
    let c = outline[Int(indices[k + 2])]
    let area = AreaChecks.triangleArea(a, b, c)
    sum += area
    // Every triangle lies inside the polygon (its centroid does; with the area sum matching,
    // the triangles can neither overlap nor stick out). Collinear slivers have no inside.
    guard area > 1e-6 else { continue }
    let centroid = (
      x: (Double(a.x) + Double(b.x) + Double(c.x)) / 3,
      y: (Double(a.y) + Double(b.y) + Double(c.y)) / 3
    )
    #expect(AreaChecks.contains(outline, centroid), "\(name): triangle \(k / 3) outside")
  }
  let area = AreaChecks.area(outline)
  #expect(abs(sum - area) <= area * 1e-5, "\(name): triangles cover \(sum), polygon \(area)")
}

@Test func knownAreasMatchTheShoelaceHelper() {
  #expect(AreaChecks.area(SampleOutlines.square) == 100)
  #expect(AreaChecks.area(SampleOutlines.lShape) == 500)
  #expect(AreaChecks.area(SampleOutlines.comb) == 600)
}

@Test func triangulationWorksFromEveryStartingVertex() {
  var t = Triangulator()
  let star = SampleOutlines.star
  for shift in 0..<star.count {
    let rotated = Array(star[shift...] + star[..<shift])
    var indices: [Int32] = []
    t.triangulate(rotated, base: 0, into: &indices)
    var sum = 0.0
    for k in stride(from: 0, to: indices.count, by: 3) {
      sum += AreaChecks.triangleArea(
        rotated[Int(indices[k])], rotated[Int(indices[k + 1])], rotated[Int(indices[k + 2])])
    }
    #expect(abs(sum - AreaChecks.area(rotated)) < 0.05, "start \(shift)")
  }
}

@Test func indicesAreOffsetByBaseAndAppended() {
  var t = Triangulator()
  var indices: [Int32] = [99]
  t.triangulate(SampleOutlines.lShape, base: 100, into: &indices)
  #expect(indices.first == 99)
  #expect(indices.count == 1 + 3 * 4)
  #expect(indices.dropFirst().allSatisfy { (100..<106).contains($0) })
}

@Test func tooFewPointsGiveNoTriangles() {
  var t = Triangulator()
  var indices: [Int32] = []
  #expect(!t.triangulate([Vec2(0, 0), Vec2(1, 1)], base: 0, into: &indices))
  #expect(indices.isEmpty)
}

@Test func signedAreaIsPositiveForClockwiseOnScreen() {
  let square = SampleOutlines.square
  #expect(Triangulator.signedArea2(square) == 200)
  #expect(Triangulator.signedArea2(Array(square.reversed())) == -200)
  #expect(Triangulator.signedArea2([Vec2(0, 0), Vec2(1, 0)]) == 0)
}

@Test func convexityIsDetected() {
  #expect(Triangulator.isConvex(SampleOutlines.square))
  #expect(Triangulator.isConvex(SampleOutlines.hexagon))
  #expect(Triangulator.isConvex(Array(SampleOutlines.hexagon.reversed())))
  #expect(!Triangulator.isConvex(SampleOutlines.lShape))
  #expect(!Triangulator.isConvex(SampleOutlines.star))
}

/// Checks what every triangulation must give, whatever the input: whole triangles, indices
/// into the outline (offset by `base`), at most n − 2 of them.
private func expectWellFormed(
  _ indices: [Int32], base: Int32, count n: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(indices.count % 3 == 0, sourceLocation: sourceLocation)
  #expect(indices.count <= 3 * (n - 2), sourceLocation: sourceLocation)
  #expect(
    indices.allSatisfy { $0 >= base && $0 < base + Int32(n) }, sourceLocation: sourceLocation)
}

/// Coordinates near Float's limits make the cross products overflow to ±inf and NaN, so no
/// vertex is ever an ear: the clipper gives up within its budget and fans the rest (before the
/// budget it dropped vertex after vertex in cubic time: 4.7 s for these 6 000 in a debug build).
@Test func anOutlineWhoseArithmeticOverflowsEndsAsAFan() {
  let n = 6_000
  let outline = (0..<n).map { i -> Vec2 in
    let a = Float(i) / Float(n) * 2 * Float.pi
    let r: Float = i % 2 == 0 ? 3e38 : 1e38
    return Vec2(r * cosf(a), r * sinf(a))
  }
  var t = Triangulator()
  var indices: [Int32] = []
  #expect(!t.triangulate(outline, base: 0, into: &indices), "the budget runs out")
  expectWellFormed(indices, base: 0, count: n)
  #expect(!indices.isEmpty)
}

/// The budget is far above what the app's outlines need: a comb of 300 teeth (1 202 points,
/// 300 reflex corners) is still triangulated exactly (the liquid waves' outlines are checked
/// with the deck).
@Test func largeSimpleOutlinesAreStillTriangulatedExactly() {
  var comb = [Vec2(0, 0)]
  for k in 0..<300 {
    let x = Float(k) * 10
    comb += [Vec2(x + 5, 0), Vec2(x + 5, 40), Vec2(x + 10, 40), Vec2(x + 10, 0)]
  }
  comb += [Vec2(3005, 0), Vec2(3005, 60), Vec2(0, 60)]
  let outlines: [(String, [Vec2])] = [("comb", comb), ("comb reversed", comb.reversed())]
  var t = Triangulator()
  for (name, outline) in outlines {
    var indices: [Int32] = []
    #expect(t.triangulate(outline, base: 0, into: &indices), "\(name)")
    var sum = 0.0
    for k in stride(from: 0, to: indices.count, by: 3) {
      sum += AreaChecks.triangleArea(
        outline[Int(indices[k])], outline[Int(indices[k + 1])], outline[Int(indices[k + 2])])
    }
    let area = AreaChecks.area(outline)
    #expect(abs(sum - area) <= area * 1e-4, "\(name): triangles cover \(sum), polygon \(area)")
  }
}

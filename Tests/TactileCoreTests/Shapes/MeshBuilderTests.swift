import TactileTestSupport
import Testing

@testable import TactileCore

private let fill = Color(r: 200, g: 100, b: 50)

/// Distance from `p` to the infinite line through a and b, signed: > 0 on the side away from
/// the polygon's inside for a polygon of the given winding (y down, clockwise area > 0).
private func outwardDistance(_ p: Vec2, edge a: Vec2, _ b: Vec2, clockwise: Bool) -> Double {
  let cross = PolygonChecks.orientation(a, b, p)
  let length = Double((b - a).length)
  // For a clockwise-on-screen outline the inside is where the turn a → b → p is positive.
  return (clockwise ? -cross : cross) / length
}

/// The filled mesh of one outline, built alone.
private func filledMesh(_ outline: [Vec2], scale: Float = 1, fringe: Float = 1) -> Mesh {
  var builder = MeshBuilder()
  builder.addFilledPolygon(outline, scale: scale, color: fill, fringe: fringe)
  return builder.mesh
}

@Test(arguments: SampleOutlines.all)
func fringeRingsAreOpaqueInsideAndClearOutside(name: String, outline: [Vec2]) {
  let mesh = filledMesh(outline)
  let n = outline.count
  #expect(mesh.vertices.count == 2 * n, "\(name)")
  let clear = Color(r: fill.r, g: fill.g, b: fill.b, a: 0)
  #expect(mesh.vertices[..<n].allSatisfy { $0.color == fill }, "\(name): inner ring opaque")
  #expect(mesh.vertices[n...].allSatisfy { $0.color == clear }, "\(name): outer ring clear")
  // n − 2 fill triangles plus two per edge for the fringe.
  #expect(mesh.indices.count == 3 * (n - 2) + 6 * n, "\(name)")
  #expect(mesh.indices.allSatisfy { $0 >= 0 && Int($0) < mesh.vertices.count })
}

/// Whether the corner at `b` is sharper than 60° (edge normals more than 120° apart), where
/// the builder clamps the miter and the fringe gets thinner.
private func isSpike(_ a: Vec2, _ b: Vec2, _ c: Vec2) -> Bool {
  (b - a).normalized.dot((c - b).normalized) < -0.5
}

@Test(arguments: SampleOutlines.all)
func fringeIsCentredOnTheOutline(name: String, outline: [Vec2]) {
  for fringe: Float in [1, 2] {
    let mesh = filledMesh(outline, fringe: fringe)
    let n = outline.count
    let half = Double(fringe) / 2
    let clockwise = Triangulator.signedArea2(outline) > 0
    for i in 0..<n {
      let prev = outline[(i + n - 1) % n]
      let next = outline[(i + 1) % n]
      let spike = isSpike(prev, outline[i], next)
      let inner = mesh.vertices[i].position
      let outer = mesh.vertices[n + i].position
      // Against both edges that meet at vertex i (the offset is mitred).
      for (a, b) in [(prev, outline[i]), (outline[i], next)] {
        let dOuter = outwardDistance(outer, edge: a, b, clockwise: clockwise)
        let dInner = -outwardDistance(inner, edge: a, b, clockwise: clockwise)
        for d in [dOuter, dInner] {
          if spike {
            // Clamped miter: thinner, but still on the right side.
            #expect(d > 0.25 * half && d < half, "\(name) spike \(i): \(d)")
          } else {
            #expect(abs(d - half) < 1e-3, "\(name) vertex \(i): \(d), want \(half)")
          }
        }
      }
    }
  }
}

@Test func outerRingLiesOutsideAndInnerRingInside() {
  // With a 2 px fringe the outer ring is 1 px outside the outline (and the inner 1 px in).
  let outline = SampleOutlines.lShape
  let mesh = filledMesh(outline, fringe: 2)
  let n = outline.count
  for i in 0..<n {
    let o = mesh.vertices[n + i].position
    let inner = mesh.vertices[i].position
    #expect(!AreaChecks.contains(outline, (Double(o.x), Double(o.y))), "outer \(i) at \(o)")
    #expect(AreaChecks.contains(outline, (Double(inner.x), Double(inner.y))), "inner \(i)")
  }
  // The L's corners, explicitly: (0, 0) moves to (-1, -1) outside and (1, 1) inside.
  #expect(mesh.vertices[n].position == Vec2(-1, -1))
  #expect(mesh.vertices[0].position == Vec2(1, 1))
  // The reflex corner (10, 20) moves the other way: out is (11, 19), in is (9, 21).
  #expect(mesh.vertices[n + 2].position == Vec2(11, 19))
  #expect(mesh.vertices[2].position == Vec2(9, 21))
}

@Test func fillTrianglesCoverTheInnerRing() {
  for (name, outline) in SampleOutlines.all where name.hasPrefix("L") || name.hasPrefix("star") {
    let mesh = filledMesh(outline)
    let n = outline.count
    let inner = mesh.vertices[..<n].map(\.position)
    var sum = 0.0
    for k in stride(from: 0, to: 3 * (n - 2), by: 3) {
      let a = mesh.vertices[Int(mesh.indices[k])].position
      let b = mesh.vertices[Int(mesh.indices[k + 1])].position
      let c = mesh.vertices[Int(mesh.indices[k + 2])].position
      sum += AreaChecks.triangleArea(a, b, c)
    }
    #expect(abs(sum - AreaChecks.area(inner)) < 0.01, "\(name)")
    // The fill plus half the fringe makes the polygon's area: the inner ring is smaller.
    #expect(sum < AreaChecks.area(outline), "\(name)")
  }
}

@Test func positionsAreScaledToPixels() {
  let mesh = filledMesh(SampleOutlines.square, scale: 2)
  // Square 0…10 pt → 0…20 px; inner ring 0.5 px inside.
  #expect(mesh.vertices[0].position == Vec2(0.5, 0.5))
  #expect(mesh.vertices[2].position == Vec2(19.5, 19.5))
  #expect(mesh.vertices[4 + 2].position == Vec2(20.5, 20.5))
}

@Test func repeatedAndClosingPointsAreDropped() {
  let square = SampleOutlines.square
  let messy = [square[0], square[0], square[1], square[2], square[2], square[3], square[0]]
  let mesh = filledMesh(messy)
  #expect(mesh.vertices.count == 8)
  #expect(mesh.vertices == filledMesh(square).vertices)
}

@Test func degenerateOutlinesAddNothing() {
  var builder = MeshBuilder()
  builder.addFilledPolygon([Vec2(0, 0), Vec2(5, 5)], scale: 1, color: fill)
  builder.addFilledPolygon([Vec2(0, 0), Vec2(0, 0), Vec2(0, 0)], scale: 1, color: fill)
  builder.addFilledPolygon(
    [Vec2(0, 0), Vec2(Float.nan, 1), Vec2(1, 1)], scale: 1, color: fill)
  #expect(builder.mesh.isEmpty && builder.mesh.vertices.isEmpty)
}

@Test func meshesAppendWithOffsetIndices() {
  var builder = MeshBuilder()
  builder.addFilledPolygon(SampleOutlines.square, scale: 1, color: fill)
  let firstIndices = builder.mesh.indices.count
  builder.addFilledPolygon(SampleOutlines.square, scale: 1, color: fill)
  #expect(builder.mesh.vertices.count == 16)
  #expect(builder.mesh.indices[firstIndices...].allSatisfy { $0 >= 8 && $0 < 16 })
  builder.mesh.removeAll()
  #expect(builder.mesh.isEmpty)
}

@Test func polylineHasACoreAndOnePixelFringeOnEachSide() {
  var builder = MeshBuilder()
  builder.addPolyline(
    [Vec2(0, 10), Vec2(20, 10)], scale: 1, width: 4, color: fill, closed: false)
  let v = builder.mesh.vertices
  #expect(v.count == 8)
  // Four rails per point: clear at ±2.5, opaque at ±1.5 (half the width minus half a pixel).
  let offsets = v[0..<4].map { $0.position.y - 10 }
  #expect(offsets.map(abs) == [2.5, 1.5, 1.5, 2.5])
  #expect(offsets[0] == -offsets[3] && offsets[1] == -offsets[2])
  #expect(v.map(\.color.a) == [0, 255, 255, 0, 0, 255, 255, 0])
  #expect(v[4].position.x == 20)
  // One segment: three quads.
  #expect(builder.mesh.indices.count == 18)
}

@Test func closedPolylineJoinsTheEnds() {
  var open = MeshBuilder()
  var closed = MeshBuilder()
  open.addPolyline(SampleOutlines.square, scale: 1, width: 2, color: fill, closed: false)
  closed.addPolyline(SampleOutlines.square, scale: 1, width: 2, color: fill, closed: true)
  #expect(open.mesh.indices.count == 3 * 18)
  #expect(closed.mesh.indices.count == 4 * 18)
}

@Test func hairlinesAreDrawnOnePixelWideAndFaded() {
  var builder = MeshBuilder()
  builder.addPolyline([Vec2(0, 0), Vec2(10, 0)], scale: 1, width: 0.5, color: fill, closed: false)
  let v = builder.mesh.vertices
  #expect(v[1].color == fill.withOpacity(0.5))
  #expect(abs(v[0].position.y) == 1 && v[1].position.y == 0)
}

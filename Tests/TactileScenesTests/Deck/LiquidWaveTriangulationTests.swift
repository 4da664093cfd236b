import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

// The liquid waves' outlines through the one triangulator: the outline that once hung it, and
// the biggest outlines the app draws.

/// The outline that hung the soak run: the left wave dragged by a pointer at y = −3e38 in a
/// 4000 × 3000 window. Its bulge lies where a Float's step is 2e31, so every curve is
/// flattened to the most segments (10 × 4 096 points of noise) and no ear is ever found;
/// unbounded ear clipping took hours on it.
@Test func theWaveOutlineThatHungTheSoakEndsWithinTheWorkBudget() {
  var outline: [Vec2] = []
  LiquidWave(side: .left, centerY: -3e38, progress: 0, size: Size(4000, 3000))
    .outline(tolerance: 0.125, into: &outline)
  #expect(outline.count == 40_964)
  var t = Triangulator()
  var indices: [Int32] = []
  #expect(!t.triangulate(outline, base: 7, into: &indices), "the budget runs out")
  #expect(indices.count % 3 == 0 && indices.count <= 3 * (outline.count - 2))
  #expect(indices.allSatisfy { $0 >= 7 && $0 < 7 + Int32(outline.count) })
  // What the budget left is a fan: every point still belongs to a triangle.
  #expect(Set(indices).count == outline.count)
  // The same outline drawn as the app draws it (at scale 2 the far points overflow to
  // infinity and are left out, which leaves too few for a polygon).
  for scale: Float in [1, 2] {
    var builder = MeshBuilder()
    builder.addFilledPolygon(outline, scale: scale, color: .white)
    let mesh = builder.mesh
    #expect(mesh.indices.isEmpty == (scale == 2))
    #expect(mesh.indices.count % 3 == 0)
    #expect(mesh.indices.allSatisfy { $0 >= 0 && Int($0) < mesh.vertices.count })
  }
}

/// The biggest liquid wave outlines (4K, a fine tolerance) are triangulated exactly: the
/// triangles cover the outline's area.
@Test func theBiggestWaveOutlinesAreTriangulatedExactly() {
  var t = Triangulator()
  for p: Float in [0.05, 0.3, 0.5, 0.7, 0.95] {
    for side in LiquidWave.Side.allCases {
      var outline: [Vec2] = []
      LiquidWave(side: side, centerY: 1500, progress: p, size: Size(3840, 2160))
        .outline(tolerance: 0.125 / 2, into: &outline)
      var indices: [Int32] = []
      #expect(t.triangulate(outline, base: 0, into: &indices), "\(side) \(p)")
      var sum = 0.0
      for k in stride(from: 0, to: indices.count, by: 3) {
        sum +=
          abs(
            PolygonChecks.orientation(
              outline[Int(indices[k])], outline[Int(indices[k + 1])], outline[Int(indices[k + 2])]))
          / 2
      }
      var shoelace = 0.0
      for i in outline.indices {
        let a = outline[i]
        let b = outline[(i + 1) % outline.count]
        shoelace += Double(a.x) * Double(b.y) - Double(b.x) * Double(a.y)
      }
      let area = abs(shoelace) / 2
      #expect(
        abs(sum - area) <= area * 1e-4, "\(side) \(p): triangles cover \(sum), polygon \(area)")
    }
  }
}

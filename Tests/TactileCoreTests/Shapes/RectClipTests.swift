import Testing

@testable import TactileCore

/// Whether `a` and `b` hold the same points (in any order) to within 1e-4.
private func samePoints(_ a: [Vec2], _ b: [Vec2]) -> Bool {
  a.count == b.count && b.allSatisfy { q in a.contains { ($0 - q).length < 1e-4 } }
}

@Suite struct RectClipTests {
  @Test func clipsAPolygonToTheRectAndLeavesTheStorageAsItWas() {
    var poly = [Vec2(-10, -10), Vec2(50, -10), Vec2(50, 50), Vec2(-10, 50)]
    var storage = [Vec2(7, 7)]
    RectClip.clip(&poly, to: Rect(x: 0, y: 0, width: 20, height: 30), using: &storage)
    #expect(storage == [Vec2(7, 7)])
    #expect(samePoints(poly, [Vec2(0, 0), Vec2(20, 0), Vec2(20, 30), Vec2(0, 30)]))
    // A triangle across one side keeps its inside part.
    var tri = [Vec2(10, 10), Vec2(30, 10), Vec2(10, 20)]
    RectClip.clip(&tri, to: Rect(x: 0, y: 0, width: 20, height: 30), using: &storage)
    #expect(samePoints(tri, [Vec2(10, 10), Vec2(20, 10), Vec2(20, 15), Vec2(10, 20)]))
  }

  @Test func aPolygonOutsideTheRectClipsToNothing() {
    var poly = [Vec2(100, 100), Vec2(110, 100), Vec2(110, 110)]
    var storage: [Vec2] = []
    RectClip.clip(&poly, to: Rect(x: 0, y: 0, width: 20, height: 30), using: &storage)
    #expect(poly.isEmpty && storage.isEmpty)
  }
}

import TactileTestSupport
import Testing

@testable import TactileCore

private let red = Color(r: 255, g: 0, b: 0)

private func tessellate(_ build: (inout DrawList) -> Void, scale: Float = 1) -> Mesh {
  var list = DrawList()
  build(&list)
  var t = Tessellator()
  for c in list.commands { _ = t.appendShape(c, points: list.points, scale: scale) }
  return t.mesh
}

@Test func aPixelAlignedRectIsTwoTrianglesWithoutAFringe() {
  let mesh = tessellate { $0.fillRect(Rect(x: 10, y: 20, width: 30, height: 5), color: red) }
  #expect(mesh.vertices.count == 4 && mesh.indices.count == 6)
  #expect(mesh.vertices.allSatisfy { $0.color == red })
  // At scale 1.5 its edges fall between pixels: a fringe fades them.
  let fringed = tessellate(
    { $0.fillRect(Rect(x: 10, y: 20, width: 30, height: 5), color: red) }, scale: 1.5)
  #expect(fringed.vertices.contains { $0.color.a == 0 })
}

@Test func roundedCornersAreFlattenedToAFractionOfAPixelAtEveryScale() {
  let rect = Rect(x: 0, y: 0, width: 100, height: 60)
  let one = tessellate({ $0.fillRect(rect, color: red, cornerRadius: 20) }, scale: 1)
  let two = tessellate({ $0.fillRect(rect, color: red, cornerRadius: 20) }, scale: 2)
  // Inner and outer rings: twice the outline's points. Four arcs of `Arc.chords + 1` points.
  let n1 = Arc.chords(radius: 20, sweep: Float.pi / 2, tolerance: Arc.pixelTolerance)
  let n2 = Arc.chords(radius: 40, sweep: Float.pi / 2, tolerance: Arc.pixelTolerance)
  #expect(one.vertices.count == 2 * 4 * (n1 + 1))
  #expect(two.vertices.count == 2 * 4 * (n2 + 1))
}

@Test func theShadowsLookIsDecidedInCore() {
  let color = Color(r: 0, g: 0, b: 0, a: 200)
  let mesh = tessellate(
    {
      $0.shadow(Rect(x: 20, y: 20, width: 100, height: 50), cornerRadius: 8, blur: 10, color: color)
    },
    scale: 2)
  let core = mesh.vertices.filter { $0.color.a > 0 }
  #expect(core.allSatisfy { $0.color.a == color.withOpacity(Tessellator.Shadow.opacity).a })
  // The outline is inset by half the blur (25 pt, 50 px); the fringe is two blurs wide
  // (40 px at scale 2), centred on it: it fades out 20 px outside.
  let minX = mesh.vertices.map(\.position.x).min() ?? 0
  #expect(abs(minX - 30) < 0.5)
}

@Test func otherCommandsAreNotShapes() {
  var list = DrawList()
  list.text(
    "a", font: FontSpec(.regular, size: 12), at: .zero, color: red, metrics: FixedWidthMetrics())
  var t = Tessellator()
  let appended = t.appendShape(list.commands[0], points: list.points, scale: 1)
  #expect(!appended)
  #expect(t.mesh.isEmpty)
}

import Testing

@testable import TactileCore

/// Twice the signed area of triangle `t` (its first index) of `mesh`.
private func doubledArea(_ mesh: Mesh, _ t: Int) -> Float {
  let a = mesh.vertices[Int(mesh.indices[3 * t])].position
  let b = mesh.vertices[Int(mesh.indices[3 * t + 1])].position
  let c = mesh.vertices[Int(mesh.indices[3 * t + 2])].position
  return (b - a).x * (c - a).y - (b - a).y * (c - a).x
}

private func mesh(_ vertices: [MeshVertex], _ indices: [Int32]) -> Mesh {
  var m = Mesh()
  m.vertices = vertices
  m.indices = indices
  return m
}

@Test func splittingCutsEachTriangleIntoFourCoveringIt() {
  let red = Color(r: 255, g: 0, b: 0)
  let clear = Color(r: 0, g: 0, b: 255, a: 0)
  let source = mesh(
    [
      MeshVertex(Vec2(0, 0), red, uv: Vec2(0, 0)), MeshVertex(Vec2(8, 0), clear, uv: Vec2(1, 0)),
      MeshVertex(Vec2(8, 6), red, uv: Vec2(1, 1)),
    ], [0, 1, 2])
  let cut = Mesh(splitting: source, indices: 0..<3)
  #expect(cut.indices.count == 12)
  let areas = (0..<4).map { doubledArea(cut, $0) }
  // The same winding, a quarter of the area each.
  #expect(areas.allSatisfy { $0 == doubledArea(source, 0) / 4 })
  // The midpoint of the first edge: halfway in position, colour and texture coordinate.
  let ab = cut.vertices[Int(cut.indices[1])]
  #expect(ab.position == Vec2(4, 0) && ab.uv == Vec2(0.5, 0))
  #expect(ab.color == red.mix(clear, 0.5))
}

@Test func neighboursAreCutAtTheSamePointsOfTheirSharedEdge() {
  // Two triangles sharing the edge p–q, each going along it the other way, at coordinates
  // whose halves round.
  let p = MeshVertex(Vec2(0.1, 1234.567), .white, uv: Vec2(0.3, 0.7))
  let q = MeshVertex(Vec2(987.65, 0.3), .black, uv: Vec2(0.9, 0.1))
  let r = MeshVertex(Vec2(1000, 1000), .white)
  let s = MeshVertex(Vec2(0, 0), .white)
  let source = mesh([p, q, r, s], [0, 1, 2, 1, 0, 3])
  let cut = Mesh(splitting: source, indices: 0..<6)
  let once = Set(cut.vertices[0..<12])
  let other = Set(cut.vertices[12..<24])
  // p, q and the midpoint of p–q, bit for bit.
  #expect(once.intersection(other).count == 3)
  // Cut again: the shared edge's quarter points match too.
  let twice = Mesh(splitting: cut, indices: cut.indices.indices)
  let half = twice.vertices.count / 2
  #expect(Set(twice.vertices[..<half]).intersection(twice.vertices[half...]).count == 5)
}

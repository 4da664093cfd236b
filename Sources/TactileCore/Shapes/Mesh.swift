/// A vertex as the platform's geometry API takes it: position, colour, texture coordinate.
/// The layout (8 + 4 + 8 bytes, stride 20) matches `SDL_Vertex`, so the platform passes the
/// buffer as is.
public struct MeshVertex: Hashable, Sendable {
  public var position: Vec2
  public var color: Color
  public var uv: Vec2

  @inlinable public init(_ position: Vec2, _ color: Color, uv: Vec2 = .zero) {
    self.position = position
    self.color = color
    self.uv = uv
  }
}

/// Triangles ready for the platform: vertices plus indices (three per triangle).
/// Cleared and refilled per draw command; its arrays keep their capacity.
public struct Mesh {
  public var vertices: [MeshVertex] = []
  public var indices: [Int32] = []

  public init() {}

  public mutating func removeAll() {
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
  }

  public var isEmpty: Bool { indices.isEmpty }
}

extension Mesh {
  /// The triangles `indices` of `source` (a range of `source.indices`, three per triangle),
  /// each cut into four at its edges' midpoints, every vertex its own: a corner's position,
  /// colour and texture coordinate at a midpoint are the averages of the edge's ends.
  /// Windings are kept, and two triangles sharing an edge are cut at the very same point (the
  /// average is symmetric, bit for bit), so the triangles cover what `source`'s covered, with
  /// no crack or overlap where a neighbour meets a cut edge. Allocates: for what a platform
  /// cannot draw whole, not for every frame.
  public init(splitting source: Mesh, indices: Range<Int>) {
    vertices.reserveCapacity(indices.count * 4)
    self.indices.reserveCapacity(indices.count * 4)
    var i = indices.lowerBound
    while i + 3 <= indices.upperBound {
      let a = source.vertices[Int(source.indices[i])]
      let b = source.vertices[Int(source.indices[i + 1])]
      let c = source.vertices[Int(source.indices[i + 2])]
      let (ab, bc, ca) = (Self.midpoint(a, b), Self.midpoint(b, c), Self.midpoint(c, a))
      for t in [(a, ab, ca), (ab, b, bc), (ca, bc, c), (ab, bc, ca)] {
        let base = Int32(vertices.count)
        vertices.append(contentsOf: [t.0, t.1, t.2])
        self.indices.append(contentsOf: [base, base + 1, base + 2])
      }
      i += 3
    }
  }

  /// Halfway between `a` and `b`, the same as halfway between `b` and `a`.
  private static func midpoint(_ a: MeshVertex, _ b: MeshVertex) -> MeshVertex {
    MeshVertex((a.position + b.position) * 0.5, a.color.mix(b.color, 0.5), uv: (a.uv + b.uv) * 0.5)
  }
}

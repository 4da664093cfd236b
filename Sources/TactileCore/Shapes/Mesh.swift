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

/// The circle that reveals a spoiler: a centre and a radius in points, in the same coordinates
/// as the particle regions (text coordinates).
public struct RevealCircle: Hashable, Sendable {
  public var center: Vec2
  /// Radius in points; negative values count as 0.
  public var radius: Float

  @inlinable public init(center: Vec2, radius: Float) {
    self.center = center
    self.radius = radius
  }

  /// Whether the circle covers all of `rect` (every corner within the radius).
  @inlinable public func covers(_ rect: Rect) -> Bool {
    rect.farthestCornerDistance(from: center) <= radius
  }

  /// Whether `point` is strictly inside the circle.
  @inlinable public func contains(_ point: Vec2) -> Bool {
    let dx = point.x - center.x
    let dy = point.y - center.y
    return dx * dx + dy * dy < radius * radius
  }
}

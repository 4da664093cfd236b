/// The circle that reveals a spoiler: a centre and a radius in points, in the same coordinates
/// as the particle regions (text coordinates).
public struct RevealCircle: Hashable, Sendable {
  public var center: Vec2
  /// Radius in points; negative values count as 0.
  public var radius: Float
  /// Within this radius (points) drawn ink (a tile or still dots, which have no particles to
  /// fade one by one) has faded out completely; from here to `radius` it fades in proportion
  /// to the distance. It trails `radius` by about what the circle grew in the last
  /// `revealFadeDuration` (`ParticleField` advances it), as a particle fades over that time
  /// once the circle has passed it.
  public var fadedRadius: Float

  @inlinable public init(center: Vec2, radius: Float, fadedRadius: Float = 0) {
    self.center = center
    self.radius = radius
    self.fadedRadius = fadedRadius
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

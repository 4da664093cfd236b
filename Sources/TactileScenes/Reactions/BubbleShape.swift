import TactileCore

/// A rounded rectangle whose corners may have different radii: the chat bubble, with a
/// smaller radius at the corner its message "comes from" (Telegram's tail-less bubble).
public enum BubbleShape {
  /// Corner radii, clockwise from top-left, in points.
  public struct Radii: Hashable, Sendable {
    public var topLeft, topRight, bottomRight, bottomLeft: Float
    public init(topLeft: Float, topRight: Float, bottomRight: Float, bottomLeft: Float) {
      self.topLeft = topLeft
      self.topRight = topRight
      self.bottomRight = bottomRight
      self.bottomLeft = bottomLeft
    }
  }

  /// Fills `rect` with the given corner radii (each clamped to half the shorter side). Points
  /// go straight into the list's storage: no temporary array.
  public static func fill(_ rect: Rect, radii: Radii, color: Color, into list: inout DrawList) {
    guard color.a > 0, !rect.isEmpty else { return }
    let limit = min(rect.width, rect.height) * 0.5
    let start = list.pointCount
    appendCorner(
      radii.topLeft, at: Vec2(rect.minX, rect.minY), inward: Vec2(1, 1), from: Float.pi,
      limit: limit, into: &list)
    appendCorner(
      radii.topRight, at: Vec2(rect.maxX, rect.minY), inward: Vec2(-1, 1),
      from: Float.pi * 1.5, limit: limit, into: &list)
    appendCorner(
      radii.bottomRight, at: Vec2(rect.maxX, rect.maxY), inward: Vec2(-1, -1), from: 0,
      limit: limit, into: &list)
    appendCorner(
      radii.bottomLeft, at: Vec2(rect.minX, rect.maxY), inward: Vec2(1, -1),
      from: Float.pi * 0.5, limit: limit, into: &list)
    list.fillPolygon(points: start..<list.pointCount, color: color)
  }

  /// A quarter arc of radius `radius` (clamped to `limit`) at `corner`, whose centre lies
  /// `radius` along `inward` on both axes, from angle `from` clockwise on screen.
  private static func appendCorner(
    _ radius: Float, at corner: Vec2, inward: Vec2, from: Float, limit: Float,
    into list: inout DrawList
  ) {
    let r = max(0, min(radius, limit))
    guard r >= 0.01 else {
      list.addPoint(corner)
      return
    }
    let c = Vec2(corner.x + inward.x * r, corner.y + inward.y * r)
    let quarter = Float.pi * 0.5
    let n = Arc.chords(radius: r, sweep: quarter, tolerance: list.arcTolerance)
    Arc.forEachPoint(center: c, radius: r, start: from, sweep: quarter, chords: n) {
      list.addPoint($0)
    }
  }
}

/// The intersection of a circle and a rectangle as a convex polygon (the part of a spoiler
/// fragment already inside the reveal circle).
public enum CircleClip {
  /// Appends `circle ∩ rect` to `out` (clockwise on screen) and returns how many points were
  /// appended: 0 when they do not overlap. When the circle covers the rect, the rect's four
  /// corners; when the rect holds the circle, the circle flattened by `Arc` to within
  /// `tolerance`. `scratch` is reused storage.
  @discardableResult
  public static func append(
    center c: Vec2, radius r: Float, rect: Rect, tolerance: Float,
    scratch: inout [Vec2], into out: inout [Vec2]
  ) -> Int {
    guard r > 0, r.isFinite, c.isFinite, !rect.isEmpty else { return 0 }
    // Quick outs: no overlap, or the rect entirely inside the circle.
    let nearest = rect.clamp(c)
    if nearest.distance(to: c) >= r { return 0 }
    if rect.farthestCornerDistance(from: c) <= r {
      out.append(Vec2(rect.minX, rect.minY))
      out.append(Vec2(rect.maxX, rect.minY))
      out.append(Vec2(rect.maxX, rect.maxY))
      out.append(Vec2(rect.minX, rect.maxY))
      return 4
    }
    scratch.removeAll(keepingCapacity: true)
    Arc.appendCircle(center: c, radius: r, tolerance: tolerance, into: &scratch)
    RectClip.clip(&scratch, to: rect, using: &out)
    guard scratch.count >= 3 else { return 0 }
    out.append(contentsOf: scratch)
    return scratch.count
  }
}

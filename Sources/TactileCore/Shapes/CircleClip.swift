#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The intersection of a circle and a rectangle as a convex polygon (the part of a spoiler
/// fragment already inside the reveal circle).
public enum CircleClip {
  /// Chords used for a circle of radius `r` so the flattening error stays under `tolerance`.
  public static func segmentCount(radius r: Float, tolerance: Float) -> Int {
    RoundedRect.segmentsPerQuarter(radius: r, tolerance: tolerance) * 4
  }

  /// Appends `circle ∩ rect` to `out` (clockwise on screen) and returns how many points were
  /// appended: 0 when they do not overlap. When the circle covers the rect, the rect's four
  /// corners; when the rect holds the circle, the flattened circle. `scratch` is reused storage.
  @discardableResult
  public static func append(
    center c: Vec2, radius r: Float, rect: Rect, tolerance: Float = 0.25,
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
    let n = segmentCount(radius: r, tolerance: tolerance)
    for i in 0..<n {
      let a = Float(i) / Float(n) * 2 * Float.pi
      scratch.append(Vec2(c.x + r * cosf(a), c.y + r * sinf(a)))
    }
    RectClip.clip(&scratch, to: rect, using: &out)
    guard scratch.count >= 3 else { return 0 }
    out.append(contentsOf: scratch)
    return scratch.count
  }
}

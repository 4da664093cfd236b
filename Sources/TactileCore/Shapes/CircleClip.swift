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
    // Sutherland–Hodgman against the rect's four half-planes, ping-ponging via `out`'s tail.
    let start = out.count
    clip(
      &scratch, keepIf: { $0.x >= rect.minX },
      cross: { a, b in
        Vec2.lerp(a, b, (rect.minX - a.x) / (b.x - a.x))
      }, into: &out, start: start)
    clip(
      &scratch, keepIf: { $0.x <= rect.maxX },
      cross: { a, b in
        Vec2.lerp(a, b, (rect.maxX - a.x) / (b.x - a.x))
      }, into: &out, start: start)
    clip(
      &scratch, keepIf: { $0.y >= rect.minY },
      cross: { a, b in
        Vec2.lerp(a, b, (rect.minY - a.y) / (b.y - a.y))
      }, into: &out, start: start)
    clip(
      &scratch, keepIf: { $0.y <= rect.maxY },
      cross: { a, b in
        Vec2.lerp(a, b, (rect.maxY - a.y) / (b.y - a.y))
      }, into: &out, start: start)
    guard scratch.count >= 3 else { return 0 }
    out.append(contentsOf: scratch)
    return scratch.count
  }

  /// One Sutherland–Hodgman pass: `poly` is replaced by its part on the kept side. `out` past
  /// `start` is used as temporary storage and restored.
  private static func clip(
    _ poly: inout [Vec2], keepIf inside: (Vec2) -> Bool, cross: (Vec2, Vec2) -> Vec2,
    into out: inout [Vec2], start: Int
  ) {
    guard !poly.isEmpty else { return }
    var prev = poly[poly.count - 1]
    var prevIn = inside(prev)
    for p in poly {
      let pIn = inside(p)
      if pIn != prevIn { out.append(cross(prev, p)) }
      if pIn { out.append(p) }
      prev = p
      prevIn = pIn
    }
    poly.removeAll(keepingCapacity: true)
    poly.append(contentsOf: out[start...])
    out.removeSubrange(start...)
  }
}

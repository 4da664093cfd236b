/// Sutherland–Hodgman clipping of a polygon to a rectangle: a simple polygon stays simple
/// (the rectangle is convex), though edges may run along the rectangle's sides.
public enum RectClip {
  /// Replaces `poly` by its part inside `rect` (empty when they do not overlap). `storage`
  /// is used past its end as temporary room and left as it was.
  public static func clip(_ poly: inout [Vec2], to rect: Rect, using storage: inout [Vec2]) {
    let start = storage.count
    pass(
      &poly, keepIf: { $0.x >= rect.minX },
      cross: { a, b in Vec2.lerp(a, b, (rect.minX - a.x) / (b.x - a.x)) }, storage: &storage,
      start: start)
    pass(
      &poly, keepIf: { $0.x <= rect.maxX },
      cross: { a, b in Vec2.lerp(a, b, (rect.maxX - a.x) / (b.x - a.x)) }, storage: &storage,
      start: start)
    pass(
      &poly, keepIf: { $0.y >= rect.minY },
      cross: { a, b in Vec2.lerp(a, b, (rect.minY - a.y) / (b.y - a.y)) }, storage: &storage,
      start: start)
    pass(
      &poly, keepIf: { $0.y <= rect.maxY },
      cross: { a, b in Vec2.lerp(a, b, (rect.maxY - a.y) / (b.y - a.y)) }, storage: &storage,
      start: start)
    if poly.count < 3 { poly.removeAll(keepingCapacity: true) }
  }

  /// One pass: `poly` is replaced by its part on the kept side of one of the rect's sides.
  private static func pass(
    _ poly: inout [Vec2], keepIf inside: (Vec2) -> Bool, cross: (Vec2, Vec2) -> Vec2,
    storage out: inout [Vec2], start: Int
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

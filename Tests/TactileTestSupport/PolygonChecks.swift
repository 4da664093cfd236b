import TactileCore

/// Independent geometric checks for outlines, computed in Double.
public enum PolygonChecks {
  /// Sign of the turn a → b → c: > 0 counter-clockwise in y-up maths, 0 collinear.
  public static func orientation(_ a: Vec2, _ b: Vec2, _ c: Vec2) -> Double {
    let abx = Double(b.x) - Double(a.x)
    let aby = Double(b.y) - Double(a.y)
    let acx = Double(c.x) - Double(a.x)
    let acy = Double(c.y) - Double(a.y)
    return abx * acy - aby * acx
  }

  /// Whether `p`, known to be collinear with a–b, lies within the segment's bounding box.
  public static func onSegment(_ p: Vec2, _ a: Vec2, _ b: Vec2) -> Bool {
    p.x >= min(a.x, b.x) && p.x <= max(a.x, b.x) && p.y >= min(a.y, b.y) && p.y <= max(a.y, b.y)
  }

  /// Whether the closed segments a–b and c–d share any point (touching and overlap count).
  public static func segmentsIntersect(_ a: Vec2, _ b: Vec2, _ c: Vec2, _ d: Vec2) -> Bool {
    let o1 = orientation(a, b, c)
    let o2 = orientation(a, b, d)
    let o3 = orientation(c, d, a)
    let o4 = orientation(c, d, b)
    if ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0)) {
      return true
    }
    if o1 == 0 && onSegment(c, a, b) { return true }
    if o2 == 0 && onSegment(d, a, b) { return true }
    if o3 == 0 && onSegment(a, c, d) { return true }
    if o4 == 0 && onSegment(b, c, d) { return true }
    return false
  }

  /// Whether the closed polygon (last point joins the first) is simple: no two non-adjacent
  /// edges meet, no adjacent edges fold back over each other, no repeated consecutive points.
  /// O(n²).
  public static func isSimple(_ p: [Vec2]) -> Bool {
    let n = p.count
    guard n >= 3 else { return false }
    for i in 0..<n where p[i] == p[(i + 1) % n] { return false }
    for i in 0..<n {
      let a = p[i]
      let b = p[(i + 1) % n]
      let c = p[(i + 2) % n]
      // Adjacent edges a–b, b–c: collinear and turning back means they overlap.
      if orientation(a, b, c) == 0 {
        let dot =
          (Double(b.x) - Double(a.x)) * (Double(c.x) - Double(b.x))
          + (Double(b.y) - Double(a.y)) * (Double(c.y) - Double(b.y))
        if dot < 0 { return false }
      }
    }
    for i in 0..<n {
      let a = p[i]
      let b = p[(i + 1) % n]
      for j in stride(from: i + 2, to: n, by: 1) {
        if i == 0 && j == n - 1 { continue }  // Adjacent through the closing edge.
        if segmentsIntersect(a, b, p[j], p[(j + 1) % n]) { return false }
      }
    }
    return true
  }

  /// The x positions where the horizontal line at `y` crosses the closed polygon's edges, with
  /// the half-open rule (an edge counts when exactly one end is at or below `y`), so a vertex on
  /// the line is counted once and horizontal edges never.
  public static func crossings(_ p: [Vec2], y: Float) -> [Float] {
    var xs: [Float] = []
    let n = p.count
    for i in 0..<n {
      let a = p[i]
      let b = p[(i + 1) % n]
      if (a.y <= y) != (b.y <= y) {
        let t = (Double(y) - Double(a.y)) / (Double(b.y) - Double(a.y))
        xs.append(Float(Double(a.x) + t * (Double(b.x) - Double(a.x))))
      }
    }
    return xs.sorted()
  }

  /// Distance from `p` to the polyline through `points` (open), in Double.
  public static func distance(from p: (x: Double, y: Double), toPolyline points: [Vec2]) -> Double {
    var best = Double.infinity
    for i in 0..<(points.count - 1) {
      let ax = Double(points[i].x)
      let ay = Double(points[i].y)
      let bx = Double(points[i + 1].x)
      let by = Double(points[i + 1].y)
      let dx = bx - ax
      let dy = by - ay
      let l2 = dx * dx + dy * dy
      var t = l2 > 0 ? ((p.x - ax) * dx + (p.y - ay) * dy) / l2 : 0
      t = min(max(t, 0), 1)
      let ex = ax + t * dx - p.x
      let ey = ay + t * dy - p.y
      best = min(best, (ex * ex + ey * ey).squareRoot())
    }
    return best
  }
}

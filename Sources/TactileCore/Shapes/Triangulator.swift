/// Triangulates simple polygons (no self-intersections, any winding) by ear clipping.
///
/// Reuses its scratch storage: after the first few calls, triangulating allocates nothing.
/// Takes arrays, not any collection: a generic outline is specialized only where the compiler
/// sees both the caller and this file, and unspecialized it allocates at every index.
/// Convex polygons take a fast path (a fan). Ear clipping costs about n² steps for the few
/// hundred points of the shapes here; its work is bounded by `workBudget` whatever the input,
/// so a hostile outline (tens of thousands of points, coordinates whose cross products
/// overflow) costs milliseconds, not hours.
public struct Triangulator {
  private var remaining: [Int32] = []

  /// Most steps one call spends clipping ears (a step is a vertex looked at as an ear or a
  /// vertex tested against a candidate ear): enough for a simple outline of about 2 800
  /// points, a few milliseconds in a release build. Past it, the vertices left are filled as
  /// a fan from the first of them: no point is lost and the call ends, though on a concave
  /// remainder the fan may also cover some area outside the outline.
  public static let workBudget = 1 << 22

  public init() {}

  /// Twice the signed area: positive for clockwise on screen (y down).
  public static func signedArea2(_ p: [Vec2]) -> Float {
    guard p.count >= 3 else { return 0 }
    var s: Float = 0
    var j = p.endIndex - 1
    for i in p.indices {
      s += p[j].x * p[i].y - p[i].x * p[j].y
      j = i
    }
    return s
  }

  /// Whether every turn goes the same way (collinear points allowed).
  public static func isConvex(_ p: [Vec2]) -> Bool {
    let n = p.count
    guard n >= 3 else { return false }
    var sign: Float = 0
    for k in 0..<n {
      let a = p[k]
      let c = p[(k + 1) % n]
      let d = p[(k + 2) % n]
      let z = (c - a).cross(d - c)
      if z != 0 {
        if sign == 0 {
          sign = z
        } else if (z > 0) != (sign > 0) {
          return false
        }
      }
    }
    return true
  }

  /// Appends triangles (as indices into `points`, offset by `base`) to `indices`.
  /// Returns false for fewer than three points (nothing appended) and when ear clipping ran
  /// out of `workBudget` (the rest is a fan, see there). Degenerate vertices (collinear runs,
  /// slight self-overlap, non-finite arithmetic) that never become ears are dropped. Every
  /// index appended is below `points.count` (plus `base`), at most n − 2 triangles.
  @discardableResult
  public mutating func triangulate(
    _ points: [Vec2], base: Int32, into indices: inout [Int32]
  ) -> Bool {
    let n = points.count
    guard n >= 3 else { return false }
    if Triangulator.isConvex(points) {
      for i in 1..<(n - 1) {
        indices.append(base)
        indices.append(base + Int32(i))
        indices.append(base + Int32(i + 1))
      }
      return true
    }
    let clockwise = Triangulator.signedArea2(points) > 0
    remaining.removeAll(keepingCapacity: true)
    for i in 0..<n { remaining.append(Int32(i)) }
    clipEars(points, clockwise: clockwise, base: base, into: &indices)
    // The last triangle, or the fan of what the budget left.
    let left = remaining.count
    if left >= 3 {
      for k in 1..<(left - 1) {
        indices.append(base + remaining[0])
        indices.append(base + remaining[k])
        indices.append(base + remaining[k + 1])
      }
    }
    return left <= 3
  }

  /// Clips ears off the polygon of `remaining` until three vertices are left, or the work
  /// budget is spent; degenerate vertices that never become ears are dropped.
  private mutating func clipEars(
    _ points: [Vec2], clockwise: Bool, base: Int32, into indices: inout [Int32]
  ) {
    var guardCount = 0
    var work = 0
    var i = 0
    while remaining.count > 3 {
      let m = remaining.count
      work += 1
      if work > Triangulator.workBudget { return }
      let (ia, ib, ic) = (remaining[(i + m - 1) % m], remaining[i % m], remaining[(i + 1) % m])
      let (a, b, c) = (points[Int(ia)], points[Int(ib)], points[Int(ic)])
      let z = (b - a).cross(c - b)
      var isEar = clockwise ? z > 0 : z < 0
      if isEar {
        work += m
        isEar = !remaining.contains { k in
          k != ia && k != ib && k != ic
            && Triangulator.pointInTriangle(points[Int(k)], a, b, c)
        }
      }
      if isEar {
        indices.append(base + ia)
        indices.append(base + ib)
        indices.append(base + ic)
        remaining.remove(at: i % m)
        guardCount = 0
        i = max(0, (i % m) - 1)
        continue
      }
      i = (i + 1) % m
      guardCount += 1
      // Degenerate (collinear runs or slight self-overlap): drop the flattest vertex.
      if guardCount > m && (z == 0 || guardCount > 2 * m) {
        remaining.remove(at: i % remaining.count)
        guardCount = 0
      }
    }
  }

  @inline(__always)
  static func pointInTriangle(_ p: Vec2, _ a: Vec2, _ b: Vec2, _ c: Vec2) -> Bool {
    let d1 = (b - a).cross(p - a)
    let d2 = (c - b).cross(p - b)
    let d3 = (a - c).cross(p - c)
    let hasNeg = d1 < 0 || d2 < 0 || d3 < 0
    let hasPos = d1 > 0 || d2 > 0 || d3 > 0
    return !(hasNeg && hasPos)
  }
}

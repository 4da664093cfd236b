/// A cubic Bezier curve: starts at `p0`, leaves towards `p1`, arrives from `p2`, ends at `p3`.
///
/// The project's one Bezier: evaluation, tangent, de Casteljau split and flattening to a
/// polyline with a guaranteed error bound. Coordinates are in whatever unit the caller uses
/// (points or pixels); tolerances are in that same unit.
public struct CubicBezier: Hashable, Sendable, CustomStringConvertible {
  public var p0: Vec2
  public var p1: Vec2
  public var p2: Vec2
  public var p3: Vec2

  /// Most segments one curve is flattened into. Only curves whose second differences exceed
  /// about `maxSegments² · tolerance` (e.g. 1.4 million units at tolerance 0.25) hit it, and
  /// then the error bound no longer holds; non-finite curves also get this many.
  public static let maxSegments = 4096

  @inlinable public init(_ p0: Vec2, _ p1: Vec2, _ p2: Vec2, _ p3: Vec2) {
    self.p0 = p0
    self.p1 = p1
    self.p2 = p2
    self.p3 = p3
  }

  /// A straight segment from `a` to `b` as a cubic (controls at the thirds).
  @inlinable public init(line a: Vec2, _ b: Vec2) {
    self.init(a, Vec2.lerp(a, b, 1.0 / 3), Vec2.lerp(a, b, 2.0 / 3), b)
  }

  /// The point at parameter `t` (0 → `p0`, 1 → `p3`), in Bernstein form.
  @inlinable public func point(at t: Float) -> Vec2 {
    let u = 1 - t
    let b0 = u * u * u
    let b1 = 3 * u * u * t
    let b2 = 3 * u * t * t
    let b3 = t * t * t
    return Vec2(
      b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x,
      b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
  }

  /// The first derivative dB/dt at `t`: the tangent, in units per unit of `t`.
  @inlinable public func derivative(at t: Float) -> Vec2 {
    let u = 1 - t
    let a = (p1 - p0) * (3 * u * u)
    let b = (p2 - p1) * (6 * u * t)
    let c = (p3 - p2) * (3 * t * t)
    return a + b + c
  }

  /// The second derivative d²B/dt² at `t`.
  @inlinable public func secondDerivative(at t: Float) -> Vec2 {
    let d0 = p0 - p1 * 2 + p2
    let d1 = p1 - p2 * 2 + p3
    return (d0 * (1 - t) + d1 * t) * 6
  }

  /// An upper bound of ‖B″(t)‖ over 0…1: B″ moves linearly between `6·d0` and `6·d1`, the
  /// second differences of the control polygon, so its length never exceeds the longer one.
  @inlinable public var secondDerivativeBound: Float {
    let d0 = p0 - p1 * 2 + p2
    let d1 = p1 - p2 * 2 + p3
    return 6 * max(d0.length, d1.length)
  }

  /// The two halves at `t` (de Casteljau): the first runs over 0…t, the second over t…1, and
  /// together they trace the same curve.
  @inlinable public func split(at t: Float) -> (CubicBezier, CubicBezier) {
    let a = Vec2.lerp(p0, p1, t)
    let b = Vec2.lerp(p1, p2, t)
    let c = Vec2.lerp(p2, p3, t)
    let ab = Vec2.lerp(a, b, t)
    let bc = Vec2.lerp(b, c, t)
    let mid = Vec2.lerp(ab, bc, t)
    return (CubicBezier(p0, a, ab, mid), CubicBezier(mid, bc, c, p3))
  }

  /// The smallest rectangle holding the four control points; the curve lies inside it.
  @inlinable public var controlBounds: Rect {
    let x0 = min(min(p0.x, p1.x), min(p2.x, p3.x))
    let y0 = min(min(p0.y, p1.y), min(p2.y, p3.y))
    let x1 = max(max(p0.x, p1.x), max(p2.x, p3.x))
    let y1 = max(max(p0.y, p1.y), max(p2.y, p3.y))
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// How many equal parameter steps keep the polyline within `tolerance` of the curve
  /// (Wang's formula).
  ///
  /// On a step of length h the chord differs from the curve by at most h²/8 · max‖B″‖ (the
  /// linear interpolation remainder, valid for vector functions), so n = ⌈√(max‖B″‖ / (8·tol))⌉
  /// steps suffice. Both directions hold: every curve point is within `tolerance` of the chord
  /// at the same parameter, and every chord point within `tolerance` of the curve. A tolerance
  /// that is not positive is raised to 1e-6. Returns 1 for straight curves, at most
  /// `maxSegments`.
  @inlinable public func segmentCount(tolerance: Float) -> Int {
    let tol = tolerance > 1e-6 ? tolerance : 1e-6
    let bound = secondDerivativeBound
    guard bound.isFinite else { return CubicBezier.maxSegments }
    let n = (bound / (8 * tol)).squareRoot().rounded(.up)
    guard n > 1 else { return 1 }
    return n < Float(CubicBezier.maxSegments) ? Int(n) : CubicBezier.maxSegments
  }

  /// Appends the curve as a polyline whose distance to the curve is at most `tolerance`
  /// (same unit as the points; default 0.25, i.e. a quarter pixel when the points are pixels).
  ///
  /// Appends `segmentCount(tolerance:)` points at equal parameter steps, ending exactly at `p3`,
  /// preceded by `p0` when `includingStart` is true (pass false to chain curves that share
  /// end points). Allocates nothing when `points` has the capacity.
  @inlinable public func flatten(
    tolerance: Float = 0.25, includingStart: Bool = true, into points: inout [Vec2]
  ) {
    if includingStart { points.append(p0) }
    let n = segmentCount(tolerance: tolerance)
    if n > 1 {
      let step = 1 / Float(n)
      for i in 1..<n { points.append(point(at: Float(i) * step)) }
    }
    points.append(p3)
  }

  public var description: String { "CubicBezier(\(p0), \(p1), \(p2), \(p3))" }
}

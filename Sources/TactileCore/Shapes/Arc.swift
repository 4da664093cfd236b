#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one arc flattener: every rounded corner, circle and reveal circle is cut into chords
/// here, so that no chord strays more than a fixed fraction of a device pixel from the true
/// curve at any pixel scale.
public enum Arc {
  /// How far a chord may stray from its arc, in device pixels.
  public static let pixelTolerance: Float = 0.2
  /// Most chords a quarter circle is cut into (a radius of about 10 000 pixels needs them).
  public static let maxChordsPerQuarter = 64

  /// The tolerance in points for output at `pixelScale` pixels per point.
  @inlinable public static func tolerance(pixelScale: Float) -> Float {
    pixelTolerance / max(pixelScale, 0.01)
  }

  /// Chords for an arc of `sweep` radians (at most a full turn) and radius `radius`, so that
  /// the sagitta r·(1 − cos(θ/2)) of each chord is at most `tolerance` (same units as the
  /// radius). At least one chord per quarter turn started.
  public static func chords(radius r: Float, sweep: Float, tolerance: Float) -> Int {
    let quarters = max(1, Int((abs(sweep) / (Float.pi * 0.5) - 1e-4).rounded(.up)))
    guard r > tolerance, tolerance > 0 else { return quarters }
    let most = maxChordsPerQuarter * quarters
    let theta = 2 * acosf(1 - tolerance / r)
    // Huge radii make θ round to 0: the limit applies before converting to an integer.
    let n = min(Float(most), (abs(sweep) / theta).rounded(.up))
    return max(quarters, n.isNaN ? most : Int(n))
  }

  /// Calls `point` with the `chords + 1` points of the arc around `center` from angle `start`
  /// through `sweep` radians (clockwise on screen for a positive sweep: y points down),
  /// the first and last exactly on the arc's ends.
  @inlinable public static func forEachPoint(
    center c: Vec2, radius r: Float, start: Float, sweep: Float, chords n: Int,
    _ point: (Vec2) -> Void
  ) {
    let count = max(1, n)
    for i in 0...count {
      let a = start + Float(i) / Float(count) * sweep
      point(Vec2(c.x + r * cosf(a), c.y + r * sinf(a)))
    }
  }

  /// Appends a whole circle (the `chords` points of it, the first at angle 0, not repeated at
  /// the end), flattened to within `tolerance`, to `out`.
  public static func appendCircle(
    center c: Vec2, radius r: Float, tolerance: Float, into out: inout [Vec2]
  ) {
    let n = chords(radius: r, sweep: 2 * Float.pi, tolerance: tolerance)
    for i in 0..<n {
      let a = Float(i) / Float(n) * 2 * Float.pi
      out.append(Vec2(c.x + r * cosf(a), c.y + r * sinf(a)))
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Convenience shapes built from the general commands.
extension DrawList {
  /// A filled circle (a pill of equal sides), anti-aliased.
  public mutating func fillCircle(center: Vec2, radius: Float, color: Color) {
    guard radius > 0 else { return }
    fillRect(
      Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
      color: color, cornerRadius: radius)
  }

  /// The flattening tolerance, in points, for arcs drawn into this list (see `pixelScale`).
  public var arcTolerance: Float { Arc.tolerance(pixelScale: pixelScale) }

  /// A circle outline `width` points wide, flattened by `Arc` at the list's pixel scale.
  public mutating func strokeCircle(center: Vec2, radius: Float, width: Float, color: Color) {
    guard radius > 0 else { return }
    let n = Arc.chords(radius: radius, sweep: 2 * Float.pi, tolerance: arcTolerance)
    let start = pointCount
    for i in 0..<n {
      let a = Float(i) / Float(n) * 2 * Float.pi
      addPoint(Vec2(center.x + radius * cosf(a), center.y + radius * sinf(a)))
    }
    strokePolyline(points: start..<pointCount, width: width, color: color, closed: true)
  }
}

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

  /// A circle outline `width` points wide, flattened to `segments` chords.
  public mutating func strokeCircle(
    center: Vec2, radius: Float, width: Float, color: Color, segments: Int = 48
  ) {
    guard radius > 0, segments >= 3 else { return }
    let start = pointCount
    for i in 0..<segments {
      let a = Float(i) / Float(segments) * 2 * Float.pi
      addPoint(Vec2(center.x + radius * cosf(a), center.y + radius * sinf(a)))
    }
    strokePolyline(points: start..<pointCount, width: width, color: color, closed: true)
  }
}

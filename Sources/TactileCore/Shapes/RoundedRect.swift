#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The outline of a rounded rectangle, clockwise on screen (y down), appended to `out`.
///
/// `radius` is clamped to half the shorter side; each corner gets enough chords that the
/// flattening error stays under `tolerance` (same units as the rectangle).
public enum RoundedRect {
  public static func appendOutline(
    _ rect: Rect, radius: Float, tolerance: Float = 0.25, into out: inout [Vec2]
  ) {
    let r = max(0, min(radius, min(rect.width, rect.height) * 0.5))
    if r <= 0.01 {
      out.append(Vec2(rect.minX, rect.minY))
      out.append(Vec2(rect.maxX, rect.minY))
      out.append(Vec2(rect.maxX, rect.maxY))
      out.append(Vec2(rect.minX, rect.maxY))
      return
    }
    let n = segmentsPerQuarter(radius: r, tolerance: tolerance)
    // Corner centres, clockwise from top-left; each arc starts at angle `start`.
    let centres = [
      (Vec2(rect.minX + r, rect.minY + r), Float.pi),
      (Vec2(rect.maxX - r, rect.minY + r), Float.pi * 1.5),
      (Vec2(rect.maxX - r, rect.maxY - r), 0),
      (Vec2(rect.minX + r, rect.maxY - r), Float.pi * 0.5),
    ]
    for (c, start) in centres {
      for i in 0...n {
        let a = start + Float(i) / Float(n) * (Float.pi * 0.5)
        out.append(Vec2(c.x + r * cosf(a), c.y + r * sinf(a)))
      }
    }
  }

  /// Chords per quarter circle so that the sagitta r·(1 − cos(θ/2)) ≤ tolerance.
  public static func segmentsPerQuarter(radius r: Float, tolerance: Float) -> Int {
    guard r > tolerance else { return 1 }
    let theta = 2 * acosf(1 - tolerance / r)
    return max(1, min(64, Int(((Float.pi * 0.5) / theta).rounded(.up))))
  }
}

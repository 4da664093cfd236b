/// The outline of a rounded rectangle, clockwise on screen (y down), appended to `out`.
///
/// `radius` is clamped to half the shorter side; the corners are flattened by `Arc` so that
/// the error stays under `tolerance` (same units as the rectangle; `Arc.tolerance(pixelScale:)`
/// for the usual fraction of a device pixel).
public enum RoundedRect {
  public static func appendOutline(
    _ rect: Rect, radius: Float, tolerance: Float, into out: inout [Vec2]
  ) {
    let r = max(0, min(radius, min(rect.width, rect.height) * 0.5))
    if r <= 0.01 {
      out.append(Vec2(rect.minX, rect.minY))
      out.append(Vec2(rect.maxX, rect.minY))
      out.append(Vec2(rect.maxX, rect.maxY))
      out.append(Vec2(rect.minX, rect.maxY))
      return
    }
    let quarter = Float.pi * 0.5
    let n = Arc.chords(radius: r, sweep: quarter, tolerance: tolerance)
    // Corner centres, clockwise from top-left; each arc starts at angle `start`.
    let corners = [
      (Vec2(rect.minX + r, rect.minY + r), Float.pi),
      (Vec2(rect.maxX - r, rect.minY + r), Float.pi * 1.5),
      (Vec2(rect.maxX - r, rect.maxY - r), 0),
      (Vec2(rect.minX + r, rect.maxY - r), Float.pi * 0.5),
    ]
    for (c, start) in corners {
      Arc.forEachPoint(center: c, radius: r, start: start, sweep: quarter, chords: n) {
        out.append($0)
      }
    }
  }
}

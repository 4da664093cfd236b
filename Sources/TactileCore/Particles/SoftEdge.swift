/// The soft edge of a particle region: a factor that falls linearly from 1 to 0 over the last
/// `softness` points before the region's edge, so the dust thins out instead of stopping at a
/// hard line. A softness of 0 (or less, or not finite) gives 1 everywhere.
struct SoftEdge {
  let minX: Float
  let maxX: Float
  let minY: Float
  let maxY: Float
  /// 1 / softness (points⁻¹), 0 for no softness.
  let slope: Float
  /// 0, or 1 for no softness (the factor is then 1 everywhere).
  let bias: Float

  init(rect: Rect, softness: Float) {
    minX = rect.minX
    maxX = rect.maxX
    minY = rect.minY
    maxY = rect.maxY
    let soft = softness > 1e-3 && softness.isFinite
    slope = soft ? 1 / softness : 0
    bias = soft ? 0 : 1
  }

  /// The factor for a point inside the rect, 0…1 (0 on the edge, 1 at `softness` inside).
  @inline(__always)
  func factor(_ x: Float, _ y: Float) -> Float {
    let d = min(min(x - minX, maxX - x), min(y - minY, maxY - y))
    return min(max(d * slope + bias, 0), 1)
  }
}

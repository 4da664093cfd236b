extension Int {
  /// Bounds of a pixel index converted from a coordinate: far beyond any surface (2³⁰ pixels)
  /// and far inside `Int`'s range, so sums of a few such indices never overflow.
  public static let pixelIndexLimit = 1 << 30

  /// `value` rounded by `rule` and clamped to ±`pixelIndexLimit` before the conversion, which
  /// would trap for a coordinate of 1e19, ∞ or NaN (NaN gives `-pixelIndexLimit`). For the
  /// pixel ranges rasterizers derive from coordinates they do not control, and for texel
  /// indices (once per textured pixel): always inlined, so that a constant `rule` leaves one
  /// conversion and one comparison.
  @inlinable @inline(__always)
  public init(pixelIndex value: Float, _ rule: FloatingPointRoundingRule) {
    let limit = Float(Int.pixelIndexLimit)
    guard value > -limit else {
      self = -Int.pixelIndexLimit
      return
    }
    guard value < limit else {
      self = Int.pixelIndexLimit
      return
    }
    // Converting truncates towards zero; a whole `Float` of this size converts exactly back.
    // (`rounded(.up)` or `.down` is a library call on processors without SSE4.1's `roundss`,
    // which the toolchain's baseline for x86-64 lacks.)
    let truncated = Int(value)
    switch rule {
    case .down: self = Float(truncated) > value ? truncated - 1 : truncated
    case .up: self = Float(truncated) < value ? truncated + 1 : truncated
    default: self = Int(value.rounded(rule))
    }
  }
}

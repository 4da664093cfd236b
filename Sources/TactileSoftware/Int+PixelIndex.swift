extension Int {
  /// Bounds of a pixel index converted from a coordinate: far beyond any surface (2³⁰ pixels)
  /// and far inside `Int`'s range, so sums of a few such indices never overflow.
  public static let pixelIndexLimit = 1 << 30

  /// `value` rounded by `rule` and clamped to ±`pixelIndexLimit` before the conversion, which
  /// would trap for a coordinate of 1e19, ∞ or NaN (NaN gives `-pixelIndexLimit`). For the
  /// pixel ranges rasterizers derive from coordinates they do not control.
  @inlinable public init(pixelIndex value: Float, _ rule: FloatingPointRoundingRule) {
    let limit = Float(Int.pixelIndexLimit)
    guard value > -limit else {
      self = -Int.pixelIndexLimit
      return
    }
    guard value < limit else {
      self = Int.pixelIndexLimit
      return
    }
    self = Int(value.rounded(rule))
  }
}

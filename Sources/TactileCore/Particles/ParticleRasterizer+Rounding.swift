extension ParticleRasterizer {
  /// 1.5 × 2²³ (12 582 912). Adding it to a `Float` of magnitude below 2²² rounds that value
  /// to the nearest integer (ties to even: the sum has no bits below 1) and leaves the integer
  /// in the low bits of the sum's bit pattern, so subtracting `roundingBiasBits` gives it as
  /// an `Int32`. Unlike `Int32(_:)`, which traps on values out of range and keeps a loop
  /// scalar, this is two vector instructions.
  static let roundingBias: Float = 12_582_912
  static let roundingBiasBits = Int32(bitPattern: roundingBias.bitPattern)

  /// `v` rounded to the nearest integer (ties to even); `|v|` must stay below 2²².
  @inline(__always)
  static func rounded(_ v: Float) -> Int32 {
    Int32(bitPattern: (v + roundingBias).bitPattern) &- roundingBiasBits
  }
}

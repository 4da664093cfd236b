extension Size {
  /// The longest side, in points, a window may be asked for (`--size`, a script's `resize`):
  /// 16 384, the largest texture side GPUs commonly take.
  public static let largestWindowSide = 16_384
}

/// Eight bytes of UTF-8 read as one 64-bit word and tested lane by lane at once, for the quick
/// scans over mostly-ASCII text (the markup's bytes, paragraph ends, stretches of ASCII).
enum ByteLanes {
  /// 0x01 and 0x80 in every lane.
  static let ones: UInt64 = 0x0101_0101_0101_0101
  static let high: UInt64 = 0x8080_8080_8080_8080

  /// The 8 bytes from `i` (at least 8 must be left), the first in the lowest lane.
  @inline(__always) static func load(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt64 {
    UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
  }

  /// Nonzero when a lane of `x` is below `n` (at most 0x80): taking `n` from such a lane
  /// borrows into its clear high bit. Lanes above a flagged one may be flagged wrongly, so
  /// only whether the result is zero is exact.
  @inline(__always) static func below(_ x: UInt64, _ n: UInt8) -> UInt64 {
    (x &- ones &* UInt64(n)) & ~x & high
  }

  /// Nonzero when a lane of `x` is `b` (same caveat as `below`).
  @inline(__always) static func holding(_ x: UInt64, _ b: UInt8) -> UInt64 {
    below(x ^ (ones &* UInt64(b)), 1)
  }

  /// Whether the 8 lanes are ASCII and none is a control below U+000E (which takes in LF, VT,
  /// FF and CR; a tab only sends a scan the slow way).
  @inline(__always) static func isASCIIWithoutControls(_ x: UInt64) -> Bool {
    (x & high) | below(x, 0x0E) == 0
  }
}

/// A small, fast, deterministic random number generator: xoshiro256** (Blackman & Vigna),
/// seeded through SplitMix64.
///
/// The same seed always gives the same sequence, on every platform. Not for cryptography. Pass it
/// in `inout` wherever randomness is needed.
public struct SeededRandom: RandomNumberGenerator, Hashable, Sendable {
  @usableFromInline internal var s0: UInt64
  @usableFromInline internal var s1: UInt64
  @usableFromInline internal var s2: UInt64
  @usableFromInline internal var s3: UInt64

  /// Creates a generator whose state is four SplitMix64 outputs of `seed` (never all zero).
  @inlinable public init(seed: UInt64) {
    var x = seed
    s0 = SeededRandom.splitMix64(&x)
    s1 = SeededRandom.splitMix64(&x)
    s2 = SeededRandom.splitMix64(&x)
    s3 = SeededRandom.splitMix64(&x)
  }

  @inlinable internal static func splitMix64(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  @inlinable internal static func rotateLeft(_ x: UInt64, by k: UInt64) -> UInt64 {
    (x << k) | (x >> (64 &- k))
  }

  /// The next 64 uniformly distributed bits.
  @inlinable public mutating func next() -> UInt64 {
    let result = SeededRandom.rotateLeft(s1 &* 5, by: 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = SeededRandom.rotateLeft(s3, by: 45)
    return result
  }

  /// Uniform in [0, 1), with 24 random bits (every value a multiple of 2⁻²⁴).
  @inlinable public mutating func unitFloat() -> Float {
    Float(next() >> 40) * 0x1p-24
  }

  /// Uniform in [0, 1), with 53 random bits (every value a multiple of 2⁻⁵³).
  @inlinable public mutating func unitDouble() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// Uniform in `range` (the upper bound is reachable only through rounding).
  @inlinable public mutating func float(in range: ClosedRange<Float>) -> Float {
    min(range.lowerBound + (range.upperBound - range.lowerBound) * unitFloat(), range.upperBound)
  }

  /// Uniform in `range` (the upper bound is reachable only through rounding).
  @inlinable public mutating func double(in range: ClosedRange<Double>) -> Double {
    min(range.lowerBound + (range.upperBound - range.lowerBound) * unitDouble(), range.upperBound)
  }

  /// Uniform in `0..<bound`, without modulo bias (Lemire's multiply-and-reject). `bound` must be
  /// positive.
  @inlinable public mutating func int(below bound: Int) -> Int {
    precondition(bound > 0, "SeededRandom.int(below:) needs a positive bound")
    let n = UInt64(bound)
    var m = next().multipliedFullWidth(by: n)
    if m.low < n {
      let threshold = (0 &- n) % n
      while m.low < threshold {
        m = next().multipliedFullWidth(by: n)
      }
    }
    return Int(m.high)
  }
}

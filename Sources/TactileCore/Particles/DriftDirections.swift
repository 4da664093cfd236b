#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Unit vectors evenly spread around the circle, interleaved (x, y): a spawning particle picks
/// its drift direction by index instead of paying for `cos` and `sin`. 512 directions are
/// 0.7° apart, finer than any visible difference for a drifting dot.
enum DriftDirections {
  /// Number of directions; a power of two, so a random index is a bit mask.
  static let count = 512
  /// `2 * count` floats: x₀, y₀, x₁, y₁, …
  static let table: [Float] = {
    var table = [Float](repeating: 0, count: 2 * count)
    for k in 0..<count {
      let angle = 2 * Double.pi * Double(k) / Double(count)
      table[2 * k] = Float(cos(angle))
      table[2 * k + 1] = Float(sin(angle))
    }
    return table
  }()
}

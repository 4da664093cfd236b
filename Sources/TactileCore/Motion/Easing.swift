#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A timing curve mapping linear progress to eased progress, both in 0…1.
///
/// Input is clamped to 0…1 (NaN counts as 0); the output is exactly 0 at 0 and exactly 1 at 1,
/// and every curve is monotonic non-decreasing. The in-out curves are point-symmetric:
/// `f(1 − t) = 1 − f(t)`. Formulas follow easings.net.
public enum Easing: Sendable, Hashable, CaseIterable {
  case linear
  case easeInQuad
  case easeOutQuad
  case easeInOutQuad
  case easeInCubic
  case easeOutCubic
  case easeInOutCubic
  case easeInOutSine

  /// The eased progress for linear progress `t`.
  public func callAsFunction(_ t: Double) -> Double {
    guard t > 0 else { return 0 }
    guard t < 1 else { return 1 }
    switch self {
    case .linear:
      return t
    case .easeInQuad:
      return t * t
    case .easeOutQuad:
      let u = 1 - t
      return 1 - u * u
    case .easeInOutQuad:
      if t < 0.5 { return 2 * t * t }
      let u = 2 - 2 * t
      return 1 - u * u / 2
    case .easeInCubic:
      return t * t * t
    case .easeOutCubic:
      let u = 1 - t
      return 1 - u * u * u
    case .easeInOutCubic:
      if t < 0.5 { return 4 * t * t * t }
      let u = 2 - 2 * t
      return 1 - u * u * u / 2
    case .easeInOutSine:
      return (1 - cos(Double.pi * t)) / 2
    }
  }
}

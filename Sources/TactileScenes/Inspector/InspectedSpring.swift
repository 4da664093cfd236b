import TactileCore

/// One sample of an animation for the inspector's plot: what moves (`name`), where it is and
/// where it is heading, in the animation's own unit, and the spring that drives it (`nil` for
/// a timed animation such as the strike's pen).
public struct InspectedSpring: Equatable, Sendable {
  public var name: String
  public var value: Double
  public var target: Double
  public var spring: Spring?

  public init(name: String, value: Double, target: Double, spring: Spring? = nil) {
    self.name = name
    self.value = value
    self.target = target
    self.spring = spring
  }

  /// A sample of `springValue`, called `name`.
  public init(name: String, _ springValue: SpringValue<Double>) {
    self.init(
      name: name, value: springValue.value, target: springValue.target,
      spring: springValue.spring)
  }

  /// A list's smooth scroll while it runs (offset in points), else `nil`.
  public init?(scrolling scroll: ScrollState) {
    guard scroll.isAnimating else { return nil }
    self.init(
      name: "scroll offset (pt)", value: Double(scroll.offset), target: Double(scroll.targetOffset),
      spring: scroll.spring)
  }

  /// The spring's parameters for the plot's caption ("timed" for a timed animation).
  public var springDescription: String {
    guard let spring else { return "timed, not a spring" }
    return "spring: response " + InspectedSpring.format(spring.response) + " s, damping "
      + InspectedSpring.format(spring.dampingFraction)
  }

  /// `v` with two decimals (no Foundation).
  static func format(_ v: Double) -> String {
    guard v.isFinite else { return "–" }
    let hundredths = Int((abs(v) * 100).rounded())
    let frac = hundredths % 100
    return (v < 0 && hundredths > 0 ? "-" : "") + "\(hundredths / 100)."
      + (frac < 10 ? "0" : "") + "\(frac)"
  }
}

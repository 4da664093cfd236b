import TactileCore

/// One sample of an animation for the inspector's plot: what moves (`name`), where it is and
/// where it is heading, in the animation's own unit, and what drives it (`motion`): a spring,
/// a timed run such as the strike's pen, a linear run, the pointer itself, or a chase of it.
public struct InspectedSpring: Equatable, Sendable {
  /// What moves the value.
  public enum Motion: Equatable, Sendable {
    /// A spring (response and damping).
    case spring(Spring)
    /// A timed animation along an easing curve.
    case timed
    /// A linear run taking `secondsPerUnit` for each unit of the value (a wave's progress
    /// under linear motion: 0 → 1 in that many seconds).
    case linear(secondsPerUnit: Double)
    /// The value follows the pointer as it is dragged.
    case dragged
    /// The value chases the pointer at no more than `speed` units per second.
    case chase(speed: Double)
  }

  public var name: String
  public var value: Double
  public var target: Double
  public var motion: Motion

  public init(name: String, value: Double, target: Double, motion: Motion) {
    self.name = name
    self.value = value
    self.target = target
    self.motion = motion
  }

  /// A sample of an animation on `spring`, or a timed one when `spring` is nil.
  public init(name: String, value: Double, target: Double, spring: Spring? = nil) {
    self.init(
      name: name, value: value, target: target, motion: spring.map { .spring($0) } ?? .timed)
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

  /// The spring driving the value, if a spring does.
  public var spring: Spring? {
    if case .spring(let s) = motion { return s }
    return nil
  }

  /// What drives the value, for the plot's caption.
  public var springDescription: String {
    switch motion {
    case .spring(let spring):
      return "spring: response " + InspectedSpring.format(spring.response) + " s, damping "
        + InspectedSpring.format(spring.dampingFraction)
    case .timed:
      return "timed, not a spring"
    case .linear(let seconds):
      return "linear, no spring: " + InspectedSpring.format(seconds) + " s for 0 → 1"
    case .dragged:
      return "follows the pointer (no spring while held)"
    case .chase(let speed):
      return "chases the pointer at up to \(Int(speed.rounded())) pt/s, no spring"
    }
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

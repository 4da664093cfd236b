/// A value that follows a `target` along the exact motion of a `Spring`.
///
/// Call `update(dt:)` once per fixed step. Retargeting with `setTarget(_:)` keeps the current
/// value and velocity, so a gesture that changes its mind mid-flight never jumps. When both the
/// displacement and the velocity fall within the rest tolerances the value snaps exactly to the
/// target with zero velocity, and `isSettled` reports that there is nothing left to animate.
public struct SpringValue<Value: SpringAnimatable> {
  /// Default largest `|value − target|` at rest, in the value's unit (points for positions).
  public static var defaultRestDisplacement: Double { 0.01 }
  /// Default largest `|velocity|` at rest, in the value's unit per second.
  public static var defaultRestVelocity: Double { 0.01 }

  /// The current value.
  public var value: Value
  /// The current rate of change, in the value's unit per second.
  public var velocity: Value
  /// Where the value is heading; change it with `setTarget(_:)` or `snap(to:)`.
  public private(set) var target: Value
  /// The spring; changing it mid-flight keeps value and velocity.
  public var spring: Spring
  /// Largest `|value − target|` that counts as at rest, in the value's unit.
  public var restDisplacement: Double
  /// Largest `|velocity|` that counts as at rest, in the value's unit per second.
  public var restVelocity: Double

  /// Creates a spring value at `value`, heading for `target` (default: already there).
  public init(
    value: Value,
    target: Value? = nil,
    velocity: Value = .zero,
    spring: Spring = .default,
    restDisplacement: Double = SpringValue.defaultRestDisplacement,
    restVelocity: Double = SpringValue.defaultRestVelocity
  ) {
    self.value = value
    self.target = target ?? value
    self.velocity = velocity
    self.spring = spring
    self.restDisplacement = restDisplacement
    self.restVelocity = restVelocity
  }

  /// Whether the value is within the rest tolerances of the target (`update(dt:)` then snaps it
  /// there exactly and stops moving it).
  public var isSettled: Bool {
    (value - target).animationMagnitude <= restDisplacement
      && velocity.animationMagnitude <= restVelocity
  }

  /// Advances the motion by `dt` seconds with the exact spring solution (per component), then
  /// snaps to the target if the value has settled. A `dt` that is not positive changes nothing
  /// but the snap.
  public mutating func update(dt: Double) {
    if dt > 0 {
      let t = spring.transition(dt: dt)
      let x = value - target
      let v = velocity
      value = target + (x.scaled(by: t.xx) + v.scaled(by: t.xv))
      velocity = x.scaled(by: t.vx) + v.scaled(by: t.vv)
    }
    if isSettled {
      value = target
      velocity = .zero
    }
  }

  /// Heads for a new target, keeping the current value and velocity.
  public mutating func setTarget(_ newTarget: Value) {
    target = newTarget
  }

  /// Jumps to `newValue` and rests there: value and target become `newValue`, velocity zero.
  public mutating func snap(to newValue: Value) {
    value = newValue
    target = newValue
    velocity = .zero
  }
}

extension SpringValue: Equatable where Value: Equatable {}
extension SpringValue: Hashable where Value: Hashable {}
extension SpringValue: Sendable where Value: Sendable {}

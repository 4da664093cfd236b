/// A value a `SpringValue` can animate: an element of a vector space.
///
/// The spring solution is linear in the initial state, so a value only needs addition,
/// subtraction and scaling; each component then follows the exact one-dimensional solution.
public protocol SpringAnimatable {
  /// The additive identity (no displacement, no velocity).
  static var zero: Self { get }
  static func + (lhs: Self, rhs: Self) -> Self
  static func - (lhs: Self, rhs: Self) -> Self
  /// Every component multiplied by `factor`.
  func scaled(by factor: Double) -> Self
  /// A non-negative size of the value (for a vector, its length) in the value's own unit, compared
  /// with rest tolerances to decide when an animation has settled.
  var animationMagnitude: Double { get }
}

extension Double: SpringAnimatable {
  @inlinable public func scaled(by factor: Double) -> Double { self * factor }
  @inlinable public var animationMagnitude: Double { magnitude }
}

extension Float: SpringAnimatable {
  @inlinable public func scaled(by factor: Double) -> Float { Float(Double(self) * factor) }
  @inlinable public var animationMagnitude: Double { Double(magnitude) }
}

extension Vec2: SpringAnimatable {
  @inlinable public func scaled(by factor: Double) -> Vec2 {
    Vec2(Float(Double(x) * factor), Float(Double(y) * factor))
  }
  /// The Euclidean length.
  @inlinable public var animationMagnitude: Double { Double(length) }
}

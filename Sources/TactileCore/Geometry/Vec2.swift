/// A 2-D vector or point in points (logical pixels) unless a type's doc says otherwise.
///
/// `Float` components: this is what SDL's geometry API takes, and it keeps the hot paths
/// (particles, flattening) compact.
public struct Vec2: Hashable, Sendable, CustomStringConvertible {
  public var x: Float
  public var y: Float

  @inlinable public init(_ x: Float, _ y: Float) {
    self.x = x
    self.y = y
  }

  @inlinable public init(x: Float, y: Float) {
    self.x = x
    self.y = y
  }

  public static let zero = Vec2(0, 0)

  @inlinable public var length: Float { (x * x + y * y).squareRoot() }
  @inlinable public var lengthSquared: Float { x * x + y * y }

  /// The unit vector in the same direction, or `.zero` for a zero vector.
  @inlinable public var normalized: Vec2 {
    let l = length
    return l > 0 ? Vec2(x / l, y / l) : .zero
  }

  /// Rotated by 90° counter-clockwise in a y-down coordinate system.
  @inlinable public var perpendicular: Vec2 { Vec2(y, -x) }

  @inlinable public func distance(to other: Vec2) -> Float { (self - other).length }
  @inlinable public func dot(_ other: Vec2) -> Float { x * other.x + y * other.y }
  @inlinable public func cross(_ other: Vec2) -> Float { x * other.y - y * other.x }

  /// True when both components are finite (no NaN, no infinity).
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

  @inlinable public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
  @inlinable public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
  @inlinable public static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
  @inlinable public static func * (a: Vec2, s: Float) -> Vec2 { Vec2(a.x * s, a.y * s) }
  @inlinable public static func * (s: Float, a: Vec2) -> Vec2 { Vec2(a.x * s, a.y * s) }
  @inlinable public static func / (a: Vec2, s: Float) -> Vec2 { Vec2(a.x / s, a.y / s) }
  @inlinable public static func += (a: inout Vec2, b: Vec2) { a = a + b }
  @inlinable public static func -= (a: inout Vec2, b: Vec2) { a = a - b }

  /// Linear interpolation: `a` at `t == 0`, `b` at `t == 1`.
  @inlinable public static func lerp(_ a: Vec2, _ b: Vec2, _ t: Float) -> Vec2 {
    Vec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
  }

  public var description: String { "(\(x), \(y))" }
}

/// A position; the same type as a vector.
public typealias Point = Vec2

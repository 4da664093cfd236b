#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A damped spring of unit mass, parameterised like SwiftUI's `Spring(response:dampingFraction:)`.
///
/// - `response` is the period, in seconds, of the undamped oscillation: it sets how fast the
///   spring moves. The angular frequency is `ω₀ = 2π / response`.
/// - `dampingFraction` (ζ) is the ratio to critical damping: `0` oscillates forever, `< 1`
///   overshoots (under-damped), `1` is the fastest approach without overshoot (critically damped),
///   `> 1` approaches more slowly without overshoot (over-damped).
///
/// The motion of the displacement `x = value − target` obeys `x″ + damping·x′ + stiffness·x = 0`,
/// and `step(displacement:velocity:dt:)` gives its exact closed-form solution, so the result does
/// not depend on how a time span is cut into steps.
public struct Spring: Hashable, Sendable {
  /// Period of the undamped oscillation, in seconds. Always positive and finite.
  public let response: Double
  /// Ratio to critical damping (ζ), dimensionless. Never negative.
  public let dampingFraction: Double

  /// `|ζ − 1|` below which the spring is solved as critically damped, so that the under- and
  /// over-damped formulas never divide by a vanishing frequency.
  public static let criticalTolerance = 1e-4

  /// Creates a spring.
  ///
  /// - Parameters:
  ///   - response: seconds; values that are not positive and finite are raised to 1e-6 s, which
  ///     is as good as instantaneous.
  ///   - dampingFraction: ζ; negative or NaN values are treated as 0.
  public init(response: Double, dampingFraction: Double) {
    self.response = response.isFinite && response > 1e-6 ? response : 1e-6
    self.dampingFraction = dampingFraction > 0 ? dampingFraction : 0
  }

  /// A critically damped spring (ζ = 1): the fastest approach that never overshoots.
  public static func critical(response: Double) -> Spring {
    Spring(response: response, dampingFraction: 1)
  }

  /// SwiftUI's default spring: response 0.55 s, ζ 0.825 (a barely visible overshoot).
  public static let `default` = Spring(response: 0.55, dampingFraction: 0.825)
  /// No overshoot: response 0.5 s, ζ 1 (SwiftUI `.smooth`).
  public static let smooth = Spring(response: 0.5, dampingFraction: 1)
  /// A small overshoot: response 0.5 s, ζ 0.85 (SwiftUI `.snappy`).
  public static let snappy = Spring(response: 0.5, dampingFraction: 0.85)
  /// A clear bounce: response 0.5 s, ζ 0.7 (SwiftUI `.bouncy`).
  public static let bouncy = Spring(response: 0.5, dampingFraction: 0.7)

  /// Undamped angular frequency ω₀ = 2π / response, in radians per second.
  public var angularFrequency: Double { 2 * Double.pi / response }
  /// Spring constant for unit mass, `(2π / response)²`, in 1/s².
  public var stiffness: Double { angularFrequency * angularFrequency }
  /// Damping coefficient for unit mass, `4π·ζ / response`, in 1/s.
  public var damping: Double { 4 * Double.pi * dampingFraction / response }
  /// Mass of the simulated body: always 1.
  public var mass: Double { 1 }

  /// Whether the spring is solved with the critically damped formula.
  public var isCriticallyDamped: Bool {
    abs(dampingFraction - 1) < Spring.criticalTolerance
  }

  /// The exact state after `dt` seconds, starting from `displacement` (value − target, in any
  /// unit) and `velocity` (that unit per second). A `dt` that is not positive returns the input.
  public func step(
    displacement: Double, velocity: Double, dt: Double
  ) -> (displacement: Double, velocity: Double) {
    transition(dt: dt).apply(displacement: displacement, velocity: velocity)
  }

  /// The linear map taking (displacement, velocity) now to their values `dt` seconds later.
  ///
  /// The solution is linear in the initial state, so one transition can be computed once per
  /// step and applied to every component of a vector (see `SpringValue`). A `dt` that is not
  /// positive (or NaN) gives the identity.
  public func transition(dt: Double) -> Transition {
    guard dt > 0 else { return .identity }
    let omega = angularFrequency
    let zeta = dampingFraction
    if isCriticallyDamped {
      // x(t) = e^{−ω₀t} (x₀ + (v₀ + ω₀x₀) t)
      let e = exp(-omega * dt)
      return Transition(
        xx: e * (1 + omega * dt), xv: e * dt,
        vx: -e * omega * omega * dt, vv: e * (1 - omega * dt))
    } else if zeta < 1 {
      // x(t) = e^{−ζω₀t} (x₀ cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t)
      let decay = zeta * omega
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let e = exp(-decay * dt)
      let c = cos(omegaD * dt)
      let s = sin(omegaD * dt) / omegaD
      return Transition(
        xx: e * (c + decay * s), xv: e * s,
        vx: -e * omega * omega * s, vv: e * (c - decay * s))
    } else {
      // x(t) = c₁ e^{r₁t} + c₂ e^{r₂t}, r₁,₂ = −ω₀(ζ ∓ √(ζ²−1)); r₁ is written without the
      // cancellation of ζ − √(ζ²−1) for large ζ.
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega / (zeta + root)
      let r2 = -omega * (zeta + root)
      let d = r2 - r1
      let e1 = exp(r1 * dt)
      let e2 = exp(r2 * dt)
      return Transition(
        xx: (r2 * e1 - r1 * e2) / d, xv: (e2 - e1) / d,
        vx: r1 * r2 * (e1 - e2) / d, vv: (r2 * e2 - r1 * e1) / d)
    }
  }

  /// A 2×2 matrix mapping (displacement, velocity) to (displacement, velocity) after a fixed
  /// time: `x′ = xx·x + xv·v`, `v′ = vx·x + vv·v`.
  public struct Transition: Hashable, Sendable {
    public var xx: Double
    public var xv: Double
    public var vx: Double
    public var vv: Double

    @inlinable public init(xx: Double, xv: Double, vx: Double, vv: Double) {
      self.xx = xx
      self.xv = xv
      self.vx = vx
      self.vv = vv
    }

    /// No time passes: the state is unchanged.
    public static let identity = Transition(xx: 1, xv: 0, vx: 0, vv: 1)

    @inlinable public func apply(
      displacement x: Double, velocity v: Double
    ) -> (displacement: Double, velocity: Double) {
      (xx * x + xv * v, vx * x + vv * v)
    }
  }
}

import Testing

@testable import TactileCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The closed-form solution of x″ + c·x′ + k·x = 0 (unit mass), written independently of
/// `Spring` from the characteristic roots, for checking it.
private func reference(
  response: Double, zeta: Double, x0: Double, v0: Double, t: Double
) -> (x: Double, v: Double) {
  let w = 2 * Double.pi / response
  if zeta == 1 {
    let b = v0 + w * x0
    let e = exp(-w * t)
    return (e * (x0 + b * t), e * (b - w * (x0 + b * t)))
  } else if zeta < 1 {
    let a = zeta * w
    let wd = w * (1 - zeta * zeta).squareRoot()
    let b = (v0 + a * x0) / wd
    let e = exp(-a * t)
    let x = e * (x0 * cos(wd * t) + b * sin(wd * t))
    let dx = e * (-x0 * wd * sin(wd * t) + b * wd * cos(wd * t))
    return (x, dx - a * x)
  } else {
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = w * (-zeta + root)
    let r2 = w * (-zeta - root)
    let c2 = (v0 - r1 * x0) / (r2 - r1)
    let c1 = x0 - c2
    return (
      c1 * exp(r1 * t) + c2 * exp(r2 * t),
      c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
    )
  }
}

/// Fourth-order Runge–Kutta integration of the same equation with a tiny step: a check that
/// shares no formula with the closed forms.
private func integrated(
  spring: Spring, x0: Double, v0: Double, t: Double, h: Double = 1e-4
) -> (x: Double, v: Double) {
  let k = spring.stiffness
  let c = spring.damping
  func accel(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
  var x = x0
  var v = v0
  let n = Int((t / h).rounded())
  let dt = t / Double(n)
  for _ in 0..<n {
    let k1x = v
    let k1v = accel(x, v)
    let k2x = v + dt / 2 * k1v
    let k2v = accel(x + dt / 2 * k1x, v + dt / 2 * k1v)
    let k3x = v + dt / 2 * k2v
    let k3v = accel(x + dt / 2 * k2x, v + dt / 2 * k2v)
    let k4x = v + dt * k3v
    let k4v = accel(x + dt * k3x, v + dt * k3v)
    x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
  }
  return (x, v)
}

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

private let regimes: [Double] = [0, 0.3, 0.825, 1, 1.7, 4]
private let times: [Double] = [0.001, 0.05, 0.17, 0.4, 1.3]
private let starts: [(x: Double, v: Double)] = [(100, 0), (-40, 300), (0, -75)]

@Test(arguments: regimes)
func springDerivedParameters(zeta: Double) {
  let s = Spring(response: 0.4, dampingFraction: zeta)
  #expect(close(s.stiffness, pow(2 * Double.pi / 0.4, 2)))
  #expect(close(s.damping, 4 * Double.pi * zeta / 0.4))
  #expect(s.mass == 1)
  // ζ is the ratio to critical damping 2·√(k·m).
  #expect(close(s.damping / (2 * s.stiffness.squareRoot()), zeta))
}

@Test(arguments: regimes)
func springMatchesClosedForm(zeta: Double) {
  let spring = Spring(response: 0.5, dampingFraction: zeta)
  for start in starts {
    for t in times {
      let got = spring.step(displacement: start.x, velocity: start.v, dt: t)
      let want = reference(response: 0.5, zeta: zeta, x0: start.x, v0: start.v, t: t)
      #expect(close(got.displacement, want.x), "ζ \(zeta) x0 \(start) t \(t)")
      #expect(close(got.velocity, want.v), "ζ \(zeta) x0 \(start) t \(t)")
    }
  }
}

@Test(arguments: regimes)
func springMatchesNumericalIntegration(zeta: Double) {
  let spring = Spring(response: 0.5, dampingFraction: zeta)
  for t in [0.1, 0.6] {
    let got = spring.step(displacement: 100, velocity: -250, dt: t)
    let want = integrated(spring: spring, x0: 100, v0: -250, t: t)
    #expect(abs(got.displacement - want.x) < 1e-6)
    #expect(abs(got.velocity - want.v) < 1e-5)
  }
}

@Test func springNearCriticalIsSolvedAsCriticalAndStaysAccurate() {
  for zeta in [1 - 5e-5, 1 + 5e-5] {
    let spring = Spring(response: 0.5, dampingFraction: zeta)
    #expect(spring.isCriticallyDamped)
    for t in times {
      let got = spring.step(displacement: 100, velocity: 40, dt: t)
      let want = integrated(spring: spring, x0: 100, v0: 40, t: t, h: 1e-5)
      #expect(abs(got.displacement - want.x) < 0.01, "ζ \(zeta) t \(t)")
      #expect(got.displacement.isFinite && got.velocity.isFinite)
    }
  }
  #expect(!Spring(response: 0.5, dampingFraction: 1 - 2e-4).isCriticallyDamped)
  #expect(!Spring(response: 0.5, dampingFraction: 1 + 2e-4).isCriticallyDamped)
}

@Test func springNonPositiveTimeChangesNothing() {
  let spring = Spring.bouncy
  for dt in [0, -0.5, Double.nan] {
    let r = spring.step(displacement: 12, velocity: -3, dt: dt)
    #expect(r.displacement == 12 && r.velocity == -3)
  }
}

@Test(arguments: regimes)
func springManySmallStepsEqualOneBigStep(zeta: Double) {
  let spring = Spring(response: 0.45, dampingFraction: zeta)
  let big = spring.step(displacement: 80, velocity: 120, dt: 0.7)
  var x = 80.0
  var v = 120.0
  for _ in 0..<700 {
    (x, v) = spring.step(displacement: x, velocity: v, dt: 0.001)
  }
  #expect(close(x, big.displacement, 1e-9))
  #expect(close(v, big.velocity, 1e-9))

  var value = SpringValue(value: 100.0, target: 20, velocity: 120, spring: spring)
  value.restDisplacement = 0
  value.restVelocity = 0
  for _ in 0..<700 { value.update(dt: 0.001) }
  #expect(close(value.value - 20, big.displacement, 1e-9))
  #expect(close(value.velocity, big.velocity, 1e-9))
}

@Test func criticalSpringSettlesWhenTheClosedFormComesToRest() {
  let spring = Spring.critical(response: 0.5)
  var value = SpringValue(value: 100.0, target: 0, spring: spring)
  let dt = 1.0 / 120
  var steps = 0
  while !value.isSettled && steps < 10_000 {
    value.update(dt: dt)
    steps += 1
    #expect(value.value >= 0, "a critically damped spring never overshoots")
  }
  // The first step at which the independent solution is within both rest tolerances.
  var expected = 0
  while true {
    expected += 1
    let r = reference(response: 0.5, zeta: 1, x0: 100, v0: 0, t: Double(expected) * dt)
    if abs(r.x) <= 0.01 && abs(r.v) <= 0.01 { break }
  }
  #expect(steps == expected)
  // ω₀t ≈ 14.5 for the velocity to drop below 0.01 from 100 pt: about 1.15 s.
  #expect(Double(steps) * dt > 1.0 && Double(steps) * dt < 1.3)
  #expect(value.value == 0 && value.velocity == 0, "snaps exactly to rest")
  value.update(dt: dt)
  #expect(value.value == 0 && value.velocity == 0 && value.isSettled)
}

@Test func bouncySpringOvershootsAndStillSettles() {
  var value = SpringValue(value: 100.0, target: 0, spring: .bouncy)
  var lowest = 100.0
  var steps = 0
  while !value.isSettled && steps < 1_000 {
    value.update(dt: 1.0 / 120)
    lowest = min(lowest, value.value)
    steps += 1
  }
  #expect(lowest < -1, "ζ 0.7 overshoots the target")
  #expect(value.isSettled && value.value == 0)
  #expect(steps < 300, "settles in under 2.5 s")
}

@Test func settleTolerancesAreParameters() {
  var coarse = SpringValue(
    value: 100.0, target: 0, spring: .smooth, restDisplacement: 1, restVelocity: 1)
  var fine = SpringValue(value: 100.0, target: 0, spring: .smooth)
  #expect(fine.restDisplacement == 0.01 && fine.restVelocity == 0.01)
  var coarseSteps = 0
  var fineSteps = 0
  while !coarse.isSettled {
    coarse.update(dt: 1.0 / 120)
    coarseSteps += 1
  }
  while !fine.isSettled {
    fine.update(dt: 1.0 / 120)
    fineSteps += 1
  }
  #expect(coarseSteps < fineSteps)
  #expect(coarse.value == 0)
}

@Test func retargetingMidFlightKeepsPositionAndVelocity() {
  var value = SpringValue(value: 0.0, target: 100, spring: .default)
  for _ in 0..<12 { value.update(dt: 1.0 / 120) }
  let position = value.value
  let velocity = value.velocity
  #expect(velocity > 100, "moving fast towards 100 at the retarget")

  value.setTarget(-50)
  #expect(value.value == position && value.velocity == velocity && value.target == -50)

  // The next tiny step continues from the same state: position moves by ≈ v·dt.
  let dt = 1e-4
  value.update(dt: dt)
  #expect(abs(value.value - (position + velocity * dt)) < 1e-3)
  let s = Spring.default
  let acceleration = s.stiffness * abs(position + 50) + s.damping * abs(velocity)
  #expect(abs(value.velocity - velocity) < acceleration * dt * 1.01, "changes by about |a|·dt")
  // And it is exactly the spring motion from the new displacement with the old velocity.
  let want = Spring.default.step(displacement: position + 50, velocity: velocity, dt: dt)
  #expect(close(value.value + 50, want.displacement))
  #expect(close(value.velocity, want.velocity))
}

@Test func snapJumpsToRest() {
  var value = SpringValue(value: 3.0, target: 9, velocity: 40)
  value.snap(to: 5)
  #expect(value.value == 5 && value.target == 5 && value.velocity == 0 && value.isSettled)
  value.update(dt: 0.1)
  #expect(value.value == 5)
}

@Test func vectorSpringFollowsEachComponentExactly() {
  var point = SpringValue(
    value: Vec2(10, 200), target: Vec2(110, -20), velocity: Vec2(-30, 5), spring: .snappy)
  var x = SpringValue(value: 10.0, target: 110, velocity: -30, spring: .snappy)
  var y = SpringValue(value: 200.0, target: -20, velocity: 5, spring: .snappy)
  for _ in 0..<30 {
    point.update(dt: 1.0 / 120)
    x.update(dt: 1.0 / 120)
    y.update(dt: 1.0 / 120)
  }
  #expect(abs(Double(point.value.x) - x.value) < 1e-3)
  #expect(abs(Double(point.value.y) - y.value) < 1e-3)
  #expect(abs(Double(point.velocity.x) - x.velocity) < 1e-2)
  #expect(abs(Double(point.velocity.y) - y.velocity) < 1e-2)
  for _ in 0..<600 { point.update(dt: 1.0 / 120) }
  #expect(point.isSettled && point.value == Vec2(110, -20) && point.velocity == .zero)
}

@Test func floatSpringSettlesOnTarget() {
  var value = SpringValue<Float>(
    value: 0, target: 1, spring: .critical(response: 0.3), restDisplacement: 0.001,
    restVelocity: 0.001)
  #expect(!value.isSettled)
  for _ in 0..<240 { value.update(dt: 1.0 / 120) }
  #expect(value.isSettled && value.value == 1)
}

@Test func invalidParametersAreSanitised() {
  let s = Spring(response: -1, dampingFraction: -3)
  #expect(s.response > 0 && s.dampingFraction == 0)
  let r = s.step(displacement: 1, velocity: 0, dt: 0.01)
  #expect(r.displacement.isFinite && r.velocity.isFinite)
}

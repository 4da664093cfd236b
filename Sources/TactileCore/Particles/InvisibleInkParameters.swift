/// The tuning numbers of the "invisible ink" particle effect, all in one place.
///
/// Distances are in points, times in seconds, alphas in 0…1. The defaults (`.telegram`) follow
/// Telegram iOS / Desktop: about 0.35 particles per square point, each
/// living about 1 s (± 0.5 s) with a fade in, hold and fade out, drifting 4–20 pt/s in a random
/// direction, 1–2 pt dots with a random alpha of 0.3–1.0.
public struct InvisibleInkParameters: Hashable, Sendable {
  /// Particles per square point of region area (before `densityScale`).
  public var density: Float
  /// Drift speed, points per second; the direction is uniformly random.
  public var speed: ClosedRange<Float>
  /// Lifetime of one particle, seconds.
  public var lifetime: ClosedRange<Float>
  /// Peak alpha of one particle, 0…1.
  public var peakAlpha: ClosedRange<Float>
  /// Dot edge length, points (the rasterizer multiplies by its scale, minimum 1 pixel).
  public var size: ClosedRange<Float>
  /// Fraction of a lifetime spent fading in (alpha 0 → peak), 0 < f ≤ 0.5.
  public var fadeInFraction: Float
  /// Fraction of a lifetime spent fading out (alpha peak → 0), 0 < f ≤ 0.5.
  public var fadeOutFraction: Float
  /// Acceleration, points per second², that pushes a particle inside a reveal circle away from
  /// the circle's centre.
  public var revealPushAcceleration: Float
  /// Seconds for a particle inside a reveal circle to fade from alpha 1 to 0.
  public var revealFadeDuration: Float
  /// Seconds for a concealing region's dust to fade back in (opacity 0 → 1).
  public var concealDuration: Float
  /// Upper bound on particle slots in one field; larger requests are thinned evenly.
  public var maximumParticleCount: Int

  public init(
    density: Float = 0.35,
    speed: ClosedRange<Float> = 4...20,
    lifetime: ClosedRange<Float> = 0.5...1.5,
    peakAlpha: ClosedRange<Float> = 0.3...1.0,
    size: ClosedRange<Float> = 1...2,
    fadeInFraction: Float = 0.25,
    fadeOutFraction: Float = 0.25,
    revealPushAcceleration: Float = 400,
    revealFadeDuration: Float = 0.2,
    concealDuration: Float = 0.3,
    maximumParticleCount: Int = 2_000_000
  ) {
    self.density = density
    self.speed = speed
    self.lifetime = lifetime
    self.peakAlpha = peakAlpha
    self.size = size
    self.fadeInFraction = fadeInFraction
    self.fadeOutFraction = fadeOutFraction
    self.revealPushAcceleration = revealPushAcceleration
    self.revealFadeDuration = revealFadeDuration
    self.concealDuration = concealDuration
    self.maximumParticleCount = maximumParticleCount
  }

  /// Telegram's numbers.
  public static let telegram = InvisibleInkParameters()
}

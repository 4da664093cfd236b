/// The tuning numbers of the "invisible ink" particle effect, all in one place: a plain value
/// with named fields, so that a preset can be copied and tuned field by field.
///
/// Distances are in points (but see `grain`), times in seconds, alphas in 0…1. Every slot of a field holds one
/// live particle at all times (a particle that dies is reborn at once elsewhere in its region),
/// so `density` counts the particles alive at any moment. The presets (`telegramDesktop`,
/// `telegramIOS`, `telegramAndroid`, see `InvisibleInkParameters+Presets.swift`) follow the
/// published numbers of the three Telegram apps; `standard` is the one the app uses.
public struct InvisibleInkParameters: Hashable, Sendable {
  /// Live particles per square point of region area (before a field's `densityScale`).
  public var density: Float
  /// Most particles on one line of one spoiler, `Int.max` for no limit. Applied by the scene
  /// that groups regions into lines (the spoiler page), not by the field.
  public var maximumPerLine: Int
  /// Drift speed, points per second; the direction is uniformly random.
  public var speed: ClosedRange<Float>
  /// Lifetime of one particle, seconds.
  public var lifetime: ClosedRange<Float>
  /// Peak alpha of one particle, 0…1.
  public var peakAlpha: ClosedRange<Float>
  /// When 2 or more: peak alphas take only this many evenly spaced values of `peakAlpha`
  /// (its two ends included); otherwise any value in the range.
  public var alphaLevels: Int
  /// Dot diameter, points (the rasterizer multiplies by its scale).
  public var size: ClosedRange<Float>
  /// Fraction of a lifetime spent fading in (alpha 0 → peak), 0 < f ≤ 1.
  public var fadeInFraction: Float
  /// Fraction of a lifetime spent fading out (alpha peak → 0), 0 < f ≤ 1.
  public var fadeOutFraction: Float
  /// Width of a region's soft edge, points: a particle closer than this to its region's edge
  /// is drawn fainter, in proportion to the distance (0 at the edge). 0 gives hard edges.
  public var edgeSoftness: Float
  /// Acceleration, points per second², that pushes a particle inside a reveal circle away from
  /// the circle's centre.
  public var revealPushAcceleration: Float
  /// Seconds for a particle inside a reveal circle to fade from alpha 1 to 0.
  public var revealFadeDuration: Float
  /// Seconds for a concealing region's dust to fade back in (opacity 0 → 1).
  public var concealDuration: Float
  /// Upper bound on particle slots in one field; larger requests are thinned evenly.
  public var maximumParticleCount: Int
  /// How the ink is made: live particles, a looping tile, or still dots.
  public var strategy: InkStrategy
  /// Ink frames per second: the ink advances (and its pixels change) only this often,
  /// whatever the display's rate.
  public var framesPerSecond: Int
  /// What a grain of the tile strategies is: round dots, or Telegram Desktop's sprites (then
  /// `speed` is in device pixels a second).
  public var grain: InkGrain
  /// Whether a spoiler's ink covers its words or its whole span on each line.
  public var coverage: InkCoverage

  public init(
    density: Float,
    maximumPerLine: Int = .max,
    speed: ClosedRange<Float>,
    lifetime: ClosedRange<Float>,
    peakAlpha: ClosedRange<Float>,
    alphaLevels: Int = 0,
    size: ClosedRange<Float>,
    fadeInFraction: Float,
    fadeOutFraction: Float,
    edgeSoftness: Float = 2,
    revealPushAcceleration: Float = 600,
    revealFadeDuration: Float = 0.12,
    concealDuration: Float = 0.3,
    maximumParticleCount: Int = 2_000_000,
    strategy: InkStrategy = .particles,
    framesPerSecond: Int = 30,
    grain: InkGrain = .dots,
    coverage: InkCoverage = .words
  ) {
    self.density = density
    self.maximumPerLine = maximumPerLine
    self.speed = speed
    self.lifetime = lifetime
    self.peakAlpha = peakAlpha
    self.alphaLevels = alphaLevels
    self.size = size
    self.fadeInFraction = fadeInFraction
    self.fadeOutFraction = fadeOutFraction
    self.edgeSoftness = edgeSoftness
    self.revealPushAcceleration = revealPushAcceleration
    self.revealFadeDuration = revealFadeDuration
    self.concealDuration = concealDuration
    self.maximumParticleCount = maximumParticleCount
    self.strategy = strategy
    self.framesPerSecond = framesPerSecond
    self.grain = grain
    self.coverage = coverage
  }
}

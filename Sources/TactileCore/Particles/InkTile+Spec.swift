extension InkTile {
  /// What a tile is rendered from: the dust's look, the frames in a loop, the pixel scale and
  /// the seed. Two equal specs render equal tiles.
  public struct Spec: Hashable, Sendable {
    /// The dust: its density, speeds, lives, peak alphas, sizes, fades and grain (the other
    /// fields are left at their defaults, so that tuning them makes no new tile).
    public let look: InvisibleInkParameters
    /// Frames in one loop: 1 for still dots.
    public let frameCount: Int
    /// Pixels per point.
    public let scale: Float
    public let seed: UInt64

    /// Most frames in a loop (a loop of 2 s at 120 frames a second).
    public static let maximumFrameCount = 240
    /// The pixel scales a tile is rendered at; others are brought within.
    public static let scaleRange: ClosedRange<Float> = 0.25...8

    /// The tile of ink `p` at `scale` pixels per point: a loop of `loopDuration` at
    /// `p.framesPerSecond`, or one frame when `still`.
    public init(parameters p: InvisibleInkParameters, still: Bool, scale: Float, seed: UInt64) {
      look = InvisibleInkParameters(
        density: p.density.isFinite ? max(0, p.density) : 0, speed: p.speed,
        lifetime: p.lifetime, peakAlpha: p.peakAlpha, alphaLevels: p.alphaLevels, size: p.size,
        fadeInFraction: p.fadeInFraction, fadeOutFraction: p.fadeOutFraction, grain: p.grain)
      let frames = Int((InkTile.loopDuration * Float(max(1, p.framesPerSecond))).rounded())
      frameCount = still ? 1 : min(max(frames, 1), Self.maximumFrameCount)
      self.scale =
        scale.isFinite ? min(max(scale, Self.scaleRange.lowerBound), Self.scaleRange.upperBound) : 1
      self.seed = seed
    }

    /// Pixels on a tile's side.
    var side: Int { max(1, Int((InkTile.sidePoints * scale).rounded())) }

    /// Particles in one loop: as many as keep `look.density` alive per square point on
    /// average, each shown once per loop for its life (at most the loop).
    var particleCount: Int {
      let sidePoints = Float(side) / scale
      let life =
        (min(look.lifetime.lowerBound, InkTile.loopDuration)
          + min(look.lifetime.upperBound, InkTile.loopDuration)) / 2
      let count = look.density * sidePoints * sidePoints * InkTile.loopDuration / max(life, 1e-3)
      return count.isFinite ? Int(min(count.rounded(), Float(Self.maximumParticles))) : 0
    }

    /// Most particles in one loop (a density of 1.5 per square point living 0.05 s).
    static let maximumParticles = 1_000_000
  }
}

import TactileCore

/// What every page needs from outside: text measurement, colours and user preferences.
public struct SceneContext {
  public var metrics: any FontMetrics
  public var theme: Theme
  public var reducedMotion: Bool
  /// Seed for every random generator in the scenes (same seed, same pixels).
  public var seed: UInt64
  /// Pixels per point of the output (2 on a HiDPI screen); pages that rasterize on the CPU
  /// size their buffers with it.
  public var pixelScale: Float = 1
  /// The look of the spoilers' invisible ink.
  public var ink = InvisibleInkParameters.standard
  /// Texts and choices the pages show (from the command line or the shipped samples).
  public var content = PageContent()

  public init(metrics: any FontMetrics, theme: Theme, reducedMotion: Bool = false, seed: UInt64 = 1)
  {
    self.metrics = metrics
    self.theme = theme
    self.reducedMotion = reducedMotion
    self.seed = seed
  }
}

import TactileCore

/// What every page needs from outside: text measurement, colours and user preferences. The
/// window's size and pixel scale are not here: they reach the pages as a `PageFrame`.
public struct SceneContext {
  public var metrics: any FontMetrics
  public var theme: Theme
  public var reducedMotion: Bool
  /// Seed for every random generator in the scenes (same seed, same pixels).
  public var seed: UInt64
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

import TactileCore

/// What every page needs from outside: text measurement, the start theme and user
/// preferences. The window's size and pixel scale are not here: they reach the pages as a
/// `PageFrame`; the colours to draw with come with every frame (`FrameContext.theme`).
public struct SceneContext {
  public var metrics: any FontMetrics
  /// The theme the app starts in, and the one `Playground` hands the pages in every
  /// `FrameContext`: pages draw with the frame's theme, so changing this needs no new pages.
  public var theme: Theme
  public var reducedMotion: Bool
  /// The platform's double-click interval, in seconds: a click on a to-do item's text waits
  /// this long before it strikes, in case it is the first half of a double-click.
  public var doubleClickInterval = GestureThresholds.multiTapInterval
  /// Seed for every random generator in the scenes (same seed, same pixels).
  public var seed: UInt64
  /// The live tunables every page reads (shared: one object for all pages).
  public var tuning = Tuning()
  /// Texts and choices the pages show (from the command line or the shipped samples).
  public var content = PageContent()
  /// Where work a frame must not wait for runs (the ink's tile): at once by default, so that
  /// a frame's pixels never depend on another thread; on a thread of its own in a window.
  public var work: any OffFrameWork = InlineWork()

  public init(metrics: any FontMetrics, theme: Theme, reducedMotion: Bool = false, seed: UInt64 = 1)
  {
    self.metrics = metrics
    self.theme = theme
    self.reducedMotion = reducedMotion
    self.seed = seed
  }
}

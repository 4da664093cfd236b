import TactileCore

/// The live value of every tunable, held as the features read them: each feature's parameters
/// whole (`Tuning.catalog` points into them), starting at the features' own defaults.
public struct TuningValues: Hashable, Sendable {
  /// The invisible ink; its ranges follow `inkSpeed`, `inkLifetime`, `inkPeakAlpha`, `inkSize`.
  public var ink = InvisibleInkParameters.standard
  public var inkSpeed = RangeEnds(InvisibleInkParameters.standard.speed) {
    didSet { ink.speed = inkSpeed.range }
  }
  public var inkLifetime = RangeEnds(InvisibleInkParameters.standard.lifetime) {
    didSet { ink.lifetime = inkLifetime.range }
  }
  public var inkPeakAlpha = RangeEnds(InvisibleInkParameters.standard.peakAlpha) {
    didSet { ink.peakAlpha = inkPeakAlpha.range }
  }
  public var inkSize = RangeEnds(InvisibleInkParameters.standard.size) {
    didSet { ink.size = inkSize.range }
  }

  /// The spoiler reveal's timing; its duration range follows `revealDuration`.
  public var reveal = SpoilerRevealTiming()
  public var revealDuration = RangeEnds(SpoilerConstants.revealDurationRange) {
    didSet { reveal.durationRange = revealDuration.range }
  }

  /// Seconds a message must be held before the reaction bar opens.
  public var longPressDelay = GestureThresholds.longPressDuration
  /// Points the pointer may move before the long press is cancelled.
  public var longPressSlop = GestureThresholds.longPressSlop

  /// The reaction bar's sizes, springs and shadows (blurs as set: see `Tuning.barStyle`).
  public var bar = ReactionBarStyle.standard
  /// The spring of the cancel hint's fade and the icons' dimming.
  public var hintFadeSpring = ReactionsConstants.fadeSpring
  /// The spring of the reaction chips under the messages.
  public var chipSpring = ReactionsConstants.chipSpring
  /// The spring of a held message's dimming.
  public var pressSpring = ReactionsConstants.pressSpring
  /// Seconds a picked emoji flies from the bar to its chip, and its timing curve.
  public var flightDuration = ReactionsConstants.flightDuration
  public var flightEasing = ReactionsConstants.flightEasing

  /// The strikethrough pen's timing.
  public var strike = StrikeTiming.standard
  /// Thickness of the strikethrough, points.
  public var strikeThickness = TodoConstants.strikeThickness
  /// Seconds a checkbox takes to fill or empty completely, and the fill's timing curve.
  public var checkboxFillDuration = TodoConstants.checkboxFillDuration
  public var checkboxEasing = TodoConstants.checkboxFillEasing

  /// The liquid swipe's thresholds, motion and wave radii.
  public var swipe = LiquidSwipeConfig.standard
  /// Seconds a page change's cross-fade takes with reduced motion.
  public var crossFadeDuration = PageCrossFade.standardDuration

  /// The spring of the pages' animated scrolls.
  public var scrollSpring = ScrollState.Constants.smoothScroll

  /// Every value at its default.
  public static let standard = TuningValues()

  /// Sets the ink to `p`, ranges included.
  public mutating func setInk(_ p: InvisibleInkParameters) {
    ink = p
    inkSpeed = RangeEnds(p.speed)
    inkLifetime = RangeEnds(p.lifetime)
    inkPeakAlpha = RangeEnds(p.peakAlpha)
    inkSize = RangeEnds(p.size)
  }
}

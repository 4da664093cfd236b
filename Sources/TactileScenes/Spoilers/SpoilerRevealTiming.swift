import TactileCore

/// How long a spoiler's reveal and hiding take, in seconds.
public struct SpoilerRevealTiming: Hashable, Sendable {
  /// Reveal duration per point of the circle's final radius, before clamping.
  public var secondsPerPoint: Double
  /// The reveal's duration is clamped to this range.
  public var durationRange: ClosedRange<Double>
  /// The circle's timing curve: its radius over the reveal's linear time.
  public var easing: Easing
  /// Hiding again: the text fades out and the dust fades back in over this time.
  public var concealDuration: Double
  /// With reduced motion a reveal is a plain fade of this length instead of the circle.
  public var reducedMotionFade: Double

  public init(
    secondsPerPoint: Double = SpoilerConstants.revealSecondsPerPoint,
    durationRange: ClosedRange<Double> = SpoilerConstants.revealDurationRange,
    easing: Easing = SpoilerConstants.revealEasing,
    concealDuration: Double = SpoilerConstants.concealDuration,
    reducedMotionFade: Double = SpoilerConstants.reducedMotionFade
  ) {
    self.secondsPerPoint = secondsPerPoint
    self.durationRange = durationRange
    self.easing = easing
    self.concealDuration = concealDuration
    self.reducedMotionFade = reducedMotionFade
  }
}

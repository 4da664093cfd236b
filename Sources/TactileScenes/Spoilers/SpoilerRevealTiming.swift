/// How long a spoiler's reveal and hiding take, in seconds.
public struct SpoilerRevealTiming: Hashable, Sendable {
  /// Reveal duration per point of the circle's final radius, before clamping.
  public var secondsPerPoint: Double
  /// The reveal's duration is clamped to this range.
  public var durationRange: ClosedRange<Double>
  /// Hiding again: the text fades out and the dust fades back in over this time.
  public var concealDuration: Double

  public init(
    secondsPerPoint: Double = SpoilerConstants.revealSecondsPerPoint,
    durationRange: ClosedRange<Double> = SpoilerConstants.revealDurationRange,
    concealDuration: Double = SpoilerConstants.concealDuration
  ) {
    self.secondsPerPoint = secondsPerPoint
    self.durationRange = durationRange
    self.concealDuration = concealDuration
  }
}

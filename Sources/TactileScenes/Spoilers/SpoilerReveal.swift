import TactileCore

/// The reveal state of one spoiler: hidden, revealing (a circle growing from the click point),
/// revealed, or concealing (text fading out while the dust fades back in). The running
/// animation's clock is a linear `Tween` from 0 to 1; the circle's easing is applied to it.
public struct SpoilerReveal: Sendable {
  public enum Phase: String, Sendable { case hidden, revealing, revealed, concealing }

  public private(set) var phase: Phase = .hidden
  /// Centre of the circle in text coordinates (points).
  public private(set) var center = Vec2.zero
  /// Final radius: from the centre to the farthest corner of the spoiler's fragments.
  public private(set) var maxRadius: Float = 0
  /// The running (or last) animation, 0 → 1 linearly.
  private var run = Tween(from: 0, to: 1, duration: 0, easing: .linear)
  /// Length of the running (or last) animation, seconds.
  public var duration: Double { run.duration }
  /// Seconds it has run.
  public var elapsed: Double { run.elapsed }
  /// Reduced motion: a fade instead of a circle.
  public private(set) var fades = false
  /// The circle's timing curve, taken from the timing when the reveal starts.
  public private(set) var easing = SpoilerConstants.revealEasing

  public init() {}

  /// clamp(0.3 ms × radius, 250 ms, 550 ms) with the default timing, in seconds.
  public static func duration(
    forRadius r: Float, timing: SpoilerRevealTiming = SpoilerRevealTiming()
  ) -> Double {
    let d = timing.secondsPerPoint * Double(max(0, r))
    return min(max(d, timing.durationRange.lowerBound), timing.durationRange.upperBound)
  }

  /// The smallest radius from `center` that covers every fragment.
  public static func coveringRadius(from center: Vec2, fragments: [Rect]) -> Float {
    fragments.reduce(0) { max($0, $1.farthestCornerDistance(from: center)) }
  }

  /// Starts revealing from `point` (text coordinates) over `fragments`.
  public mutating func reveal(
    from point: Vec2, fragments: [Rect], reducedMotion: Bool,
    timing: SpoilerRevealTiming = SpoilerRevealTiming()
  ) {
    guard phase == .hidden || phase == .concealing else { return }
    phase = .revealing
    center = point
    maxRadius = SpoilerReveal.coveringRadius(from: point, fragments: fragments)
    fades = reducedMotion
    easing = timing.easing
    let duration =
      reducedMotion
      ? timing.reducedMotionFade
      : SpoilerReveal.duration(forRadius: maxRadius, timing: timing)
    run = Tween(from: 0, to: 1, duration: duration, easing: .linear)
  }

  /// Starts hiding again (from revealed, or mid-reveal).
  public mutating func conceal(timing: SpoilerRevealTiming = SpoilerRevealTiming()) {
    guard phase == .revealed || phase == .revealing else { return }
    phase = .concealing
    run = Tween(from: 0, to: 1, duration: timing.concealDuration, easing: .linear)
  }

  /// Jumps to the end of any animation (used when the layout changes under it).
  public mutating func settle() {
    switch phase {
    case .revealing: phase = .revealed
    case .concealing: phase = .hidden
    default: break
    }
    run.update(dt: .infinity)
  }

  public mutating func update(dt: Double) {
    guard phase == .revealing || phase == .concealing else { return }
    run.update(dt: dt)
    if run.isFinished { settle() }
  }

  public var isAnimating: Bool { phase == .revealing || phase == .concealing }

  /// Linear progress of the running animation, 0…1.
  public var progress: Double { run.progress }

  /// The circle's radius now (points, text coordinates).
  public var radius: Float {
    switch phase {
    case .hidden: return 0
    case .revealing:
      return fades ? maxRadius : maxRadius * Float(easing(progress))
    case .revealed, .concealing: return maxRadius
    }
  }

  /// Opacity of the spoiler's text: 1 when revealed, fading out while concealing, fading in
  /// while a reduced-motion reveal runs; a circle reveal draws at 1 inside the circle.
  public var textOpacity: Float {
    switch phase {
    case .hidden: return 0
    case .revealing: return fades ? Float(progress) : 1
    case .revealed: return 1
    case .concealing: return 1 - Float(progress)
    }
  }

  /// Opacity of the text seen through the circle while a circle reveal runs: it fades in
  /// over `revealTextFade` from the click.
  public var circleTextOpacity: Float {
    Float(min(1, max(0, elapsed / SpoilerConstants.revealTextFade)))
  }

  /// Whether the text is visible through the circle only (circle reveal in progress).
  public var isClippedToCircle: Bool { phase == .revealing && !fades }
}

import TactileCore

/// The state of one to-do item's strikethrough: whether it is (heading to be) struck, and where
/// the pen is.
///
/// A strike runs the pen from 0 to 1 (un-striking, from 1 back to 0) along
/// a `StrikeTiming`'s easing over its `duration(totalLength:)`.
///
/// Reversal mid-way: the eased pen value is animated directly. A click mid-animation starts a new
/// eased run from where the pen is to the other end, its duration scaled by the distance left to
/// go (as CSS transitions shorten a reversed transition). So the visible pen position is
/// continuous at the reversal, and since an ease-in-out run starts at rest, the pen stops and
/// smoothly accelerates the other way rather than snapping to full speed backwards.
public struct StrikeAnimation: Hashable, Sendable {
  /// Whether the item is completed: the pen heads for 1 when true, 0 when false.
  public private(set) var isCompleted: Bool
  private var run: Tween

  /// An item at rest, fully struck when `isCompleted`, clear otherwise.
  public init(isCompleted: Bool = false) {
    self.isCompleted = isCompleted
    let end: Double = isCompleted ? 1 : 0
    run = Tween(from: end, to: end, duration: 0, easing: StrikeTiming.standard.easing)
  }

  /// The pen's position along the lines, 0…1: the `progress` for `StrikeProgress.fill`.
  public var penProgress: Double { run.value }

  /// Linear time fraction, 0…1, of the run in flight (1 at rest).
  public var linearProgress: Double { run.progress }

  /// Whether the pen is moving.
  public var isAnimating: Bool { !run.isFinished }

  /// Sets whether the item is completed. When that changes, the pen heads for the new end from
  /// wherever it is, over the full strike duration for lines totalling `totalLength` points
  /// scaled by the distance to go, with `timing`; `animated: false` (reduced motion) puts it
  /// there at once.
  public mutating func setCompleted(
    _ completed: Bool, totalLength: Float, timing: StrikeTiming = .standard,
    animated: Bool = true
  ) {
    guard completed != isCompleted else { return }
    isCompleted = completed
    let from = penProgress
    let to: Double = completed ? 1 : 0
    let full = timing.duration(totalLength: totalLength)
    run = Tween(
      from: from, to: to, duration: animated ? full * abs(to - from) : 0,
      easing: timing.easing)
  }

  /// Flips `isCompleted` (a click on the item).
  public mutating func toggle(
    totalLength: Float, timing: StrikeTiming = .standard, animated: Bool = true
  ) {
    setCompleted(!isCompleted, totalLength: totalLength, timing: timing, animated: animated)
  }

  /// Advances the pen by `dt` seconds (negative or NaN is ignored).
  public mutating func update(dt: Double) {
    run.update(dt: dt)
  }
}

/// A timed transition of a `Double` from `from` to `to` over `duration` seconds along an `Easing`.
///
/// Advance it with `update(dt:)`; read `value`. A `duration` that is not positive means the tween
/// is finished from the start and its value is `to`.
public struct Tween: Hashable, Sendable {
  /// Value at the start.
  public var from: Double
  /// Value at the end.
  public var to: Double
  /// Length in seconds; not positive means instantly done.
  public var duration: Double
  /// Timing curve applied to `progress`.
  public var easing: Easing
  /// Seconds run so far, in 0…max(duration, 0).
  public private(set) var elapsed: Double

  public init(from: Double, to: Double, duration: Double, easing: Easing = .easeInOutCubic) {
    self.from = from
    self.to = to
    self.duration = duration
    self.easing = easing
    self.elapsed = 0
  }

  /// Runs the tween for `dt` more seconds (clamped at the end). Negative or NaN `dt` is ignored.
  public mutating func update(dt: Double) {
    guard dt > 0 else { return }
    elapsed = min(elapsed + dt, max(duration, 0))
  }

  /// Linear time fraction in 0…1 (before easing); 1 when `duration` is not positive.
  public var progress: Double {
    guard duration > 0 else { return 1 }
    return min(max(elapsed / duration, 0), 1)
  }

  /// Whether the tween has reached `to`.
  public var isFinished: Bool { progress >= 1 }

  /// The current value: `from` at the start, exactly `to` when finished.
  public var value: Double {
    let p = progress
    if p >= 1 { return to }
    return from + (to - from) * easing(p)
  }

  /// A tween from the current value back to `from`, with the same easing, for "a click
  /// mid-animation reverses from where it is".
  ///
  /// As in CSS Transitions' reversing shortening factor, the duration is scaled by the fraction
  /// of the distance already covered (in value space): the nearer the value is to `from`, the
  /// shorter the way back. Reversing a tween that has not moved gives one that is instantly done;
  /// reversing a finished one gives the full run backwards.
  public func reversed() -> Tween {
    let covered = from == to ? progress : min(max((value - from) / (to - from), 0), 1)
    return Tween(from: value, to: from, duration: max(duration, 0) * covered, easing: easing)
  }
}

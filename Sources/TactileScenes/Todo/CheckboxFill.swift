import TactileCore

/// How full a to-do checkbox is: 0 is an empty circle, 1 a filled accent circle with its check
/// mark. The amount runs linearly (a `Tween`) towards the target at a rate that covers 0 → 1 in
/// the given duration (`TodoConstants.checkboxFillDuration` by default; the page passes the
/// tuned one), so a click mid-way simply turns it around from where it is; `eased(_:)` applies
/// the timing curve for drawing.
public struct CheckboxFill: Hashable, Sendable {
  /// The amount's run from where it was to the target.
  private var run: Tween

  /// A checkbox at rest, full when `checked`.
  public init(checked: Bool) {
    let amount: Double = checked ? 1 : 0
    run = Tween(from: amount, to: amount, duration: 0, easing: .linear)
  }

  /// Linear fill amount, 0…1.
  public var amount: Double { run.value }
  /// Where the amount is heading: 1 when checked, 0 when not.
  public var target: Double { run.to }

  /// Heads for full (`checked`) or empty, covering 0 → 1 in `duration` seconds; `animated:
  /// false` gets there at once.
  public mutating func set(
    checked: Bool, animated: Bool, duration: Double = TodoConstants.checkboxFillDuration
  ) {
    let target: Double = checked ? 1 : 0
    let from = animated ? amount : target
    run = Tween(
      from: from, to: target, duration: abs(target - from) * max(duration, 0), easing: .linear)
  }

  public var isAnimating: Bool { !run.isFinished }

  /// The amount through the timing curve `easing`, 0…1.
  public func eased(_ easing: Easing) -> Double {
    easing(amount)
  }

  /// Moves the amount towards the target by `dt` seconds' worth (negative or NaN is ignored).
  public mutating func update(dt: Double) {
    run.update(dt: dt)
  }
}

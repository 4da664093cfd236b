import TactileCore

/// How full a to-do checkbox is: 0 is an empty circle, 1 a filled accent circle with its check
/// mark. The amount moves linearly towards the target at a rate that covers 0 → 1 in
/// `TodoConstants.checkboxFillDuration` seconds, so a click mid-way simply turns it around from
/// where it is; `eased` applies the timing curve for drawing.
public struct CheckboxFill: Hashable, Sendable {
  /// Linear fill amount, 0…1.
  public private(set) var amount: Double
  /// Where the amount is heading: 1 when checked, 0 when not.
  public private(set) var target: Double

  /// A checkbox at rest, full when `checked`.
  public init(checked: Bool) {
    amount = checked ? 1 : 0
    target = amount
  }

  /// Heads for full (`checked`) or empty; `animated: false` gets there at once.
  public mutating func set(checked: Bool, animated: Bool) {
    target = checked ? 1 : 0
    if !animated { amount = target }
  }

  public var isAnimating: Bool { amount != target }

  /// The amount through the timing curve, 0…1.
  public var eased: Double { TodoConstants.checkboxFillEasing(amount) }

  /// Moves the amount towards the target by `dt` seconds' worth (negative or NaN is ignored).
  public mutating func update(dt: Double) {
    guard dt > 0, isAnimating else { return }
    let step = dt / TodoConstants.checkboxFillDuration
    amount = target > amount ? min(amount + step, target) : max(amount - step, target)
  }
}

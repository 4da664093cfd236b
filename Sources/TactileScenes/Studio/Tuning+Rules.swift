/// Values that contradict each other: a minimum above its maximum, fades that together take
/// more than a particle's whole life. Each value alone may be in range; a preset or the
/// command line that sets such a pair is refused with the rule, naming both keys.
extension Tuning {
  /// One rule between two tunables.
  public struct Rule: Sendable {
    public let first: TunableID
    public let second: TunableID
    /// `first` ≤ `second`, or `first` + `second` ≤ 1.
    public let isSum: Bool

    /// Whether `a` (for `first`) and `b` (for `second`) keep the rule.
    public func holds(_ a: Double, _ b: Double) -> Bool { isSum ? a + b <= 1 : a <= b }

    /// "ink.speedMin (50) must not be above ink.speedMax (5)".
    public func describe(_ a: Double, _ b: Double) -> String {
      let (x, y) = (Tunable.format(a), Tunable.format(b))
      return isSum
        ? "\(first.key) + \(second.key) (\(x) + \(y)) must not be above 1"
        : "\(first.key) (\(x)) must not be above \(second.key) (\(y))"
    }
  }

  /// Every rule the values must keep.
  public static let rules: [Rule] = [
    Rule(first: "ink.speedMin", second: "ink.speedMax", isSum: false),
    Rule(first: "ink.lifetimeMin", second: "ink.lifetimeMax", isSum: false),
    Rule(first: "ink.alphaMin", second: "ink.alphaMax", isSum: false),
    Rule(first: "ink.sizeMin", second: "ink.sizeMax", isSum: false),
    Rule(first: "ink.fadeIn", second: "ink.fadeOut", isSum: true),
    Rule(first: "reveal.minDuration", second: "reveal.maxDuration", isSum: false),
  ]

  /// The first rule `value` breaks, described; nil when every rule holds. `value` gives the
  /// value of a tunable, or nil for one that is not set (its rules are not checked).
  public static func brokenRule(_ value: (TunableID) -> Double?) -> Problem? {
    for r in rules {
      guard let a = value(r.first), let b = value(r.second), !r.holds(a, b) else { continue }
      return Problem(r.describe(a, b))
    }
    return nil
  }

  /// The first rule the live values break, described; nil when every rule holds.
  public var brokenRule: Problem? { Tuning.brokenRule { self[$0] } }
}

/// The two ends of a range as a user set them: either may pass the other, and `range` then
/// counts them the other way round (a panel's "min" slider may be dragged past its "max").
public struct RangeEnds<Bound: Comparable & Sendable>: Hashable, Sendable
where Bound: Hashable {
  public var lower: Bound
  public var upper: Bound

  public init(_ range: ClosedRange<Bound>) {
    lower = range.lowerBound
    upper = range.upperBound
  }

  /// The ends in order.
  public var range: ClosedRange<Bound> { min(lower, upper)...max(lower, upper) }
}

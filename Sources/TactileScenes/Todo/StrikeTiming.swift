import TactileCore

/// How fast the strikethrough's pen moves: a fixed part plus a part per point of line length,
/// along one easing curve. The defaults are `standard`; the to-do page reads the live values
/// from the tuning.
public struct StrikeTiming: Hashable, Sendable {
  /// Fixed part of a strike's duration, in seconds.
  public var baseDuration: Double = 0.25
  /// Added duration per point of total line length, in seconds (0.35 s per 1000 pt).
  public var durationPerPoint: Double = 0.35 / 1000
  /// The pen's timing curve over the strike (linear time → pen progress).
  public var easing = Easing.easeInOutCubic

  public init() {}

  /// The defaults.
  public static let standard = StrikeTiming()

  /// Duration, in seconds, of a full strike over lines totalling `totalLength` points:
  /// `baseDuration + durationPerPoint × length` (negative or NaN lengths count as 0).
  public func duration(totalLength: Float) -> Double {
    let length = totalLength > 0 ? Double(totalLength) : 0
    return baseDuration + durationPerPoint * length
  }
}

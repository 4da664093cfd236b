import TactileCore

/// A picked emoji flying from the bar to its message's chip row: along an upward-bowed
/// quadratic arc, eased in and out, shrinking from the lifted icon's size to the chip's.
///
/// The start is fixed (content coordinates, where the icon was when it was picked); the end is
/// given on every query, because the chip it lands in may still be sliding into place.
public struct ReactionFlight: Sendable {
  /// Index of the message.
  public let bubble: Int
  public let emoji: String
  /// Centre and side of the emoji when it left the bar, in content coordinates.
  public let start: Vec2
  public let startSize: Float
  private var tween: Tween

  public init(bubble: Int, emoji: String, start: Vec2, startSize: Float) {
    self.bubble = bubble
    self.emoji = emoji
    self.start = start
    self.startSize = startSize
    tween = Tween(
      from: 0, to: 1, duration: ReactionsConstants.flightDuration,
      easing: ReactionsConstants.flightEasing)
  }

  public mutating func update(dt: Double) { tween.update(dt: dt) }

  public var hasLanded: Bool { tween.isFinished }

  /// Eased progress 0…1.
  public var progress: Float { Float(tween.value) }

  /// Where the emoji is now, heading for `end` (content coordinates).
  public func position(end: Vec2) -> Vec2 {
    let t = progress
    let mid = Vec2.lerp(start, end, 0.5)
    let bow = max(
      ReactionsConstants.flightArcMinimum,
      start.distance(to: end) * ReactionsConstants.flightArcFraction)
    let control = Vec2(mid.x, min(start.y, end.y) - bow)
    let a = Vec2.lerp(start, control, t)
    let b = Vec2.lerp(control, end, t)
    return Vec2.lerp(a, b, t)
  }

  /// The emoji's side now, in points.
  public var size: Float {
    startSize + (ReactionsConstants.chipEmojiSize - startSize) * progress
  }
}

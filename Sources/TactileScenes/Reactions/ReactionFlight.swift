import TactileCore

/// A picked emoji flying from the bar to its message's chip: along an upward-bowed quadratic
/// arc, over `duration` seconds on `easing` (by default `ReactionsConstants.flightDuration`,
/// eased in and out; the page passes the tuned ones), shrinking from the grown icon's size to
/// the chip's emoji.
///
/// The start is fixed (window points, where the icon was when it was picked); the end is given
/// on every query, because the chip it lands in may still be sliding and growing, and the list
/// may scroll to show it. Over
/// the last `ReactionsConstants.flightBlendStart`…1 of the progress the target blends from the
/// chip's emoji slot at full size to the slot exactly as the chip draws it now, so the emoji
/// lands at the chip's exact size and position and the hand-off shows no jump.
public struct ReactionFlight: Sendable {
  /// Index of the message.
  public let bubble: Int
  public let emoji: String
  /// Centre and side of the emoji when it left the bar, in window points.
  public let start: Vec2
  public let startSize: Float
  private var tween: Tween

  public init(
    bubble: Int, emoji: String, start: Vec2, startSize: Float,
    duration: Double = ReactionsConstants.flightDuration,
    easing: Easing = ReactionsConstants.flightEasing
  ) {
    self.bubble = bubble
    self.emoji = emoji
    self.start = start
    self.startSize = startSize
    tween = Tween(from: 0, to: 1, duration: duration, easing: easing)
  }

  public mutating func update(dt: Double) { tween.update(dt: dt) }

  public var hasLanded: Bool { tween.isFinished }

  /// Seconds until it lands.
  public var timeLeft: Double { max(0, tween.duration - tween.elapsed) }

  /// Eased progress 0…1.
  public var progress: Float { Float(tween.value) }

  /// Seconds the whole flight takes.
  public var duration: Double { tween.duration }

  /// The emoji's frame now, heading for the chip's emoji slot: `full` at full size, `drawn`
  /// as the chip draws it now (window points).
  public func frame(full: Rect, drawn: Rect) -> Rect {
    let t = progress
    let blendStart = ReactionsConstants.flightBlendStart
    let w = Float(Easing.easeInOutQuad(Double((t - blendStart) / (1 - blendStart))))
    let endCenter = Vec2.lerp(full.center, drawn.center, w)
    let endSize = full.width + (drawn.width - full.width) * w
    let mid = Vec2.lerp(start, endCenter, 0.5)
    let bow = max(
      ReactionsConstants.flightArcMinimum,
      start.distance(to: endCenter) * ReactionsConstants.flightArcFraction)
    let control = Vec2(mid.x, min(start.y, endCenter.y) - bow)
    let a = Vec2.lerp(start, control, t)
    let b = Vec2.lerp(control, endCenter, t)
    let p = Vec2.lerp(a, b, t)
    let side = startSize + (endSize - startSize) * t
    return Rect(x: p.x - side / 2, y: p.y - side / 2, width: side, height: side)
  }
}

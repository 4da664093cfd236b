/// Recognizes taps (clicks): the one press / slop / release rule of every page.
///
/// A tap is a primary-button press and release that stay within the press's slop (`slop` for
/// the mouse, at least `GestureThresholds.touchSlop` for a finger) of where it went down,
/// whatever the time in between; a press that wanders farther fails at once and stays failed
/// even if the pointer comes back. Esc, focus loss and the pointer leaving the
/// window make a pending tap fail. How many clicks a press makes (double clicks) is the
/// platform's count, `PointerEvent.clickCount`, which follows the user's settings.
///
/// Feed every event with `handle(_:)`.
public struct TapRecognizer: Hashable, Sendable, PointerGestureRecognizer {
  /// What the recognizer reports.
  public enum Output: Hashable, Sendable {
    /// The button went down: a tap is possible (show a pressed state).
    case pressed(at: Vec2)
    /// A tap completed at the release position.
    case tapped(at: Vec2)
    /// The press moved too far or was cancelled: no tap this time.
    case failed
  }

  /// Farthest distance, in points, between a mouse's press and release.
  public var slop: Float
  /// Where the current press started, while the button is down and a tap is still possible.
  public private(set) var pressOrigin: Vec2?
  /// The slop of the current press: `slop` for its kind of pointer.
  public private(set) var pressSlop: Float

  public init(slop: Float = GestureThresholds.tapSlop) {
    self.slop = slop
    pressSlop = slop
  }

  /// Whether a press is in progress that may still become a tap.
  public var isPressed: Bool { pressOrigin != nil }

  /// Feeds a pointer event (positions in window points). Only the primary button counts.
  public mutating func handle(_ event: PointerEvent) -> Output? {
    switch event.phase {
    case .down:
      guard event.button == .primary else { return nil }
      pressOrigin = event.position
      pressSlop = GestureThresholds.slop(slop, for: event.kind)
      return .pressed(at: event.position)
    case .move:
      guard let origin = pressOrigin else { return nil }
      if event.position.distance(to: origin) > pressSlop { return cancel() }
      return nil
    case .up:
      guard event.button == .primary, let origin = pressOrigin else { return nil }
      pressOrigin = nil
      guard event.position.distance(to: origin) <= pressSlop else { return .failed }
      return .tapped(at: event.position)
    }
  }

  /// Abandons a pending press: `.failed`, or `nil` when there was none.
  public mutating func cancel() -> Output? {
    guard pressOrigin != nil else { return nil }
    pressOrigin = nil
    return .failed
  }
}

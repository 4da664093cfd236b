/// Recognizes taps (clicks) and counts them into double and triple clicks.
///
/// A tap is a primary-button press and release that stay within `slop` points of each other,
/// whatever the time in between. A press that follows the previous tap's release within
/// `multiTapInterval` seconds and `multiTapSlop` points counts one more click; the count comes
/// from this recognizer's own clock (`advance(dt:)`), not from the platform's click count, so a
/// replayed script gives the same result on every machine.
///
/// Feed every event with `handle(_:)` and the passing time with `advance(dt:)`.
public struct TapRecognizer: Sendable {
  /// What the recognizer reports.
  public enum Output: Hashable, Sendable {
    /// The button went down: a tap is possible (show a pressed state).
    case pressed(at: Vec2)
    /// A tap completed at the release position; `clickCount` is 1, 2 (double click), …
    case tapped(at: Vec2, clickCount: Int)
    /// The press moved too far or was cancelled: no tap this time.
    case failed
  }

  /// Farthest distance, in points, between press and release.
  public var slop: Float
  /// Longest time, in seconds, between a release and the next press of a multi-click.
  public var multiTapInterval: Double
  /// Farthest distance, in points, between consecutive clicks of a multi-click.
  public var multiTapSlop: Float

  /// Seconds since the recognizer was created (advanced by `advance(dt:)`).
  public private(set) var now: Double = 0
  /// Where the current press started, while the button is down and a tap is still possible.
  public private(set) var pressOrigin: Vec2?
  private var pressCount = 0
  private var lastTapTime = -Double.infinity
  private var lastTapPosition = Vec2.zero
  private var lastTapCount = 0

  public init(
    slop: Float = GestureThresholds.tapSlop,
    multiTapInterval: Double = GestureThresholds.multiTapInterval,
    multiTapSlop: Float = GestureThresholds.multiTapSlop
  ) {
    self.slop = slop
    self.multiTapInterval = multiTapInterval
    self.multiTapSlop = multiTapSlop
  }

  /// Whether a press is in progress that may still become a tap.
  public var isPressed: Bool { pressOrigin != nil }

  /// Lets `dt` seconds pass. Negative or NaN values are ignored. Never produces output: a tap
  /// has no time limit.
  public mutating func advance(dt: Double) {
    if dt > 0 { now += dt }
  }

  /// Feeds any input event: pointer events drive the recognizer, and Esc, focus loss or the
  /// pointer leaving the window make a pending tap fail.
  public mutating func handle(_ event: InputEvent) -> Output? {
    if case .pointer(let pointer) = event { return handle(pointer) }
    if GestureCancelSignal.cancels(event) { return cancel() }
    return nil
  }

  /// Feeds a pointer event (positions in window points). Only the primary button counts.
  public mutating func handle(_ event: PointerEvent) -> Output? {
    switch event.phase {
    case .down:
      guard event.button == .primary else { return nil }
      let continues =
        now - lastTapTime <= multiTapInterval
        && event.position.distance(to: lastTapPosition) <= multiTapSlop
      pressCount = continues ? lastTapCount + 1 : 1
      pressOrigin = event.position
      return .pressed(at: event.position)
    case .move:
      guard let origin = pressOrigin else { return nil }
      if event.position.distance(to: origin) > slop { return fail() }
      return nil
    case .up:
      guard event.button == .primary, let origin = pressOrigin else { return nil }
      pressOrigin = nil
      guard event.position.distance(to: origin) <= slop else { return fail() }
      lastTapTime = now
      lastTapPosition = event.position
      lastTapCount = pressCount
      return .tapped(at: event.position, clickCount: pressCount)
    }
  }

  /// Abandons a pending press (`.failed`), and forgets the click chain; `nil` when idle.
  public mutating func cancel() -> Output? {
    lastTapCount = 0
    lastTapTime = -Double.infinity
    guard pressOrigin != nil else { return nil }
    return fail()
  }

  private mutating func fail() -> Output {
    pressOrigin = nil
    lastTapCount = 0
    lastTapTime = -Double.infinity
    return .failed
  }
}

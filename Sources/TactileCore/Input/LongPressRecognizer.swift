/// Recognizes a press held still for a while, then follows the pointer until release.
///
/// The primary button must stay down for `minimumDuration` seconds with the pointer within the
/// press's slop (`slop` for the mouse, at least `GestureThresholds.touchSlop` for a finger) of
/// where it went down; then the recognizer reports `.began`, follows every move
/// with `.changed` and the release with `.ended`. Moving too far before it fires, Esc, focus loss
/// or the pointer leaving the window report `.cancelled` (whether or not it had begun). A release
/// before it fires reports nothing: that was a click, for a `TapRecognizer` to see.
///
/// Time passes only through `advance(dt:)`, which is also where the recognizer fires.
public struct LongPressRecognizer: Sendable, PointerGestureRecognizer {
  /// What the recognizer reports.
  public enum Output: Hashable, Sendable {
    /// The hold time elapsed; the pointer is at `at` (window points).
    case began(at: Vec2)
    /// The pointer moved to this position while the long press is active.
    case changed(Vec2)
    /// The button was released here.
    case ended(Vec2)
    /// The press was abandoned: moved too far before firing, Esc, focus lost, pointer left.
    case cancelled
  }

  /// Where the recognizer is.
  public enum State: Hashable, Sendable {
    case idle
    /// Button down at `origin`, held for `held` seconds, not yet fired.
    case pending(origin: Vec2, position: Vec2, held: Double)
    /// Fired; following the pointer.
    case active(position: Vec2)
  }

  /// Seconds the button must be held.
  public var minimumDuration: Double
  /// Points the mouse may move before firing.
  public var slop: Float
  /// The slop of the current (or last) press: `slop` for its kind of pointer.
  public private(set) var pressSlop: Float
  public private(set) var state: State = .idle

  public init(
    minimumDuration: Double = GestureThresholds.longPressDuration,
    slop: Float = GestureThresholds.longPressSlop
  ) {
    self.minimumDuration = minimumDuration
    self.slop = slop
    pressSlop = slop
  }

  /// Whether the long press has fired and not yet ended.
  public var isActive: Bool {
    if case .active = state { return true }
    return false
  }

  /// Lets `dt` seconds pass (negative or NaN is ignored); returns `.began` at the step in which
  /// the hold reaches `minimumDuration`.
  public mutating func advance(dt: Double) -> Output? {
    guard dt > 0, case .pending(let origin, let position, let held) = state else { return nil }
    let total = held + dt
    if total >= minimumDuration {
      state = .active(position: position)
      return .began(at: position)
    }
    state = .pending(origin: origin, position: position, held: total)
    return nil
  }

  /// Feeds a pointer event (window points). Only the primary button counts.
  public mutating func handle(_ event: PointerEvent) -> Output? {
    switch (event.phase, state) {
    case (.down, _):
      guard event.button == .primary else { return nil }
      let wasActive = isActive
      state = .pending(origin: event.position, position: event.position, held: 0)
      pressSlop = GestureThresholds.slop(slop, for: event.kind)
      // A press while active means the release was lost: end the old one quietly as cancelled.
      return wasActive ? .cancelled : nil
    case (.move, .pending(let origin, _, let held)):
      if event.position.distance(to: origin) > pressSlop {
        state = .idle
        return .cancelled
      }
      state = .pending(origin: origin, position: event.position, held: held)
      return nil
    case (.move, .active):
      state = .active(position: event.position)
      return .changed(event.position)
    case (.up, .pending):
      guard event.button == .primary else { return nil }
      state = .idle
      return nil
    case (.up, .active):
      guard event.button == .primary else { return nil }
      state = .idle
      return .ended(event.position)
    case (.move, .idle), (.up, .idle):
      return nil
    }
  }

  /// Abandons the press: `.cancelled` if one was pending or active, `nil` when idle.
  public mutating func cancel() -> Output? {
    guard state != .idle else { return nil }
    state = .idle
    return .cancelled
  }
}

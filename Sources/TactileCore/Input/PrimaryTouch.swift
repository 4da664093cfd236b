/// The fingers on a touch screen as the one pointer that one-finger gestures follow, as on a
/// phone: the first finger down is the pointer. A second finger while it is down takes the
/// gesture away, as UIKit takes a one-finger recognizer's touch when more fingers come (a
/// press in progress is cancelled, nothing is picked), and every finger is ignored from then
/// until all have lifted. The mouse and everything else pass unchanged; losing the focus
/// forgets the fingers (their releases may never come).
///
/// It also counts the pointer finger's taps, which no platform counts as it counts a mouse's
/// clicks (`counted(_:at:interval:)`): a double tap edits a to-do as a double click does.
public struct PrimaryTouch: Hashable, Sendable {
  /// What becomes of an event.
  public enum Verdict: Hashable, Sendable {
    /// It is the pointer's (or no finger's): handle it.
    case pass
    /// Another finger's, or one of a gesture taken away: nothing.
    case drop
    /// A second finger came down: cancel the gesture in flight (as `.pointerExited` does).
    case cancel
  }

  /// The fingers touching the screen.
  private var fingersDown: Set<Int64> = []
  /// The finger that is the pointer; nil once the gesture was taken away (or none is down).
  private var pointer: Int64?
  /// The pointer finger's last release: when (input time, seconds), where, its tap count.
  private var lastRelease: Release?
  /// The tap count of the pointer finger's press in progress.
  private var pressCount = 1

  private struct Release: Hashable, Sendable {
    var time: Double
    var position: Vec2
    var count: Int
  }

  public init() {}

  public mutating func verdict(_ event: InputEvent) -> Verdict {
    if event == .focusLost { self = PrimaryTouch() }
    guard case .pointer(let p) = event, case .touch(let finger) = p.kind else { return .pass }
    switch p.phase {
    case .down:
      if fingersDown.isEmpty { pointer = finger }
      fingersDown.insert(finger)
      // The pointer's own press again (its release was lost) is the pointer's.
      if finger == pointer { return .pass }
      guard pointer != nil else { return .drop }
      pointer = nil
      lastRelease = nil  // A second finger is no tap's.
      return .cancel
    case .move:
      return finger == pointer ? .pass : .drop
    case .up:
      guard fingersDown.remove(finger) != nil else { return .drop }
      let isPointer = finger == pointer
      if fingersDown.isEmpty { pointer = nil }
      return isPointer ? .pass : .drop
    }
  }

  /// A finger's event that `verdict` passed, handled at input time `time`, with its tap count
  /// (`PointerEvent.clickCount`): a press within `interval` seconds (the double-click
  /// interval) of the last release and `GestureThresholds.multiTapSlop` of where it was is
  /// that tap's next; its moves and release keep the press's count. The mouse's events, which
  /// the platform counts, are returned as they are.
  public mutating func counted(_ p: PointerEvent, at time: Double, interval: Double)
    -> PointerEvent
  {
    guard p.kind.isTouch else { return p }
    var out = p
    switch p.phase {
    case .down:
      if let last = lastRelease, time - last.time <= interval,
        p.position.distance(to: last.position) <= GestureThresholds.multiTapSlop
      {
        pressCount = last.count + 1
      } else {
        pressCount = 1
      }
    case .move: break
    case .up: lastRelease = Release(time: time, position: p.position, count: pressCount)
    }
    out.clickCount = pressCount
    return out
  }
}

/// The fingers on a touch screen as the one pointer that one-finger gestures follow, as on a
/// phone: the first finger down is the pointer. A second finger while it is down takes the
/// gesture away, as UIKit takes a one-finger recognizer's touch when more fingers come (a
/// press in progress is cancelled, nothing is picked), and every finger is ignored from then
/// until all have lifted. The mouse and everything else pass unchanged; losing the focus
/// forgets the fingers (their releases may never come).
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
}

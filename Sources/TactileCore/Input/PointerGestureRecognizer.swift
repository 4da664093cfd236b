/// A gesture recognizer fed pointer events (window points), which Esc, focus loss and the
/// pointer leaving the window cancel (`GestureCancelSignal`).
public protocol PointerGestureRecognizer {
  associatedtype Output
  /// Feeds a pointer event; what it recognized, if anything.
  mutating func handle(_ event: PointerEvent) -> Output?
  /// Drops the gesture in progress; what that ends, if anything.
  mutating func cancel() -> Output?
}

extension PointerGestureRecognizer {
  /// Feeds any input event: pointer events drive the recognizer, and what cancels a gesture
  /// (`GestureCancelSignal.cancels`) cancels it.
  public mutating func handle(_ event: InputEvent) -> Output? {
    if case .pointer(let pointer) = event { return handle(pointer) }
    if GestureCancelSignal.cancels(event) { return cancel() }
    return nil
  }
}

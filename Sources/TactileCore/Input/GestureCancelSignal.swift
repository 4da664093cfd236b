/// The non-pointer events that end a gesture in flight: Esc, the window losing keyboard focus,
/// and the pointer leaving the window.
public enum GestureCancelSignal {
  /// Whether `event` cancels any gesture in flight (Esc pressed, focus lost, pointer exited).
  public static func cancels(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key): key.isDown && key.key == .escape
    case .focusLost, .pointerExited: true
    default: false
    }
  }
}

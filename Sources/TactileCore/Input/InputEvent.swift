/// Which mouse button (or the primary touch) an event concerns.
public enum PointerButton: UInt8, Hashable, Sendable {
  case primary, secondary, middle
}

/// A pointer event: position in window points.
public struct PointerEvent: Hashable, Sendable {
  public enum Phase: Hashable, Sendable { case down, move, up }
  public var phase: Phase
  public var position: Vec2
  public var button: PointerButton
  /// 1 for a single click, 2 for a double click, … (on `.down` and `.up`).
  public var clickCount: Int
  /// Whether the primary button is held (meaningful on `.move`).
  public var isPrimaryDown: Bool

  public init(
    _ phase: Phase, at position: Vec2, button: PointerButton = .primary, clickCount: Int = 1,
    isPrimaryDown: Bool = false
  ) {
    self.phase = phase
    self.position = position
    self.button = button
    self.clickCount = clickCount
    self.isPrimaryDown = isPrimaryDown || (phase == .down && button == .primary)
  }
}

/// A key press or release.
public struct KeyEvent: Hashable, Sendable {
  public var key: Key
  public var modifiers: Modifiers
  public var isDown: Bool
  public var isRepeat: Bool

  public init(_ key: Key, modifiers: Modifiers = [], isDown: Bool = true, isRepeat: Bool = false) {
    self.key = key
    self.modifiers = modifiers
    self.isDown = isDown
    self.isRepeat = isRepeat
  }
}

/// Everything the platform tells the app, already translated out of SDL.
public enum InputEvent: Hashable, Sendable {
  case pointer(PointerEvent)
  /// Scroll by this many points (positive y scrolls the content up, like a wheel turned
  /// towards the user).
  case wheel(Vec2)
  case key(KeyEvent)
  /// Committed text from the keyboard or an input method (UTF-8, may be several graphemes).
  case text(String)
  /// Text an input method is composing (several keystrokes become one character, as in
  /// Chinese, Japanese or Korean input), not committed yet: shown inline where it will be
  /// inserted, replaced by the next composition event, ended by `.text` (committed) or by an
  /// empty composition (cancelled).
  case composition(String)
  /// The window's drawable area changed to this size in points.
  case resize(Size)
  /// The pointer left the window.
  case pointerExited
  /// The window lost keyboard focus (gestures in flight are cancelled).
  case focusLost
}

/// The pointer shape a page asks for.
public enum CursorShape: Hashable, Sendable {
  case arrow, hand, text
}

/// Which mouse button (or the primary touch) an event concerns.
public enum PointerButton: UInt8, Hashable, Sendable {
  case primary, secondary, middle
}

/// What points: a mouse (or a trackpad moving the cursor), or a finger on a touch screen.
public enum PointerKind: Hashable, Sendable {
  case mouse
  /// A finger on a touch screen; `finger` tells the fingers down at once apart (the
  /// platform's id, which a finger keeps from its press to its release).
  case touch(finger: Int64)

  public var isTouch: Bool { self != .mouse }
}

/// A pointer event: position in window points.
public struct PointerEvent: Hashable, Sendable {
  public enum Phase: Hashable, Sendable { case down, move, up }
  public var phase: Phase
  public var position: Vec2
  public var button: PointerButton
  /// 1 for a single click, 2 for a double click, … (on `.down` and `.up`).
  public var clickCount: Int
  /// Whether the primary button is held (meaningful on `.move`); a finger's moves always
  /// hold it (a finger moves only while it touches).
  public var isPrimaryDown: Bool
  /// The mouse or a finger: the recognizers read the slop for it
  /// (`GestureThresholds.slop(_:for:)`).
  public var kind: PointerKind

  public init(
    _ phase: Phase, at position: Vec2, button: PointerButton = .primary, clickCount: Int = 1,
    isPrimaryDown: Bool = false, kind: PointerKind = .mouse
  ) {
    self.phase = phase
    self.position = position
    self.button = button
    self.clickCount = clickCount
    self.isPrimaryDown = isPrimaryDown || (phase == .down && button == .primary)
    self.kind = kind
  }

  /// Finger `finger` touching (`.down`), moving on (`.move`) or leaving (`.up`) the screen at
  /// `position`: the primary button, one click.
  public static func touch(_ phase: Phase, finger: Int64, at position: Vec2) -> PointerEvent {
    PointerEvent(phase, at: position, isPrimaryDown: phase != .up, kind: .touch(finger: finger))
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
  /// A scroll by this many wheel notches: a wheel's clicks, or a trackpad's two fingers in
  /// fractions of a notch where the platform tells them finely (`GestureThresholds
  /// .pointsPerNotch` points of the fingers to a notch). Positive y scrolls up, towards the
  /// content's start (a wheel turned away from the user); positive x scrolls right, towards
  /// the next page (the directions the user's system gives the content).
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
  /// The pointer left the window, or a touch was taken from the gesture it made (a second
  /// finger came down: `PrimaryTouch`); either way the gestures in flight are cancelled.
  case pointerExited
  /// The window lost keyboard focus (gestures in flight are cancelled).
  case focusLost
}

/// The pointer shape a page asks for.
public enum CursorShape: Hashable, Sendable {
  case arrow, hand, text
}

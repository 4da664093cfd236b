import CSDL2
import TactileCore

/// The one place where SDL events become core `InputEvent`s. Coordinates are in window
/// points: SDL's window units divided by `unitsPerPoint` (the window's; 1 where SDL reports
/// points itself, as on Wayland and macOS).
///
/// A touch screen's fingers are pointers of their own kind (`PointerKind.touch`), their
/// positions (SDL's 0…1 of the window) taken as points of the window's size in points, which
/// the scale and the zoom already divide. SDL's own mouse made of the first finger is off
/// (`SDLSession` sets its hint) and, should a platform send it anyway, dropped here, as are
/// the touches SDL makes of the mouse: each device arrives once, as itself.
public struct EventTranslator {
  /// SDL window units per point (`Window.unitsPerPoint`).
  public var unitsPerPoint: Float = 1
  /// Set when the window asked to close (or SIGINT arrived).
  public private(set) var quitRequested = false
  /// Whether the window is currently exposed (not hidden or minimized).
  public private(set) var isVisible = true
  /// Whether the window has the keyboard focus.
  public private(set) var hasFocus = true
  /// Set when the window was shown, exposed or resized: what it showed may be gone, so the
  /// next frame is drawn and presented whole (`takeExposed`).
  private var exposed = false

  /// Whether the window was shown, exposed or resized since the last call.
  public mutating func takeExposed() -> Bool {
    defer { exposed = false }
    return exposed
  }
  /// Set when the window moved to another display (its refresh rate and scale may differ).
  private var displayChanged = false

  /// Whether the window moved to another display since the last call.
  public mutating func takeDisplayChanged() -> Bool {
    defer { displayChanged = false }
    return displayChanged
  }
  private var primaryDown = false
  /// Ctrl+wheel notches not yet a zoom step (a precise wheel sends fractions).
  private var zoomNotches: Float = 0

  public init() {}

  /// The longest pause, in seconds, between two clicks that SDL counts as a double-click: the
  /// `SDL_MOUSE_DOUBLE_CLICK_TIME` hint (milliseconds, also read from the environment) when
  /// set to a positive number, else SDL's default, `GestureThresholds.multiTapInterval`.
  public static var doubleClickInterval: Double {
    guard let hint = SDL_GetHint(SDL_HINT_MOUSE_DOUBLE_CLICK_TIME),
      let ms = Double(String(cString: hint)), ms > 0, ms.isFinite
    else { return GestureThresholds.multiTapInterval }
    return ms / 1000
  }

  /// Translates one SDL event, appending the resulting core events (usually 0 or 1).
  public mutating func translate(
    _ e: SDL_Event, windowSize: () -> Size, into out: inout [InputEvent]
  ) {
    if Self.isFromTouch(e) { return }
    switch SDL_EventType(rawValue: e.type) {
    case SDL_QUIT: quitRequested = true
    case SDL_WINDOWEVENT: translate(window: e.window, windowSize: windowSize, into: &out)
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      out.append(.pointer(button(e.button, isDown: e.type == SDL_MOUSEBUTTONDOWN.rawValue)))
    case SDL_MOUSEMOTION:
      primaryDown = e.motion.state & UInt32(1 << (SDL_BUTTON_LEFT - 1)) != 0
      out.append(
        .pointer(
          PointerEvent(
            .move, at: point(e.motion.x, e.motion.y), isPrimaryDown: primaryDown)))
    case SDL_MOUSEWHEEL:
      let flip: Float = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      if UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_CTRL.rawValue) != 0 {
        zoom(byNotches: e.wheel.preciseY * flip, into: &out)
      } else {
        out.append(.wheel(Vec2(e.wheel.preciseX * flip, e.wheel.preciseY * flip)))
      }
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      if let p = finger(e.tfinger, windowSize: windowSize) { out.append(.pointer(p)) }
    case SDL_KEYDOWN, SDL_KEYUP:
      if let k = Self.keyEvent(e.key, isDown: e.type == SDL_KEYDOWN.rawValue) {
        out.append(.key(k))
      }
    case SDL_TEXTINPUT:
      let text = withUnsafeBytes(of: e.text.text) { Self.string($0) }
      if !text.isEmpty { out.append(.text(text)) }
    case SDL_TEXTEDITING:
      out.append(.composition(withUnsafeBytes(of: e.edit.text) { Self.string($0) }))
    default:
      break
    }
  }

  /// A window event: a resize, the pointer leaving, focus, being shown or hidden, closing.
  private mutating func translate(
    window e: SDL_WindowEvent, windowSize: () -> Size, into out: inout [InputEvent]
  ) {
    switch SDL_WindowEventID(rawValue: UInt32(e.event)) {
    case SDL_WINDOWEVENT_SIZE_CHANGED:
      exposed = true
      out.append(.resize(windowSize()))
    case SDL_WINDOWEVENT_LEAVE:
      out.append(.pointerExited)
    case SDL_WINDOWEVENT_FOCUS_LOST:
      hasFocus = false
      out.append(.focusLost)
    case SDL_WINDOWEVENT_FOCUS_GAINED:
      hasFocus = true
    case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
      isVisible = false
    case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_EXPOSED,
      SDL_WINDOWEVENT_MAXIMIZED:
      isVisible = true
      exposed = true
    case SDL_WINDOWEVENT_DISPLAY_CHANGED:
      displayChanged = true
      exposed = true
    case SDL_WINDOWEVENT_CLOSE:
      quitRequested = true
    default: break
    }
  }

  /// The mouse instance id SDL gives the mouse it makes of a finger (`SDL_TOUCH_MOUSEID`, a
  /// macro Swift cannot import); the touch id of the touches it makes of the mouse is -1.
  static let touchMouseID = UInt32.max

  /// Whether a mouse event is SDL's emulation of a finger.
  private static func isFromTouch(_ e: SDL_Event) -> Bool {
    switch SDL_EventType(rawValue: e.type) {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: e.button.which == touchMouseID
    case SDL_MOUSEMOTION: e.motion.which == touchMouseID
    case SDL_MOUSEWHEEL: e.wheel.which == touchMouseID
    default: false
    }
  }

  /// A finger touching, moving on or leaving the screen, at its place in the window (0…1 of
  /// `windowSize`, points); nil for the touches SDL makes of the mouse.
  private func finger(_ f: SDL_TouchFingerEvent, windowSize: () -> Size) -> PointerEvent? {
    guard f.touchId != -1, f.x.isFinite, f.y.isFinite else { return nil }
    let phase: PointerEvent.Phase
    switch SDL_EventType(rawValue: f.type) {
    case SDL_FINGERDOWN: phase = .down
    case SDL_FINGERUP: phase = .up
    default: phase = .move
    }
    let size = windowSize()
    return .touch(phase, finger: f.fingerId, at: Vec2(f.x * size.width, f.y * size.height))
  }

  /// A mouse button pressed or released (the primary button's state kept for moves).
  private mutating func button(_ b: SDL_MouseButtonEvent, isDown: Bool) -> PointerEvent {
    let button: PointerButton
    switch Int32(b.button) {
    case SDL_BUTTON_LEFT: button = .primary
    case SDL_BUTTON_RIGHT: button = .secondary
    default: button = .middle
    }
    if button == .primary { primaryDown = isDown }
    return PointerEvent(
      isDown ? .down : .up, at: point(b.x, b.y), button: button,
      clickCount: Int(b.clicks), isPrimaryDown: primaryDown)
  }

  /// Ctrl+wheel: a zoom step per notch (a precise wheel's fractions add up), as the keys that
  /// zoom (Ctrl+= in, Ctrl+- out), so a script or F9 replays it as keys.
  private mutating func zoom(byNotches notches: Float, into out: inout [InputEvent]) {
    zoomNotches += notches
    while abs(zoomNotches) >= 1 {
      let key = Key.character(zoomNotches > 0 ? "=" : "-")
      zoomNotches -= zoomNotches > 0 ? 1 : -1
      for isDown in [true, false] {
        out.append(.key(KeyEvent(key, modifiers: .control, isDown: isDown)))
      }
    }
  }

  /// A position in window units as points.
  private func point(_ x: Int32, _ y: Int32) -> Vec2 {
    Vec2(Float(x) / unitsPerPoint, Float(y) / unitsPerPoint)
  }

  /// A key the app uses, with its modifiers; nil for others.
  private static func keyEvent(_ k: SDL_KeyboardEvent, isDown: Bool) -> KeyEvent? {
    guard let key = key(k.keysym.sym) else { return nil }
    var mods: Modifiers = []
    let m = UInt32(k.keysym.mod)
    if m & UInt32(KMOD_SHIFT.rawValue) != 0 { mods.insert(.shift) }
    if m & UInt32(KMOD_CTRL.rawValue) != 0 { mods.insert(.control) }
    if m & UInt32(KMOD_ALT.rawValue) != 0 { mods.insert(.alt) }
    if m & UInt32(KMOD_GUI.rawValue) != 0 { mods.insert(.command) }
    return KeyEvent(key, modifiers: mods, isDown: isDown, isRepeat: k.repeat != 0)
  }

  /// The UTF-8 text of an SDL event's fixed-size, NUL-terminated buffer.
  private static func string(_ raw: UnsafeRawBufferPointer) -> String {
    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
  }

  /// Maps an SDL key code to a core key, or nil for keys the app does not use.
  public static func key(_ sym: SDL_Keycode) -> Key? {
    switch Int(sym) {
    case Int(SDLK_LEFT.rawValue): return .left
    case Int(SDLK_RIGHT.rawValue): return .right
    case Int(SDLK_UP.rawValue): return .up
    case Int(SDLK_DOWN.rawValue): return .down
    case Int(SDLK_HOME.rawValue): return .home
    case Int(SDLK_END.rawValue): return .end
    case Int(SDLK_PAGEUP.rawValue): return .pageUp
    case Int(SDLK_PAGEDOWN.rawValue): return .pageDown
    case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .enter
    case Int(SDLK_ESCAPE.rawValue): return .escape
    case Int(SDLK_TAB.rawValue): return .tab
    case Int(SDLK_SPACE.rawValue): return .space
    case Int(SDLK_BACKSPACE.rawValue): return .backspace
    case Int(SDLK_DELETE.rawValue): return .delete
    case Int(SDLK_F1.rawValue): return .f1
    case Int(SDLK_F2.rawValue): return .f2
    case Int(SDLK_F3.rawValue): return .f3
    case Int(SDLK_F9.rawValue): return .f9
    case Int(SDLK_F10.rawValue): return .f10
    case Int(SDLK_F12.rawValue): return .f12
    case Int(SDLK_KP_PLUS.rawValue): return .character("+")
    case Int(SDLK_KP_MINUS.rawValue): return .character("-")
    case Int(SDLK_KP_0.rawValue): return .character("0")
    case 0x21...0x7E:
      return .character(Character(Unicode.Scalar(UInt8(sym))))
    default: return nil
    }
  }
}
